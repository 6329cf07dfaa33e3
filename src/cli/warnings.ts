/**
 * Inputs not applied as given (the reports' `warnings`) reach stderr too, so a `--json` pipeline or a
 * Markdown file still shows them to the person at the terminal; a table on the terminal shows them itself
 * (its Warning lines), so they are not printed twice. `--strict` makes them errors: exit 2, nothing on stdout.
 */
import { cellWarnings, sharedWarnings, type CalcReport, type CompareReport, type ReportWarning, type SequenceReport } from '../report/index.js';
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
