/**
 * "…, and it has a Leadership characteristic of 6+": a characteristic no roll of an attack reads (Leadership,
 * Objective Control, Move), given to the rule's model after another change: nothing of the attack.
 */
import type { EffectShape } from './shape.js';

export const IT_HAS_STATLINE: EffectShape = {
  pattern: /^it has an? (?:leadership|objective control|move) characteristic of \d+\+?"?/,
  read: () => [],
};
