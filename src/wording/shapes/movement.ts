/**
 * A movement part of a sentence that also changes an attack: "add 2D6" to this model's Move characteristic
 * and add 3 to the Attacks characteristic of …", "add 1 to Charge rolls made for that unit and …", "you can
 * re-roll Charge rolls made for that unit and …". It changes nothing an attack rolls: read as no change, so
 * the attack part after it is read on its own (RULES §1: movement is not part of the attack sequence).
 */
import type { EffectShape } from './shape.js';

const UNIT = "(?:models in )?(?:this|that|the bearer's) (?:unit|model)|(?:this|that) model's unit";

export const MOVEMENT: EffectShape = {
  pattern: new RegExp(
    `^(?:(?:add|subtract) (?:\\d*d\\d|\\d+)"? (?:to|from) (?:the move(?:ment)? characteristics? of (?:${UNIT})|(?:this|that|the bearer's) (?:model|unit)'s move(?:ment)? characteristic|(?:the )?(?:advance and charge|advance|charge) rolls? made for (?:${UNIT}))|(?:you can )?re-roll (?:the )?(?:advance|charge) rolls? made for (?:${UNIT}))(?=$|,? and |[,;] )`,
  ),
  read: () => [],
};
