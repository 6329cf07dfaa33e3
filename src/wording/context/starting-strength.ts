/**
 * "If this unit has a Starting Strength of 5 or more, or if a Character is leading this unit, then …": what
 * the unit was at the start of the battle, or a leader, which the player asserts by naming the rule.
 */
import type { Phrase } from '../state.js';

export const STARTING_STRENGTH: Phrase = {
  pattern: /^if this unit has a starting strength of (\d+) or more(, or if a character is leading this unit)?,? (?:then,? )?/,
  read: (m, state) => void state.assumes.push(`this unit has a Starting Strength of ${m[1]} or more${m[2] === undefined ? '' : ', or a CHARACTER is leading it'}`),
};
