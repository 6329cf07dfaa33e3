/**
 * Re-rolls of hit and wound rolls (docs/rules.md §2.6, §3.5): decided on the first face, the new face is
 * classified again and never re-rolled.
 */
import type { RerollPolicy } from '../rules/types.js';

/** What one hit or wound die achieved. */
export type RollResult = 'fail' | 'success' | 'critical';

/** §2.6: `ones` re-rolls a 1; `failed` every fail; `noncrit` everything that is not a critical. */
export function wantsReroll(policy: RerollPolicy, face: number, result: RollResult): boolean {
  switch (policy) {
    case 'none':
      return false;
    case 'ones':
      return face === 1;
    case 'failed':
      return result === 'fail';
    case 'noncrit':
      return result !== 'critical';
    default:
      return assertNever(policy);
  }
}

/**
 * The exact probability of each result of one D6 classified by `classify`, with the re-roll `policy`:
 * every first face, and for a re-rolled face every second face, each weighted 1/6 (1/36).
 * Used only to choose the 11e [LETHAL HITS] option (lethal-choice.ts).
 */
export function resultProbabilities(
  classify: (face: number) => RollResult,
  policy: RerollPolicy,
): Record<RollResult, number> {
  const p: Record<RollResult, number> = { fail: 0, success: 0, critical: 0 };
  for (let first = 1; first <= 6; first++) {
    const result = classify(first);
    if (!wantsReroll(policy, first, result)) {
      p[result] += 1 / 6;
      continue;
    }
    for (let second = 1; second <= 6; second++) p[classify(second)] += 1 / 36;
  }
  return p;
}

export function assertNever(value: never): never {
  throw new TypeError(`unexpected value: ${JSON.stringify(value)}`);
}
