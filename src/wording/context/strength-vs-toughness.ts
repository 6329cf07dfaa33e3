/**
 * "If the Strength characteristic of that attack is greater than the Toughness characteristic of this
 * unit, …": the change after it holds only for that comparison, which the engine makes per weapon and per
 * wound roll (Modifiers.woundByStrength, docs/rules.md 3.7). Read for a change to the Wound roll only
 * (read-sentence.ts); the Toughness is the target's, whichever side the rule is on ("this unit" attacked,
 * or "that enemy unit" the rule's unit attacks; "your unit", "that ORKS unit" of a detachment's rule: the
 * rule's unit, attacked).
 */
import type { WoundByStrength } from '../../rules/index.js';
import type { Phrase } from '../state.js';

const THAN: Record<string, WoundByStrength['than']> = {
  'greater than': 'greater',
  'greater than or equal to': 'at-least',
  'less than': 'less',
  'less than or equal to': 'at-most',
};

export const STRENGTH_VS_TOUGHNESS: Phrase = {
  pattern:
    /^if the strength characteristic of (?:that|the) attack is (greater than or equal to|greater than|less than or equal to|less than) (?:the toughness characteristic of (?:this unit|this model|the bearer's unit|the bearer|that unit|that enemy unit|the target|the target unit|your unit|that [a-z][a-z' -]*? unit)|(?:this unit's|this model's|the target's) toughness characteristic),? /,
  read: (m, state) => {
    state.strengthVs = THAN[m[1]!]!;
  },
};
