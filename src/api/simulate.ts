/** The same attack rolled die by die many times by the independent simulator, optionally beside the exact answer. */
import { ScenarioError, type CalcPlan, type ScenarioOptions } from '../plan/index.js';
import { toSimulateJson, type SimulateJson, type SimulateReport } from '../report/index.js';
import { EDITIONS, resolveAttack } from '../rules/index.js';
import { compareResults } from '../sim/compare.js';
import { simulateInChunks } from '../sim/monte-carlo.js';
import { planCalc } from './calc.js';
import { isRecord, shown } from './arguments.js';
import type { ApiContext, ProfileInput } from './context.js';
import { scenarioOptions, type OptionsInput } from './options.js';
import { checkPlan } from './parsed.js';

export const DEFAULT_TRIALS = 100_000;
export const MAX_TRIALS = 100_000_000;
export const DEFAULT_SEED = 1;
/** Trials between two pauses of simulateSteps: a progress meter's step, and how soon Ctrl-C is seen. */
export const SIMULATION_CHUNK = 10_000;

export type SimulateSettings = {
  /** Attacks to simulate (default 100,000). */
  readonly trials?: number;
  /** Seed of the dice: the same seed gives the same numbers (default 1). */
  readonly seed?: number;
  /** Also compute the exact result and check every entry against it. */
  readonly compare?: boolean;
};

/**
 * Settings with their defaults, each checked as `mathhammer simulate --trials/--seed` checks it (the same
 * ranges and examples). Throws ScenarioError naming every setting that is wrong.
 */
function checkSettings(settings: unknown): { trials: number; seed: number; compare: boolean } {
  if (!isRecord(settings)) throw new ScenarioError([`settings must be an object like { trials: 20000, seed: 7, compare: true }, got ${shown(settings)}`]);
  const { trials = DEFAULT_TRIALS, seed = DEFAULT_SEED, compare = false } = settings;
  const problems: string[] = [];
  if (typeof trials !== 'number' || !Number.isInteger(trials) || trials < 1 || trials > MAX_TRIALS) {
    problems.push(`trials: expected a whole number of trials from 1 to ${MAX_TRIALS.toExponential()}, like 100000 or 1e6, got ${shown(trials)}`);
  }
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) problems.push(`seed: expected a whole number ≥ 0, like 42, got ${shown(seed)}`);
  if (typeof compare !== 'boolean') problems.push(`compare: expected true or false, got ${shown(compare)}`);
  if (problems.length > 0) throw new ScenarioError(problems);
  return { trials: trials as number, seed: seed as number, compare: compare as boolean };
}

/** The simulation report (the renderers' input). Throws ScenarioError or EngineLimitError. */
export function simulateReport(
  attacker: ProfileInput,
  defender: ProfileInput,
  options: ScenarioOptions,
  settings: SimulateSettings = {},
  context: ApiContext = {},
): SimulateReport {
  checkSettings(settings); // before planning, like the command line's own checks
  const steps = simulateSteps(planCalc(attacker, defender, options, context), settings);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

/**
 * A planned attack simulated step by step: yields the trials done after every SIMULATION_CHUNK (for a
 * progress meter, or to stop), and returns the report. Throws ScenarioError (settings out of range) or
 * EngineLimitError before simulating.
 */
export function* simulateSteps(plan: CalcPlan, settings: SimulateSettings = {}): Generator<number, SimulateReport> {
  const { trials, seed, compare } = checkSettings(settings);
  const { report, scenario } = checkPlan(plan);
  const rules = EDITIONS[report.rules];
  // The exact result first: an engine limit stops before a long simulation.
  const exact = compare ? resolveAttack(scenario, rules) : null;
  const simulated = yield* simulateInChunks(scenario, rules, trials, seed, SIMULATION_CHUNK);
  return { ...report, simulated, exact, comparison: exact === null ? null : compareResults(exact, simulated) };
}

/** `mathhammer simulate --json` as an object (docs/json.md). */
export function simulate(
  attacker: ProfileInput,
  defender: ProfileInput,
  options: OptionsInput = {},
  settings: SimulateSettings = {},
  context: ApiContext = {},
): SimulateJson {
  return toSimulateJson(simulateReport(attacker, defender, scenarioOptions(options), settings, context));
}
