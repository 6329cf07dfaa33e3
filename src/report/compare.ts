/** `mathhammer compare` rendered: the comparison in each format, its JSON contract and schema. */
import { renderCompareCsv } from './compare-csv.js';
import { renderCompareJson } from './compare-json.js';
import { renderCompareMarkdown } from './compare-markdown.js';
import { renderCompareTable, type CompareRenderOptions } from './compare-table.js';
import type { CompareReport } from './compare-types.js';

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

export type { CompareColumn, CompareDefender, CompareReport } from './compare-types.js';
export { COMPARE_SCHEMA_VERSION } from './compare-types.js';
export type { CompareRenderOptions } from './compare-table.js';
export { renderCompareTable, renderCompareCsv, renderCompareJson, renderCompareMarkdown };
export { toCompareJson, type CompareJson, type CompareRowJson } from './compare-json.js';
export { COMPARE_JSON_SCHEMA } from './compare-schema.js';
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
} from './compare-metrics.js';
