/**
 * A target's exact outcome under a group of attackers: their steps as one sequence (resolveSequence,
 * the target's state carried from each attack to the next), in the best of a few orders. Every group is
 * resolved once and remembered, so the search's many plans cost the distinct groups they meet.
 *
 * The search assigns items (weapon-groups.ts): whole units, or with split fire their weapon groups. The
 * items of one unit on a target are one step of the sequence (that unit's attack with those weapons);
 * orders are orders of those steps. Orders tried: both orders of two steps; for more, strongest alone
 * first and weakest alone first (docs/plan.md, "Order").
 */
import type { StepPlan } from '../sequence/plan.js';
import { toSequence } from '../sequence/plan.js';
import { EDITIONS, resolveSequence, type EditionId, type SequenceResult } from '../rules/index.js';
import { targetValue, type PlanGoal, type TargetFacts } from './goal.js';
import { better, type Evaluator, type Value } from './search.js';
import { itemFires, restrictStep, type PlanItem } from './weapon-groups.js';

/** `order`: the sequence's steps, each the items (ascending) of one unit attacking together. */
export type GroupOutcome = { readonly order: readonly (readonly number[])[]; readonly result: SequenceResult; readonly value: Value };

/** What is remembered of a group: its best order and value (a whole result is resolved again when asked for, to keep memory small). */
type Known = { readonly order: readonly (readonly number[])[]; readonly value: Value };

export type SequenceEvaluator = Evaluator & {
  /** The group's outcome in the order chosen (items ascending, at least one). */
  outcome(d: number, items: readonly number[]): GroupOutcome;
  /** The group's value with the Command Re-roll on `unit`'s step (from `rerollSteps`), in the order kept without it. */
  rerolled(d: number, items: readonly number[], unit: number): Value;
  /** The group's outcome with the Command Re-roll on `unit`'s step, in the order kept without it. */
  rerolledOutcome(d: number, items: readonly number[], unit: number): GroupOutcome;
  /** Sequences resolved so far. */
  readonly resolved: () => number;
};

export type EvaluatorInput = {
  /** `steps[a][d]`: unit a planned against target d, null when it cannot attack it. */
  readonly steps: readonly (readonly (StepPlan | null)[])[];
  /**
   * The same steps with the Command Re-roll of the units given it (docs/plan.md, "Command Re-roll"):
   * one of them is taken into a group's sequence at a time. Default: `steps`.
   */
  readonly rerollSteps?: readonly (readonly (StepPlan | null)[])[];
  /** What is assigned; default: each unit whole. */
  readonly items?: readonly PlanItem[];
  readonly targets: readonly TargetFacts[];
  readonly goal: PlanGoal;
  readonly rules: EditionId;
};

const ALL_ORDERS_UP_TO = 2;

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

export function sequenceEvaluator(input: EvaluatorInput): SequenceEvaluator {
  const { steps, targets, goal } = input;
  const rerollSteps = input.rerollSteps ?? steps;
  const items = input.items ?? steps.map((_, unit): PlanItem => ({ unit, weapons: null }));
  const rules = EDITIONS[input.rules];
  const byPoints = targets.every((t) => t.points !== null);
  const memo = new Map<string, Known>();
  const restricted = new Map<string, StepPlan>();
  let resolved = 0;
  const groupsOfUnit = (unit: number): number => items.filter((item) => item.unit === unit).length;

  const itemOf = (i: number): PlanItem => {
    const item = items[i];
    if (item === undefined) throw new RangeError(`sequenceEvaluator: no item ${i}`);
    return item;
  };

  /** The items grouped by unit, in the order of their first item. */
  const partsOf = (group: readonly number[]): number[][] => {
    const byUnit = new Map<number, number[]>();
    for (const i of group) byUnit.set(itemOf(i).unit, [...(byUnit.get(itemOf(i).unit) ?? []), i]);
    return [...byUnit.values()];
  };

  /**
   * One unit's step against target d with the part's weapons (the whole step when any item is the whole
   * unit); `rerolled`: taken from the steps with the Command Re-roll.
   */
  const partStep = (d: number, part: readonly number[], rerolled = false): StepPlan => {
    const unit = itemOf(part[0]!).unit;
    const step = (rerolled ? rerollSteps : steps)[unit]?.[d];
    if (!part.every((i) => itemFires(itemOf(i), step))) throw new RangeError(`sequenceEvaluator: items ${part.join(',')} cannot attack target ${d}`);
    const names = part.map((i) => itemOf(i).weapons?.name ?? null);
    // Every group of the unit: the unit's own step, as without split fire.
    if (names.includes(null) || part.length === groupsOfUnit(unit)) return step!;
    const key = `${rerolled ? 'R' : ''}${unit}:${d}:${names.join('\u0000')}`;
    const known = restricted.get(key) ?? restrictStep(step!, names as string[]);
    restricted.set(key, known);
    return known;
  };

  /** `rerollUnit`: the unit whose step has the Command Re-roll (-1: none). */
  const resolveOrder = (d: number, order: readonly (readonly number[])[], rerollUnit = -1): GroupOutcome => {
    resolved++;
    const result = resolveSequence(toSequence(order.map((part) => partStep(d, part, itemOf(part[0]!).unit === rerollUnit))), rules);
    return { order, result, value: targetValue(goal, d, targets[d]!, result, byPoints) };
  };

  const ordersOf = (d: number, parts: readonly number[][]): number[][][] => {
    if (parts.length <= ALL_ORDERS_UP_TO) return permutations(parts);
    const alone = (part: readonly number[]) => known(d, part).value;
    const strongest = [...parts].sort((x, y) => (better(alone(x), alone(y)) ? -1 : better(alone(y), alone(x)) ? 1 : x[0]! - y[0]!));
    return [strongest, [...strongest].reverse()];
  };

  const known = (d: number, group: readonly number[]): Known => {
    const key = `${d}:${group.join(',')}`;
    const seen = memo.get(key);
    if (seen !== undefined) return seen;
    let best: Known | undefined;
    for (const order of ordersOf(d, partsOf(group))) {
      const tried = resolveOrder(d, order);
      if (best === undefined || better(tried.value, best.value)) best = { order: tried.order, value: tried.value };
    }
    memo.set(key, best!);
    return best!;
  };

  const outcome = (d: number, group: readonly number[]): GroupOutcome => resolveOrder(d, known(d, group).order);
  const rerolledMemo = new Map<string, Value>();
  const rerolledOutcome = (d: number, group: readonly number[], unit: number): GroupOutcome => resolveOrder(d, known(d, group).order, unit);
  const rerolled = (d: number, group: readonly number[], unit: number): Value => {
    const key = `${d}:${unit}:${group.join(',')}`;
    const seen = rerolledMemo.get(key) ?? rerolledOutcome(d, group, unit).value;
    rerolledMemo.set(key, seen);
    return seen;
  };

  return {
    attackers: items.length,
    targets: targets.length,
    canHit: (i, d) => itemFires(itemOf(i), steps[itemOf(i).unit]?.[d]),
    group: (d, group) => known(d, group).value,
    outcome,
    rerolled,
    rerolledOutcome,
    resolved: () => resolved,
  };
}
