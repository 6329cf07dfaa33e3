/**
 * "That unit" a sentence before set, read in the sentences after it:
 * - a leader's: "While this model is leading a unit, each time a model in that unit makes an attack, re-roll
 *   a Wound roll of 1. While that unit is below its Starting Strength, each time a model in that unit makes
 *   an attack, you can re-roll the Wound roll instead", "Once per battle, at the start of the Fight phase, if
 *   the bearer is leading a BLOOD CLAWS unit, the bearer can use this Enhancement. If it does, … melee weapons
 *   equipped by models in that unit …": the unit it leads, while it leads one (with those keywords);
 * - the rule's own unit: "… when you select this model's unit to shoot or fight, you can spend 1 Pain token to
 *   Empower that unit. While that unit is Empowered, each time a model in that unit makes an attack, …".
 * Only in a sentence that selects no unit of its own ("select one enemy unit … that unit" is that one).
 */
import type { Phrase, SentenceState } from '../state.js';
import { keywordList } from '../target.js';

export type Carried = { readonly leading: true; readonly ledKeywords?: readonly string[] } | { readonly own: true };

const LEADING = /\b(?:while|if|when) (?:this model|the bearer|this unit) is leading an? (?:([a-z][a-z' -]*?) )?unit\b/;
const EMPOWERS_OWN = /\b(?:when|each time) you select (?:this model's|this|the bearer's) unit to (?:shoot|fight|shoot or fight)\b[^.]*\bto empower (?:that|this model's|this|the bearer's) unit\b/;

/** What a sentence (as written) makes "that unit" in the sentences after it, if anything. */
export function carriedFrom(sentence: string, plain: (text: string) => string): Carried | undefined {
  const text = plain(sentence).toLowerCase();
  if (EMPOWERS_OWN.test(text)) return { own: true };
  const leading = LEADING.exec(text);
  if (leading === null) return undefined;
  if (leading[1] === undefined) return { leading: true };
  const keywords = keywordList(leading[1]);
  return keywords === undefined ? undefined : { leading: true, ledKeywords: keywords };
}

/** A sentence (lower case) that speaks of "that unit" and selects none is about the unit carried. */
export function carryInto(sentence: string, state: SentenceState, carried: Carried | undefined): void {
  if (carried === undefined || !/\bthat unit\b/.test(sentence) || /\bselect|\benemy unit\b/.test(sentence)) return;
  if ('own' in carried) {
    state.thatUnitIsOwn = true;
    return;
  }
  state.leading = true;
  if (carried.ledKeywords !== undefined) state.ledKeywords = carried.ledKeywords;
}

/**
 * "If that unit has the HYBRID METAMORPHS keyword, models in that unit have the Feel No Pain 4+ ability
 * instead": the unit it leads (or the rule's own) has one of those keywords, which the scenario knows.
 */
export const THAT_UNIT_HAS_KEYWORD: Phrase = {
  pattern: /^if that unit has the ([a-z][a-z' -]*?) keywords?,? /,
  read: (m, state) => {
    const keywords = keywordList(m[1]!);
    if (keywords === undefined) return `the keywords it names ("${m[1]}") are not keywords`;
    if (state.leading) state.ledKeywords = keywords;
    else if (state.thatUnitIsOwn === true) state.ownKeywords = keywords;
    else return 'it changes another unit ("that unit")';
  },
};
