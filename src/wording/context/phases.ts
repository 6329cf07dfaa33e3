/**
 * When: "In your Shooting phase, …", "In the Fight phase, …", "In your opponent's Shooting phase, …",
 * "Each time this unit is selected to shoot, until the end of the phase, …". Overwatch is fired in
 * another phase, so "the Shooting phase" does not include it (docs/effects.md, Phases).
 */
import type { Phrase } from '../state.js';
import { FIGHT_PHASE, SHOOTING_PHASE } from './requirements.js';

export const IN_PHASE: Phrase = {
  pattern: /^(?:in|during) (?:your |the |your opponent's |each )?(shooting|fight) phases?,? /,
  read: (m, state) => {
    state.requires.push(m[1] === 'shooting' ? SHOOTING_PHASE : FIGHT_PHASE);
  },
};

export const SELECTED_TO: Phrase = {
  pattern: /^(?:each time|when) this (?:unit|model) is selected to (shoot|fight)(?: in (?:your|the) (?:shooting|fight) phase)?,? (?:until the end of (?:the|that) phase,? )?/,
  read: (m, state) => {
    state.requires.push(m[1] === 'shoot' ? SHOOTING_PHASE : FIGHT_PHASE);
  },
};

/** "Until the end of the phase," with nothing before it that starts anything: no condition of its own. */
export const UNTIL_END: Phrase = {
  pattern: /^until the end of the (?:phase|turn),? /,
  read: () => {},
};
