/**
 * The wound roll of one hit (docs/rules.md §3), played with a real die.
 */
import type { RerollPolicy, WoundByStrength } from '../rules/types.js';
import type { WeaponPlan } from './plan-types.js';
import { wantsReroll, type RollResult } from './reroll.js';
import type { Roller } from './roller.js';

export type WoundRule = {
  /** The roll needed from Strength against Toughness (§3.1). */
  readonly required: number;
  /** Wound-roll modifier, already clamped (§3.3). */
  readonly modifier: number;
  /** Lowest face that is a critical wound (§3.4). */
  readonly criticalOn: number;
  /** §3.4a every successful wound roll is a critical wound. */
  readonly successCritical: boolean;
  /** §3.6 faces below this fail, critical or not; 0 when absent. */
  readonly unmodifiedRequired: number;
  readonly reroll: RerollPolicy;
};

/** The weapon's wound roll against a unit of this Toughness (§3.2), the `toughness` modifier added (§3.1a: T ≥ 1). */
export function woundRuleFor(weapon: WeaponPlan, toughness: number): WoundRule {
  const t = Math.max(1, toughness + weapon.toughnessModifier);
  // §3.7: a modifier that holds only for this Strength against this Toughness, before the cap (§3.3).
  const compared = weapon.woundByStrength.filter((c) => compares(c.than, weapon.strength, t)).reduce((sum, c) => sum + c.wound, 0);
  const cap = weapon.woundModifierCap;
  return {
    required: requiredWoundRoll(weapon.strength, t),
    modifier: Math.max(-cap, Math.min(cap, weapon.woundModifier + compared)),
    criticalOn: weapon.criticalWoundOn,
    successCritical: weapon.successfulWoundsCritical,
    unmodifiedRequired: weapon.woundUnmodifiedRequired,
    reroll: weapon.rerollWounds,
  };
}

/** §3.7 "greater than", "greater than or equal to", "less than", "less than or equal to". */
function compares(than: WoundByStrength['than'], strength: number, toughness: number): boolean {
  if (than === 'greater') return strength > toughness;
  if (than === 'at-least') return strength >= toughness;
  if (than === 'less') return strength < toughness;
  return strength <= toughness;
}

/** §3.1: S ≥ 2T 2+; S > T 3+; S = T 4+; 2S ≤ T 6+; otherwise 5+. */
export function requiredWoundRoll(strength: number, toughness: number): number {
  if (strength >= 2 * toughness) return 2;
  if (strength > toughness) return 3;
  if (strength === toughness) return 4;
  if (2 * strength <= toughness) return 6;
  return 5;
}

/**
 * §3.4: 1 fails; §3.6 below "an unmodified X+ is required" fails, even at the critical threshold (as
 * step 3 of the hit roll comes before its critical hits); ≥ threshold is a critical wound; face + modifier
 * ≥ required wounds; else fails.
 */
export function classifyWound(face: number, rule: WoundRule): RollResult {
  if (face === 1) return 'fail';
  if (face < rule.unmodifiedRequired) return 'fail';
  if (face >= rule.criticalOn) return 'critical';
  if (face + rule.modifier >= rule.required) return rule.successCritical ? 'critical' : 'success';
  return 'fail';
}

/** One wound roll with its re-roll (§3.5, as §2.6). */
export function rollWound(rule: WoundRule, roller: Roller): RollResult {
  return rollWoundDie(rule, roller).result;
}

/** One wound roll with its re-roll, saying whether the die was re-rolled. */
export function rollWoundDie(rule: WoundRule, roller: Roller): { result: RollResult; rerolled: boolean } {
  const face = roller.roll(6);
  const result = classifyWound(face, rule);
  if (!wantsReroll(rule.reroll, face, result)) return { result, rerolled: false };
  return { result: classifyWound(roller.roll(6), rule), rerolled: true };
}
