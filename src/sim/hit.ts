/**
 * The hit roll of one attack (docs/rules.md §2), played with a real die.
 */
import type { RerollPolicy } from '../rules/types.js';
import { wantsReroll, type RollResult } from './reroll.js';
import type { Roller } from './roller.js';

/** Everything one weapon's hit rolls need, worked out once per weapon (plan.ts). */
export type HitRule = {
  /** Effective BS/WS after characteristic changes and limits (§2.2). */
  readonly skill: number;
  /** Hit-roll modifier, already clamped (§2.3). */
  readonly modifier: number;
  /** Lowest face that is a critical hit (§2.5 step 5). */
  readonly criticalOn: number;
  /** §2.5a every successful hit roll is a critical hit. */
  readonly successCritical: boolean;
  /** [INDIRECT FIRE]: faces up to this fail (§2.5 step 2); 0 when not firing indirectly. */
  readonly indirectFailUpTo: number;
  /** "An unmodified hit roll of X+ is required" (§2.5 step 3); 0 when absent. */
  readonly unmodifiedRequired: number;
  /** Overwatch / snap shooting threshold (§2.5 step 4); null when not snap shooting. */
  readonly snapShotOn: number | null;
  /** Re-roll policy, already 'none' where re-rolls are not allowed (§2.6). */
  readonly reroll: RerollPolicy;
  /** False for 11e Overwatch and 11e indirect fire, where no hit roll may be re-rolled at all (§2.6, §10). */
  readonly rerollsAllowed: boolean;
};

/** §2.5: a face is classified by the first rule that applies. */
export function classifyHit(face: number, rule: HitRule): RollResult {
  if (face === 1) return 'fail'; // step 1
  if (face <= rule.indirectFailUpTo) return 'fail'; // step 2
  if (face < rule.unmodifiedRequired) return 'fail'; // step 3
  if (rule.snapShotOn !== null) {
    // step 4: snap shots hit on the threshold whatever BS and modifiers
    if (face < rule.snapShotOn) return 'fail';
    return face >= rule.criticalOn || rule.successCritical ? 'critical' : 'success';
  }
  if (face >= rule.criticalOn) return 'critical'; // step 5: a critical hit always succeeds
  if (face + rule.modifier >= rule.skill) return rule.successCritical ? 'critical' : 'success'; // step 6 (§2.5a)
  return 'fail'; // step 7
}

/** One hit roll with its re-roll (§2.6). */
export function rollHit(rule: HitRule, roller: Roller): RollResult {
  return rollHitDie(rule, roller).result;
}

/** One hit roll with its re-roll, saying whether the die was re-rolled (a Command Re-roll can't pick it). */
export function rollHitDie(rule: HitRule, roller: Roller): { result: RollResult; rerolled: boolean } {
  const face = roller.roll(6);
  const result = classifyHit(face, rule);
  if (!wantsReroll(rule.reroll, face, result)) return { result, rerolled: false };
  return { result: classifyHit(roller.roll(6), rule), rerolled: true };
}
