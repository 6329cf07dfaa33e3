/**
 * Re-rolls of the rule's unit's saving throws: "re-roll a saving throw of 1" (Modifiers.rerollSaves 'ones'),
 * "you can re-roll that saving throw" / "the saving throw" (every failed one, as "re-roll the Hit roll" is
 * read: docs/effects.md). They are the defender's: they change the attacks made on the rule's unit.
 */
import type { EffectShape } from './shape.js';

export const SAVE_REROLL: EffectShape = {
  pattern: /^re-roll (?:(?:a|the) saving throws? of 1|(that|the) saving throw)\b/,
  // After "each time a model in this unit makes an attack" the saving throw is the target's: not the rule's unit's to re-roll.
  read: (m, state) => (state.side === 'attacker' ? "it re-rolls the target's saving throws (not modelled)" : [{ change: { kind: 'modifiers', modifiers: { rerollSaves: m[1] === undefined ? 'ones' : 'failed' } }, side: 'defender' }]),
};
