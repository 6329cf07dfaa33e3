/**
 * "you can ignore any or all modifiers to that attack's Ballistic Skill characteristic and/or any or all
 * modifiers to the Hit roll": the player ignores those that hurt, which is Modifiers.ignoreHarmfulHitModifiers
 * (as Patient Hunter is read: docs/effects.md). Ignoring modifiers to other rolls is not modelled.
 */
import type { EffectShape } from './shape.js';

export const IGNORE_HIT_MODIFIERS: EffectShape = {
  pattern: /^ignore (?:any or all |all )?modifiers to (that attack's |the |its )?(ballistic skill|weapon skill|hit roll)(?: characteristics?)?(?:,? (?:and(?:\/or)?|or) (?:any or all |all )?modifiers to (?:that attack's |the )?(ballistic skill|weapon skill|hit roll)(?: characteristics?)?)?/,
  read: () => [{ change: { kind: 'modifiers', modifiers: { ignoreHarmfulHitModifiers: true } } }],
};
