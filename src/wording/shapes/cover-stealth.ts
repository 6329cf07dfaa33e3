/**
 * The target's protection from the terrain and its own abilities, after a holder: "the Benefit of Cover"
 * (against ranged attacks: 10e +1 to armour saves, 11e 13.08 worsen BS by 1) and "the Stealth ability"
 * (10e −1 to hit, 11e 24.33 the Benefit of Cover).
 */
import { RANGED_ATTACK } from '../context/requirements.js';
import type { EffectShape } from './shape.js';
import { SELECTED_TARGET } from '../target.js';
import { selectionRequirements } from './enemy-unit.js';

export const HAS_COVER: EffectShape = {
  holder: true,
  pattern: /^the benefit of cover(?: against (?:ranged attacks|that attack))?/,
  read: () => [{ change: { kind: 'cover' }, side: 'defender', requires: [RANGED_ATTACK] }],
};

/** "Each time a ranged attack targets this unit, …, and the target has the Benefit of Cover against that attack": the rule's unit. */
export const TARGET_HAS_COVER: EffectShape = {
  pattern: /^the target has the benefit of cover(?: against that attack)?/,
  read: (_m, state) => (state.side === 'defender' ? [{ change: { kind: 'cover' }, side: 'defender', requires: [RANGED_ATTACK] }] : 'it gives the Benefit of Cover to the unit attacked'),
};

export const HAS_STEALTH: EffectShape = {
  holder: true,
  // 11e's terse "This model has Infiltrators and Stealth": the other abilities change no attack.
  pattern: /^the (?:[a-z' -]+?(?:, | and ))*stealth(?:(?:,| and) [a-z' -]+?)* abilit(?:y|ies)|^(?:[a-z]+(?:, | and ))*stealth\b/,
  read: () => [{ change: { kind: 'stealth' }, side: 'defender' }],
};

/**
 * "that enemy unit cannot have the Benefit of Cover", "the target cannot have the Benefit of Cover against
 * that attack": for the attacker, as [IGNORES COVER] (RULES §1, §2 13.08); "that unit" is the one the rule
 * selected, which naming the rule asserts.
 */
export const NO_COVER: EffectShape = {
  pattern: /^(that (?:enemy )?unit|the target(?: unit)?|that target|it) cannot (?:have|claim|gain) the benefit of cover(?: against (?:that attack|ranged attacks|those attacks))?/,
  read: (m, state) => {
    const selected = m[1]!.startsWith('that');
    // The unit selected is the one its keywords name ("select one enemy unit (excluding MONSTERS and VEHICLES)").
    const keywords = selected && state.selected === 'enemy' ? selectionRequirements(state, 'target') : [];
    return [
      {
        change: { kind: 'modifiers', modifiers: { abilities: [{ kind: 'ignores-cover' }] } },
        side: 'attacker',
        ...(keywords.length === 0 ? {} : { requires: keywords }),
        ...(selected ? { assumes: [SELECTED_TARGET] } : {}),
      },
    ];
  },
};

