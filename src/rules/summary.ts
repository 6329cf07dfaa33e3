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

/** Distribution of f(state) for a function of the defender's state. */
function statePmf(dist: Float64Array, f: (s: number) => number, max: number): Pmf {
  const out = new Float64Array(max + 1);
  for (let s = 0; s < dist.length; s++) {
    const p = dist[s]!;
    if (p !== 0) out[f(s)]! += p;
  }
  return out;
}

export function defenderOutcome(space: DefenderSpace, dist: Float64Array): DefenderOutcome {
  const starting = space.startingModels;
  const models = statePmf(dist, (s) => modelsDestroyed(space, s), starting);
  const byGroup = space.groups.map((g, i) => summarize(statePmf(dist, (s) => groupModelsDestroyed(space, i, s), g.count)));
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
    woundsLost: summarize(statePmf(dist, (s) => woundsLost(space, s), totalWounds(space))),
    modelsDestroyed: summarize(models),
    modelsDestroyedByGroup: byGroup,
    pWipe: models[starting]!,
    pBelowHalf: Math.min(1, pBelowHalf),
    pAtOrBelowHalf: Math.min(1, pAtOrBelowHalf),
  };
}
