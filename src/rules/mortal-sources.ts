/**
 * Mortal wounds from dice rolled outside the attack sequence (issue 6: Explosives, Crushing Impact,
 * Acceptable Losses, Deadly Demise). Mortal wounds are applied one at a time and spill to the next
 * model; Feel No Pain is rolled for each (RULES §1 "Mortal wounds", §2 06.02).
 */
import { dicePmf } from '../dist/dice.js';
import { stepRandom, type Kernel } from '../dist/markov.js';
import { binomial, compound, constant, mapValues, type Pmf } from '../dist/pmf.js';
import { eventKernel } from './allocate.js';
import { afterFeelNoPain } from './damage.js';
import type { DefenderSpace } from './defender-space.js';
import { summarize } from './summary.js';
import type { MortalSource, MortalSourceResult } from './types.js';

/** Mortal wounds on the target: successes × perSuccess, capped at `max`. */
export function targetMortalWounds(source: MortalSource): Pmf {
  const successes = binomial(source.dice, Math.max(0, Math.min(6, 7 - source.successOn)) / 6);
  const total = compound(successes, dicePmf(source.perSuccess));
  return source.max === undefined ? total : mapValues(total, (v) => Math.min(v, source.max!));
}

/** Mortal wounds on the attacker: one per die showing `selfOnOrBelow` or less. */
export function selfMortalWounds(source: MortalSource): Pmf | undefined {
  if (source.selfOnOrBelow === undefined) return undefined;
  return binomial(source.dice, Math.max(0, Math.min(6, source.selfOnOrBelow)) / 6);
}

/** One mortal wound against the unit: Feel No Pain, then the next model in allocation order. */
export function mortalWoundKernel(space: DefenderSpace): Kernel {
  return eventKernel(space, 'normal', space.groups.map((g) => afterFeelNoPain(constant(1), g.feelNoPain)));
}

/** Apply every source in order to the state distribution. */
export function applyMortalSources(
  space: DefenderSpace,
  dist: Float64Array,
  sources: readonly MortalSource[],
): { dist: Float64Array; results: MortalSourceResult[] } {
  if (sources.length === 0) return { dist, results: [] };
  const kernel = mortalWoundKernel(space);
  const results: MortalSourceResult[] = [];
  let current = dist;
  for (const source of sources) {
    const wounds = targetMortalWounds(source);
    current = stepRandom(kernel, current, wounds);
    const self = selfMortalWounds(source);
    results.push({ name: source.name, mortalWounds: summarize(wounds), ...(self === undefined ? {} : { selfMortalWounds: summarize(self) }) });
  }
  return { dist: current, results };
}
