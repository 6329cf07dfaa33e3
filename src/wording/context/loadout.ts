/**
 * A change that holds for a loadout, which the player asserts by naming the rule: "If this model is equipped
 * with two melee weapons, those weapon profiles have the [TWIN-LINKED] ability", "If this model is equipped
 * with 2 dread killsaws, those weapons have …" (the bearer's weapons of that name). "If a model in this unit
 * is equipped with 2 macro-scalpels" is not read: a model of the unit with one macro-scalpel has a weapon of
 * that name too, and no change reaches the models with two only.
 */
import type { Phrase } from '../state.js';
import { MELEE_ATTACK, RANGED_ATTACK } from './requirements.js';

export const EQUIPPED_WITH: Phrase = {
  pattern: /^if (this model) is equipped with (two|2) ([a-z][a-z' -]*?), those (?:weapon profiles|weapons) (?:have|has|gain)(?: the)? (?=\[)/,
  read: (m, state) => {
    const weapons = m[3];
    state.side = 'attacker';
    state.holder = { scope: 'bearer', weapons: 'all' };
    state.assumes.push(`the model is equipped with two ${weapons}`);
    const kind = /^(ranged|melee) weapons$/.exec(weapons!);
    if (kind !== null) state.requires.push(kind[1] === 'ranged' ? RANGED_ATTACK : MELEE_ATTACK);
    else state.weapons = [weapons!.replace(/s$/, '')];
  },
};
