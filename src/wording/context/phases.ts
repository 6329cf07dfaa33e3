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

/** "Each time this unit is selected to shoot, …", "… that unit (the one it leads) …", "… to shoot or fight" (either phase). */
export const SELECTED_TO: Phrase = {
  pattern: /^(?:each time|when) (?:this (?:unit|model)|this model's unit|that unit|a unit with this ability) is selected to (shoot or fight|shoot|fight)(?: in (?:your|the) (?:shooting|fight) phase)?,? (?:until the end of (?:the|that) phase,? )?/,
  read: (m, state) => {
    if (m[0].includes('that unit') && !state.leading) return 'it changes the attacks of another unit';
    if (m[1] !== 'shoot or fight') state.requires.push(m[1] === 'shoot' ? SHOOTING_PHASE : FIGHT_PHASE);
  },
};

/** "At the start of the Fight phase, until the end of the phase, …": set in that phase. */
export const START_OF_PHASE: Phrase = {
  pattern: /^at the start of (?:your |the |your opponent's )?(shooting|fight) phase, until the end of (?:the|that) phase,? /,
  read: (m, state) => {
    state.requires.push(m[1] === 'shooting' ? SHOOTING_PHASE : FIGHT_PHASE);
  },
};

/** "Until the end of the phase," with nothing before it that starts anything: no condition of its own. */
export const UNTIL_END: Phrase = {
  pattern: /^until the end of the (?:phase|turn),? /,
  read: () => {},
};
