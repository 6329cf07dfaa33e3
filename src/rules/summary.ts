/** Turning the chain's final state distribution into the numbers players read. */
import type { Pmf } from '../prob/pmf.js';
import { groupModelsDestroyed, modelsDestroyed, strengthInState, totalWounds, woundsLost, type DefenderSpace } from './defender-space.js';
import type { DefenderOutcome, Summary } from './types.js';

export type { DefenderOutcome } from './types.js';

export function summarize(pmf: Pmf): Summary {
  // a plain loop: Array.from on a typed array goes through its iterator, many times slower
  const out = new Array<number>(pmf.length);
  let m = 0;
  for (let k = 0; k < pmf.length; k++) {
    out[k] = pmf[k]!;
    m += k * pmf[k]!;
  }
  return { mean: m, pmf: out };
}

/**
 * Distribution of f(state) for a function of the defender's state, summarized (one array, not two). The
 * mean sums up to the largest value a state reaches: an attack reaches few of a horde's models.
 */
function stateSummary(dist: Float64Array, f: (s: number) => number, max: number): Summary {
  const pmf = new Array<number>(max + 1).fill(0);
  let top = 0;
  for (let s = 0; s < dist.length; s++) {
    const p = dist[s]!;
    if (p === 0) continue;
    const k = f(s);
    pmf[k]! += p;
    if (k > top) top = k;
  }
  let mean = 0;
  for (let k = 1; k <= top; k++) mean += k * pmf[k]!;
  return { mean, pmf };
}

export function defenderOutcome(space: DefenderSpace, dist: Float64Array): DefenderOutcome {
  const starting = space.startingModels;
  const models = stateSummary(dist, (s) => modelsDestroyed(space, s), starting);
  // a unit of one group: its models are the unit's (the same summary, not computed twice)
  const byGroup = space.groups.length === 1 ? [models] : space.groups.map((g, i) => stateSummary(dist, (s) => groupModelsDestroyed(space, i, s), g.count));
  let pBelowHalf = 0;
  let pAtOrBelowHalf = 0;
  for (let s = 0; s < dist.length; s++) {
    const p = dist[s]!;
    if (p === 0) continue;
    const { left, full } = strengthInState(space, s);
    if (2 * left < full) pBelowHalf += p;
    if (2 * left <= full) pAtOrBelowHalf += p;
  }
  return {
    woundsLost: stateSummary(dist, (s) => woundsLost(space, s), totalWounds(space)),
    modelsDestroyed: models,
    modelsDestroyedByGroup: byGroup,
    pWipe: models.pmf[starting]!,
    pBelowHalf: Math.min(1, pBelowHalf),
    pAtOrBelowHalf: Math.min(1, pAtOrBelowHalf),
  };
}
