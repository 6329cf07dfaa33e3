/**
 * A sequence as RFC 4180 CSV: calc's tidy table (docs/formats.md) for each step, with the step number in a
 * first column — its attack, and the defender after it (everything so far) — plus what the step alone did.
 */
import { calcCsvRows, csvField, CSV_HEADER, type CsvRow } from '../calc/csv.js';
import { stepAsCalc, type SequenceReport } from './types.js';

export const SEQUENCE_CSV_HEADER = ['step', ...CSV_HEADER] as const;

export function renderSequenceCsv(report: SequenceReport): string {
  const rows = report.steps.flatMap((step, i) => {
    const alone: CsvRow[] = [
      ['step', step.label, 'wounds lost in this step', 'mean', '', step.result.alone.expectedWoundsLost],
      ['step', step.label, 'models destroyed in this step', 'mean', '', step.result.alone.expectedModelsDestroyed],
    ];
    return [...alone, ...calcCsvRows(stepAsCalc(report, i))].map((row) => [i + 1, ...row]);
  });
  const lines = [SEQUENCE_CSV_HEADER, ...rows].map((row) => row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
