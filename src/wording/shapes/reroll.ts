/**
 * Re-rolls: "you can re-roll the Hit roll" (every failed roll, as the seed catalogue reads it:
 * docs/effects.md), "re-roll a Wound roll of 1", "you can re-roll Hit rolls of 1", "you can re-roll the
 * Damage roll" (whenever it helps: Modifiers.rerollDamage 'any'), "re-roll a Damage roll of 1", "you can
 * re-roll saving throws made for models in this unit".
 */
import type { Modifiers } from '../../rules/index.js';
import type { EffectShape } from './shape.js';

function reroll(roll: string, ones: boolean): Modifiers {
  if (roll === 'damage') return { rerollDamage: ones ? 'ones' : 'any' };
  const policy = ones ? 'ones' : 'failed';
  if (roll === 'hit') return { rerollHits: policy };
  if (roll === 'wound') return { rerollWounds: policy };
  return { rerollSaves: policy };
}

export const REROLL: EffectShape = {
  pattern:
    /^(?:you can )?re-roll (?:(?:the|that attack's|that) (hit|wound|damage) roll|(?:an? )?(hit|wound|damage) rolls? of 1|(hit|wound|damage) rolls|(?:the |any )?(saving throw)s?(?: made for (?:models in )?(?:this|that|the bearer's) (?:unit|model))?)(?! made for one)/,
  read: (m, state) => {
    const roll = m[1] ?? m[2] ?? m[3] ?? 'save';
    if (roll === 'save' && state.side === 'attacker') return "it re-rolls the target's saving throws (not modelled)";
    // A saving throw is the rule's unit's, attacked: the defender's re-roll.
    return [{ change: { kind: 'modifiers', modifiers: reroll(roll, m[2] !== undefined) }, ...(roll === 'save' ? { side: 'defender' as const } : {}) }];
  },
};
