/** The sequence report in each format; every format ends with a line break. */
import { PLAIN, rendererFor, type RenderOptions, type ReportFormat, type TextRenderers } from '../formats.js';
import { renderSequenceCsv } from './csv.js';
import { renderSequenceJson } from './json.js';
import { renderSequenceMarkdown } from './markdown.js';
import { renderSequenceTable } from './table.js';
import type { SequenceReport } from './types.js';

const RENDERERS: TextRenderers<SequenceReport> = {
  table: renderSequenceTable,
  json: (report) => renderSequenceJson(report),
  markdown: (report) => renderSequenceMarkdown(report),
  csv: (report) => renderSequenceCsv(report),
};

export function renderSequence(report: SequenceReport, format: ReportFormat, options: RenderOptions = PLAIN): string {
  return rendererFor('renderSequence', RENDERERS, format)(report, options);
}

export type * from './types.js';
export { SEQUENCE_SCHEMA_VERSION, sequenceAsCalc, stepAsCalc } from './types.js';
export { toSequenceJson, type SequenceJson, type SequenceStepJson } from './json.js';
export { SEQUENCE_CSV_HEADER } from './csv.js';
