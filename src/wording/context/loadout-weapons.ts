/**
 * "If this model is equipped with 2 dread killsaws, those weapons have the [TWIN-LINKED] ability": the
 * bearer's weapons of that name, named by the player, who asserts the loadout. For "a model in this unit"
 * with two, not every model's weapons of that name are those: not read.
 */
import type { Phrase } from '../state.js';

export const IF_EQUIPPED_WITH_TWO: Phrase = {
  pattern: /^if this model is equipped with (?:2|two) ([a-z][a-z' -]*?), those weapons (?:have|gain) (?:the )?(?=\[)/,
  read: (m, state) => {
    state.side = 'attacker';
    state.holder = { scope: 'bearer', weapons: 'all' };
    state.weapons = [m[1]!];
    state.assumes.push(`this model is equipped with 2 ${m[1]}`);
  },
};
