/**
 * Battle-shock after the attack (issue 6): whether the unit must test in its next Command phase and
 * fails, and any test forced right after the attack. A test passes on 2D6 ≥ Ld (RULES §3.18).
 */
import { atLeast, convolve, die } from '../prob/pmf.js';
import type { DefenderOutcome } from './summary.js';
import type { EditionRules } from './editions.js';
import type { BattleShockResult, DefenderUnit, ForcedBattleShock } from './types.js';

const TWO_D6 = convolve(die(6), die(6));

/** P(2D6 + modifier ≥ Ld). */
export function passChance(leadership: number, modifier = 0): number {
  return atLeast(TWO_D6, Math.max(0, leadership - modifier));
}

export function battleShock(
  defender: DefenderUnit,
  outcome: DefenderOutcome,
  rules: EditionRules,
  forced: ForcedBattleShock | undefined,
): BattleShockResult | undefined {
  if (defender.leadership === undefined) return undefined;
  const survives = 1 - outcome.pWipe;
  // 10e tests Below Half-strength; 11e at or below half, or when already battle-shocked (RULES §1, §2 08.03).
  const weak = rules.battleShockWhen === 'below-half' ? outcome.pBelowHalf : outcome.pAtOrBelowHalf;
  const pTest = rules.battleShockWhen === 'at-or-below-half' && defender.battleShocked === true ? survives : Math.max(0, weak - outcome.pWipe);
  const pFail = pTest * (1 - passChance(defender.leadership));
  return {
    pTest,
    pFail,
    ...(forced === undefined ? {} : { forced: forcedTest(defender.leadership, forced, survives) }),
  };
}

/** A test forced right after an attack the unit survives with probability `survives`: P(it survives and fails). */
export function forcedTest(leadership: number, forced: ForcedBattleShock, survives: number): NonNullable<BattleShockResult['forced']> {
  return { name: forced.name, modifier: forced.modifier, pFail: survives * (1 - passChance(leadership, forced.modifier)) };
}
