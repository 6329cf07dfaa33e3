/**
 * Leaders and the units they lead (RULES §1, 11e Leader): "While this model is leading a unit, …" (a
 * leader's ability: what follows changes the unit it leads, "that unit"; it holds only while attached),
 * and "While a Character model is leading this unit, …" (a bodyguard's: it holds only while led).
 */
import type { Phrase } from '../state.js';

export const WHILE_LEADING: Phrase = {
  pattern: /^while (?:this model|the bearer) is leading a unit,? /,
  read: (_m, state) => {
    state.leading = true;
  },
};

export const WHILE_LED: Phrase = {
  pattern: /^while (?:a|an|one or more) (?:([a-z][a-z' -]*?) )?(?:character )?(?:model|unit)?s? (?:is|are) leading this unit,? |^while this unit is being led,? /,
  read: (m, state) => {
    const leader = m[1];
    if (leader !== undefined && leader !== 'character') state.assumes.push(`the unit is led by a ${leader.toUpperCase()} model`);
    // The side is known only later in the sentence: the requirement is made when the clause is (read-sentence.ts).
    state.led = true;
  },
};
