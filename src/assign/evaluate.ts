/**
 * A target's exact outcome under a group of attackers: their steps as one sequence (resolveSequence,
 * the target's state carried from each attack to the next), in the best of a few orders. Every group is
 * resolved once and remembered, so the search's many plans cost the distinct groups they meet.
 *
 * Orders tried: both orders of two attackers; for more, strongest alone first
 * and weakest alone first (docs/plan.md, "Order").
 */
import type { StepPlan } from '../sequence/plan.js';
import { toSequence } from '../sequence/plan.js';
import { EDITIONS, resolveSequence, type EditionId, type SequenceResult } from '../rules/index.js';
import { targetValue, type PlanGoal, type TargetFacts } from './goal.js';
import { better, type Evaluator, type Value } from './search.js';

export type GroupOutcome = { readonly order: readonly number[]; readonly result: SequenceResult; readonly value: Value };

/** What is remembered of a group: its best order and value (a whole result is resolved again when asked for, to keep memory small). */
type Known = { readonly order: readonly number[]; readonly value: Value };

export type SequenceEvaluator = Evaluator & {
  /** The group's outcome in the order chosen (attackers ascending, at least one). */
  outcome(d: number, attackers: readonly number[]): GroupOutcome;
  /** Sequences resolved so far. */
  readonly resolved: () => number;
};

export type EvaluatorInput = {
  /** `steps[a][d]`: attacker a planned against target d, null when it cannot attack it. */
  readonly steps: readonly (readonly (StepPlan | null)[])[];
  readonly targets: readonly TargetFacts[];
  readonly goal: PlanGoal;
  readonly rules: EditionId;
};

const ALL_ORDERS_UP_TO = 2;

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

export function sequenceEvaluator(input: EvaluatorInput): SequenceEvaluator {
  const { steps, targets, goal } = input;
  const rules = EDITIONS[input.rules];
  const byPoints = targets.every((t) => t.points !== null);
  const memo = new Map<string, Known>();
  let resolved = 0;

  const resolveOrder = (d: number, order: readonly number[]): GroupOutcome => {
    const plans = order.map((a) => {
      const step = steps[a]?.[d];
      if (step === null || step === undefined) throw new RangeError(`sequenceEvaluator: attacker ${a} cannot attack target ${d}`);
      return step;
    });
    resolved++;
    const result = resolveSequence(toSequence(plans), rules);
    return { order, result, value: targetValue(goal, d, targets[d]!, result, byPoints) };
  };

  const ordersOf = (d: number, attackers: readonly number[]): number[][] => {
    if (attackers.length <= ALL_ORDERS_UP_TO) return permutations(attackers);
    const alone = (a: number) => known(d, [a]).value;
    const strongest = [...attackers].sort((x, y) => (better(alone(x), alone(y)) ? -1 : better(alone(y), alone(x)) ? 1 : x - y));
    return [strongest, [...strongest].reverse()];
  };

  const known = (d: number, attackers: readonly number[]): Known => {
    const key = `${d}:${attackers.join(',')}`;
    const seen = memo.get(key);
    if (seen !== undefined) return seen;
    let best: Known | undefined;
    for (const order of ordersOf(d, attackers)) {
      const tried = resolveOrder(d, order);
      if (best === undefined || better(tried.value, best.value)) best = { order: tried.order, value: tried.value };
    }
    memo.set(key, best!);
    return best!;
  };

  const outcome = (d: number, attackers: readonly number[]): GroupOutcome => resolveOrder(d, known(d, attackers).order);

  return {
    attackers: steps.length,
    targets: targets.length,
    canHit: (a, d) => steps[a]?.[d] != null,
    group: (d, attackers) => known(d, attackers).value,
    outcome,
    resolved: () => resolved,
  };
}
