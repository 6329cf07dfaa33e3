/**
 * Inputs not applied as given (the reports' `warnings`) reach stderr too, so a `--json` pipeline or a
 * Markdown file still shows them to the person at the terminal; a table on the terminal shows them itself
 * (its Warning lines), so they are not printed twice. `--strict` makes them errors: exit 2, nothing on stdout.
 */
import { cellWarnings, type CalcReport, type CompareReport } from '../report/index.js';
import { InputError } from './errors.js';
import type { Io } from './io.js';

export const STRICT_DESCRIPTION = 'exit 2 instead of warning when an input is not applied as given (an effect whose condition does not hold, an ignored flag, a capped modifier)';

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

/** calc and simulate: the report's warnings. */
export function reportWarnings(io: Io, command: string, report: Pick<CalcReport, 'warnings'>, mode: WarningMode): void {
  emit(io, command, (report.warnings ?? []).map((w) => w.text), mode);
}

/** compare: each warning once, naming the cases it is about unless it is about all of them. */
export function compareWarnings(io: Io, report: CompareReport, mode: WarningMode): void {
  const cases = new Map<string, string[]>();
  const warnings = cellWarnings(report);
  report.cells.forEach((row, d) =>
    row.forEach((_, c) => {
      for (const w of warnings(d, c)) cases.set(w.text, [...(cases.get(w.text) ?? []), `column "${report.columns[c]?.label}" against ${report.defenders[d]?.label}`]);
    }),
  );
  const total = report.cells.reduce((n, row) => n + row.length, 0);
  emit(io, 'compare', [...cases].map(([text, where]) => (where.length === total ? text : `${where.join(', ')}: ${text}`)), mode);
}
