/**
 * The whole attack: one step (attack-step.ts: the mortal-wound sources before the attacks, then each
 * firing group in turn against the defender's exact state distribution, then 10e's deferred [DEVASTATING
 * WOUNDS], then the sources after the attacks) from the undamaged unit, then the attacker's [HAZARDOUS]
 * losses and the defender's battle-shock.
 */
import { resolveStep, type LabelledDist } from './attack-step.js';
import { battleShock } from './battle-shock.js';
import { defenderSpace, UNDAMAGED } from './defender-space.js';
import type { EditionRules } from './editions.js';
import { prepareStep, type WeaponMemo } from './prepared-step.js';
import { defenderOutcome } from './summary.js';
import type { AttackResult, Scenario } from './types.js';
import { workBudget } from './work-budget.js';

/** All the mass on the undamaged unit, under one label. */
export const FROM_UNDAMAGED: LabelledDist = { frame: Int32Array.of(UNDAMAGED), parts: new Map([[0, Float64Array.of(1)]]) };

/** The exact result of one attack. `memo`: weapons prepared by the caller's other attacks (prepared-step.ts). */
export function resolveAttack(scenario: Scenario, rules: EditionRules, memo?: WeaponMemo): AttackResult {
  const step = prepareStep(scenario, rules, memo);
  const space = defenderSpace(scenario.defender, step.orders, step.maxLoss);
  const { ends, weapons, mortalSources } = resolveStep(step, space, FROM_UNDAMAGED, workBudget());
  const outcome = defenderOutcome(space, ends.get(0)!);
  const { hazard } = step;
  const shock = battleShock(scenario.defender, outcome, rules, scenario.forcedBattleShock);
  const reroll = scenario.commandReroll;
  const six = scenario.changeToSix;
  return {
    edition: rules.id,
    // Read on demand (attack-step.ts StepEnd): a comparison of many cells never reads it.
    get weapons() {
      return weapons();
    },
    ...outcome,
    ...(hazard === undefined ? {} : { hazard }),
    ...(mortalSources.length === 0 ? {} : { mortalSources }),
    ...(shock === undefined ? {} : { battleShock: shock }),
    ...(reroll === undefined ? {} : { commandReroll: reroll }),
    ...(six === undefined ? {} : { changeToSix: six }),
  };
}
