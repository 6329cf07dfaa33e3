/**
 * "Psychic weapons equipped by THOUSAND SONS models from your army have the [DEVASTATING WOUNDS] ability":
 * weapons by an ability or their name's words (effects/apply.ts), of the rule's unit when it has those
 * keywords (as holders.ts reads "ranged weapons equipped by … models from your army").
 */
import type { Phrase } from '../state.js';
import { attackerKeywords } from './requirements.js';

export const ARMY_NAMED_WEAPONS_HAVE: Phrase = {
  pattern: /^(?:all )?((?!(?:ranged|melee|weapons|other) )[a-z][a-z' -]*?) weapons equipped by (?:an? )?([a-z][a-z' ,/-]*?) models? from your army (?:have|gain)(?: the)? (?=\[)/,
  read: (m, state) => {
    const requirement = attackerKeywords(m[2]!);
    if (requirement === undefined) return `the models it names ("${m[2]}") are not keywords`;
    state.requires.push(requirement);
    state.side = 'attacker';
    state.holder = { scope: 'unit', weapons: 'all' };
    state.weapons = [m[1]!.replace(/^(?:ranged|melee) /, '')];
  },
};
