/**
 * The exact engine's answer against a Monte Carlo estimate of the same attack: every pmf entry and every
 * probability of one checked against the other, in standard errors (`mathhammer simulate --compare`, the
 * agreement tests).
 *
 * The standard error of an entry is the exact one, √(p(1 − p) / trials) with p the exact probability: a
 * frequency of n trials has exactly that spread when the engine is right. An entry agrees when
 *   |simulated − exact| ≤ sigmas · SE + 2 / trials.
 * The 2 / trials (two trials' worth) is for rare entries, where the frequency is a Poisson count of 0, 1,
 * 2… and the normal approximation behind "4 standard errors" fails: p = 1e-7 seen once in 10^5 trials is
 * 30 standard errors out and perfectly normal. Means are checked the same way with the exact variance,
 * √(Var / trials), and one trial's worth of the largest value.
 *
 * Fields are named as in the JSON report (docs/json.md): `damage` (wounds lost), `modelsSlain`,
 * `modelsSlainByGroup[1]`, `weapons[0].hits`, `hazard.modelsLost`, `mortalSources[0].mortalWounds`,
 * `mortalSources[0].ownUnits.perUnit`, `pWipe`, `mortalSources[0].ownUnits.pAnyUnitHit`.
 *
 * A distribution estimated from several samples per trial (`ownUnits.perUnit`: one die per unit, each
 * unit's roll independent of the others) is checked with that many samples: trials × units.
 */
import type { AttackResult, Summary } from '../rules/types.js';
import type { SimulatedResult } from './monte-carlo.js';
import { WEAPON_FIELDS } from './outcome.js';

/** The usual threshold: an entry further out than this many standard errors is a disagreement. */
export const DEFAULT_SIGMAS = 4;

/** A mean checked. */
export type MeanCheck = {
  readonly field: string;
  readonly exact: number;
  readonly simulated: number;
  /** simulated − exact. */
  readonly difference: number;
  /** The exact standard error: √(p(1 − p) / trials) for an entry, √(Var / trials) for a mean. */
  readonly stdError: number;
  /** |difference| / stdError; 0 when both are 0, Infinity when only the standard error is. */
  readonly z: number;
  readonly within: boolean;
};

/** One pmf entry (`k` its index) or one probability (`k` null) checked. */
export type EntryCheck = MeanCheck & { readonly k: number | null };

export type Comparison = {
  readonly trials: number;
  readonly sigmas: number;
  /** Every pmf entry and probability checked, in field order. */
  readonly entries: readonly EntryCheck[];
  readonly means: readonly MeanCheck[];
  /** The entry with the largest |difference| (null only when there is nothing to compare). */
  readonly largest: EntryCheck | null;
  /** The entry with the largest z. */
  readonly worst: EntryCheck | null;
  /** Entries and means outside the tolerance, worst first. */
  readonly outside: readonly EntryCheck[];
  readonly meansOutside: readonly MeanCheck[];
  /** Every entry and every mean within the tolerance. */
  readonly agrees: boolean;
};

/** Two distributions of one field: its JSON name, exact, simulated, and samples per trial (usually 1). */
export type SummaryPair = [field: string, exact: Summary, simulated: Summary, samplesPerTrial: number];

/** The distributions both results carry, paired by their JSON name. */
export function pairedSummaries(exact: AttackResult, simulated: SimulatedResult): SummaryPair[] {
  const pairs: SummaryPair[] = [
    ['damage', exact.woundsLost, simulated.woundsLost, 1],
    ['modelsSlain', exact.modelsDestroyed, simulated.modelsDestroyed, 1],
  ];
  exact.modelsDestroyedByGroup.forEach((s, g) => {
    const other = simulated.modelsDestroyedByGroup[g];
    if (other !== undefined) pairs.push([`modelsSlainByGroup[${g}]`, s, other, 1]);
  });
  exact.weapons.forEach((w, i) => {
    const other = simulated.weapons[i];
    if (other === undefined) return;
    for (const field of WEAPON_FIELDS) pairs.push([`weapons[${i}].${field}`, w[field], other[field], 1]);
  });
  const [eh, sh] = [exact.hazard, simulated.hazard];
  if (eh !== undefined && sh !== undefined) {
    pairs.push(['hazard.failedRolls', eh.failedRolls, sh.failedRolls, 1], ['hazard.mortalWounds', eh.mortalWounds, sh.mortalWounds, 1]);
    if (eh.modelsLost !== undefined && sh.modelsLost !== undefined) pairs.push(['hazard.modelsLost', eh.modelsLost, sh.modelsLost, 1]);
  }
  (exact.mortalSources ?? []).forEach((e, i) => {
    const s = simulated.mortalSources?.[i];
    if (s === undefined) return;
    pairs.push([`mortalSources[${i}].mortalWounds`, e.mortalWounds, s.mortalWounds, 1]);
    if (e.selfMortalWounds !== undefined && s.selfMortalWounds !== undefined) {
      pairs.push([`mortalSources[${i}].selfMortalWounds`, e.selfMortalWounds, s.selfMortalWounds, 1]);
    }
    if (e.ownUnits !== undefined && s.ownUnits !== undefined) {
      pairs.push([`mortalSources[${i}].ownUnits.perUnit`, e.ownUnits.perUnit, s.ownUnits.perUnit, e.ownUnits.count]);
    }
  });
  return pairs;
}

/** The probabilities both results carry, paired by their JSON name (each one sample per trial). */
export function pairedProbabilities(exact: AttackResult, simulated: SimulatedResult): Array<[string, number, number]> {
  const pairs: Array<[string, number, number]> = [];
  for (const key of ['pWipe', 'pBelowHalf', 'pAtOrBelowHalf'] as const) pairs.push([key, exact[key], simulated[key]]);
  (exact.mortalSources ?? []).forEach((e, i) => {
    const s = simulated.mortalSources?.[i]?.ownUnits;
    if (e.ownUnits !== undefined && s !== undefined) pairs.push([`mortalSources[${i}].ownUnits.pAnyUnitHit`, e.ownUnits.pAnyUnitHit, s.pAnyUnitHit]);
  });
  return pairs;
}

export function compareResults(exact: AttackResult, simulated: SimulatedResult, sigmas = DEFAULT_SIGMAS): Comparison {
  if (!(sigmas > 0)) throw new RangeError(`compareResults: sigmas must be positive, got ${sigmas}`);
  if (exact.weapons.length !== simulated.weapons.length) {
    throw new RangeError(`compareResults: ${exact.weapons.length} exact weapons against ${simulated.weapons.length} simulated`);
  }
  const trials = simulated.trials;
  const entries: EntryCheck[] = [];
  const means: MeanCheck[] = [];
  for (const [field, e, s, perTrial] of pairedSummaries(exact, simulated)) {
    const checked = checkSummary(field, e, s, trials * perTrial, sigmas);
    entries.push(...checked.entries);
    means.push(checked.mean);
  }
  for (const [field, e, s] of pairedProbabilities(exact, simulated)) entries.push(checkEntry(field, null, e, s, trials, sigmas));
  return summarizeChecks(trials, sigmas, entries, means);
}

/** Every pmf entry and the mean of one field, from `samples` samples. */
export function checkSummary(field: string, exact: Summary, simulated: Summary, samples: number, sigmas: number): { entries: EntryCheck[]; mean: MeanCheck } {
  const n = Math.max(exact.pmf.length, simulated.pmf.length);
  const entries: EntryCheck[] = [];
  for (let k = 0; k < n; k++) entries.push(checkEntry(field, k, exact.pmf[k] ?? 0, simulated.pmf[k] ?? 0, samples, sigmas));
  return { entries, mean: checkMean(field, exact, simulated.mean, samples, sigmas) };
}

/** The checks gathered into a comparison. */
export function summarizeChecks(trials: number, sigmas: number, entries: readonly EntryCheck[], means: readonly MeanCheck[]): Comparison {
  const outside = entries.filter((c) => !c.within).sort((a, b) => b.z - a.z);
  const meansOutside = means.filter((c) => !c.within).sort((a, b) => b.z - a.z);
  return {
    trials,
    sigmas,
    entries,
    means,
    largest: maxBy(entries, (c) => Math.abs(c.difference)),
    worst: maxBy(entries, (c) => c.z),
    outside,
    meansOutside,
    agrees: outside.length === 0 && meansOutside.length === 0,
  };
}

function checkEntry(field: string, k: number | null, exact: number, simulated: number, samples: number, sigmas: number): EntryCheck {
  const difference = simulated - exact;
  const p = Math.min(1, Math.max(0, exact));
  const stdError = Math.sqrt((p * (1 - p)) / samples);
  return {
    field,
    k,
    exact,
    simulated,
    difference,
    stdError,
    z: zScore(difference, stdError),
    within: Math.abs(difference) <= sigmas * stdError + 2 / samples,
  };
}

function checkMean(field: string, exact: Summary, simulated: number, samples: number, sigmas: number): MeanCheck {
  let square = 0;
  exact.pmf.forEach((p, k) => {
    square += p * k * k;
  });
  const variance = Math.max(0, square - exact.mean * exact.mean);
  const stdError = Math.sqrt(variance / samples);
  const difference = simulated - exact.mean;
  const top = Math.max(0, exact.pmf.length - 1);
  return {
    field,
    exact: exact.mean,
    simulated,
    difference,
    stdError,
    z: zScore(difference, stdError),
    within: Math.abs(difference) <= sigmas * stdError + top / samples + 1e-9,
  };
}

function zScore(difference: number, stdError: number): number {
  if (stdError > 0) return Math.abs(difference) / stdError;
  return Math.abs(difference) <= 1e-12 ? 0 : Infinity;
}

function maxBy<T>(items: readonly T[], key: (item: T) => number): T | null {
  let best: T | null = null;
  let bestKey = -Infinity;
  for (const item of items) {
    const value = key(item);
    if (value > bestKey) {
      best = item;
      bestKey = value;
    }
  }
  return best;
}
