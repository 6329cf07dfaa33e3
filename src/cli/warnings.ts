/**
 * Inputs not applied as given (the reports' `warnings`) reach stderr too, so a `--json` pipeline or a
 * Markdown file still shows them to the person at the terminal; a table on the terminal shows them itself
 * (its Warning lines), so they are not printed twice. `--strict` makes them errors: exit 2, nothing on stdout.
 */
import { cellWarnings, sharedWarnings, type CalcReport, type CompareReport, type MatchupReport, type ReportWarning, type SequenceReport } from '../report/index.js';
import { InputError } from './errors.js';
import type { Io } from './io.js';

export const STRICT_DESCRIPTION = 'exit 2 instead of warning when an input is not applied as given (an effect whose condition does not hold, an ignored flag, a capped modifier), or a rule of a unit in the attack is not modelled';

/** How a command was asked to report: `--strict`, and whether its output is a table on the terminal. */
export type WarningMode = { readonly strict: boolean; readonly onScreen: boolean };

function emit(io: Io, command: string, warnings: readonly string[], mode: WarningMode): void {
  const unique = [...new Set(warnings)];
  if (mode.strict && unique.length > 0) throw new InputError(unique.map((w) => `mathhammer ${command}: --strict: ${w}`));
  if (mode.onScreen) return;
  for (const warning of unique) io.stderr(`mathhammer ${command}: warning: ${warning}\n`);
}

/** The mode of a command's options, for its output: a table on standard output shows its own warnings. */
export function warningMode(io: Io, raw: { readonly strict?: boolean }, output: { readonly format: string; readonly file: unknown }): WarningMode {
  return { strict: raw.strict === true, onScreen: output.file === null && output.format === 'table' && io.isTTY };
}

/**
 * A rule of a unit in the attack that changes the numbers in a way not modelled: listed in the report,
 * and an error with `--strict` (the numbers leave it out).
 */
function unmodelled(report: Pick<CalcReport, 'unitRules'>): string[] {
  return (report.unitRules ?? []).flatMap((u) => u.rules.filter((r) => r.status === 'not-modelled').map((r) => `${u.unit}: ${r.name} is not modelled: ${r.why ?? ''}`));
}

/** calc and simulate: the report's warnings. */
export function reportWarnings(io: Io, command: string, report: Pick<CalcReport, 'warnings' | 'unitRules'>, mode: WarningMode): void {
  emit(io, command, [...(report.warnings ?? []).map((w) => w.text), ...(mode.strict ? unmodelled(report) : [])], mode);
}

/** Each warning once, naming the places (a comparison's cases, a sequence's steps) it is about unless it is about all of them. */
function emitPlaced(io: Io, command: string, placed: readonly { readonly place: string; readonly warnings: readonly ReportWarning[] }[], mode: WarningMode): void {
  const places = new Map<string, string[]>();
  for (const { place, warnings } of placed) for (const w of warnings) places.set(w.text, [...(places.get(w.text) ?? []), place]);
  emit(io, command, [...places].map(([text, where]) => (where.length === placed.length ? text : `${where.join(', ')}: ${text}`)), mode);
}

/** sequence: each warning once, naming the steps it is about unless it is about all of them. */
export function sequenceWarnings(io: Io, report: Pick<SequenceReport, 'steps'>, mode: WarningMode): void {
  const placed = sharedWarnings(report.steps).map((warnings, i) => ({ place: `step ${i + 1} (${report.steps[i]!.attacker.name})`, warnings }));
  emitPlaced(io, 'sequence', placed, mode);
}

/** compare: each warning once, naming the cases it is about unless it is about all of them. */
export function compareWarnings(io: Io, report: CompareReport, mode: WarningMode): void {
  const warnings = cellWarnings(report);
  const placed = report.cells.flatMap((row, d) => row.map((_, c) => ({ place: `column "${report.columns[c]?.label}" against ${report.defenders[d]?.label}`, warnings: warnings(d, c) })));
  emitPlaced(io, 'compare', placed, mode);
}

/**
 * matchup: each warning of the cells once, with how many cells it is about (a matrix has hundreds: naming
 * each would bury the warning); the problems (units not read, cells not computed) on stderr too unless a
 * table on the terminal shows them.
 */
export function matchupWarnings(io: Io, report: MatchupReport, mode: WarningMode): void {
  const counts = new Map<string, number>();
  let cells = 0;
  for (const matrix of report.matrices) {
    for (const row of matrix.cells) {
      for (const cell of row) {
        if (!cell.ok) continue;
        cells++;
        for (const text of new Set((cell.report.warnings ?? []).map((w) => w.text))) counts.set(text, (counts.get(text) ?? 0) + 1);
      }
    }
  }
  emit(io, 'matchup', [...counts].map(([text, n]) => (n === cells ? text : `${text} (${n} of ${cells} cells)`)), mode);
  if (mode.onScreen) return;
  for (const problem of report.problems) io.stderr(`mathhammer matchup: ${problem}\n`);
  for (const note of report.notes) io.stderr(`mathhammer matchup: note: ${note}\n`);
}
