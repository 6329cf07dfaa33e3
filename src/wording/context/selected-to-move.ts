/**
 * 11e's "When a friendly EMPEROR'S CHILDREN BATTLELINE unit is selected to make an advance/fall-back move,
 * that unit's attacks have +1 S until the end of the turn": the rule's unit when it has the keywords (a
 * detachment's rule), after a move the scenario does not know: named, asserting the move.
 */
import type { Phrase } from '../state.js';
import { ownArmyUnit } from './requirements.js';

export const SELECTED_TO_MOVE: Phrase = {
  pattern:
    /^(?:each time|when) (?:(?:a|one) friendly ([a-z][a-z' ,/-]*?) unit|an? ([a-z][a-z' ,/-]*?) units? from your army|this unit|this model) is selected to make an? ((?:normal|advance|fall[- ]back)(?:(?:\/|,? or )(?:normal|advance|fall[- ]back))*) move,? /,
  read: (m, state) => {
    const keywords = m[1] ?? m[2];
    if (keywords !== undefined) {
      const why = ownArmyUnit(keywords.replace(/\//g, ' or '), state);
      if (why !== undefined) return why;
    } else state.thatUnitIsOwn = true;
    state.assumes.push(`the unit made ${/^[aeiou]/.test(m[3]!) ? 'an' : 'a'} ${m[3]!.replace(/\//g, ' or ')} move this turn`);
  },
};

/** "In your Movement phase, if this model Remains Stationary, until the end of the turn, …": the scenario's `--stationary`. */
export const STATIONARY_THIS_TURN: Phrase = {
  pattern: /^in your movement phase, if (?:this|that) (?:unit|model) remains stationary,? until the end of the turn,? /,
  read: (_m, state) => void state.requires.push({ kind: 'condition', condition: 'stationary' }),
};
