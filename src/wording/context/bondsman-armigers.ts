/**
 * "While two or more ARMIGER models are under the effects of the bearer's Bondsman ability, melee weapons
 * equipped by those ARMIGER models have …" (a Questoris Knight's enhancement): the Armigers' attacks, never
 * the bearer's own (reach 'others': the units it supports, --support), while the player asserts two or more
 * are under its Bondsman ability. War Dogs and Armigers are units of one model in the data (read-sentence.ts).
 */
import type { Phrase } from '../state.js';
import { keywordList } from '../target.js';

export const BONDSMAN_MODELS_WEAPONS: Phrase = {
  pattern: /^while two or more ([a-z][a-z' -]*?) models are under the effects of the bearer's bondsman ability,? (ranged |melee )?weapons equipped by those \1 models have (?:the )?(?=\[)/,
  read: (m, state) => {
    const keywords = keywordList(m[1]!);
    if (keywords === undefined) return `the models it names ("${m[1]}") are not keywords`;
    state.side = 'attacker';
    state.reach = 'others';
    state.ownKeywords = keywords;
    state.assumes.push(`the unit is one of two or more ${keywords.join(' or ')} models under the effects of the bearer's Bondsman ability`);
    state.holder = { scope: 'unit', weapons: m[2] === undefined ? 'all' : (m[2].trim() as 'ranged' | 'melee') };
  },
};
