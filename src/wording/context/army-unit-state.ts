/**
 * An army's rule for its units in a state the player asserts: "While a TYRANIDS unit from your army is
 * within Synapse Range of your army, …" (Synapse), "While an ASTRA MILITARUM unit from your army is affected
 * by an Order, …", "While an ADEPTUS CUSTODES VEHICLE unit from your army is below Starting Strength, …":
 * the rule's unit when it has the keywords, "that unit" after it is that unit, and naming asserts the state.
 */
import type { Phrase } from '../state.js';
import { explain } from '../explain.js';
import { ownArmyUnit } from './requirements.js';

export const ARMY_UNIT_STATE: Phrase = {
  pattern:
    /^while an? ([a-z][a-z' ,/-]*?) units? from your army (?:is|are) (within synapse range of your army|affected by an order|below (?:its )?starting strength|below half-strength|wholly within range of an objective marker|within range of an objective marker(?: you control)?),? /,
  read: (m, state) => {
    const why = ownArmyUnit(m[1]!, state);
    if (why !== undefined) return why;
    state.assumes.push(`the unit is ${m[2]!.replace(/^below (?:its )?starting strength/, 'below its Starting Strength').replace(/^within synapse range/, 'within Synapse Range').replace(/affected by an order/, 'affected by an Order')}`);
  },
};

/**
 * "While a CHARACTER model is leading this unit, that Character has the Feel No Pain 5+ ability", "… that
 * model has …", "While this unit is in the same unit as a CRYPTEK model, that CRYPTEK model has …": the
 * leader's models of the attached unit (by their keyword, as "CHARACTER models in this unit have …").
 */
export const THAT_LEADER_HAS: Phrase = {
  pattern: /^that (?:(character)|((?!(?:unit|enemy|friendly)\b)[a-z][a-z' -]*?) model|model) (?:has|have) (?=the |an? )/,
  read: (m, state, after) => {
    // Not after a leader: some other model ("that Battleline model"), stated as any other unread sentence is.
    if (!state.led) return explain(`${m[0]}${after}`);
    // "that model" is the leader: a CHARACTER (RULES §1, Leader).
    state.holder = { scope: 'unit', modelKeywords: { any: [(m[1] ?? m[2] ?? 'character').toUpperCase()] } };
  },
};
