/**
 * A comparison's scenario in words, shared by the compare renderers: what every column has in common
 * (said once, in the heading) and what sets each column apart (said in the column legend).
 */
import { firedText, groupText, modifierTexts, unitLabel } from '../calc/scenario.js';
import type { CompareReport } from './types.js';
import { sharedWarnings } from '../shared-warnings.js';
import type { CalcReport, ReportWarning } from '../types.js';

export type CommonFacts = {
  /** The attacking unit's name when every column has the same one, else "N attackers". */
  readonly attacker: string;
  /** The defender in words when there is one, else "N defenders". */
  readonly defender: string;
  readonly rules: string | null;
  readonly phase: string | null;
  readonly conditions: readonly string[];
  readonly modifiers: readonly string[];
};

export type ColumnFacts = {
  readonly label: string;
  /** The attacker as calc prints it, "Strike Team (pulse-carbine-all)"; null when every column has the same unit. */
  readonly attacker: string | null;
  /** The weapons that attack the first defender: "10× Pulse carbine". */
  readonly fired: string;
  /** What this column has that not every column has: rules, phase, conditions, modifiers. */
  readonly differences: readonly string[];
};

export type GroupedNote = {
  readonly text: string;
  /** Labels of the columns it applies to; empty when it applies to all. */
  readonly columns: readonly string[];
};

function allCells(report: CompareReport): CalcReport[] {
  return report.cells.flatMap((row) => [...row]);
}

/** The cells of column c, one per defender. */
export function columnCells(report: CompareReport, c: number): CalcReport[] {
  return report.cells.map((row) => row[c]).filter((cell): cell is CalcReport => cell !== undefined);
}

function same<T>(values: readonly T[]): T | null {
  const first = values[0];
  return first !== undefined && values.every((v) => v === first) ? first : null;
}

/** Texts every list has, in the first list's order. */
function shared(lists: readonly (readonly string[])[]): string[] {
  const [first, ...rest] = lists;
  return (first ?? []).filter((text) => rest.every((list) => list.includes(text)));
}

/** Conditions, then modifiers and named effects (one list: both change the attack's numbers). */
function facts(cell: CalcReport): { conditions: readonly string[]; modifiers: readonly string[] } {
  return { conditions: cell.conditions, modifiers: [...modifierTexts(cell.modifiers, cell.capped), ...(cell.effects ?? []).map((e) => e.name)] };
}

export function commonFacts(report: CompareReport): CommonFacts {
  const cells = allCells(report);
  const firstRow = report.cells[0] ?? [];
  const attacker = same(firstRow.map((cell) => cell.attacker.name)) ?? `${report.columns.length} attackers`;
  const firstDefender = report.cells.length === 1 ? firstRow[0]?.defender : undefined;
  const defender =
    firstDefender === undefined ? `${report.defenders.length} defenders` : `${firstDefender.name} (${firstDefender.models} ${firstDefender.models === 1 ? 'model' : 'models'})`;
  return {
    attacker,
    defender,
    rules: same(cells.map((cell) => cell.rules)),
    phase: same(cells.map((cell) => cell.phase)),
    conditions: shared(cells.map((cell) => facts(cell).conditions)),
    modifiers: shared(cells.map((cell) => facts(cell).modifiers)),
  };
}

export function columnFacts(report: CompareReport): ColumnFacts[] {
  const common = commonFacts(report);
  return report.columns.map((column, c) => {
    const cells = columnCells(report, c);
    const first = cells[0];
    if (first === undefined) throw new RangeError(`columnFacts: column ${c} has no cells`);
    const differences: string[] = [];
    if (common.rules === null) differences.push(`${first.rules} rules`);
    if (common.phase === null) differences.push(first.phase);
    differences.push(...shared(cells.map((cell) => facts(cell).conditions)).filter((t) => !common.conditions.includes(t)));
    differences.push(...shared(cells.map((cell) => facts(cell).modifiers)).filter((t) => !common.modifiers.includes(t)));
    const attacker = common.attacker === first.attacker.name ? null : unitLabel(first.attacker);
    return { label: column.label, attacker, fired: firedText(first), differences };
  });
}

/** The defender's model groups in words, when there is one defender and its groups are known. */
export function defenderGroups(report: CompareReport): string | null {
  const defender = report.cells.length === 1 ? report.cells[0]?.[0]?.defender : undefined;
  const groups = defender?.groups;
  if (groups === undefined || groups.length === 0) return null;
  return groups.map(groupText).join(', ');
}

/** One line per defender for the matrices' legend: "meq: MEQ, 5× Marine (T4 W2 Sv3+)". */
export function defenderLines(report: CompareReport): { label: string; text: string }[] {
  return report.defenders.map((defender, d) => {
    const unit = report.cells[d]?.[0]?.defender;
    const groups = unit?.groups === undefined || unit.groups.length === 0 ? null : unit.groups.map(groupText).join(', ');
    const name = unit?.name ?? defender.source;
    return { label: defender.label, text: groups === null ? name : `${name}: ${groups}` };
  });
}

/** Every note once, with the columns it applies to (none listed when it applies to every column). */
export function groupedNotes(report: CompareReport): GroupedNote[] {
  return grouped(report, (cell) => cell.notes);
}

/** The warnings shown per cell, worked out once per report (the table, the CSV and stderr all show them). */
const shownWarnings = new WeakMap<CompareReport, ReportWarning[][]>();

/** The warnings the comparison shows for cell `c` of row `d` (shared-warnings.ts: the columns' own options). */
export function cellWarnings(report: CompareReport): (d: number, c: number) => ReportWarning[] {
  let shown = shownWarnings.get(report);
  if (shown === undefined) {
    shown = sharedWarnings(report.cells.flatMap((row) => row.map((cell, c) => ({ warnings: cell.warnings ?? [], options: report.columns[c]?.options ?? [] }))));
    shownWarnings.set(report, shown);
  }
  // Every row has a cell per column: cell (d, c) is number d × columns + c.
  return (d, c) => shown[d * report.columns.length + c] ?? [];
}

/** Every warning (an input not applied as given) once, with its columns, as the notes. */
export function groupedWarnings(report: CompareReport): GroupedNote[] {
  const warnings = cellWarnings(report);
  return grouped(report, (_, d, c) => warnings(d, c).map((w) => w.text));
}

function grouped(report: CompareReport, texts: (cell: CalcReport, d: number, c: number) => readonly string[]): GroupedNote[] {
  const byText = new Map<string, Set<number>>();
  report.cells.forEach((row, d) =>
    row.forEach((cell, c) => {
      for (const note of texts(cell, d, c)) {
        const set = byText.get(note) ?? new Set<number>();
        set.add(c);
        byText.set(note, set);
      }
    }),
  );
  return [...byText].map(([text, set]) => ({
    text,
    columns: set.size === report.columns.length ? [] : [...set].sort((a, b) => a - b).map((c) => report.columns[c]?.label ?? `column ${c + 1}`),
  }));
}
