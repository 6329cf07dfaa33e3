/**
 * Renderers: the scenario as understood and the engine's result, as text. Pure string builders: no I/O,
 * no terminal detection (the CLI passes `color`). The only importers of cli-table3 and chalk.
 */
import { renderCsv } from './calc/csv.js';
import { renderJson } from './calc/json.js';
import { renderMarkdown } from './calc/markdown.js';
import { renderTable } from './calc/table.js';
import { PLAIN, rendererFor, type ReportFormat, type RenderOptions, type TextRenderers } from './formats.js';
import type { CalcReport } from './types.js';

const CALC_RENDERERS: TextRenderers<CalcReport> = {
  table: renderTable,
  json: (report) => renderJson(report),
  markdown: (report) => renderMarkdown(report),
  csv: (report) => renderCsv(report),
};

/** The report in one format; every format ends with a line break. */
export function renderReport(report: CalcReport, format: ReportFormat, options: RenderOptions = PLAIN): string {
  return rendererFor('renderReport', CALC_RENDERERS, format)(report, options);
}

export { REPORT_FORMATS, type ReportFormat, type RenderOptions, type TextRenderers } from './formats.js';
export type * from './types.js';
export { SCHEMA_VERSION } from './types.js';
export { abilityText } from './text/ability-text.js';
export { formatPercent, formatMean } from './text/format.js';
export { bar } from './text/bars.js';
export { toCalcJson, type CalcJson } from './calc/json.js';
export { sharedWarnings } from './shared-warnings.js';
export { renderTable, renderJson, renderMarkdown, renderCsv };
export * from './compare/render.js';
export * from './simulate/render.js';
export * from './sequence/render.js';
export * from './needed/render.js';
export * from './picture/index.js';
export * from './show/render.js';
export * from './matchup/render.js';
export * from './assignment/render.js';
