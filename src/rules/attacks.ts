/** How many attack dice a firing group rolls: docs/rules.md §1. */
import { dicePmf } from '../prob/dice.js';
import { constant, convolve, mapValues, sumN, type Pmf } from '../prob/pmf.js';
import { copiesWithOneReroll, poolWithOneReroll } from '../prob/reroll-one.js';
import type { WeaponContext } from './weapon-context.js';

/**
 * The `attacks` modifier this weapon gets (1.6): none for an [EXTRA ATTACKS] weapon where the edition
 * makes its A unmodifiable (10e).
 */
export function attacksModifier(ctx: WeaponContext): number {
  return ctx.abilities.extraAttacks && ctx.rules.extraAttacksUnmodifiable ? 0 : ctx.mods.attacks;
}

/**
 * Σ over the group's copies of (A + [RAPID FIRE X] at half range + [BLAST] bonus + the `attacks`
 * modifier), each copy's sum never below 1 once modified (1.6). `targetModels` is the target's model
 * count when targets were selected (1.3).
 */
export function attackCountPmf(ctx: WeaponContext, targetModels: number): Pmf {
  const { abilities, conditions } = ctx;
  const rapidFire = abilities.rapidFire !== null && conditions.halfRange === true ? abilities.rapidFire : null;
  const blast = abilities.blast * Math.floor(targetModels / 5);
  const modifier = attacksModifier(ctx);
  if (ctx.commandReroll === 'attacks') {
    // Command Re-roll: the attack dice of every copy are rolled together; one of them may be re-rolled.
    const perCopy = [ctx.weapon.attacks, ...(rapidFire === null ? [] : [rapidFire])];
    const sides = perCopy.flatMap((d) => d.terms.flatMap((t) => Array<number>(t.count).fill(t.sides)));
    const flat = perCopy.reduce((sum, d) => sum + d.flat, 0) + blast;
    // The floor of 1 holds only when a copy's least total (every die a 1) falls below it.
    if (modifier !== 0 && sides.length + flat + modifier < 1) return copiesWithOneReroll(sides, flat + modifier, ctx.count, 1);
    return poolWithOneReroll(Array.from({ length: ctx.count }, () => sides).flat(), (flat + modifier) * ctx.count);
  }
  let perCopy = dicePmf(ctx.weapon.attacks);
  if (rapidFire !== null) perCopy = convolve(perCopy, dicePmf(rapidFire));
  if (blast > 0) perCopy = convolve(perCopy, constant(blast));
  if (modifier !== 0) perCopy = mapValues(perCopy, (a) => Math.max(1, a + modifier));
  return sumN(perCopy, ctx.count);
}
