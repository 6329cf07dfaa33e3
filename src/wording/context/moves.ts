/**
 * The attacking unit's move this turn, which the scenario states: "If this unit made a Charge move this
 * turn, …", "Each time this unit makes a Charge move, until the end of the turn, …", "In a turn in which
 * this model made a Charge move, …" (`--charged`); "If this unit Remained Stationary this turn, …",
 * "Each time this model Remains Stationary, until the end of the turn, …", "…, provided it Remained Stationary
 * this turn, …" (`--stationary`).
 */
import type { Phrase } from '../state.js';
import { ownArmyUnit } from './requirements.js';

export const CHARGED: Phrase = {
  pattern:
    /^(?:if (?:this|the bearer's|that) (?:unit|model) (?:made|has made) a charge move this turn|in a turn in which (?:this|the bearer's|that) (?:unit|model) (?:made|makes) a charge move|each time (?:this|that|this model's|the bearer's) (?:unit|model) (?:makes|ends) a charge move,? until the end of the (?:turn|phase)|if (?:it|the bearer) made a charge move this turn),? /,
  read: (m, state) => {
    state.requires.push({ kind: 'condition', condition: 'charged' });
    // "Each time this model's unit makes a Charge move, …, melee weapons equipped by models in that unit …": its own.
    if (/^each time (?:this|this model's|the bearer's) (?:unit|model)/.test(m[0])) state.thatUnitIsOwn = true;
  },
};

/** "Each time a WORLD EATERS unit from your army makes a Charge move, until the end of the turn, …": the rule's unit, charging, when it has the keywords. */
export const ARMY_CHARGED: Phrase = {
  pattern: /^each time an? ([a-z][a-z' ,/-]*?) units? from your army (?:makes|ends) a charge move,? until the end of the (?:turn|phase),? /,
  read: (m, state) => {
    const why = ownArmyUnit(m[1]!, state);
    if (why !== undefined) return why;
    state.side = 'attacker';
    state.requires.push({ kind: 'condition', condition: 'charged' });
  },
};

export const STATIONARY: Phrase = {
  pattern: /^(?:if (?:this|that) (?:unit|model) remained stationary(?: this turn)?|provided (?:it|this unit|this model) remained stationary this turn|each time (?:this|that) (?:unit|model) remains stationary,? until the (?:end of the turn|start of your next movement phase)),? /,
  read: (_m, state) => {
    state.requires.push({ kind: 'condition', condition: 'stationary' });
  },
};
