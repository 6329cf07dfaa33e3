/** Damage of one unsaved attack or one critical wound turned mortal: docs/rules.md §5, §6. */
import { dicePmf } from '../prob/dice.js';
import { bernoulli, compound, mapValues, type Pmf } from '../prob/pmf.js';
import { splitOneReroll } from '../prob/reroll-one.js';
import type { WeaponContext } from './weapon-context.js';

/**
 * Damage per attack after the edition's order of operations (5.2):
 * 10e halve → add → subtract → round up; 11e add → halve → subtract → round up; minimum 1.
 * `defenderModifiers: false` leaves out the defender's halving and reduction (6.1 switch).
 */
export function damagePmf(ctx: WeaponContext, defenderModifiers = true): Pmf {
  return mapValues(dicePmf(ctx.weapon.damage), damageModifier(ctx, defenderModifiers));
}

/** The edition's order of operations as a function of the rolled Damage (5.2). */
export function damageModifier(ctx: WeaponContext, defenderModifiers = true): (roll: number) => number {
  const { rules, defender, conditions, abilities, mods } = ctx;
  const add = (conditions.halfRange === true ? abilities.melta : 0) + mods.damage;
  const halve = defenderModifiers && defender.halveDamage === true;
  const subtract = defenderModifiers ? defender.damageReduction ?? 0 : 0;
  return (roll: number): number => {
    let value: number;
    if (rules.damageOrder === 'halve-then-add') value = (halve ? roll / 2 : roll) + add;
    else value = halve ? (roll + add) / 2 : roll + add;
    return Math.max(1, Math.ceil(value - subtract));
  };
}

/**
 * Command Re-roll of the Damage roll (docs/rules.md §10): the die furthest below its average is rolled
 * again. `kept`/`rerolled` are the parts of the modified Damage where no die was / one was re-rolled.
 */
export function damageWithOneReroll(ctx: WeaponContext): { kept: Pmf; rerolled: Pmf } | null {
  const dice = ctx.weapon.damage;
  if (dice.terms.length === 0) return null;
  const { kept, rerolled } = splitOneReroll(dice.terms.flatMap((t) => Array<number>(t.count).fill(t.sides)), dice.flat);
  const modify = damageModifier(ctx);
  return { kept: mapValues(kept, modify), rerolled: mapValues(rerolled, modify) };
}

/** Mortal wounds of one critical wound with [DEVASTATING WOUNDS] (6.1). */
export function devastatingPmf(ctx: WeaponContext): Pmf {
  return damagePmf(ctx, ctx.rules.devastatingUsesDamageModifiers);
}

/** Wounds actually lost from `damage` with Feel No Pain X+: one roll per wound (5.3). */
export function afterFeelNoPain(damage: Pmf, feelNoPain: number | undefined): Pmf {
  if (feelNoPain === undefined) return damage;
  const pLost = Math.min(1, Math.max(0, (feelNoPain - 1) / 6));
  return compound(damage, bernoulli(pLost));
}
