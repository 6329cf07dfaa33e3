/**
 * "ignore any or all modifiers to that unit's Move characteristic and to Advance and Charge rolls made for
 * it", "… to its Move characteristic and/or to any Advance or Charge rolls made for it": movement, which no
 * attack rolls (as shapes/movement.ts): no change, so the attack part beside it is read on its own.
 */
import type { EffectShape } from './shape.js';

const WHOSE = "(?:that unit's|this unit's|its|this model's|the bearer's)";
const ROLLS = '(?:any )?(?:advance and charge|advance or charge|advance|charge) rolls made for (?:it|that unit|this unit|the bearer)';

export const IGNORE_MOVE_MODIFIERS: EffectShape = {
  pattern: new RegExp(`^ignore (?:any or all |all )?modifiers to ${WHOSE} move characteristic(?: and(?:/or)? to ${ROLLS})?(?=$|,? and |[,;] )`),
  read: () => [],
};
