/**
 * Renderers: the scenario as understood and the engine's result, as text. Pure string builders: no I/O,
 * no terminal detection (the CLI passes `color`). The only importers of cli-table3 and chalk.
 */
import { renderCsv } from './calc/csv.js';
import { renderJson } from './calc/json.js';
import { renderMarkdown } from './calc/markdown.js';
import { renderTable } from './calc/table.js';
import type { CalcReport } from './types.js';

export type ReportFormat = 'table' | 'json' | 'markdown' | 'csv';

export const REPORT_FORMATS: readonly ReportFormat[] = ['table', 'json', 'markdown', 'csv'];

export type RenderOptions = {
  /** ANSI colours in the table format (ignored by the others). */
  readonly color: boolean;
  /** The table format's width in columns (default 80); the others ignore it. */
  readonly width?: number;
};

/** The report in one format; every format ends with a line break. */
export function renderReport(report: CalcReport, format: ReportFormat, options: RenderOptions): string {
  switch (format) {
    case 'table':
      return renderTable(report, options);
    case 'json':
      return renderJson(report);
    case 'markdown':
      return renderMarkdown(report);
    case 'csv':
      return renderCsv(report);
    default: {
      const unknown: never = format;
      throw new TypeError(`renderReport: unknown format ${String(unknown)}`);
    }
  }
}

export type * from './types.js';
export { SCHEMA_VERSION } from './types.js';
export { abilityText } from './text/ability-text.js';
export { formatPercent, formatMean } from './text/format.js';
export { bar } from './text/bars.js';
export { toCalcJson, type CalcJson } from './calc/json.js';
export { CALC_JSON_SCHEMA, type JsonSchema, type JsonType } from './calc/schema.js';
export { renderTable, renderJson, renderMarkdown, renderCsv };
export * from './compare/render.js';
export * from './simulate/render.js';
