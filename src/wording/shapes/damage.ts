/**
 * Damage against the rule's unit: "halve the Damage characteristic of that attack" (rules.md 5: the
 * edition's order of operations, never below 1), and what is stated rather than read: a Damage set to a
 * value ("change the Damage characteristic of that attack to 1": not an engine knob).
 */
import type { EffectShape } from './shape.js';

export const HALVE: EffectShape = {
  pattern: /^halve the damage characteristic of (?:that|the) attack/,
  read: (_m, state) => (state.side === 'defender' ? [{ change: { kind: 'halve-damage' } }] : 'it halves the damage of its own attacks'),
};

export const SET_DAMAGE: EffectShape = {
  pattern: /^change the damage characteristic of (?:that|the) attack to (\d)/,
  read: () => 'it sets the Damage characteristic to a value (no engine knob)',
};
