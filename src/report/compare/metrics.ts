/**
 * The rows of a comparison: one metric per row, one value per column, and which columns are best. Every
 * value is read from, or a plain function of, the calc report of that cell, so a cell never disagrees
 * with `mathhammer calc` for the same case.
 */
import { plural } from '../text/format.js';
import { atLeast as tail } from '../calc/scenario.js';
import type { CalcReport } from '../types.js';

export type MetricKey =
  | 'damage'
  | 'modelsSlain'
  | 'pWipe'
  | 'atLeast'
  | 'pHalfStrength'
  | 'pBattleShockFail'
  | 'hazardFailedRolls'
  | 'hazardModelsLost'
  | 'ownMortalWounds'
  | 'points'
  | 'pointsRemoved'
  | 'modelsSlainPer100Points'
  | 'damagePer100Points'
  | 'pointsRemovedPer100Points';

/** How a value prints: an expected value (2 decimals), a probability (a percentage), or points. */
export type MetricFormat = 'mean' | 'probability' | 'points';

export type Better = 'higher' | 'lower' | null;

export type MetricRow = {
  readonly key: MetricKey;
  /** The k of an `atLeast` row; null for the others. */
  readonly k: number | null;
  readonly label: string;
  readonly format: MetricFormat;
  /** Which way is better for the attacker; null when neither (the attacker's points). */
  readonly better: Better;
  /** One value per column; null when unknown (no points cost, no characteristics). */
  readonly values: readonly (number | null)[];
  /**
   * Indices of the best columns; empty when fewer than two values are known, when all are equal, and
   * for the hazard rows (costs: lower is better, but no column is marked for having no hazardous weapon).
   */
  readonly best: readonly number[];
};

/** What "P(at least k)" counts: models destroyed, or wounds lost against a single model. */
export type AtLeastOf = 'modelsSlain' | 'damage';

export type DefenderMetrics = {
  readonly atLeastOf: AtLeastOf;
  /** The largest k the quantity can reach: the defender's models, or the single model's wounds. */
  readonly maxK: number;
  readonly rows: readonly MetricRow[];
};

/** The metrics a user can pick with `--metrics`, by their command-line names. */
export const METRIC_NAMES = {
  damage: ['damage'],
  models: ['modelsSlain'],
  destroyed: ['pWipe'],
  'at-least': ['atLeast'],
  half: ['pHalfStrength'],
  'battle-shock': ['pBattleShockFail'],
  hazard: ['hazardFailedRolls', 'hazardModelsLost'],
  'own-mortals': ['ownMortalWounds'],
  points: ['points'],
  'points-removed': ['pointsRemoved'],
  'models-per-100': ['modelsSlainPer100Points'],
  'damage-per-100': ['damagePer100Points'],
  'points-per-100': ['pointsRemovedPer100Points'],
  efficiency: ['modelsSlainPer100Points', 'damagePer100Points', 'pointsRemovedPer100Points'],
} as const satisfies Record<string, readonly MetricKey[]>;

export type MetricName = keyof typeof METRIC_NAMES;

/** The matrices printed for several defenders unless `--metrics` says otherwise. */
export const DEFAULT_MATRIX_METRICS: readonly MetricName[] = ['models', 'damage'];

/** Most "P(at least k)" rows chosen automatically, and most k in a chart. */
export const MAX_AT_LEAST_ROWS = 5;
export const MAX_CHART_K = 8;

/** A k whose P(at least k) is below this in every column, or above 1 − this/10 in all, says nothing. */
const INTERESTING = 0.005;

/** Values this close (relative) are equal: exact numbers differ only by float noise. */
const TIE = 1e-9;

export function atLeastOf(cell: CalcReport): { of: AtLeastOf; pmf: readonly number[]; maxK: number } {
  if (cell.defender.models === 1) {
    const wounds = cell.defender.groups?.[0]?.wounds ?? cell.result.woundsLost.pmf.length - 1;
    return { of: 'damage', pmf: cell.result.woundsLost.pmf, maxK: wounds };
  }
  return { of: 'modelsSlain', pmf: cell.result.modelsDestroyed.pmf, maxK: cell.defender.models };
}

/** P(quantity ≥ k) in one cell. */
export function pAtLeast(cell: CalcReport, k: number): number {
  const { pmf } = atLeastOf(cell);
  if (k <= 0) return 1;
  let tails = tailsOf.get(pmf);
  if (tails === undefined) tailsOf.set(pmf, (tails = tail(pmf)));
  return tails[k] ?? 0;
}

/** Each distribution's "at least" table, summed once however many k are asked of it. */
const tailsOf = new WeakMap<readonly number[], readonly number[]>();

/**
 * The k worth a row or a bar: 1..last where some column has at least a 0.5% chance and not every column
 * is certain, at most `max` of them, evenly spread over that range (the first and last always kept).
 */
export function interestingK(cells: readonly CalcReport[], last: number, max: number): number[] {
  const found: number[] = [];
  for (let k = 1; k <= last; k++) {
    const ps = cells.map((cell) => pAtLeast(cell, k));
    if (Math.max(...ps) >= INTERESTING && Math.min(...ps) < 1 - INTERESTING / 10) found.push(k);
  }
  if (found.length <= max) return found;
  const picked = new Set<number>();
  for (let i = 0; i < max; i++) picked.add(found[Math.round((i * (found.length - 1)) / (max - 1))]!);
  return [...picked];
}

/** Indices of the best values, or none when fewer than two are known or they are all equal. */
export function bestOf(values: readonly (number | null)[], better: Better): number[] {
  if (better === null) return [];
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2) return [];
  const top = better === 'higher' ? Math.max(...known) : Math.min(...known);
  const bottom = better === 'higher' ? Math.min(...known) : Math.max(...known);
  const close = (a: number, b: number): boolean => Math.abs(a - b) <= TIE * Math.max(1, Math.abs(a), Math.abs(b));
  if (close(top, bottom)) return [];
  return values.flatMap((v, i) => (v !== null && close(v, top) ? [i] : []));
}

/** The edition's battle-shock trigger: 10e Below Half-strength, 11e at or below half (RULES.md §1, §2). */
function halfStrength(cell: CalcReport): number {
  return cell.rules === '10e' ? cell.result.pBelowHalf : cell.result.pAtOrBelowHalf;
}

function halfStrengthLabel(cells: readonly CalcReport[]): string {
  if (cells.every((c) => c.rules === '10e')) return 'P(below half-strength)';
  if (cells.every((c) => c.rules === '11e')) return 'P(at or below half)';
  return 'P(battle-shock trigger)';
}

/** Expected defender points removed: its points in proportion to the models destroyed (matchup cells too). */
export function pointsRemoved(cell: CalcReport): number | null {
  const points = cell.defender.points;
  if (points === undefined) return null;
  return (points * cell.result.modelsDestroyed.mean) / cell.defender.models;
}

function per100(value: number | null, cell: CalcReport): number | null {
  const points = cell.attacker.points;
  if (value === null || points === undefined || points <= 0) return null;
  return (value / points) * 100;
}

type Definition = {
  readonly key: MetricKey;
  readonly label: string;
  readonly format: MetricFormat;
  readonly better: Better;
  readonly value: (cell: CalcReport) => number | null;
};

/**
 * Costs, not results: a column without a hazardous weapon or a stratagem that wounds your own units is not
 * "best" at them, so none is marked; and the text formats leave them out while every column's is 0.
 */
const COSTS: ReadonlySet<MetricKey> = new Set(['hazardFailedRolls', 'hazardModelsLost', 'ownMortalWounds']);

/** Mortal wounds the attack's mortal-wound sources inflict on your own units (Crushing Impact's 1s, Acceptable Losses). */
function ownMortalWounds(cell: CalcReport): number {
  let total = 0;
  for (const source of cell.result.mortalSources ?? []) total += source.selfMortalWounds?.mean ?? 0;
  return total;
}

function row(definition: Definition, cells: readonly CalcReport[], k: number | null = null): MetricRow {
  const values = cells.map(definition.value);
  return {
    key: definition.key,
    k,
    label: definition.label,
    format: definition.format,
    better: definition.better,
    values,
    best: COSTS.has(definition.key) ? [] : bestOf(values, definition.better),
  };
}

/**
 * Every metric row for one defender (cells: one per column). `atLeast` fixes the k of the
 * "P(at least k)" rows; otherwise they are chosen from the distributions.
 */
export function defenderMetrics(cells: readonly CalcReport[], atLeast: readonly number[] | null): DefenderMetrics {
  const first = cells[0];
  if (first === undefined) throw new RangeError('defenderMetrics: cells must not be empty');
  const { of, maxK } = atLeastOf(first);
  // k = maxK is the "unit destroyed" row already.
  const ks = atLeast ?? interestingK(cells, maxK - 1, MAX_AT_LEAST_ROWS);
  const atLeastLabel = (k: number): string =>
    of === 'damage' ? `P(at least ${plural(k, 'wound')} lost)` : `P(at least ${k} destroyed)`;
  const rows: MetricRow[] = [
    row({ key: 'damage', label: 'Expected wounds lost', format: 'mean', better: 'higher', value: (c) => c.result.woundsLost.mean }, cells),
    row({ key: 'modelsSlain', label: 'Expected models destroyed', format: 'mean', better: 'higher', value: (c) => c.result.modelsDestroyed.mean }, cells),
    row({ key: 'pWipe', label: 'P(unit destroyed)', format: 'probability', better: 'higher', value: (c) => c.result.pWipe }, cells),
    ...ks.map((k) =>
      row({ key: 'atLeast', label: atLeastLabel(k), format: 'probability', better: 'higher', value: (c) => pAtLeast(c, k) }, cells, k),
    ),
    row({ key: 'pHalfStrength', label: halfStrengthLabel(cells), format: 'probability', better: 'higher', value: halfStrength }, cells),
    row(
      { key: 'pBattleShockFail', label: 'P(fails battle-shock)', format: 'probability', better: 'higher', value: (c) => c.result.battleShock?.pFail ?? null },
      cells,
    ),
    row(
      { key: 'hazardFailedRolls', label: 'Hazardous rolls failed', format: 'mean', better: 'lower', value: (c) => c.result.hazard?.failedRolls.mean ?? 0 },
      cells,
    ),
    row(
      {
        key: 'hazardModelsLost',
        label: 'Own models lost (hazard)',
        format: 'mean',
        better: 'lower',
        value: (c) => (c.result.hazard === undefined ? 0 : (c.result.hazard.modelsLost?.mean ?? null)),
      },
      cells,
    ),
    row({ key: 'ownMortalWounds', label: 'Mortal wounds on own units', format: 'mean', better: 'lower', value: ownMortalWounds }, cells),
    row({ key: 'points', label: 'Points', format: 'points', better: null, value: (c) => c.attacker.points ?? null }, cells),
    row({ key: 'pointsRemoved', label: 'Defender points removed', format: 'mean', better: 'higher', value: pointsRemoved }, cells),
    row(
      { key: 'modelsSlainPer100Points', label: 'Models destroyed / 100 pts', format: 'mean', better: 'higher', value: (c) => per100(c.result.modelsDestroyed.mean, c) },
      cells,
    ),
    row(
      { key: 'damagePer100Points', label: 'Wounds lost / 100 pts', format: 'mean', better: 'higher', value: (c) => per100(c.result.woundsLost.mean, c) },
      cells,
    ),
    row(
      { key: 'pointsRemovedPer100Points', label: 'Points removed / 100 pts', format: 'mean', better: 'higher', value: (c) => per100(pointsRemoved(c), c) },
      cells,
    ),
  ];
  return { atLeastOf: of, maxK, rows };
}

/**
 * Whether a text rendering shows a row: not when nothing is known, nor a cost nobody pays (no weapon is
 * hazardous, no stratagem wounds your own units).
 */
export function rowShown(row: MetricRow): boolean {
  if (row.values.every((v) => v === null)) return false;
  if (COSTS.has(row.key)) return row.values.some((v) => v !== 0);
  return true;
}

/** The metric keys a list of `--metrics` names selects, in row order. */
export function selectedKeys(names: readonly MetricName[]): Set<MetricKey> {
  return new Set(names.flatMap((name) => METRIC_NAMES[name]));
}
