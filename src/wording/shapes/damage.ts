/**
 * Damage against the rule's unit: "halve the Damage characteristic of that attack" (rules.md 5: the
 * edition's order of operations, never below 1), "change the Damage characteristic of that attack to 1".
 */
import type { EffectShape } from './shape.js';

export const HALVE: EffectShape = {
  pattern: /^halve the damage characteristic of (?:that|the) attack/,
  read: (_m, state) => (state.side === 'defender' ? [{ change: { kind: 'halve-damage' } }] : 'it halves the damage of its own attacks'),
};

/**
 * "Each time an attack is allocated to the bearer, change the Damage characteristic of that attack to 1":
 * every attack on the rule's unit (DefenderUnit.damageSet). A Damage of 0, or a change for one attack only
 * (once per battle, turn or phase), is not this: stated (defence-reasons.ts).
 */
export const SET_DAMAGE: EffectShape = {
  pattern: /^change the damage characteristic of (?:that|the) attack to (\d)/,
  // An attacker's own Damage set is a weapon characteristic (shapes/set-characteristic.ts).
  when: (state) => state.side === 'defender',
  read: (m, state) => {
    const once = state.assumes.some((a) => /\b(?:once|twice) per\b/.test(a));
    if (once) return 'it sets the Damage of one attack, once per battle, turn or phase: the engine has no knob for one attack of a sequence';
    if (Number(m[1]) < 1) return 'it sets the Damage of every attack to 0 (the engine never makes a Damage below 1)';
    return [{ change: { kind: 'damage-set', value: Number(m[1]) }, side: 'defender' }];
  },
};
