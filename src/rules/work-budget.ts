/**
 * How much computing one attack may take. Each costly step estimates its work before it starts, in units
 * of about a nanosecond on the benchmark machine, and charges it here; past the limit the engine stops
 * with EngineLimitError naming the weapon and the step, instead of running for tens of seconds. A step
 * that alone is over the limit stops at once; many smaller ones (one per branch of the defender's state
 * distribution, say) stop when their sum crosses it.
 */
import { EngineLimitError } from './defender-space.js';

/** About three seconds of computing. */
export const ATTACK_WORK_LIMIT = 3e9;

/** What the estimates count, and what each costs in the budget's units (measured on the benchmark machine). */
export const COST = {
  /** A state or transition visited while stepping a chain (walker.ts walkWork). */
  step: 3,
  /** A state visited by one pass of the sorted save resolution (sortedBatchWork). */
  sortedPass: 3,
  /** A state of one distribution added, weighted, to another. */
  add: 2,
  /** A unit of a weapon's joint-count work (weapon-plan.ts jointWork): its planning and reported stages. */
  joint: 6,
} as const;

export type WorkBudget = { spent: number; readonly limit: number };

export function workBudget(limit = ATTACK_WORK_LIMIT): WorkBudget {
  return { spent: 0, limit };
}

/** What to reduce, said with every limit on work. */
export const REDUCE = 'use fewer attacks or a defender with fewer models or wounds, or `mathhammer simulate`';

/**
 * Charge `work` for a step described by `what` (naming the weapon and what makes it big); throws when the
 * budget is spent.
 */
export function charge(budget: WorkBudget, work: number, what: () => string): void {
  const before = budget.spent;
  budget.spent += work;
  if (budget.spent <= budget.limit) return;
  const context = before > 0 && work <= budget.limit ? ', with the rest of this attack,' : '';
  throw new EngineLimitError(`${what()}${context} are too many to resolve exactly; ${REDUCE}`);
}
