/** Damage of one unsaved attack or one critical wound turned mortal: docs/rules.md §5, §6. */
import { dicePmf, type Dice } from '../prob/dice.js';
import { bernoulli, compound, mapValues, type Pmf } from '../prob/pmf.js';
import { splitOneReroll, type WholeReroll } from '../prob/reroll-one.js';
import type { ModelGroup } from './types.js';
import type { WeaponContext } from './weapon-context.js';

/**
 * Damage per attack after the edition's order of operations (5.2):
 * 10e halve → add → subtract → round up; 11e add → halve → subtract → round up; minimum 1; a Damage the
 * defender sets (`damageSet`) replaces the roll first.
 * `defenderModifiers: false` leaves out the defender's halving and reduction (6.1 switch).
 * The weapon's Damage re-roll (5.6) is made on the roll, before the modifiers.
 */
export function damagePmf(ctx: WeaponContext, defenderModifiers = true): Pmf {
  const modify = damageModifier(ctx, defenderModifiers);
  const rolled = dicePmf(ctx.weapon.damage);
  const whole = damageReroll(ctx, rolled, modify);
  if (whole === undefined) return mapValues(rolled, modify);
  // a roll the policy picks up is replaced by a fresh one, never re-rolled again
  const after = new Float64Array(rolled.length);
  let again = 0;
  for (let roll = 0; roll < rolled.length; roll++) {
    if (whole.first(roll)) again += rolled[roll]!;
    else after[roll]! += rolled[roll]!;
  }
  for (let roll = 0; roll < rolled.length; roll++) after[roll]! += again * rolled[roll]!;
  return mapValues(after, modify);
}

/** The edition's order of operations as a function of the rolled Damage (5.2). */
export function damageModifier(ctx: WeaponContext, defenderModifiers = true): (roll: number) => number {
  const { rules, defender, conditions, abilities, mods } = ctx;
  const add = (conditions.halfRange === true ? abilities.melta : 0) + mods.damage;
  const halve = defenderModifiers && defender.halveDamage === true;
  const subtract = defenderModifiers ? defender.damageReduction ?? 0 : 0;
  // A Damage set to a value comes before every other change (5.2): the roll no longer counts.
  const set = defenderModifiers ? defender.damageSet : undefined;
  return (rolled: number): number => {
    const roll = set ?? rolled;
    let value: number;
    if (rules.damageOrder === 'halve-then-add') value = (halve ? roll / 2 : roll) + add;
    else value = halve ? (roll + add) / 2 : roll + add;
    return Math.max(1, Math.ceil(value - subtract));
  };
}

/**
 * The weapon's Damage re-roll (5.6), on the rolled Damage (`rolled`: its distribution, dice and flat
 * included), or undefined when there is none: none for a fixed Damage, which has no roll. `ones`: the
 * dice show 1 (a roll of D6+1 that is 2). `any`: the Damage after every modifier (`modify`) is below the
 * average of a fresh roll's, judged in whole numbers of the dice's equally likely outcomes so that a tie
 * is a tie (and kept).
 */
function damageReroll(ctx: WeaponContext, rolled: Pmf, modify: (roll: number) => number): WholeReroll | undefined {
  const dice = ctx.weapon.damage;
  const policy = ctx.mods.rerollDamage;
  if (policy === 'none' || dice.terms.length === 0) return undefined;
  switch (policy) {
    case 'ones':
      return { first: (roll) => roll - dice.flat === 1, fresh: rolled };
    case 'any': {
      const outcomes = diceOutcomes(dice);
      let sum = 0;
      for (let roll = 0; roll < rolled.length; roll++) sum += Math.round(rolled[roll]! * outcomes) * modify(roll);
      return { first: (roll) => modify(roll) * outcomes < sum, fresh: rolled };
    }
    default: {
      const unknown: never = policy;
      throw new TypeError(`damageReroll: unknown Damage re-roll policy ${String(unknown)}`);
    }
  }
}

/** How many equally likely outcomes the dice have (2D3: 9). */
function diceOutcomes(dice: Dice): number {
  return dice.terms.reduce((n, t) => n * t.sides ** t.count, 1);
}

/**
 * Command Re-roll of the Damage roll (docs/rules.md §10): the die furthest below its average is rolled
 * again, unless the weapon's own Damage re-roll (5.6) re-rolled the roll already (no die is re-rolled
 * twice). `kept`/`rerolled` are the parts of the modified Damage where no die was / one was re-rolled by it.
 */
export function damageWithOneReroll(ctx: WeaponContext): { kept: Pmf; rerolled: Pmf } | null {
  const dice = ctx.weapon.damage;
  if (dice.terms.length === 0) return null;
  const modify = damageModifier(ctx);
  const whole = damageReroll(ctx, dicePmf(dice), modify);
  const { kept, rerolled } = splitOneReroll(dice.terms.flatMap((t) => Array<number>(t.count).fill(t.sides)), dice.flat, whole);
  return { kept: mapValues(kept, modify), rerolled: mapValues(rerolled, modify) };
}

/** Mortal wounds of one critical wound with [DEVASTATING WOUNDS] (6.1). */
export function devastatingPmf(ctx: WeaponContext): Pmf {
  return damagePmf(ctx, ctx.rules.devastatingUsesDamageModifiers);
}

/** What a wound is, for the Feel No Pain that applies to it (5.3): a mortal wound, from a psychic attack. */
export type WoundKind = { readonly mortal: boolean; readonly psychic: boolean };

/**
 * The group's Feel No Pain against a wound of this kind: the best of those that apply to it, since only
 * one applies (RULES §1; 5.3). Undefined when none does.
 */
export function feelNoPainAgainst(group: ModelGroup, kind: WoundKind): number | undefined {
  let best = group.feelNoPain;
  const better = (x: number | undefined) => {
    if (x !== undefined && (best === undefined || x < best)) best = x;
  };
  if (kind.mortal) better(group.feelNoPainMortal);
  if (kind.psychic) better(group.feelNoPainPsychic);
  return best;
}

/** The Feel No Pain against this weapon's normal damage: a [PSYCHIC] weapon's is a psychic attack's (5.3). */
export function normalFeelNoPain(ctx: WeaponContext, group: ModelGroup): number | undefined {
  return feelNoPainAgainst(group, { mortal: false, psychic: ctx.abilities.psychic });
}

/** The Feel No Pain against this weapon's [DEVASTATING WOUNDS] mortal wounds (5.3). */
export function devastatingFeelNoPain(ctx: WeaponContext, group: ModelGroup): number | undefined {
  return feelNoPainAgainst(group, { mortal: true, psychic: ctx.abilities.psychic });
}

/** Mortal wounds from outside a weapon's attacks (mortal-wound sources, hazards): not psychic (5.3). */
export const MORTAL_WOUND: WoundKind = { mortal: true, psychic: false };

/** Wounds actually lost from `damage` with Feel No Pain X+: one roll per wound (5.3). */
export function afterFeelNoPain(damage: Pmf, feelNoPain: number | undefined): Pmf {
  if (feelNoPain === undefined) return damage;
  const pLost = Math.min(1, Math.max(0, (feelNoPain - 1) / 6));
  return compound(damage, bernoulli(pLost));
}
