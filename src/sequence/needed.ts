/**
 * `mathhammer needed`: how many copies of an attack (the unit firing again, or more units like it), or how
 * many models in the attacking unit, reach a goal with a given probability — and the whole curve of
 * N → P(goal), so the player sees how it rises. Copies are a sequence of identical steps against one
 * defender (its exact state carried from each to the next), resolved once for every N up to the bound.
 */
import { planScenario, ScenarioError, withRulesOf, type CalcPlan, type ProfileLoader, type ScenarioOptions } from '../plan/index.js';
import type { NeededPoint, NeededReport } from '../report/index.js';
import { EDITIONS, resolveAttack, resolveSequence } from '../rules/index.js';
import { pGoal, unreachableGoal, type Goal } from './goal.js';

export type { NeededPoint, NeededReport };
import { planStep, toSequence, type StepPlan } from './plan.js';
import { legalSizes, modelCount, scaleModels } from './scale.js';

/** The largest N searched by default, and at most. */
export const DEFAULT_MAX = 20;
export const MAX_COPIES = 100;
export const MAX_MODELS = 200;

export type NeededRequest = {
  readonly attacker: string;
  readonly defender: string;
  readonly options: ScenarioOptions;
  readonly goal: Goal;
  /** The probability to reach, in (0, 1]. */
  readonly p: number;
  /** Copies of the attack, or models in the attacking unit. */
  readonly by: 'copies' | 'models';
  /** The largest N to try (default: DEFAULT_MAX copies; the largest legal size, or DEFAULT_MAX, models). */
  readonly max?: number;
};

function checkRequest(request: NeededRequest): void {
  const problems: string[] = [];
  if (!(request.p > 0 && request.p <= 1)) problems.push(`--p must be a probability above 0 and at most 1 (like 0.9), got ${request.p}`);
  const bound = request.by === 'copies' ? MAX_COPIES : MAX_MODELS;
  if (request.max !== undefined && !(Number.isInteger(request.max) && request.max >= 1 && request.max <= bound)) {
    problems.push(`--max must be a whole number from 1 to ${bound}, got ${request.max}`);
  }
  if (problems.length > 0) throw new ScenarioError(problems);
}

/** The goal must be one the defender can meet (checked on the attack as planned). */
function checkGoal(goal: Goal, plan: CalcPlan): void {
  const problem = unreachableGoal(goal, plan.scenario.defender, plan.report.defender.name);
  if (problem !== null) throw new ScenarioError([problem]);
}

function answerOf(curve: readonly NeededPoint[], target: number): number | null {
  // a probability computed as 0.8999999999999999 reaches 0.9
  return curve.find((point) => point.p >= target - 1e-12)?.n ?? null;
}

function byCopies(load: ProfileLoader, request: NeededRequest): NeededReport {
  if (request.options.targetBelowHalf === true) {
    // As in a sequence (plan.ts checkSteps): each copy meets the target as the copies before left it.
    throw new ScenarioError(["--target-below-half: the copies' target starts at full strength and its strength is known after every copy; whether it is Below Half-strength is decided from it, copy by copy (drop the flag)"]);
  }
  const max = request.max ?? DEFAULT_MAX;
  const first = { ...planStep(load, request.defender, request.attacker, request.options), label: request.attacker, options: [] };
  checkGoal(request.goal, first.plan);
  const notes: string[] = [];
  let again: StepPlan = first;
  if (request.options.commandReroll !== undefined || request.options.changeToSix !== undefined) {
    // Command Re-roll is once per phase (15.02), a die changed to a 6 once per battle, turn or phase
    // (docs/rules.md §10a): the first copy has them, the others not.
    const { commandReroll: _reroll, changeToSix: _six, ...rest } = request.options;
    again = { ...planStep(load, request.defender, request.attacker, rest), label: request.attacker, options: [] };
    if (request.options.commandReroll !== undefined) notes.push('Command Re-roll is used once per phase: only the first copy has it');
    if (request.options.changeToSix !== undefined) notes.push('a die is changed to a 6 once: only the first copy changes one');
  }
  const steps = [first, ...Array.from({ length: max - 1 }, () => again)];
  const result = resolveSequence(toSequence(steps), EDITIONS[request.options.rules]);
  const curve = result.steps.map((step, i) => ({ n: i + 1, p: pGoal(request.goal, step.after) }));
  notes.push('each copy attacks the defender as the copies before left it');
  return { goal: request.goal, target: request.p, by: 'copies', attack: first.plan.report, curve, answer: answerOf(curve, request.p), notes };
}

function byModels(load: ProfileLoader, request: NeededRequest): NeededReport {
  const loaded = load(request.attacker);
  if (!loaded.ok) throw ScenarioError.fromIssues(loaded.issues);
  const profile = loaded.value;
  const base = planScenario(load, request.attacker, request.defender, request.options);
  checkGoal(request.goal, base);
  const notes: string[] = [];
  const legal = legalSizes(profile);
  let sizes: number[];
  if (legal === undefined) {
    const max = request.max ?? Math.max(DEFAULT_MAX, modelCount(profile));
    sizes = Array.from({ length: max }, (_, i) => i + 1);
    notes.push(`the profile of ${profile.name} does not list its legal unit sizes (points per size): every size up to ${max} is tried`);
  } else {
    sizes = legal.filter((n) => request.max === undefined || n <= request.max);
  }
  const curve: NeededPoint[] = [];
  const skipped: string[] = [];
  for (const n of sizes) {
    const scaled = scaleModels(profile, n);
    if (!scaled.ok) {
      skipped.push(scaled.message);
      continue;
    }
    const sized = withRulesOf(load, (ref: string) => (ref === request.attacker ? { ok: true as const, value: scaled.value } : load(ref)));
    const plan = planScenario(sized, request.attacker, request.defender, request.options);
    curve.push({ n, p: pGoal(request.goal, resolveAttack(plan.scenario, EDITIONS[request.options.rules])) });
  }
  if (skipped.length > 0) notes.push(...new Set(skipped));
  if (curve.length === 0) throw new ScenarioError([`no size of ${profile.name} can be tried: ${skipped[0] ?? 'no sizes'}`]);
  return { goal: request.goal, target: request.p, by: 'models', attack: base.report, curve, answer: answerOf(curve, request.p), notes };
}

/** Throws ScenarioError for the user's mistakes, EngineLimitError for inputs too big to compute exactly. */
export function needed(load: ProfileLoader, request: NeededRequest): NeededReport {
  checkRequest(request);
  return request.by === 'copies' ? byCopies(load, request) : byModels(load, request);
}
