/**
 * The attacker's own wounds, a state the player asserts by naming the rule (the engine keeps one statline
 * per model): a Damaged profile for one model of the unit ("While this unit's Szarekh model has 1-6 wounds
 * remaining, …"), 11e's terse "When Damaged, subtract 1 from Hit rolls when it makes attacks." (the range
 * in the rule's name, "Damaged: 1-4 Wounds Remaining"), and a model that has lost wounds ("At the start of
 * any turn, if the bearer has fewer than its starting number of wounds remaining, until the end of the
 * battle, …"). context/named.ts reads "While this model has 1-4 wounds remaining, …".
 */
import type { Phrase } from '../state.js';

export const ONE_MODEL_DAMAGED: Phrase = {
  pattern: /^while this unit's ([a-z][a-z' -]*?) model has (\d+)-(\d+) wounds? remaining,? /,
  read: (m, state) => void state.assumes.push(`the ${m[1]!.toUpperCase()} model has ${m[2]}-${m[3]} wounds remaining`),
};

export const LOST_WOUNDS: Phrase = {
  pattern: /^(?:at the start of (?:any|each|the) turn,? )?if (the bearer|this model) has fewer than its starting number of wounds remaining,? (?:until the end of the battle,? )?(it (?:has|gains) (?=the |an? ))?/,
  read: (m, state) => {
    state.assumes.push(`${m[1]} had fewer than its starting number of wounds remaining at the start of the turn`);
    // "…, it has the Feel No Pain 4+ ability instead": "it" is that model.
    if (m[2] !== undefined) state.holder = { scope: 'bearer' };
  },
};

/** "When Damaged, subtract 1 from Hit rolls when it makes attacks." */
const WHEN_DAMAGED = /^when damaged, ((?:add|subtract) \d+ (?:to|from)) (hit|wound) rolls when it makes (ranged |melee )?attacks$/;

/**
 * The terse 11e sentence in the words context/named.ts reads, with the range of wounds its rule's name gives
 * (`text` in lower case); any other text as it is.
 */
export function damagedInFull(text: string, ruleName: string): string {
  const m = WHEN_DAMAGED.exec(text);
  const range = /\b(\d+)-(\d+) wounds? remaining\b/i.exec(ruleName);
  if (m === null || range === null) return text;
  return `while this model has ${range[1]}-${range[2]} wounds remaining, each time this model makes a${m[3] === undefined ? 'n ' : ` ${m[3]}`}attack, ${m[1]} the ${m[2]} roll`;
}
