/**
 * One D6 roll with an optional re-roll, classified as fail / success / critical.
 * Re-rolls happen before modifiers and the re-rolled die is classified again (RULES §1, docs/rules.md 2.6).
 */
import type { RerollPolicy } from './types.js';

export const FAIL = 0;
export const SUCCESS = 1;
export const CRITICAL = 2;
export type RollClass = typeof FAIL | typeof SUCCESS | typeof CRITICAL;

export type RollOdds = { readonly fail: number; readonly success: number; readonly critical: number };

export const FACES = [1, 2, 3, 4, 5, 6] as const;

/** Whether the policy picks up a die whose first result was `face`, classified as `cls`. */
export function isRerolled(policy: RerollPolicy, face: number, cls: RollClass): boolean {
  switch (policy) {
    case 'none':
      return false;
    case 'ones':
      return face === 1;
    case 'failed':
      return cls === FAIL;
    case 'noncrit':
      return cls !== CRITICAL;
    default: {
      const unknown: never = policy;
      throw new TypeError(`isRerolled: unknown re-roll policy ${String(unknown)}`);
    }
  }
}

/**
 * Probability of each final face 1..6 (index 0 unused) after the re-roll policy. Counted in whole 36ths
 * first, so the odds sum to exactly 1 (36 × 1/36 in floats would not).
 */
export function finalFaceOdds(classify: (face: number) => RollClass, policy: RerollPolicy): Float64Array {
  const in36ths = new Float64Array(7);
  // indexed loops over the faces: these run for every weapon and group, mostly in cold code
  for (let face = 1; face <= 6; face++) {
    if (isRerolled(policy, face, classify(face))) {
      for (let second = 1; second <= 6; second++) in36ths[second]! += 1;
    } else {
      in36ths[face]! += 6;
    }
  }
  for (let face = 1; face <= 6; face++) in36ths[face]! /= 36;
  return in36ths;
}

export function rollOdds(classify: (face: number) => RollClass, policy: RerollPolicy): RollOdds {
  const faces = finalFaceOdds(classify, policy);
  const in36ths = [0, 0, 0];
  for (let face = 1; face <= 6; face++) in36ths[classify(face)]! += Math.round(faces[face]! * 36);
  return { fail: in36ths[FAIL]! / 36, success: in36ths[SUCCESS]! / 36, critical: in36ths[CRITICAL]! / 36 };
}

/**
 * For a Command Re-roll of one die (RULES §2 15.02): the chance that a die ends as a failure that was
 * never re-rolled (so it may still be), and the odds of a fresh die, which no policy re-rolls again.
 */
export type OneDieReroll = { readonly rerollable: number; readonly fresh: RollOdds };

export function oneDieReroll(classify: (face: number) => RollClass, policy: RerollPolicy): OneDieReroll {
  let rerollable = 0;
  for (let face = 1; face <= 6; face++) {
    const cls = classify(face);
    if (cls === FAIL && !isRerolled(policy, face, cls)) rerollable += 1 / 6;
  }
  return { rerollable, fresh: rollOdds(classify, 'none') };
}

export function clampModifier(total: number, cap: number): number {
  return Math.max(-cap, Math.min(cap, total));
}
