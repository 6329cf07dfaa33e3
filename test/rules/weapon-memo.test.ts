/**
 * A command's attacks share their prepared weapons and the sums of their reported stages
 * (rules/prepared-step.ts WeaponMemo). Sharing must change nothing: each attack, resolved after others
 * with one memo, equals resolving it alone, per-weapon stages included. The attacks here fire the same
 * weapons at other defenders, with other modifiers and conditions, which is when the sums are shared
 * (the hits of a weapon whose hit roll the defender does not change) or must not be (a hit modifier,
 * Toughness, saves).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalKeys } from '../../src/plan/index.js';
import { EDITIONS, resolveAttack, weaponMemo, type Scenario } from '../../src/rules/index.js';
import { conditionsArb, defenderArb, modifiersArb, scenarioArb } from './arbitraries.js';

/** The same attacker against `others.length` more defenders, each with its own modifiers and conditions. */
const sameAttackerArb = fc
  .tuple(scenarioArb(), fc.array(fc.tuple(defenderArb(), modifiersArb, conditionsArb, fc.boolean()), { minLength: 1, maxLength: 3 }))
  .map(([first, others]): Scenario[] => [
    first,
    ...others.map(([defender, modifiers, conditions, keepModifiers]) => ({
      ...first,
      defender,
      conditions,
      ...(keepModifiers ? {} : { modifiers }),
    })),
  ]);

describe('a shared weapon memo', () => {
  it.each(['10e', '11e'] as const)('%s: changes no result and no per-weapon stage', (edition) => {
    fc.assert(
      fc.property(sameAttackerArb, (scenarios) => {
        const memo = weaponMemo(canonicalKeys());
        for (const scenario of scenarios) {
          const shared = resolveAttack(scenario, EDITIONS[edition], memo);
          const alone = resolveAttack(scenario, EDITIONS[edition]);
          expect(shared.weapons).toEqual(alone.weapons);
          expect(shared).toEqual(alone);
        }
        // The sums went through the memo (a Command Re-roll or a die changed to a 6 bypasses it, docs/rules.md §10a).
        const bypassed = scenarios.every((s) => s.attacker.firing.every((_, i) => (s.changeToSix?.weapon ?? -1) === i));
        if (!bypassed) expect(memo.sums.size).toBeGreaterThan(0);
      }),
      { numRuns: 40, seed: 20261201 },
    );
  });
});
