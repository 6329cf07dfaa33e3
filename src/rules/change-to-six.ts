/**
 * "After making a Hit roll …, you can change that roll to an unmodified 6" (Scenario.changeToSix,
 * docs/rules.md §10a): what the changed die yields. An unmodified 6 is classified as any die showing it
 * (a critical hit or wound in every case the rules know, 2.4, 3.4), so the odds are those of face 6.
 */
import { hitClassifier } from './hit.js';
import { CRITICAL, FAIL, SUCCESS, type RollClass, type RollOdds } from './rolls.js';
import type { WeaponContext } from './weapon-context.js';
import { woundClassifier } from './wound.js';

/** A die certain to show an unmodified 6, as roll odds. */
function sixOf(classify: (face: number) => RollClass): RollOdds {
  const cls = classify(6);
  return { fail: cls === FAIL ? 1 : 0, success: cls === SUCCESS ? 1 : 0, critical: cls === CRITICAL ? 1 : 0 };
}

/** A hit die changed to an unmodified 6, or null when the weapon makes no hit roll ([TORRENT], 2.1). */
export function hitSix(ctx: WeaponContext): RollOdds | null {
  const skill = ctx.weapon.skill;
  if (ctx.abilities.torrent || skill === null) return null;
  return sixOf(hitClassifier(ctx, skill));
}

/** A wound die changed to an unmodified 6 against this Toughness. */
export function woundSix(ctx: WeaponContext, toughness: number): RollOdds {
  return sixOf(woundClassifier(ctx, toughness));
}
