/**
 * A scenario named by references (profile paths or bundled names) and options, planned: the profiles come
 * from a loader (read once per command), then planCalc. calc, compare, simulate, sequences and the library
 * API all plan through here.
 */
import type { ScenarioOptions } from './options/definitions.js';
import { checkCombinations, planCalc, type CalcPlan } from './plan-calc.js';
import { loadEvery, type ProfileLoader } from './profiles.js';
import { ScenarioError } from './scenario-error.js';
import { withChoices } from './army-choices.js';

/**
 * Throws ScenarioError for the user's mistakes (bad combinations, profile issues). The detachments and
 * enhancements named by --detachment and --enhancement are found where the loader reads (`load.rules`).
 */
export function planScenario(load: ProfileLoader, attackerRef: string, defenderRef: string, options: ScenarioOptions): CalcPlan {
  const rules = load.rules;
  const problems = checkCombinations(options);
  if (problems.length > 0) throw new ScenarioError(problems);
  const attackerLeaders = options.leader ?? [];
  const defenderLeaders = options.defenderLeader ?? [];
  const attackerSupport = options.support ?? [];
  const defenderSupport = options.defenderSupport ?? [];
  const [attackerProfile, defenderProfile, ...others] = loadEvery(load, [attackerRef, defenderRef, ...attackerLeaders, ...defenderLeaders, ...attackerSupport, ...defenderSupport]);
  const leaders = others.slice(0, attackerLeaders.length + defenderLeaders.length);
  const supporters = others.slice(leaders.length);
  const attacker = withChoices(
    { profile: attackerProfile!, leaders: leaders.slice(0, attackerLeaders.length) },
    { detachments: options.detachment ?? [], enhancements: options.enhancement ?? [] },
    rules,
    { detachment: '--detachment', enhancement: '--enhancement' },
  );
  const defender = withChoices(
    { profile: defenderProfile!, leaders: leaders.slice(attackerLeaders.length) },
    { detachments: options.defenderDetachment ?? [], enhancements: options.defenderEnhancement ?? [] },
    rules,
    { detachment: '--defender-detachment', enhancement: '--defender-enhancement' },
  );
  if (!attacker.ok || !defender.ok) throw ScenarioError.fromIssues([...(attacker.ok ? [] : attacker.issues), ...(defender.ok ? [] : defender.issues)]);
  const plan = planCalc(
    { profile: attacker.profile, source: attackerRef, loadouts: options.loadout ?? [], leaders: attacker.leaders, supporters: supporters.slice(0, attackerSupport.length) },
    { profile: defender.profile, source: defenderRef, loadouts: options.defenderLoadout ?? [], leaders: defender.leaders, supporters: supporters.slice(attackerSupport.length) },
    options,
  );
  if (!plan.ok) throw ScenarioError.fromIssues(plan.issues);
  return plan.value;
}
