/**
 * "Each time a ranged attack targets this model, if this model has the Benefit of Cover against that
 * attack, …": cover against the attack, which the player asserts by naming the rule (as --cover gives it).
 */
import type { Phrase } from '../state.js';

export const HAS_COVER_AGAINST: Phrase = {
  pattern: /^if (this model|this unit|the bearer|the bearer's unit) has the benefit of cover against that attack,? /,
  read: (m, state) => void state.assumes.push(`${m[1]} has the Benefit of Cover against the attack`),
};
