/**
 * "Select one BODYGUARD model in that unit; that BODYGUARD model is destroyed and, until the end of the
 * phase, …": a model of the attacking unit given up to use the rule. The attack the rule changes is made by
 * a unit with one model fewer, chosen by the player, which mathhammer does not take away: not modelled.
 */
import type { Phrase } from '../state.js';

export const OWN_MODEL_DESTROYED: Phrase = {
  pattern: /^select one ([a-z][a-z -]*?) model in (?:that|this|its) unit; that \1 model is destroyed\b/,
  read: () => 'it destroys a model of its own unit to use it (the unit one model fewer is not modelled)',
};
