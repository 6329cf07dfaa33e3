/**
 * A comparison as the readable formats show it, built once: what every column shares, what sets each
 * apart, the defenders, the notes and every metric row. The terminal table and the Markdown only lay it out.
 */
import { defenderMetrics, type DefenderMetrics } from './metrics.js';
import { columnFacts, commonFacts, defenderGroups, defenderLines, groupedNotes, groupedWarnings, type ColumnFacts, type CommonFacts, type GroupedNote } from './scenario.js';
import type { CompareReport } from './types.js';

export type CompareView = {
  readonly common: CommonFacts;
  /** Whether any column has a condition (else "Conditions: none" says so). */
  readonly anyCondition: boolean;
  readonly columns: readonly ColumnFacts[];
  /** The defender's model groups when there is one defender, in words. */
  readonly defenderGroups: string | null;
  readonly defenders: readonly { readonly label: string; readonly text: string }[];
  /** Inputs not applied as given, each once with its columns; printed before the notes. */
  readonly warnings: readonly GroupedNote[];
  readonly notes: readonly GroupedNote[];
  /** The metric rows against each defender, in the report's defender order. */
  readonly metrics: readonly DefenderMetrics[];
};

export function compareView(report: CompareReport): CompareView {
  return {
    common: commonFacts(report),
    anyCondition: report.cells.some((row) => row.some((cell) => cell.conditions.length > 0)),
    columns: columnFacts(report),
    defenderGroups: defenderGroups(report),
    defenders: defenderLines(report),
    warnings: groupedWarnings(report),
    notes: groupedNotes(report),
    metrics: report.defenders.map((_, d) => defenderMetrics(report.cells[d] ?? [], report.atLeast)),
  };
}
