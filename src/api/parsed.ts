/**
 * Checks of the lower-level functions' already-parsed arguments (ScenarioOptions, a CalcPlan): a caller
 * who passes option text where parsed options belong, or anything but planCalc's plan, gets a
 * ScenarioError saying what to pass instead of a TypeError inside the engine.
 */
import { ScenarioError, type CalcPlan, type ScenarioOptions } from '../plan/index.js';
import { EDITIONS } from '../rules/index.js';
import { isRecord, shown } from './arguments.js';

function hasEdition(value: unknown): boolean {
  return typeof value === 'string' && Object.hasOwn(EDITIONS, value);
}

/** Parsed options always carry an edition and a phase (toScenarioOptions sets both). */
export function checkScenarioOptions(options: unknown): ScenarioOptions {
  if (isRecord(options) && hasEdition(options.rules) && (options.phase === 'shooting' || options.phase === 'melee')) return options as ScenarioOptions;
  throw new ScenarioError([`options must be parsed ScenarioOptions (scenarioOptions('half-range') makes them), got ${shown(options)}`]);
}

export function checkPlan(plan: unknown): CalcPlan {
  if (isRecord(plan) && isRecord(plan.scenario) && isRecord(plan.report) && hasEdition(plan.report.rules)) return plan as CalcPlan;
  throw new ScenarioError([`plan must be what planCalc returns, got ${shown(plan)}`]);
}
