/**
 * Abilities a model has that change no number of an attack (RULES §1: where it is set up, how it moves, when
 * it fights, which units may target it), after a holder: "models in that unit have the Scouts 6" ability",
 * "this model has the Infiltrators and Lone Operative abilities"; in a list with them, Stealth is read
 * as shapes/cover-stealth.ts reads it. And "…, it can use this ability": the use that a later "If it does, …" assumes.
 */
import type { EffectShape } from './shape.js';

const NO_NUMBER = `(?:scouts \\d+"|infiltrators|lone operative|deep strike|fights first|battle focus|leader)`;

/** Whether an ability a rule gives by name is one of these ("that unit has the Battle Focus ability"). */
const IS_NO_NUMBER = new RegExp(`^${NO_NUMBER}$`, 'i');
export const isNoNumberAbility = (name: string): boolean => IS_NO_NUMBER.test(name.trim());

const LISTED = `(?:${NO_NUMBER}|stealth)`;

/** "the Scouts 5" and Stealth abilities": Stealth (shapes/cover-stealth.ts), the others nothing. */
export const NO_NUMBER_ABILITIES: EffectShape = {
  holder: true,
  pattern: new RegExp(`^the ${LISTED}(?:(?:, |,? and )${LISTED})* abilit(?:y|ies)`),
  read: (m) => (/\bstealth\b/.test(m[0]) ? [{ change: { kind: 'stealth' }, side: 'defender' }] : []),
};

/** "Once per battle, each time an attack targets this unit, it can use this ability." */
export const CAN_USE_THIS_ABILITY: EffectShape = {
  pattern: /^(?:it|this unit|this model|the bearer) can use this ability$/,
  read: () => [],
};

/**
 * Whom an attack may target, or where enemies may arrive, beside a change: "… and that unit cannot be
 * targeted by ranged attacks unless the attacking model is within 12"", "… and enemy units that are set up
 * on the battlefield as Reinforcements cannot be set up within 12" horizontally of the bearer". An attack
 * that is made is made with the same numbers.
 */
export const TARGETING_LIMIT: EffectShape = {
  pattern: /^(?:that unit|this unit|the bearer's unit) cannot be targeted by ranged attacks unless the attacking model is within \d+"|^enemy units that are set up on the battlefield as reinforcements cannot be set up within \d+" (?:horizontally )?of the bearer/,
  read: () => [],
};
