/**
 * "At the start of the battle round, …" and "At the start of (In) your Command phase, …" as the lead of a choice
 * (options.ts gives each option its lead: "At the start of the battle round, select one of the following
 * Psychic Disciplines … Divination Discipline: Each time a model in this unit makes an attack, …"): what is
 * chosen then lasts past every attack of the round, so it is no condition of the attack; the choice is the
 * player's, asserted by naming the rule (or its option).
 */
import type { Phrase } from '../state.js';

export const START_OF_ROUND: Phrase = {
  pattern: /^(?:at the start of|in) (the battle round|each battle round|your command phase),? (?!(?:you can |you must )?(?:select|roll|choose|pick)\b|if\b)/,
  read: (m, state) => void state.assumes.push(`it was chosen at the start of ${m[1] === 'your command phase' ? 'your Command phase' : 'the battle round'}`),
};
