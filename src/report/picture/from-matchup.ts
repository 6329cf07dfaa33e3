/**
 * `matchup` as a picture: a heat map of the first matrix (mine attacking theirs in the first phase asked)
 * by the ranking metric, attackers and targets in the report's order, each target's best attacker marked
 * as the text formats mark it (matchup/metrics.ts), so they never disagree. The HTML has the whole report
 * under it.
 */
import { renderMatchupMarkdown } from '../matchup/markdown.js';
import { cellText, markedRows, matrixTitle, metricOf } from '../matchup/metrics.js';
import type { MatchupReport } from '../matchup/types.js';
import { FOOTER } from './from-calc.js';
import type { HeatmapCell, PictureRequest } from './request.js';
import { shortenLabels } from '../text/shorten.js';

/** Names cut to these many characters, in the middle where their ends tell them apart ("Crisis Sunforge…(2)"). */
const ROW_CHARS = 34;
const COLUMN_CHARS = 22;

/** A side as the title names it: its file's name, not the path to it. */
export function sideName(source: string): string {
  return source.split(/[\\/]/).filter((part) => part !== '').pop() ?? source;
}

export function matchupPicture(report: MatchupReport): PictureRequest {
  const matrix = report.matrices[0];
  if (matrix === undefined) throw new RangeError('matchupPicture: the report has no matrix');
  const metric = metricOf(report.by);
  const from = report[matrix.attackers];
  const to = report[matrix.defenders];
  const cells: HeatmapCell[] = [];
  matrix.columnOrder.forEach((d, column) => {
    const marked = markedRows(report, matrix, metric, d);
    const values = matrix.cells.map((row) => (row[d]!.ok ? (row[d] as { metrics: Record<string, number | null> }).metrics[metric.field] ?? null : null));
    const top = Math.max(0, ...values.map((v) => v ?? 0));
    matrix.rowOrder.forEach((a, row) => {
      const value = values[a] ?? null;
      cells.push({ row, column, share: value === null ? null : top > 0 ? value / top : 0, text: cellText(matrix.cells[a]![d]!, metric), best: marked.has(a) });
    });
  });
  return {
    title: `${matrixTitle(matrix)}: ${metric.label.toLowerCase()}`,
    subtitle: [`${from.units.length} attackers`, `${to.units.length} targets`, `${report.rules} rules`, ...(report.matrices.length > 1 ? [`the first of ${report.matrices.length} matrices (the report has all)`] : [])],
    panels: [
      {
        kind: 'heatmap',
        title: `${sideName(from.source)} against ${sideName(to.source)}`,
        rows: shortenLabels(matrix.rowOrder.map((a) => from.units[a]!.label), ROW_CHARS),
        columns: shortenLabels(matrix.columnOrder.map((d) => to.units[d]!.label), COLUMN_CHARS),
        cells,
      },
    ],
    footer: FOOTER,
    document: { markdown: renderMatchupMarkdown(report) },
  };
}
