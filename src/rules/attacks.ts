/** How many attack dice a firing group rolls: docs/rules.md §1. */
import { dicePmf } from '../dist/dice.js';
import { constant, convolve, sumN, type Pmf } from '../dist/pmf.js';
import type { WeaponContext } from './weapon-context.js';

/**
 * Σ over the group's copies of (A + [RAPID FIRE X] at half range + [BLAST] bonus).
 * `targetModels` is the target's model count when targets were selected (1.3).
 */
export function attackCountPmf(ctx: WeaponContext, targetModels: number): Pmf {
  const { abilities, conditions } = ctx;
  let perCopy = dicePmf(ctx.weapon.attacks);
  if (abilities.rapidFire !== null && conditions.halfRange === true) {
    perCopy = convolve(perCopy, dicePmf(abilities.rapidFire));
  }
  if (abilities.blast > 0) {
    perCopy = convolve(perCopy, constant(abilities.blast * Math.floor(targetModels / 5)));
  }
  return sumN(perCopy, ctx.count);
}
