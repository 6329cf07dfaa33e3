/**
 * A comparison as RFC 4180 CSV (docs/formats.md, "compare"): one tidy table, one fact per row,
 *
 *     defender,column,metric,label,k,value,best
 *
 * first each column's scenario in words (metric `attacker`, `rules`, `phase`, `condition`, `modifier`),
 * then every known value of every metric row. Numbers at full precision; CRLF line ends.
 */
import { defenderMetrics } from './metrics.js';
import type { CompareReport } from './types.js';
import { csvField } from '../calc/csv.js';
import { modifierTexts, unitLabel } from '../calc/scenario.js';
import { cellWarnings } from './scenario.js';

export const COMPARE_CSV_HEADER = ['defender', 'column', 'metric', 'label', 'k', 'value', 'best'] as const;

type Row = readonly [defender: string, column: string, metric: string, label: string, k: string | number, value: string | number, best: string | number];

function rows(report: CompareReport): Row[] {
  const out: Row[] = [];
  const warnings = cellWarnings(report);
  report.defenders.forEach((defender, d) => {
    const cells = report.cells[d] ?? [];
    report.columns.forEach((column, c) => {
      const cell = cells[c];
      if (cell === undefined) return;
      const text = (metric: string, value: string): void => {
        out.push([defender.label, column.label, metric, '', '', value, '']);
      };
      text('attacker', unitLabel(cell.attacker));
      text('defender', unitLabel(cell.defender));
      text('rules', cell.rules);
      text('phase', cell.phase);
      for (const condition of cell.conditions) text('condition', condition);
      for (const modifier of modifierTexts(cell.modifiers, cell.capped)) text('modifier', modifier);
      for (const warning of warnings(d, c)) text('warning', warning.text);
    });
    for (const row of defenderMetrics(cells, report.atLeast).rows) {
      row.values.forEach((value, c) => {
        if (value === null) return;
        out.push([defender.label, report.columns[c]?.label ?? '', row.key, row.label, row.k ?? '', value, row.best.includes(c) ? 1 : 0]);
      });
    }
  });
  return out;
}

export function renderCompareCsv(report: CompareReport): string {
  const lines = [COMPARE_CSV_HEADER, ...rows(report)].map((row) => row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
