/**
 * Damage of one unsaved attack or one [DEVASTATING WOUNDS] critical wound (docs/rules.md §5.2, §5.6, §6.1).
 */
import type { Dice } from '../prob/dice.js';
import type { EditionRules } from '../rules/editions.js';
import type { DamageRerollPolicy } from '../rules/types.js';
import { rollDice, type Roller } from './roller.js';

export type DamageRule = {
  readonly dice: Dice;
  /** Additions: [MELTA X] at half range plus the `damage` modifier. */
  readonly add: number;
  /** The defender's "halve the Damage characteristic". */
  readonly halve: boolean;
  /** The defender's "subtract X from the Damage characteristic". */
  readonly reduction: number;
  /** The defender's "change the Damage characteristic of that attack to 1": it replaces the roll (§5.2). */
  readonly set?: number;
  readonly order: EditionRules['damageOrder'];
  /** §5.6 the weapon's re-roll of its Damage roll; null for none (and for a fixed Damage: no roll). */
  readonly reroll: DamageRerollPolicy | null;
  /**
   * For `any`: the Damage a fresh roll inflicts, summed over every outcome of the dice, and how many
   * outcomes there are (damageSums); null otherwise.
   */
  readonly fresh: DamageSums | null;
};

export type DamageSums = { readonly sum: number; readonly outcomes: number };

/** A rule's Damage (every modifier applied) over every equally likely outcome of its dice. */
export function damageSums(rule: Omit<DamageRule, 'fresh'>): DamageSums {
  let outcomes = 0;
  let sum = 0;
  for (const [total, count] of diceTotalCounts(rule.dice)) {
    outcomes += count;
    sum += count * damageValue(total, rule);
  }
  return { sum, outcomes };
}

/**
 * §5.2: a Damage set by the defender first; 10e halve → add → subtract; 11e add → halve → subtract; then round
 * up, minimum 1.
 * Example (RULES §3.14): roll 5, halved, Melta 2: 10e ⌈2.5 + 2⌉ = 5, 11e ⌈7 / 2⌉ = 4.
 */
export function damageValue(roll: number, rule: Pick<DamageRule, 'order' | 'halve' | 'add' | 'reduction' | 'set'>): number {
  let value = rule.set ?? roll;
  if (rule.order === 'halve-then-add') {
    if (rule.halve) value /= 2;
    value += rule.add;
  } else {
    value += rule.add;
    if (rule.halve) value /= 2;
  }
  value -= rule.reduction;
  return Math.max(1, Math.ceil(value));
}

/** §5.1: random Damage is rolled per attack; §5.6 the weapon's re-roll, if it wants one, re-rolls all its dice once. */
export function rollDamage(rule: DamageRule, roller: Roller): number {
  const roll = rollDice(rule.dice, roller);
  return damageValue(wantsDamageReroll(rule, roll) ? rollDice(rule.dice, roller) : roll, rule);
}

/**
 * §5.6 whether the weapon re-rolls this Damage roll (`roll`: the dice and the flat part): `ones` when the
 * dice show 1; `any` when the Damage it inflicts (every modifier applied) is below the average of a fresh
 * roll's, compared as whole numbers over every outcome of the dice (a tie keeps the roll).
 */
export function wantsDamageReroll(rule: DamageRule, roll: number): boolean {
  if (rule.reroll === null || rule.dice.terms.length === 0) return false;
  if (rule.reroll === 'ones') return roll - rule.dice.flat === 1;
  if (rule.fresh === null) throw new RangeError('wantsDamageReroll: a re-roll of any Damage roll needs the rule\'s fresh sums');
  return damageValue(roll, rule) * rule.fresh.outcomes < rule.fresh.sum;
}

/** Expected Damage of one roll, its re-roll included (§5.6), every total of the dice enumerated. */
export function expectedDamage(rule: DamageRule): number {
  const totals = diceTotalCounts(rule.dice);
  const outcomes = [...totals.values()].reduce((a, b) => a + b, 0);
  let fresh = 0;
  for (const [total, count] of totals) fresh += (count / outcomes) * damageValue(total, rule);
  let sum = 0;
  for (const [total, count] of totals) sum += (count / outcomes) * (wantsDamageReroll(rule, total) ? fresh : damageValue(total, rule));
  return sum;
}

/** Every total of a dice expression (flat included) with how many of the dice's equally likely outcomes give it. */
function diceTotalCounts(dice: Dice): Map<number, number> {
  let totals = new Map<number, number>([[dice.flat, 1]]);
  for (const term of dice.terms) {
    for (let i = 0; i < term.count; i++) {
      const next = new Map<number, number>();
      for (const [total, n] of totals) {
        for (let face = 1; face <= term.sides; face++) next.set(total + face, (next.get(total + face) ?? 0) + n);
      }
      totals = next;
    }
  }
  return totals;
}
