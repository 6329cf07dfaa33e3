/**
 * "After making a Hit roll for a model in this unit, you can change that roll to an unmodified 6", "you can
 * change the result of one Hit roll, one Wound roll or one saving throw made for this model to an unmodified
 * 6": one die of a hit or wound roll of the unit's attacks shows a 6 (Change 'change-to-six',
 * Scenario.changeToSix, docs/rules.md §10a). A saving throw or a Damage roll changed is not modelled: where
 * the rule offers one beside a hit or wound roll, the reading assumes it is not the one changed.
 */
import type { ChangeToSixRoll } from '../../rules/index.js';
import type { FoundChange } from '../state.js';
import { readOwner } from './owner.js';
import type { EffectShape } from './shape.js';

const ROLL = String.raw`(?:a |an )?(?:hit roll|wound roll|saving throw|damage roll)`;
const ROLLS = String.raw`${ROLL}(?:,? (?:or )?${ROLL})*`;
const ONE_ROLL = String.raw`one (?:hit roll|wound roll|saving throw|damage roll)`;
export const ONE_ROLLS = String.raw`${ONE_ROLL}(?:,? (?:or )?${ONE_ROLL})*`;
export const MADE_FOR = String.raw`(this model|the bearer|a model in (?:this|that) unit|(?:this|that) unit)(?: \(excluding ([a-z][a-z' -]*?) models\))?`;

/**
 * The change for the rolls named, or why it is not modelled; `excluded`: the models whose dice it cannot
 * change ("(excluding Support Weapon models)"), which the player asserts the die is not one of.
 */
export function changeToSixOf(rolls: string, whose: string, state: Parameters<EffectShape['read']>[1], excluded?: string, extra: readonly string[] = []): readonly FoundChange[] | string {
  const named = [...rolls.matchAll(/hit roll|wound roll|saving throw|damage roll/g)].map((m) => m[0]);
  const changed: ChangeToSixRoll[] = [];
  if (named.includes('hit roll')) changed.push('hit');
  if (named.includes('wound roll')) changed.push('wound');
  if (changed.length === 0) return 'it changes a saving throw or a Damage roll to an unmodified 6, which is not modelled';
  const owner = readOwner(whose.replace(/^a model in /, 'models in '), state);
  if (typeof owner === 'string') return owner;
  const others = named.filter((r) => r !== 'hit roll' && r !== 'wound roll');
  const assumes = [
    ...extra,
    ...(others.length === 0 ? [] : [`the roll changed is not a ${others.join(' or ').replace('damage', 'Damage')} (not modelled)`]),
    ...(excluded === undefined ? [] : [`the die changed is not a ${excluded.toUpperCase()} model's`]),
  ];
  return [
    {
      change: { kind: 'change-to-six', rolls: changed },
      side: 'attacker',
      ...(owner.scope === undefined ? {} : { scope: owner.scope }),
      ...(assumes.length === 0 ? {} : { assumes }),
    },
  ];
}

export const AFTER_ROLL_CHANGE_TO_SIX: EffectShape = {
  pattern: new RegExp(String.raw`^(?:just )?after making (${ROLLS}) for ${MADE_FOR}, you can (?:change (?:the result of )?that roll to|treat the result as) an? unmodified 6(?: instead)?`),
  read: (m, state) => changeToSixOf(m[1]!, m[2]!, state, m[3]),
};

export const CHANGE_ONE_TO_SIX: EffectShape = {
  pattern: new RegExp(String.raw`^(?:you can )?change the result of (${ONE_ROLLS}) made for ${MADE_FOR} to an unmodified 6`),
  read: (m, state) => changeToSixOf(m[1]!, m[2]!, state, m[3]),
};
