/**
 * Damage of one unsaved attack or one [DEVASTATING WOUNDS] critical wound (docs/rules.md §5.2, §6.1).
 */
import type { Dice } from '../prob/dice.js';
import type { EditionRules } from '../rules/editions.js';
import { rollDice, type Roller } from './roller.js';

export type DamageRule = {
  readonly dice: Dice;
  /** Additions: [MELTA X] at half range plus the `damage` modifier. */
  readonly add: number;
  /** The defender's "halve the Damage characteristic". */
  readonly halve: boolean;
  /** The defender's "subtract X from the Damage characteristic". */
  readonly reduction: number;
  readonly order: EditionRules['damageOrder'];
};

/**
 * §5.2: 10e halve → add → subtract; 11e add → halve → subtract; then round up, minimum 1.
 * Example (RULES §3.14): roll 5, halved, Melta 2: 10e ⌈2.5 + 2⌉ = 5, 11e ⌈7 / 2⌉ = 4.
 */
export function damageValue(roll: number, rule: DamageRule): number {
  let value = roll;
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

/** §5.1: random Damage is rolled per attack. */
export function rollDamage(rule: DamageRule, roller: Roller): number {
  return damageValue(rollDice(rule.dice, roller), rule);
}
