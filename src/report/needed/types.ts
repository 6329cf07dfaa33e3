/** What the `needed` renderers print: the goal, the attack, and the curve of N → P(goal). */
import type { CalcReport } from '../types.js';

export const NEEDED_SCHEMA_VERSION = 1;

/** What `needed` aims for (docs/rules.md, "Sequences"). */
export type Goal =
  | { readonly kind: 'destroyed' }
  | { readonly kind: 'at-least'; readonly k: number }
  | { readonly kind: 'damage'; readonly k: number }
  | { readonly kind: 'below-half' };

export type NeededPoint = { readonly n: number; readonly p: number };

export type NeededReport = {
  readonly goal: Goal;
  /** The probability to reach. */
  readonly target: number;
  /** What N counts: copies of the attack, or models in the attacking unit. */
  readonly by: 'copies' | 'models';
  /** The attack as planned (one copy, or the unit as its profile has it). */
  readonly attack: Omit<CalcReport, 'result'>;
  readonly curve: readonly NeededPoint[];
  /** The smallest N reaching the target, or null when none up to the bound does. */
  readonly answer: number | null;
  readonly notes: readonly string[];
};

export function goalText(goal: Goal): string {
  switch (goal.kind) {
    case 'destroyed':
      return 'the unit destroyed';
    case 'at-least':
      return `at least ${goal.k} model${goal.k === 1 ? '' : 's'} destroyed`;
    case 'damage':
      return `at least ${goal.k} wound${goal.k === 1 ? '' : 's'} lost`;
    case 'below-half':
      return 'the unit Below Half-strength';
    default: {
      const unknown: never = goal;
      throw new TypeError(`goalText: unknown goal ${JSON.stringify(unknown)}`);
    }
  }
}

/** "copies" / "models", singular for one. */
export function unitOf(report: Pick<NeededReport, 'by'>, n: number): string {
  const word = report.by === 'copies' ? 'cop' : 'model';
  return report.by === 'copies' ? `${word}${n === 1 ? 'y' : 'ies'}` : `${word}${n === 1 ? '' : 's'}`;
}
