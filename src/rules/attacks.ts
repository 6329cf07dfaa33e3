/** How many attack dice a firing group rolls: docs/rules.md §1. */
import { dicePmf } from '../prob/dice.js';
import { constant, convolve, sumN, type Pmf } from '../prob/pmf.js';
import { poolWithOneReroll } from '../prob/reroll-one.js';
import type { WeaponContext } from './weapon-context.js';

/**
 * Σ over the group's copies of (A + [RAPID FIRE X] at half range + [BLAST] bonus).
 * `targetModels` is the target's model count when targets were selected (1.3).
 */
export function attackCountPmf(ctx: WeaponContext, targetModels: number): Pmf {
  const { abilities, conditions } = ctx;
  const rapidFire = abilities.rapidFire !== null && conditions.halfRange === true ? abilities.rapidFire : null;
  const blast = abilities.blast * Math.floor(targetModels / 5);
  if (ctx.commandReroll === 'attacks') {
    // Command Re-roll: the attack dice of every copy are rolled together; one of them may be re-rolled.
    const perCopy = [ctx.weapon.attacks, ...(rapidFire === null ? [] : [rapidFire])];
    const sides = perCopy.flatMap((d) => d.terms.flatMap((t) => Array<number>(t.count).fill(t.sides)));
    const flat = perCopy.reduce((sum, d) => sum + d.flat, 0) + blast;
    return poolWithOneReroll(Array.from({ length: ctx.count }, () => sides).flat(), flat * ctx.count);
  }
  let perCopy = dicePmf(ctx.weapon.attacks);
  if (rapidFire !== null) perCopy = convolve(perCopy, dicePmf(rapidFire));
  if (blast > 0) perCopy = convolve(perCopy, constant(blast));
  return sumN(perCopy, ctx.count);
}
