/**
 * "… you can target the bearer's unit with the Fire Overwatch Stratagem for 0CP, and while resolving that
 * Stratagem, hits are scored on unmodified Hit rolls of 5+": its Overwatch attacks, as "Each time you target
 * this unit with the Fire Overwatch Stratagem, …" (context/phases.ts) has them. What it costs is no number of
 * the attack; the conditions before it (a leader's, "once per battle round") are read as they are written.
 * "For each of those attacks that targets an enemy unit within 9" of …, a hit is scored on an unmodified Hit
 * roll of 4+ instead" after such a sentence is about those Overwatch attacks, on a target so placed.
 */
import type { Phrase } from '../state.js';

export const OVERWATCH_FOR_FREE: Phrase = {
  pattern: /^(?:you can )?target (this unit|this model|the bearer's unit) with the fire overwatch stratagem for 0cp,? (?:and )?(?:(?:while|when) resolving that stratagem,? )?/,
  read: (m, state) => {
    state.side = 'attacker';
    state.scope = m[1] === 'this model' ? 'bearer' : 'unit';
    state.requires.push({ kind: 'phase', phases: ['overwatch'] });
  },
};

export const THOSE_ATTACKS_ON_A_PLACED_TARGET: Phrase = {
  pattern: /^for each of those attacks that targets an? (?:enemy )?unit (within \d+" of [^,]+), /,
  read: (m, state) => void state.assumes.push(`the target is ${m[1]}`),
};
