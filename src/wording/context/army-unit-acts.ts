/**
 * A detachment's rule for its units after they did something the scenario does not know: "Each time a WORLD
 * EATERS unit from your army disembarks from a Transport, until the end of the turn, add 1 to Charge rolls made
 * for that unit and that unit's melee weapons have the [LANCE] ability": the rule's unit, with the keywords
 * ("that unit" after it is that unit), named asserting it disembarked this turn.
 */
import type { Phrase } from '../state.js';
import { ownArmyUnit } from './requirements.js';

export const ARMY_UNIT_DISEMBARKS: Phrase = {
  pattern: /^each time an? ([a-z][a-z' ,/-]*?) units? from your army disembarks from a transport,? /,
  read: (m, state) => {
    const why = ownArmyUnit(m[1]!, state);
    if (why !== undefined) return why;
    state.assumes.push('the unit disembarked from a Transport this turn');
  },
};
