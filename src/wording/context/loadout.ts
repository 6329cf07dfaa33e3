/**
 * A change that holds for a loadout, which the player asserts by naming the rule: "If this model is equipped
 * with two melee weapons, those weapon profiles have the [TWIN-LINKED] ability", "If a model in this unit is
 * equipped with 2 macro-scalpels, those weapons have …" (those weapons, of that model).
 */
import type { Phrase } from '../state.js';
import { MELEE_ATTACK, RANGED_ATTACK } from './requirements.js';

export const EQUIPPED_WITH: Phrase = {
  pattern: /^if (this model|a model in this unit) is equipped with (two|2) ([a-z][a-z' -]*?), those (?:weapon profiles|weapons) (?:have|has)(?: the)? (?=\[)/,
  read: (m, state) => {
    const [, who, , weapons] = m;
    state.side = 'attacker';
    state.holder = { scope: who === 'this model' ? 'bearer' : 'unit', weapons: 'all' };
    state.assumes.push(`${who === 'this model' ? 'the model' : 'a model of the unit'} is equipped with two ${weapons}${who === 'this model' ? '' : ' (the abilities are its)'}`);
    const kind = /^(ranged|melee) weapons$/.exec(weapons!);
    if (kind !== null) state.requires.push(kind[1] === 'ranged' ? RANGED_ATTACK : MELEE_ATTACK);
    else state.weapons = [weapons!.replace(/s$/, '')];
  },
};
