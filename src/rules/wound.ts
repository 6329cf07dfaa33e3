/** The wound roll of one hit: docs/rules.md §3. */
import { clampModifier, CRITICAL, FAIL, oneDieReroll, rollOdds, SUCCESS, type OneDieReroll, type RollClass, type RollOdds } from './rolls.js';
import type { RerollPolicy, WoundByStrength } from './types.js';
import type { WeaponContext } from './weapon-context.js';

/** Roll needed to wound from Strength vs Toughness (3.1). */
export function woundTarget(strength: number, toughness: number): number {
  if (strength >= 2 * toughness) return 2;
  if (strength > toughness) return 3;
  if (strength === toughness) return 4;
  if (2 * strength <= toughness) return 6;
  return 5;
}

/** Lowest unmodified wound roll that is critical: the default, or an [ANTI] the target matches (3.4). */
export function criticalWoundThreshold(ctx: WeaponContext): number {
  const keywords = new Set(ctx.defender.keywords.map((k) => k.toUpperCase()));
  let threshold = ctx.mods.critWound;
  for (const anti of ctx.abilities.anti) {
    if (keywords.has(anti.keyword)) threshold = Math.min(threshold, anti.threshold);
  }
  return threshold;
}

const COMPARED: Record<WoundByStrength['than'], string> = { greater: '>', 'at-least': '\u2265', less: '<', 'at-most': '\u2264' };

/** "-1 to wound if S > T" (ASCII-safe: the bundle keeps one-byte strings). */
export function woundByStrengthText(c: WoundByStrength): string {
  return `${c.wound > 0 ? '+' : ''}${c.wound} to wound if S ${COMPARED[c.than]} T`;
}

/** Whether `strength` compares with `toughness` as the condition says (3.7). */
export function strengthMeets(than: WoundByStrength['than'], strength: number, toughness: number): boolean {
  switch (than) {
    case 'greater':
      return strength > toughness;
    case 'at-least':
      return strength >= toughness;
    case 'less':
      return strength < toughness;
    case 'at-most':
      return strength <= toughness;
  }
}

/** The wound roll's modifier (3.3), with those that hold for this Strength against this Toughness (3.7), capped. */
export function woundModifier(ctx: WeaponContext, strength: number, toughness: number): number {
  const lance = ctx.abilities.lance && ctx.conditions.charged === true ? 1 : 0;
  const compared = ctx.mods.woundByStrength.reduce((sum, c) => sum + (strengthMeets(c.than, strength, toughness) ? c.wound : 0), 0);
  return clampModifier(ctx.mods.wound + lance + compared, ctx.rules.rollModifierCap);
}

/** Strength after the `strength` modifier, never below 1 (3.1a; 11e 02.02.01 "S ≥ 1"). */
export function effectiveStrength(ctx: WeaponContext): number {
  return Math.max(1, ctx.weapon.strength + ctx.mods.strength);
}

/** The target's Toughness (3.2) after the `toughness` modifier, never below 1 (3.1a). */
export function effectiveToughness(ctx: WeaponContext, toughness: number): number {
  return Math.max(1, toughness + ctx.mods.toughness);
}

/**
 * `toughness` is the unit's Toughness for this wound roll as the characteristics give it (3.2); the
 * `strength` and `toughness` modifiers apply here, so every caller meets them.
 */
export function woundClassifier(ctx: WeaponContext, toughness: number): (face: number) => RollClass {
  const strength = effectiveStrength(ctx);
  const effective = effectiveToughness(ctx, toughness);
  const target = woundTarget(strength, effective);
  const modifier = woundModifier(ctx, strength, effective);
  const critical = criticalWoundThreshold(ctx);
  const { woundOnlyOnUnmodified } = ctx.mods;
  // 3.4a: "any successful Wound roll scores a Critical Wound".
  const succeeds = ctx.mods.successfulWoundsCritical ? CRITICAL : SUCCESS;
  return (face) => {
    if (face === 1) return FAIL;
    // "an unmodified wound roll of 1–3 fails" comes before critical wounds, as for hits (2.5 step 3, 3.6)
    if (face < woundOnlyOnUnmodified) return FAIL;
    if (face >= critical) return CRITICAL;
    return face + modifier >= target ? succeeds : FAIL;
  };
}

/** [TWIN-LINKED] re-rolls failed wound rolls unless a broader policy is set (3.5). */
export function woundRerollPolicy(ctx: WeaponContext): RerollPolicy {
  const policy = ctx.mods.rerollWounds;
  if (ctx.abilities.twinLinked && (policy === 'none' || policy === 'ones')) return 'failed';
  return policy;
}

export function woundCommandReroll(ctx: WeaponContext, toughness: number): OneDieReroll {
  return oneDieReroll(woundClassifier(ctx, toughness), woundRerollPolicy(ctx));
}

export function woundOdds(ctx: WeaponContext, toughness: number): RollOdds {
  return rollOdds(woundClassifier(ctx, toughness), woundRerollPolicy(ctx));
}
