/** The numbers of a matchup cell as the renderers name and print them; one list for every format. */
import { formatMean, formatPercent } from '../text/format.js';
import type { CellMetrics, MatchupCell, MatchupMatrix, MatchupReport, RankMetric, SideKey } from './types.js';

export type MetricFormat = 'mean' | 'probability';

export type MetricDefinition = {
  readonly key: RankMetric;
  /** The cell's field. */
  readonly field: keyof CellMetrics;
  /** As a matrix's title says it. */
  readonly label: string;
  readonly format: MetricFormat;
};

export const MATCHUP_METRICS: readonly MetricDefinition[] = [
  { key: 'points', field: 'pointsRemoved', label: 'Expected points removed', format: 'mean' },
  { key: 'models', field: 'models', label: 'Expected models destroyed', format: 'mean' },
  { key: 'damage', field: 'damage', label: 'Expected wounds lost', format: 'mean' },
  { key: 'destroyed', field: 'pDestroyed', label: 'P(destroyed)', format: 'probability' },
  { key: 'efficiency', field: 'pointsPerPoint', label: "Points removed per point of the attacker", format: 'mean' },
];

export function metricOf(key: RankMetric): MetricDefinition {
  const found = MATCHUP_METRICS.find((m) => m.key === key);
  if (found === undefined) throw new RangeError(`metricOf: no matchup metric ${String(key)}`);
  return found;
}

/**
 * The matrices a text format shows by default: the ranking metric's, and P(destroyed) beside it (the
 * question "does it go down?"); `all` in the options shows every one.
 */
export function shownMetrics(report: Pick<MatchupReport, 'by'>, asked: readonly RankMetric[] | undefined): MetricDefinition[] {
  const keys = asked ?? (report.by === 'destroyed' ? ['destroyed'] : [report.by, 'destroyed']);
  return MATCHUP_METRICS.filter((m) => keys.includes(m.key));
}

const SIDE_WORDS = { mine: 'Mine', theirs: 'Theirs' } as const;

/** "Shooting: mine against theirs". */
export function matrixTitle(matrix: { readonly phase: string; readonly attackers: SideKey; readonly defenders: SideKey }): string {
  const phase = matrix.phase === 'melee' ? 'Melee' : 'Shooting';
  return `${phase}: ${SIDE_WORDS[matrix.attackers].toLowerCase()} attacking ${SIDE_WORDS[matrix.defenders].toLowerCase()}`;
}

/** "A cell not computed" in the text formats: the problems say why. */
export const NOT_COMPUTED = 'n/a';
/** A value the data cannot give (a unit without points). */
export const UNKNOWN = '\u2013';

/** A cell's value as the text formats print it. */
export function cellText(cell: MatchupCell, metric: MetricDefinition): string {
  if (!cell.ok) return NOT_COMPUTED;
  const value = cell.metrics[metric.field];
  if (value === null) return UNKNOWN;
  return metric.format === 'probability' ? formatPercent(value) : formatMean(value);
}

/** "205 pts", or the unknown mark. */
export function pointsText(points: number | null): string {
  return points === null ? UNKNOWN : `${points} pts`;
}

/** The units' codes in the text matrices: M1, M2 … for mine, T1, T2 … for theirs, in the side's order. */
export function unitCode(side: SideKey, index: number): string {
  return `${side === 'mine' ? 'M' : 'T'}${index + 1}`;
}

/**
 * The attackers a text format marks for target `d`: those that print like a best one (two cells reading
 * "12.30" both), and none when every known value prints the same (a bold "0.00" among "0.00"s, or the
 * only attacker, says nothing). The JSON `best` stays exact.
 */
export function markedRows(report: Pick<MatchupReport, 'by'>, matrix: MatchupMatrix, metric: MetricDefinition, d: number): ReadonlySet<number> {
  if (report.by !== metric.key) return new Set();
  const texts = matrix.cells.map((row) => (row[d]?.ok === true ? cellText(row[d]!, metric) : null));
  const known = texts.filter((t): t is string => t !== null && t !== UNKNOWN);
  if (known.every((t) => t === known[0])) return new Set();
  const best = new Set((matrix.best[d] ?? []).map((a) => texts[a]));
  return new Set(texts.flatMap((t, a) => (t !== null && best.has(t) ? [a] : [])));
}
