/**
 * "Each time a saving throw is made for a model in this unit, …" (Adaptive Instincts' Bioregeneration writes
 * it "if made"), "Each time you make a saving throw for the bearer, …": the saving throws of the rule's unit,
 * attacked. Only an invulnerable saving throw ("Each time an invulnerable saving throw is made …") is not
 * this: the engine re-rolls a save whichever kind it is (defence-reasons.ts).
 */
import type { Phrase } from '../state.js';

export const SAVING_THROW_MADE: Phrase = {
  pattern: /^each time (?:a saving throw is (?:made|if made) for|you make a saving throw for) (a model in this unit|models in this unit|this model|the bearer|a model in the bearer's unit),? /,
  read: (m, state) => {
    state.side = 'defender';
    state.scope = /^(?:this model|the bearer)$/.test(m[1]!) ? 'bearer' : 'unit';
  },
};
