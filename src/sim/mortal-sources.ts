/**
 * Mortal wounds from dice rolled outside the attack sequence (docs/rules.md §11, §11.1: Explosives,
 * Crushing Impact, Deadly Demise, Acceptable Losses, or any `dice=…,on=…,each=…` source), die by die.
 *
 * A source against the target rolls its D6 one after another; each die showing `successOn`+ rolls its
 * `perSuccess` mortal wounds at once (a random X is rolled per success), or its result's when bigger
 * results inflict more (`results`, §11.2); each die showing `selfOnOrBelow`
 * or less is one mortal wound on the attacking unit, counted and never allocated. The total on the target
 * is capped at `max`, then inflicted one mortal wound at a time, each with its own Feel No Pain roll,
 * spilling to the next model in allocation order (RULES §2 06.02).
 *
 * A source rolled for your own units (`ownUnits`, Acceptable Losses, §11.1) changes nothing on the target:
 * its dice are rolled after the attack, one per unit, and what each unit suffers is counted.
 */
import type { Dice } from '../prob/dice.js';
import type { MortalSource } from '../rules/types.js';
import type { MortalSourceOutcome } from './outcome.js';
import { rollDice, type Roller } from './roller.js';
import { sufferSpillingMortalWounds, type UnitState } from './unit-state.js';

/** Programmer errors only: the CLI never builds such a source. */
export function checkMortalSource(source: MortalSource): void {
  const least = source.ownUnits === undefined ? 0 : 1; // a cost "per unit" needs a unit to roll for
  if (!Number.isInteger(source.dice) || source.dice < least) {
    throw new RangeError(`prepareAttack: dice of mortal-wound source "${source.name}" must be a whole number ≥ ${least}, got ${source.dice}`);
  }
  if (source.timing !== undefined && source.timing !== 'before' && source.timing !== 'after') {
    throw new RangeError(`prepareAttack: timing of mortal-wound source "${source.name}" must be before or after, got ${String(source.timing)}`);
  }
  if (source.max !== undefined && !(Number.isInteger(source.max) && source.max >= 0)) {
    throw new RangeError(`prepareAttack: max of mortal-wound source "${source.name}" must be a whole number ≥ 0, got ${source.max}`);
  }
  const froms = (source.results ?? []).map((r) => r.from);
  if (froms.some((f, i) => !Number.isInteger(f) || f <= (i === 0 ? source.successOn : froms[i - 1]!) || f > 6)) {
    throw new RangeError(`prepareAttack: results of mortal-wound source "${source.name}" must start above successOn, ascending, at most 6, got ${froms.join(', ')}`);
  }
}

/** §11.2: what a die showing `face` (at least `successOn`) inflicts: the highest result it reaches, else `perSuccess`. */
function inflictedOn(source: MortalSource, face: number): Dice {
  let dice = source.perSuccess;
  for (const result of source.results ?? []) if (face >= result.from) dice = result.perSuccess;
  return dice;
}

/** §11: the source's dice against the target, which suffers the mortal wounds now (before or after the firing groups). */
export function rollAgainstTarget(source: MortalSource, target: UnitState, roller: Roller): MortalSourceOutcome {
  let inflicted = 0;
  let self = 0;
  for (let i = 0; i < source.dice; i++) {
    const face = roller.roll(6);
    if (face >= source.successOn) inflicted += rollDice(inflictedOn(source, face), roller);
    if (source.selfOnOrBelow !== undefined && face <= source.selfOnOrBelow) self++;
  }
  const mortalWounds = source.max === undefined ? inflicted : Math.min(inflicted, source.max);
  sufferSpillingMortalWounds(target, mortalWounds, roller);
  return { mortalWounds, ...(source.selfOnOrBelow === undefined ? {} : { selfMortalWounds: self }) };
}

/**
 * §11.1: one die per unit of yours, after the attack; a success is that unit's `perSuccess` mortal wounds.
 * `max` does not apply (it caps what the target suffers), and neither does `selfOnOrBelow`: every die is
 * already a roll for one of your units, and no rule has both.
 */
export function rollForOwnUnits(source: MortalSource, roller: Roller): MortalSourceOutcome {
  const ownUnits: number[] = [];
  let total = 0;
  for (let u = 0; u < source.dice; u++) {
    const face = roller.roll(6);
    const suffered = face >= source.successOn ? rollDice(inflictedOn(source, face), roller) : 0;
    ownUnits.push(suffered);
    total += suffered;
  }
  return { mortalWounds: 0, selfMortalWounds: total, ownUnits };
}
