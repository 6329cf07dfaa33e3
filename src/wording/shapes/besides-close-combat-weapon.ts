/**
 * "If this model is equipped with 2 melee weapons in addition to its close combat weapon, add 2 to the
 * Attacks characteristic of those two weapons": the bearer's melee weapons other than its close combat
 * weapon, named by the player (who asserts the loadout; context/named.ts reads the condition).
 */
import { MELEE_ATTACK } from '../context/requirements.js';
import type { EffectShape } from './shape.js';

const LOADOUT = /^this model is equipped with (?:2|two) melee weapons in addition to its close combat weapon$/;

export const THOSE_TWO_WEAPONS: EffectShape = {
  pattern: /^add (\d) to the attacks characteristics? of those (?:2|two) weapons/,
  read: (m, state) => {
    if (!state.assumes.some((a) => LOADOUT.test(a))) return 'the weapons it refers to ("those weapons") are not named in the sentence';
    return [{ change: { kind: 'modifiers', modifiers: { attacks: Number(m[1]) } }, side: 'attacker', scope: 'bearer', requires: [MELEE_ATTACK], excludedWeapons: ['close combat weapon'] }];
  },
};
