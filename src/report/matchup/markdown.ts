/**
 * A matchup as Markdown: each matrix a table with the targets' full names as headers (a document has no
 * terminal width to fit), attackers as rows in rank order, the best attacker for each target in bold.
 */
import { escapeMarkdown } from '../calc/markdown.js';
import { cellText, markedRows, matrixTitle, pointsText, shownMetrics } from './metrics.js';
import type { MatchupRenderOptions } from './table.js';
import type { MatchupReport, MatchupSide } from './types.js';

function sideLines(side: MatchupSide): string[] {
  return [
    `**${side.key === 'mine' ? 'Mine' : 'Theirs'}:** ${escapeMarkdown(side.source)} (${escapeMarkdown(side.what)})`,
    '',
    ...side.units.map((u) => `- ${escapeMarkdown(u.label)}, ${u.points === null ? 'points unknown' : pointsText(u.points)}`),
  ];
}

export function renderMatchupMarkdown(report: MatchupReport, options: Pick<MatchupRenderOptions, 'metrics'> = {}): string {
  const lines = ['# Matchup', '', ...sideLines(report.mine), '', ...sideLines(report.theirs), '', `Rules ${report.rules}. The best attacker for each target is in bold.`];
  for (const matrix of report.matrices) {
    const from = report[matrix.attackers];
    const to = report[matrix.defenders];
    for (const metric of shownMetrics(report, options.metrics)) {
      lines.push('', `## ${matrixTitle(matrix)}: ${escapeMarkdown(metric.label)}`, '');
      lines.push(`| Attacker | Points | ${matrix.columnOrder.map((d) => escapeMarkdown(to.units[d]!.label)).join(' | ')} |`);
      lines.push(`| :-- | --: | ${matrix.columnOrder.map(() => '--:').join(' | ')} |`);
      const marked = to.units.map((_, d) => markedRows(report, matrix, metric, d));
      for (const a of matrix.rowOrder) {
        const cells = matrix.columnOrder.map((d) => {
          const text = cellText(matrix.cells[a]![d]!, metric);
          return marked[d]!.has(a) ? `**${text}**` : text;
        });
        lines.push(`| ${escapeMarkdown(from.units[a]!.label)} | ${pointsText(from.units[a]!.points)} | ${cells.join(' | ')} |`);
      }
    }
  }
  for (const [title, items] of [['Problems', report.problems], ['Notes', report.notes]] as const) {
    if (items.length > 0) lines.push('', `## ${title}`, '', ...items.map((p) => `- ${escapeMarkdown(p)}`));
  }
  return `${lines.join('\n')}\n`;
}
