/**
 * "While a unit is a Guided unit (see For the Greater Good), each time a ranged attack is made by a model in
 * that unit that targets a Spotted unit, …" (Patient Hunter): the rule's unit when it is Guided (--guided,
 * as the seed catalogue reads the rule), shooting at that target (target.ts).
 */
import type { Phrase } from '../state.js';
import { takeTarget } from '../target.js';
import { RANGED_ATTACK } from './requirements.js';

export const GUIDED_UNIT_ATTACKS: Phrase = {
  pattern: /^while a unit is a guided unit,? each time a ranged attack is made by a model in that unit that targets /,
  read: (_m, state, after) => {
    state.side = 'attacker';
    state.scope = 'unit';
    state.requires.push({ kind: 'flag', flag: 'guided' }, RANGED_ATTACK);
    return takeTarget(after, state);
  },
};
