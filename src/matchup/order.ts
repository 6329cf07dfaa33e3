/**
 * How a matrix is laid out so the strongest answers stand out: for each target the best attacker by the
 * ranking metric (ties all marked); attackers in order of how close they come to the best answer against
 * each target, summed (a score of 3.2 is "best against three targets, a fifth of the best against
 * another"), which weighs a horde and a Knight alike; targets in order of the largest share of them any
 * attacker destroys. Ties keep the sides' order.
 */
import { rankValue, shareDestroyed } from './cell.js';
import type { MatchupCell, RankMetric } from '../report/index.js';

/** Values within this of the best are the best too (float noise between equal cases). */
const TIE = 1e-9;

function maxOf(values: readonly (number | null)[]): number | null {
  let best: number | null = null;
  for (const v of values) if (v !== null && (best === null || v > best)) best = v;
  return best;
}

function descending(scores: readonly number[]): number[] {
  return scores.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]).map(([, i]) => i);
}

export type Layout = { readonly rowOrder: number[]; readonly columnOrder: number[]; readonly best: number[][] };

/** `cells[a][d]`, attackers × defenders. */
export function layOut(cells: readonly (readonly MatchupCell[])[], defenders: number, by: RankMetric): Layout {
  const values = cells.map((row) => row.map((cell) => rankValue(cell, by)));
  const bestValue = Array.from({ length: defenders }, (_, d) => maxOf(values.map((row) => row[d] ?? null)));
  const best = bestValue.map((top, d) => (top === null || top <= 0 ? [] : values.flatMap((row, a) => ((row[d] ?? -Infinity) >= top - TIE * Math.max(1, top) ? [a] : []))));
  const rowScores = values.map((row) => row.reduce((sum: number, v, d) => {
    const top = bestValue[d];
    return v === null || top === null || top === undefined || top <= 0 ? sum : sum + v / top;
  }, 0));
  const columnScores = Array.from({ length: defenders }, (_, d) => maxOf(cells.map((row) => (row[d] === undefined ? null : shareDestroyed(row[d]!)))) ?? -1);
  return { rowOrder: descending(rowScores), columnOrder: descending(columnScores), best };
}
