/**
 * Mortal wounds from dice rolled outside the attack sequence (issue 6: Explosives, Crushing Impact,
 * Acceptable Losses, Deadly Demise). Mortal wounds are applied one at a time and spill to the next
 * model; Feel No Pain is rolled for each (RULES §1 "Mortal wounds", §2 06.02). What a source costs your
 * own side (Crushing Impact's 1s, Acceptable Losses) is reported, never allocated: those units are not
 * the defender.
 */
import { dicePmf } from '../prob/dice.js';
import { stepRandom, type Kernel } from '../prob/markov.js';
import { walkWork } from '../prob/walker.js';
import { binomial, compound, constant, mapValues, mixture, sumN, type Pmf } from '../prob/pmf.js';
import { eventKernel } from './allocate.js';
import { afterFeelNoPain, feelNoPainAgainst, MORTAL_WOUND } from './damage.js';
import type { DefenderSpace } from './defender-space.js';
import { summarize } from './summary.js';
import type { MortalResult, MortalSource, MortalSourceResult, MortalTiming, OwnUnitsCost } from './types.js';
import { charge, COST, type WorkBudget } from './work-budget.js';

/** P(one die shows `successOn`+). */
function successChance(source: MortalSource): number {
  return Math.max(0, Math.min(6, 7 - source.successOn)) / 6;
}

/** What one die inflicts when results differ (§11.2): each face its result's mortal wounds, none below `successOn`. */
function oneDieWounds(source: MortalSource, results: readonly MortalResult[]): Pmf {
  const faces = [1, 2, 3, 4, 5, 6];
  const inflicted = (face: number): Pmf => {
    if (face < source.successOn) return constant(0);
    const result = results.filter((r) => r.from <= face).at(-1);
    return dicePmf(result?.perSuccess ?? source.perSuccess);
  };
  return mixture(faces.map(() => 1 / 6), faces.map(inflicted));
}

/** Mortal wounds from `dice` dice: successes × perSuccess (a random perSuccess rolled per success). */
function successWounds(source: MortalSource, dice: number): Pmf {
  if (source.results !== undefined && source.results.length > 0) return sumN(oneDieWounds(source, source.results), dice);
  return compound(binomial(dice, successChance(source)), dicePmf(source.perSuccess));
}

/** Mortal wounds on the target: successes × perSuccess, capped at `max`; none when the dice are rolled for your own units. */
export function targetMortalWounds(source: MortalSource): Pmf {
  if (source.ownUnits !== undefined) return constant(0);
  const total = successWounds(source, source.dice);
  return source.max === undefined ? total : mapValues(total, (v) => Math.min(v, source.max!));
}

/**
 * Mortal wounds your own side suffers: one per die showing `selfOnOrBelow` or less (Crushing Impact), or,
 * when the dice are rolled for your own units, every success's, all units together.
 */
export function selfMortalWounds(source: MortalSource): Pmf | undefined {
  if (source.ownUnits !== undefined) return successWounds(source, source.dice);
  if (source.selfOnOrBelow === undefined) return undefined;
  return binomial(source.dice, Math.max(0, Math.min(6, source.selfOnOrBelow)) / 6);
}

/** When the dice are rolled for your own units, one each (Acceptable Losses): what one unit risks. */
export function ownUnitsCost(source: MortalSource): OwnUnitsCost | undefined {
  if (source.ownUnits === undefined) return undefined;
  const perUnit = successWounds(source, 1);
  // The units' dice are independent: none is hit only when every one of them suffers nothing.
  const pAnyUnitHit = 1 - (perUnit[0] ?? 0) ** source.dice;
  return { units: source.ownUnits, count: source.dice, perUnit: summarize(perUnit), pAnyUnitHit };
}

/** One mortal wound against the unit: Feel No Pain (one against mortal wounds included, 5.3), then the next model in allocation order. */
export function mortalWoundKernel(space: DefenderSpace): Kernel {
  return eventKernel(space, 'normal', space.groups.map((g) => afterFeelNoPain(constant(1), feelNoPainAgainst(g, MORTAL_WOUND))));
}

/** What a source reports (its mortal wounds and costs do not depend on the unit it meets). */
export function mortalSourceResult(source: MortalSource): MortalSourceResult {
  const self = selfMortalWounds(source);
  const own = ownUnitsCost(source);
  return {
    name: source.name,
    mortalWounds: summarize(targetMortalWounds(source)),
    ...(self === undefined ? {} : { selfMortalWounds: summarize(self) }),
    ...(own === undefined ? {} : { ownUnits: own }),
  };
}

/**
 * §11: the sources by when their mortal wounds meet the target (`before` unless they say otherwise), each
 * list in the order given. A Record over every timing, so a new one cannot be left out.
 */
export function sourcesByTiming(sources: readonly MortalSource[]): Record<MortalTiming, MortalSource[]> {
  const byTiming: Record<MortalTiming, MortalSource[]> = { before: [], after: [] };
  for (const source of sources) {
    const timing = source.timing ?? 'before';
    const list = byTiming[timing] as MortalSource[] | undefined; // a caller's plain data may hold anything
    if (list === undefined) throw new RangeError(`sourcesByTiming: timing of mortal-wound source "${source.name}" must be before or after, got ${String(timing)}`);
    list.push(source);
  }
  return byTiming;
}

/** Apply every source in order to each of the state distributions (parts of one distribution). */
export function applyMortalSources(
  space: DefenderSpace,
  dists: readonly Float64Array[],
  sources: readonly MortalSource[],
  budget: WorkBudget,
): Float64Array[] {
  const kernel = mortalWoundKernel(space);
  let current = [...dists];
  for (const source of sources) {
    const wounds = targetMortalWounds(source);
    const work = current.reduce((sum, dist) => sum + walkWork(kernel, dist, wounds.length - 1), 0);
    charge(budget, COST.step * work, () => `${source.name}: up to ${wounds.length - 1} mortal wounds`);
    current = current.map((dist) => stepRandom(kernel, dist, wounds));
  }
  return current;
}
