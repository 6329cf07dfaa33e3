/**
 * A sequence of attacks played die by die (docs/rules.md §13): one defender unit whose models keep their
 * wounds from each step to the next, every step one whole attack (resolve.ts playStep) against the unit
 * as it is. A step whose scenario depends on the target's state is planned from the facts of the unit
 * when the step starts, read off the models themselves. The reference resolveSequence is checked against.
 */
import type { EditionRules } from '../rules/editions.js';
import type { Scenario, Sequence, SequenceStep, StateFact, StateFacts } from '../rules/types.js';
import { prepareAttack, type AttackPlan } from './plan.js';
import { playStep, unitOutcome, type ResolveOptions, type StepPlay } from './resolve.js';
import type { Roller } from './roller.js';
import { freshUnit, modelsAlive, modelsLeft, strength, woundsLost, type UnitState } from './unit-state.js';
import type { Outcome } from './outcome.js';

/** A step's plans, one per scenario it has met (a StateDependentStep's: one per distinct set of facts). */
export type StepPlans = {
  /** The plans made so far, in the order they were first needed. */
  readonly plans: ReadonlyMap<string, AttackPlan>;
  readonly planFor: (target: UnitState) => AttackPlan;
};

export type SequencePlan = {
  readonly rules: EditionRules;
  readonly sequence: Sequence;
  readonly steps: readonly StepPlans[];
};

export type SequenceStepOutcome = StepPlay & {
  /** What this step did: wounds lost and models destroyed during it. */
  readonly alone: { readonly woundsLost: number; readonly modelsDestroyed: number };
  /** The unit after this step. */
  readonly after: Omit<Outcome, keyof StepPlay>;
};

export type SequenceOutcome = { readonly steps: readonly SequenceStepOutcome[] };

export function prepareSequence(sequence: Sequence, rules: EditionRules): SequencePlan {
  if (sequence.steps.length === 0) throw new RangeError('prepareSequence: the sequence has no steps');
  // the same Scenario object, wherever it recurs, is planned once
  const prepared = new Map<Scenario, AttackPlan>();
  const prepare = (scenario: Scenario) => prepared.get(scenario) ?? prepared.set(scenario, prepareAttack(scenario, rules)).get(scenario)!;
  return { rules, sequence, steps: sequence.steps.map((step) => stepPlans(step, prepare)) };
}

function stepPlans(step: SequenceStep, prepare: (scenario: Scenario) => AttackPlan): StepPlans {
  const plans = new Map<string, AttackPlan>();
  const planFor = (target: UnitState): AttackPlan => {
    const facts = 'dependsOn' in step ? factsOf(target, step.dependsOn) : {};
    const key = JSON.stringify(facts);
    let plan = plans.get(key);
    if (plan === undefined) {
      plan = prepare('dependsOn' in step ? step.scenario(facts as StateFacts) : step);
      plans.set(key, plan);
    }
    return plan;
  };
  return { plans, planFor };
}

/** The named facts of the unit as it is (docs/rules.md §9, 13.3). */
function factsOf(target: UnitState, names: readonly StateFact[]): Partial<StateFacts> {
  const all: { readonly [K in StateFact]: () => StateFacts[K] } = {
    modelsLeft: () => modelsLeft(target),
    modelsLeftByGroup: () => target.unit.groups.map((_, g) => modelsAlive(target, g)),
    woundsLost: () => woundsLost(target),
    belowHalf: () => strength(target).belowHalf,
    atOrBelowHalf: () => strength(target).atOrBelowHalf,
  };
  return Object.fromEntries([...new Set(names)].sort().map((name) => [name, all[name]()]));
}

export function playSequence(plan: SequencePlan, roller: Roller, options: ResolveOptions = {}): SequenceOutcome {
  const target = freshUnit(plan.sequence.defender);
  let before = unitOutcome(target);
  const steps = plan.steps.map((step): SequenceStepOutcome => {
    const played = playStep(step.planFor(target), target, roller, options);
    const after = unitOutcome(target);
    const alone = { woundsLost: after.woundsLost - before.woundsLost, modelsDestroyed: after.modelsDestroyed - before.modelsDestroyed };
    before = after;
    return { ...played, alone, after };
  });
  return { steps };
}
