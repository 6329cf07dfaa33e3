/**
 * Leaders and the units they lead (RULES §1, 11e Leader): "While this model is leading a unit, …" (a
 * leader's ability: what follows changes the unit it leads, "that unit"; it holds only while attached),
 * and "While a Character model is leading this unit, …" (a bodyguard's: it holds only while led).
 */
import type { Phrase } from '../state.js';
import { keywordList } from '../target.js';

/**
 * "While this model is leading a unit, …", "While this unit is leading a unit and contains a DARK APOSTLE
 * model, …" (a unit of characters; that model is in it, which naming asserts), "While this model is
 * leading a BLOOD CLAWS unit, …" (the unit led has the keywords).
 */
export const WHILE_LEADING: Phrase = {
  pattern: /^(?:while|when) (?:this model|the bearer|this unit) is leading an? (?:([a-z][a-z' -]*?) )?unit(?: and contains an? ([a-z][a-z' -]*?) model)?,? /,
  read: (m, state) => {
    const [, led, contains] = m;
    if (led !== undefined) {
      const keywords = keywordList(led);
      if (keywords === undefined) return `the unit it leads ("${led}") is not named by keywords`;
      state.ledKeywords = keywords;
    }
    if (contains !== undefined) state.assumes.push(`the unit contains a ${contains} model`);
    state.leading = true;
  },
};

export const WHILE_LED: Phrase = {
  pattern: /^while (?:a|an|one or more) (?:friendly )?(?:([a-z][a-z' -]*?) )?(?:character|model|unit)(?: models?| units?)?s? (?:is|are) leading this unit,? |^while this unit is being led,? |^while this unit is in the same unit as an? ([a-z][a-z' -]*?) model,? /,
  read: (m, state) => {
    const leader = m[1] ?? m[2];
    if (leader !== undefined && leader !== 'character') state.assumes.push(`the unit is led by a ${leader.toUpperCase()} model`);
    // The side is known only later in the sentence: the requirement is made when the clause is (read-sentence.ts).
    state.led = true;
  },
};
