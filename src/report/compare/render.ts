/** `mathhammer compare` rendered: the comparison in each format, its JSON contract and schema. */
import { renderCompareCsv } from './csv.js';
import { renderCompareJson } from './json.js';
import { renderCompareMarkdown } from './markdown.js';
import { renderCompareTable, type CompareRenderOptions } from './table.js';
import { PLAIN, rendererFor, type ReportFormat, type TextRenderers } from '../formats.js';
import type { CompareReport } from './types.js';

const RENDERERS: TextRenderers<CompareReport, CompareRenderOptions> = {
  table: renderCompareTable,
  json: (report) => renderCompareJson(report),
  markdown: renderCompareMarkdown,
  csv: (report) => renderCompareCsv(report),
};

/** The comparison in one format (the calc formats); every format ends with a line break. */
export function renderCompare(report: CompareReport, format: ReportFormat, options: CompareRenderOptions = PLAIN): string {
  return rendererFor('renderCompare', RENDERERS, format)(report, options);
}

export type { CompareColumn, CompareDefender, CompareReport } from './types.js';
export { COMPARE_SCHEMA_VERSION } from './types.js';
export type { CompareRenderOptions } from './table.js';
export { renderCompareTable, renderCompareCsv, renderCompareJson, renderCompareMarkdown };
export { toCompareJson, type CompareJson, type CompareRowJson } from './json.js';
export { cellWarnings } from './scenario.js';
export {
  defenderMetrics,
  interestingK,
  bestOf,
  pointsRemoved,
  pAtLeast,
  rowShown,
  METRIC_NAMES,
  DEFAULT_MATRIX_METRICS,
  type MetricKey,
  type MetricName,
  type MetricRow,
  type DefenderMetrics,
} from './metrics.js';
