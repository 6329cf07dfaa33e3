/** `mathhammer compare` rendered: the comparison in each format, its JSON contract and schema. */
import { renderCompareCsv } from './csv.js';
import { renderCompareJson } from './json.js';
import { renderCompareMarkdown } from './markdown.js';
import { renderCompareTable, type CompareRenderOptions } from './table.js';
import type { CompareReport } from './types.js';

/** The comparison in one format (the calc formats); every format ends with a line break. */
export function renderCompare(report: CompareReport, format: 'table' | 'json' | 'markdown' | 'csv', options: CompareRenderOptions): string {
  switch (format) {
    case 'table':
      return renderCompareTable(report, options);
    case 'json':
      return renderCompareJson(report);
    case 'markdown':
      return renderCompareMarkdown(report, options);
    case 'csv':
      return renderCompareCsv(report);
    default: {
      const unknown: never = format;
      throw new TypeError(`renderCompare: unknown format ${String(unknown)}`);
    }
  }
}

export type { CompareColumn, CompareDefender, CompareReport } from './types.js';
export { COMPARE_SCHEMA_VERSION } from './types.js';
export type { CompareRenderOptions } from './table.js';
export { renderCompareTable, renderCompareCsv, renderCompareJson, renderCompareMarkdown };
export { toCompareJson, type CompareJson, type CompareRowJson } from './json.js';
export { COMPARE_JSON_SCHEMA } from './schema.js';
export {
  defenderMetrics,
  interestingK,
  bestOf,
  pAtLeast,
  rowShown,
  METRIC_NAMES,
  DEFAULT_MATRIX_METRICS,
  type MetricKey,
  type MetricName,
  type MetricRow,
  type DefenderMetrics,
} from './metrics.js';
