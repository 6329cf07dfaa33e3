/**
 * A sequence planned: every step planned by the one planner against the same defender, checked as one
 * plan (one edition, the defender's own options given once, Command Re-roll at most once per phase), and
 * turned into the engine's Sequence. A step whose effects depend on the target's state when it starts
 * ("target Below Half-strength") becomes a state-dependent step: the engine plans it for each state it
 * meets (docs/rules.md, "Sequences").
 */
import { isDeepStrictEqual } from 'node:util';
import { canonicalKeys, planScenario, ScenarioError, toScenarioOptions, type CalcPlan, type OptionLayer, type ParsedOptions, type ProfileLoader, type ScenarioOptions } from '../plan/index.js';
import type { EditionId, Scenario, Sequence, SequenceStep } from '../rules/index.js';
import { withoutApplied } from '../report/shared-warnings.js';

export type StepRequest = {
  readonly attacker: string;
  readonly label?: string;
  /** The step's own options, on top of the common ones. */
  readonly options: ParsedOptions;
};

export type SequenceRequest = {
  /** The unit every step attacks: a path, a bundled or a datasheet name. */
  readonly defender: string;
  /** Options for every step (a sequence file's, then the command line's), in order. */
  readonly common: readonly OptionLayer[];
  readonly steps: readonly StepRequest[];
};

export type StepPlan = {
  readonly label: string;
  readonly attacker: string;
  /** The step's own options as command-line words. */
  readonly options: readonly string[];
  /** The step planned against the target as it starts (not Below Half-strength). */
  readonly plan: CalcPlan;
  /** The step planned against the target Below Half-strength, when that changes the attack. */
  readonly belowHalf?: CalcPlan;
};

export type SequencePlan = {
  readonly rules: EditionId;
  readonly sequence: Sequence;
  readonly steps: readonly StepPlan[];
};

/** Options of the defender's unit itself: the same for every step, so given once, before the steps. */
const DEFENDER_ONCE: readonly (keyof ScenarioOptions)[] = ['defenderLoadout', 'defenderLeader', 'battleShocked'];
const OPTION_NAME: Readonly<Partial<Record<keyof ScenarioOptions, string>>> = {
  defenderLoadout: '--defender-loadout',
  defenderLeader: '--defender-leader',
  battleShocked: '--battle-shocked',
  targetBelowHalf: '--target-below-half',
  rules: '--rules',
};

/** Which phase a step's Command Re-roll is used in (at most one per phase, 15.02). */
function phaseOf(options: ScenarioOptions): string {
  return options.overwatch === true ? 'the opponent\'s turn (Overwatch)' : options.phase === 'melee' ? 'the Fight phase' : 'the Shooting phase';
}

function checkSteps(request: SequenceRequest, common: ScenarioOptions, stepOptions: readonly ScenarioOptions[]): string[] {
  const problems: string[] = [];
  if (request.steps.length === 0) problems.push('the sequence has no steps: give at least one, e.g. mathhammer sequence knight "strike-team --half-range"');
  const rerolls = new Map<string, number>();
  request.steps.forEach((step, i) => {
    const name = `step ${i + 1} (${step.label ?? step.attacker})`;
    const own = step.options.layer as Partial<ScenarioOptions>;
    for (const key of DEFENDER_ONCE) {
      if (own[key] !== undefined) problems.push(`${name}: ${OPTION_NAME[key]} describes the defender, the same for every step: give it once, before the steps`);
    }
    if (own.rules !== undefined && own.rules !== common.rules) {
      problems.push(`${name}: a sequence is resolved under one edition; give --rules ${own.rules} before the steps`);
    }
    const options = stepOptions[i]!;
    if (options.targetBelowHalf === true) {
      problems.push(`${name}: in a sequence the target's strength is known at every step; --target-below-half is decided from it, step by step`);
    }
    if (options.commandReroll !== undefined) {
      const phase = phaseOf(options);
      const first = rerolls.get(phase);
      if (first === undefined) rerolls.set(phase, i + 1);
      else problems.push(`${name}: Command Re-roll is used once per phase, and step ${first} already uses it in ${phase}`);
    }
  });
  return problems;
}

/**
 * One step planned against the defender, as the target starts it and as it would be Below Half-strength.
 * `context` names the step in the user's mistakes when there are several.
 */
export function planStep(load: ProfileLoader, defender: string, attacker: string, options: ScenarioOptions, context?: string): Omit<StepPlan, 'label' | 'options'> {
  const plan = (belowHalf: boolean): CalcPlan => {
    try {
      return planScenario(load, attacker, defender, belowHalf ? { ...options, targetBelowHalf: true } : options);
    } catch (error) {
      throw error instanceof ScenarioError && context !== undefined ? error.inCase(context) : error;
    }
  };
  const normal = plan(false);
  const below = plan(true);
  if (isDeepStrictEqual(normal.scenario, below.scenario)) return { attacker, plan: normal };
  // An effect that applies against the target Below Half-strength is decided per state: its "not applied"
  // warning against the target as it starts is no warning (the report says in which states it applied).
  const appliedBelow = new Set((below.report.effects ?? []).map((e) => e.name));
  const { warnings: _warnings, ...report } = normal.report;
  const warnings = withoutApplied(normal.report.warnings ?? [], appliedBelow);
  return { attacker, plan: { ...normal, report: { ...report, ...(warnings.length === 0 ? {} : { warnings }) } }, belowHalf: below };
}

/**
 * The engine's Sequence of planned steps. The engine prepares each Scenario object once, however often it
 * recurs: a step planned once and repeated (the copies of `needed`) is the same engine step each time,
 * and steps planned apart to equal Scenarios (the same unit firing twice) are made one object here.
 */
export function toSequence(steps: readonly StepPlan[]): Sequence {
  const first = steps[0];
  if (first === undefined) throw new RangeError('toSequence: no steps');
  const byKey = new Map<string, Scenario>();
  const keyOf = canonicalKeys();
  const shared = (scenario: Scenario): Scenario => {
    const key = keyOf(scenario);
    const known = byKey.get(key);
    if (known !== undefined) return known;
    byKey.set(key, scenario);
    return scenario;
  };
  const made = new Map<StepPlan, SequenceStep>();
  const engineStep = (step: StepPlan): SequenceStep => {
    const known = made.get(step);
    if (known !== undefined) return known;
    const normal = shared(step.plan.scenario);
    const below = step.belowHalf === undefined ? undefined : shared(step.belowHalf.scenario);
    const converted: SequenceStep = below === undefined ? normal : { dependsOn: ['belowHalf'], scenario: (facts) => (facts.belowHalf ? below : normal) };
    made.set(step, converted);
    return converted;
  };
  return { defender: first.plan.scenario.defender, steps: steps.map(engineStep) };
}

/** Throws ScenarioError for the user's mistakes (in the sequence, or in any step's plan, naming the step). */
export function planSequence(load: ProfileLoader, request: SequenceRequest): SequencePlan {
  const common = toScenarioOptions(request.common);
  const stepOptions = request.steps.map((step) => toScenarioOptions([...request.common, step.options.layer]));
  const problems = checkSteps(request, common, stepOptions);
  if (problems.length > 0) throw new ScenarioError(problems);
  const several = request.steps.length > 1;
  const steps = request.steps.map((step, i): StepPlan => {
    const label = step.label ?? step.attacker;
    const planned = planStep(load, request.defender, step.attacker, stepOptions[i]!, several ? `step ${i + 1} (${label})` : undefined);
    return { ...planned, label, options: [...step.options.argv] };
  });
  return { rules: common.rules, sequence: toSequence(steps), steps };
}
