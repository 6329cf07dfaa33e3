/**
 * Changes of a sentence that touch no roll of an attack, read so that the rest of the sentence can be:
 * "you can re-roll Charge rolls made for this unit", "add 1 to Advance and Charge rolls made for that unit",
 * "this unit can declare a charge in a turn in which it Advanced", "it has the Lone Operative ability", "it can
 * use this ability" (the change is the next sentence's, "If it does, …").
 * They change nothing here (movement, charges, battle-shock, targeting).
 */
import type { EffectShape } from './shape.js';

const ROLLS = "(?:advance|charge|battle-shock|leadership|desperate escape)(?: (?:and|or) (?:advance|charge|battle-shock|leadership))? (?:rolls?|tests?)";
const UNTIL = "(?=$|[,;]| and (?:each time|you can|add|subtract|improve|worsen|re-roll|weapons|ranged|melee|models|an unmodified|a successful|this|that|it))";

export const NOT_AN_ATTACK: EffectShape = {
  pattern: new RegExp(
    `^(?:(?:you can )?re-roll ${ROLLS}(?: made for [^,;]*?)?|(?:add|subtract) \\d(?:"| inches)? (?:to|from) ${ROLLS}(?: made for [^,;]*?)?|(?:this|that|the bearer's|its) unit (?:can|is eligible to) (?:declare a charge|shoot|shoot and declare a charge)(?: in a turn in which it (?:advanced|fell back)(?: or fell back)?)?|(?:it|the bearer|this model) can use this (?:ability|enhancement)|(?:it|this model|this unit) (?:has|have) the (?:lone operative|deep strike|infiltrators|scouts \\d+"|fights first) abilit(?:y|ies)|each time (?:that|this) unit advances, do not make an advance roll)${UNTIL}`,
  ),
  read: () => [],
};
