/**
 * Mortal wounds on a roll, outside the attack sequence (rules.md §11): "roll one D6: on a 4+, that unit
 * suffers D3 mortal wounds", "that enemy unit suffers 1 mortal wound". When the rule rolls them "after this
 * unit has shot" (or fought) they come after the unit's attacks (MortalSource.timing 'after'), else before
 * them; either way the rule is one the player names (it follows a choice of target or a use).
 */
import { parseDice } from '../../prob/dice.js';
import type { FoundChange } from '../state.js';
import type { EffectShape } from './shape.js';

const UNIT = "(?:that|the|this|each|the target|the selected)(?: enemy)? unit|that enemy unit|the target|it";

function source(rule: { dice: number; on: number; each: string }): readonly FoundChange[] | string {
  const perSuccess = parseDice(/^\d+$/.test(rule.each) ? Number(rule.each) : rule.each.toUpperCase());
  if (!perSuccess.ok) return `mortal wounds of "${rule.each}"`;
  // The timing is the rule's, known to the rule reader (read-rule.ts): 'before' here, set there.
  return [{ change: { kind: 'mortals', source: { name: '', dice: rule.dice, successOn: rule.on, perSuccess: perSuccess.value } }, side: 'attacker', assumes: ['the target is the unit the rule names'] }];
}

export const MORTALS_ON_A_ROLL: EffectShape = {
  pattern: new RegExp(`^roll (one|a|two|three|\\d+) d6(?:[:,;]| and)? on (?:a|each) (\\d)\\+,? (?:${UNIT}) suffers (d3\\+\\d|d6\\+\\d|d3|d6|\\d+) mortal wounds?`),
  read: (m) => source({ dice: ({ one: 1, a: 1, two: 2, three: 3 } as Record<string, number>)[m[1]!] ?? Number(m[1]), on: Number(m[2]), each: m[3]! }),
};

export const SUFFERS_MORTALS: EffectShape = {
  pattern: new RegExp(`^(?:${UNIT}) suffers (d3\\+\\d|d6\\+\\d|d3|d6|\\d+) mortal wounds?`),
  read: (m) => source({ dice: 1, on: 1, each: m[1]! }),
};
