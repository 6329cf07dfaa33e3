/** The sequence report in each format; every format ends with a line break. */
import type { ReportFormat } from '../index.js';
import { renderSequenceCsv } from './csv.js';
import { renderSequenceJson } from './json.js';
import { renderSequenceMarkdown } from './markdown.js';
import { renderSequenceTable } from './table.js';
import type { SequenceReport } from './types.js';

export function renderSequence(report: SequenceReport, format: ReportFormat, options: { readonly color: boolean }): string {
  switch (format) {
    case 'table':
      return renderSequenceTable(report, options);
    case 'json':
      return renderSequenceJson(report);
    case 'markdown':
      return renderSequenceMarkdown(report);
    case 'csv':
      return renderSequenceCsv(report);
    default: {
      const unknown: never = format;
      throw new TypeError(`renderSequence: unknown format ${String(unknown)}`);
    }
  }
}

export type * from './types.js';
export { SEQUENCE_SCHEMA_VERSION, sequenceAsCalc, stepAsCalc } from './types.js';
export { toSequenceJson, type SequenceJson, type SequenceStepJson } from './json.js';
export { SEQUENCE_CSV_HEADER } from './csv.js';
export { SEQUENCE_JSON_SCHEMA, NEEDED_JSON_SCHEMA } from './schema.js';
