/**
 * A matchup for the terminal, as wide as asked (80 columns unless told): the two sides with a code per
 * unit (M1…, T1…), then for each phase and direction one matrix per metric shown, attackers as rows
 * (strongest first, their full names), targets as columns by code (the most removable first). A matrix
 * wider than the terminal is split into pages of targets, each with the row names again. The best attacker
 * for each target is bold green with colour and marked `*` without. Plain aligned text: a 13 × 13 grid
 * drawn by cli-table3 eight times would be most of the command's time.
 */
import { Chalk, type ChalkInstance } from 'chalk';
import { shortenLabels } from '../text/shorten.js';
import { textWidth, wrapWords } from '../text/wrap.js';
import { cellText, markedRows, matrixTitle, pointsText, shownMetrics, UNKNOWN, unitCode, type MetricDefinition } from './metrics.js';
import type { MatchupMatrix, MatchupReport, MatchupSide, RankMetric } from './types.js';

export type MatchupRenderOptions = {
  readonly color: boolean;
  /** The table format's width in columns (default 80). */
  readonly width?: number;
  /** The matrices to show (default: the ranking metric's and P(destroyed)). */
  readonly metrics?: readonly RankMetric[];
};

const BEST_MARKER = '*';
/** A row's name is cut to at most this many columns, so a page keeps room for targets. */
const NAME_MAX = 34;
const POINTS_WIDTH = 8;
const GAP = 2;

function pad(text: string, width: number, right = false): string {
  const fill = ' '.repeat(Math.max(0, width - textWidth(text)));
  return right ? fill + text : text + fill;
}

function sideLines(side: MatchupSide, c: ChalkInstance, width: number): string[] {
  const head = `${side.key === 'mine' ? 'Mine' : 'Theirs'}: ${side.source} (${side.what})`;
  const lines = wrapWords(head, width).map((l) => c.bold(l));
  side.units.forEach((u, i) => {
    const code = pad(unitCode(side.key, i), 4);
    const points = u.points === null ? 'points unknown' : pointsText(u.points);
    for (const [n, line] of wrapWords(`${u.label}, ${points}`, Math.max(20, width - 6)).entries()) lines.push(`  ${n === 0 ? code : '    '}${line}`);
  });
  return lines;
}

/** The columns of targets each page holds, in the matrix's order. */
function pages(columns: readonly number[], room: number, cellWidth: number): number[][] {
  const perPage = Math.max(1, Math.floor(room / cellWidth));
  const out: number[][] = [];
  for (let i = 0; i < columns.length; i += perPage) out.push(columns.slice(i, i + perPage));
  return out;
}

function matrixLines(report: MatchupReport, matrix: MatchupMatrix, metric: MetricDefinition, c: ChalkInstance, options: MatchupRenderOptions): string[] {
  const width = options.width ?? 80;
  const from = report[matrix.attackers];
  const to = report[matrix.defenders];
  const texts = matrix.cells.map((row) => row.map((cell) => cellText(cell, metric)));
  const cellWidth = Math.max(4, ...texts.flat().map(textWidth), ...to.units.map((_, d) => textWidth(unitCode(to.key, d)))) + 1 + GAP;
  const codeWidth = Math.max(...from.units.map((_, a) => textWidth(unitCode(from.key, a)))) + 1;
  const nameWidth = Math.min(NAME_MAX, codeWidth + Math.max(8, ...from.units.map((u) => textWidth(u.label))));
  const names = shortenLabels(from.units.map((u) => u.label), nameWidth - codeWidth).map((name, a) => pad(unitCode(from.key, a), codeWidth) + name);
  const room = Math.max(cellWidth, width - nameWidth - POINTS_WIDTH);
  const split = pages(matrix.columnOrder, room, cellWidth);
  const ranked = report.by === metric.key ? ` (${options.color ? 'bold' : BEST_MARKER}: the best attacker for each target)` : '';
  const lines = wrapWords(`${matrixTitle(matrix)} \u2013 ${metric.label}${ranked}`, width).map((l) => c.bold(l));
  const marked = to.units.map((_, d) => markedRows(report, matrix, metric, d));
  split.forEach((columns, p) => {
    if (split.length > 1) lines.push(c.dim(`page ${p + 1} of ${split.length} (the targets do not fit side by side)`));
    lines.push((pad('', nameWidth + POINTS_WIDTH) + columns.map((d) => pad(unitCode(to.key, d), cellWidth - 1, true) + ' ').join('')).trimEnd());
    for (const a of matrix.rowOrder) {
      const values = columns.map((d) => {
        const best = marked[d]!.has(a);
        const text = texts[a]![d]!;
        if (!best) return `${pad(text, cellWidth - 1, true)} `;
        return options.color ? `${pad('', cellWidth - 1 - textWidth(text))}${c.bold.green(text)} ` : `${pad(text, cellWidth - 1, true)}${BEST_MARKER}`;
      });
      lines.push(pad(names[a]!, nameWidth) + pad(pointsText(from.units[a]!.points), POINTS_WIDTH, true) + values.join('').trimEnd());
    }
  });
  return lines;
}

function unknownPoints(report: MatchupReport): boolean {
  return [report.mine, report.theirs].some((side) => side.units.some((u) => u.points === null));
}

export function renderMatchupTable(report: MatchupReport, options: MatchupRenderOptions = { color: false }): string {
  const c = new Chalk({ level: options.color ? 1 : 0 });
  const width = options.width ?? 80;
  const metrics = shownMetrics(report, options.metrics);
  const blocks: string[][] = [
    [...sideLines(report.mine, c, width), '', ...sideLines(report.theirs, c, width)],
    wrapWords(`Rules ${report.rules}. Attackers are ranked by how close each comes to the best against every target; targets by the largest share of them any attacker destroys. Every cell is the calc of that attacker against that target.${unknownPoints(report) ? ` ${UNKNOWN}: needs points a profile does not give (never guessed).` : ''}`, width).map((l) => c.dim(l)),
  ];
  for (const matrix of report.matrices) for (const metric of metrics) blocks.push(matrixLines(report, matrix, metric, c, options));
  for (const [title, items] of [['Problems', report.problems], ['Notes', report.notes]] as const) {
    if (items.length > 0) blocks.push([c.bold(title), ...items.flatMap((p) => wrapWords(p, width - 2).map((l, i) => `${i === 0 ? '- ' : '  '}${l}`))]);
  }
  return `${blocks.map((b) => b.join('\n')).join('\n\n')}\n`;
}
