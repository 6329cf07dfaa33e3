/**
 * "Each time a ranged attack is allocated to a model in that unit, that model has the Benefit of Cover against
 * that attack" (an aura's), "Each time a ranged attack targets that unit, it has the Benefit of Cover against
 * that attack" (a War Dog's or an Armiger's aura: units of one model): the unit attacked, every model of it, as
 * "models in that unit have the Benefit of Cover" says. Only after the attacks on it set the sentence's side.
 */
import type { Phrase } from '../state.js';

export const ATTACKED_MODEL_HAS: Phrase = {
  pattern: /^(?:that model|it) has (?=the benefit of cover(?: against (?:that attack|ranged attacks))?$)/,
  read: (_m, state) => {
    if (state.side !== 'defender' || state.scope === undefined || state.led) return 'it changes the Benefit of Cover under a condition not modelled';
    state.holder = { scope: state.scope };
  },
};
