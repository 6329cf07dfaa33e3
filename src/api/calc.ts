/** One attack: plan it, resolve it exactly, and give the report (for renderers) or the JSON contract. */
import { planScenario, type CalcPlan, type ScenarioOptions } from '../plan/index.js';
import { toCalcJson, type CalcJson, type CalcReport } from '../report/index.js';
import { EDITIONS, resolveAttack } from '../rules/index.js';
import { checkProfileInput, loaderOf, withProfiles, type ApiContext, type ProfileInput } from './context.js';
import { scenarioOptions, type OptionsInput } from './options.js';
import { checkPlan, checkScenarioOptions } from './parsed.js';

/** The engine's Scenario and the report around it, before the engine runs. Throws ScenarioError. */
export function planCalc(attacker: ProfileInput, defender: ProfileInput, options: ScenarioOptions, context: ApiContext = {}): CalcPlan {
  const units = [checkProfileInput(attacker, 'attacker'), checkProfileInput(defender, 'defender')];
  const parsed = checkScenarioOptions(options);
  const { load, refs } = withProfiles(loaderOf(context), units);
  return planScenario(load, refs[0]!, refs[1]!, parsed);
}

/** A plan resolved exactly: the report every renderer formats. Throws ScenarioError or EngineLimitError. */
export function resolvePlan(plan: CalcPlan): CalcReport {
  const { report, scenario } = checkPlan(plan);
  return { ...report, result: resolveAttack(scenario, EDITIONS[report.rules]) };
}

/** planCalc, then resolvePlan. */
export function calcReport(attacker: ProfileInput, defender: ProfileInput, options: ScenarioOptions, context: ApiContext = {}): CalcReport {
  return resolvePlan(planCalc(attacker, defender, options, context));
}

/**
 * The exact distribution of one attack, as the JSON contract (`mathhammer calc --json`, docs/json.md):
 * `calc('strike-team', 'meq', 'half-range')`. Throws ScenarioError or EngineLimitError.
 */
export function calc(attacker: ProfileInput, defender: ProfileInput, options: OptionsInput = {}, context: ApiContext = {}): CalcJson {
  return toCalcJson(calcReport(attacker, defender, scenarioOptions(options), context));
}
