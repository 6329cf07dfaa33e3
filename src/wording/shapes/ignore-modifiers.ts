/**
 * "you can ignore any or all modifiers to that attack's Ballistic Skill characteristic and/or any or all
 * modifiers to the Hit roll": the player ignores those that hurt, which is Modifiers.ignoreHarmfulHitModifiers
 * (as Patient Hunter is read: docs/effects.md). Ignoring modifiers to other rolls is not modelled.
 */
import type { EffectShape } from './shape.js';

/** "that attack's Ballistic Skill or Weapon Skill characteristics", "the Hit roll", "the Ballistic Skill characteristic of that weapon". */
const HIT_SIDE = "(?:that attack's |the |its )?(?:ballistic skill|weapon skill|hit roll)(?: or (?:ballistic skill|weapon skill))?(?: characteristics?)?(?: of that weapon)?";

export const IGNORE_HIT_MODIFIERS: EffectShape = {
  pattern: new RegExp(`^ignore (?:any or all |all )?modifiers to (?:the following: )?${HIT_SIDE}(?:(?:[,;]|,? and(?:/or)?|,? or) (?:to )?(?:any or all |all )?(?:modifiers to )?${HIT_SIDE})*`),
  read: () => [{ change: { kind: 'modifiers', modifiers: { ignoreHarmfulHitModifiers: true } } }],
};
