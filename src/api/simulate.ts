/** The same attack rolled die by die many times by the independent simulator, optionally beside the exact answer. */
import type { CalcPlan, ScenarioOptions } from '../plan/index.js';
import { toSimulateJson, type SimulateJson, type SimulateReport } from '../report/index.js';
import { EDITIONS, resolveAttack } from '../rules/index.js';
import { compareResults } from '../sim/compare.js';
import { simulateInChunks } from '../sim/monte-carlo.js';
import { planCalc } from './calc.js';
import type { ApiContext, ProfileInput } from './context.js';
import { scenarioOptions, type OptionsInput } from './options.js';

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

/** The simulation report (the renderers' input). Throws ScenarioError or EngineLimitError. */
export function simulateReport(
  attacker: ProfileInput,
  defender: ProfileInput,
  options: ScenarioOptions,
  settings: SimulateSettings = {},
  context: ApiContext = {},
): SimulateReport {
  const steps = simulateSteps(planCalc(attacker, defender, options, context), settings);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

/**
 * A planned attack simulated step by step: yields the trials done after every SIMULATION_CHUNK (for a
 * progress meter, or to stop), and returns the report. Throws EngineLimitError before simulating.
 */
export function* simulateSteps(plan: CalcPlan, settings: SimulateSettings = {}): Generator<number, SimulateReport> {
  const trials = settings.trials ?? DEFAULT_TRIALS;
  if (!Number.isInteger(trials) || trials < 1 || trials > MAX_TRIALS) throw new RangeError(`simulate: trials must be a whole number from 1 to ${MAX_TRIALS}, got ${trials}`);
  const rules = EDITIONS[plan.report.rules];
  // The exact result first: an engine limit stops before a long simulation.
  const exact = settings.compare === true ? resolveAttack(plan.scenario, rules) : null;
  const simulated = yield* simulateInChunks(plan.scenario, rules, trials, settings.seed ?? DEFAULT_SEED, SIMULATION_CHUNK);
  return { ...plan.report, simulated, exact, comparison: exact === null ? null : compareResults(exact, simulated) };
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
