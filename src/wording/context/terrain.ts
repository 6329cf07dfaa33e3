/**
 * Cover another unit gives: a Fortification's or a big model's "Each time a ranged attack is allocated to a
 * model [from your army], if that model is not fully visible to every model in the attacking unit because
 * of this FORTIFICATION, that model has the Benefit of Cover against that attack", and "While an INFANTRY
 * model has the Benefit of Cover as a result of this FORTIFICATION, that model has a 4+ invulnerable save".
 * The models it protects are other units': the rule reaches the unit it supports (--defender-support), when
 * named, asserting where that unit stands.
 */
import type { Phrase, SentenceState } from '../state.js';
import { keywordList } from '../target.js';
import { RANGED_ATTACK } from './requirements.js';

/** The protected models' keywords ("an ASTRA MILITARUM model from your army"), the target's; or why not. */
function protectedModels(keywords: string | undefined, state: SentenceState): string | undefined {
  if (keywords === undefined) return undefined;
  const any = keywordList(keywords);
  if (any === undefined) return `the models it protects ("${keywords}") are not keywords`;
  state.requires.push({ kind: 'keywords', unit: 'target', any });
  return undefined;
}

function protects(state: SentenceState, assumes: string): void {
  state.side = 'defender';
  state.holder = { scope: 'unit' };
  state.reach = 'others';
  state.assumes.push(assumes);
}

export const HIDDEN_BEHIND: Phrase = {
  pattern:
    /^each time a ranged attack is allocated to (?:an? (?:([a-z][a-z' ,/-]*?) )?model(?: from your army)?), if that model is not fully visible to every model in the attacking unit because of this ([a-z][a-z' -]*?),? that model has (?=the benefit of cover)/,
  read: (m, state) => {
    const why = protectedModels(m[1], state);
    if (why !== undefined) return why;
    state.requires.push(RANGED_ATTACK);
    protects(state, `the target is not fully visible to every attacking model because of the rule's ${m[2]}`);
  },
};

export const COVER_FROM_IT: Phrase = {
  pattern: /^while an? (?:([a-z][a-z' ,/-]*?) )?model has the benefit of cover as a result of this ([a-z][a-z' -]*?)(?: \(see below\))?,? that model has (?=an? \d\+ invulnerable save)/,
  read: (m, state) => {
    const why = protectedModels(m[1], state);
    if (why !== undefined) return why;
    protects(state, `the target has the Benefit of Cover from the rule's ${m[2]}`);
  },
};
