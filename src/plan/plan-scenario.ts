/**
 * A scenario named by references (profile paths or bundled names) and options, planned: the profiles come
 * from a loader (read once per command), then planCalc. calc, compare, simulate, sequences and the library
 * API all plan through here.
 */
import type { ScenarioOptions } from './options/definitions.js';
import { checkCombinations, planCalc, type CalcPlan } from './plan-calc.js';
import { loadEvery, type ProfileLoader } from './profiles.js';
import { ScenarioError } from './scenario-error.js';

/** Throws ScenarioError for the user's mistakes (bad combinations, profile issues). */
export function planScenario(load: ProfileLoader, attackerRef: string, defenderRef: string, options: ScenarioOptions): CalcPlan {
  const problems = checkCombinations(options);
  if (problems.length > 0) throw new ScenarioError(problems);
  const attackerLeaders = options.leader ?? [];
  const defenderLeaders = options.defenderLeader ?? [];
  const [attacker, defender, ...leaders] = loadEvery(load, [attackerRef, defenderRef, ...attackerLeaders, ...defenderLeaders]);
  const plan = planCalc(
    { profile: attacker!, source: attackerRef, loadouts: options.loadout ?? [], leaders: leaders.slice(0, attackerLeaders.length) },
    { profile: defender!, source: defenderRef, loadouts: options.defenderLoadout ?? [], leaders: leaders.slice(attackerLeaders.length) },
    options,
  );
  if (!plan.ok) throw ScenarioError.fromIssues(plan.issues);
  return plan.value;
}
