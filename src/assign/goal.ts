/**
 * What a plan maximises (docs/plan.md, "Goals"), target by target: the plan's value is the sum of its
 * targets' values, each decided by the exact state the target ends in.
 *
 * - `points`: expected points destroyed, the target's points × E[models destroyed] ÷ its models. A
 *   partial kill is credited by the share of models destroyed, as the matchup's points removed: a unit
 *   half destroyed is half its points. Ties are broken by P(destroyed).
 * - `models`: expected models destroyed; ties broken by P(destroyed).
 * - `must-kill`: the sum of P(destroyed) of the named targets (for one name, the probability of
 *   destroying it); ties broken by expected points destroyed of every target (models when a unit has no points).
 */
import type { DefenderOutcome } from '../rules/index.js';
import type { Value } from './search.js';

export type PlanGoal =
  | { readonly kind: 'points' }
  | { readonly kind: 'models' }
  /** `targets`: indices of the named targets. */
  | { readonly kind: 'must-kill'; readonly targets: readonly number[] };

export type TargetFacts = { readonly points: number | null; readonly models: number };

/** The target's points × E[models destroyed] ÷ its models (0 points when unknown). */
export function pointsDestroyed(target: TargetFacts, outcome: DefenderOutcome): number {
  return ((target.points ?? 0) * outcome.modelsDestroyed.mean) / Math.max(1, target.models);
}

/** Target d's value when it ends in `outcome`; `byPoints`: every target has points (must-kill's tie-break). */
export function targetValue(goal: PlanGoal, d: number, target: TargetFacts, outcome: DefenderOutcome, byPoints: boolean): Value {
  switch (goal.kind) {
    case 'points':
      return { primary: pointsDestroyed(target, outcome), secondary: outcome.pWipe };
    case 'models':
      return { primary: outcome.modelsDestroyed.mean, secondary: outcome.pWipe };
    case 'must-kill':
      return {
        primary: goal.targets.includes(d) ? outcome.pWipe : 0,
        secondary: byPoints ? pointsDestroyed(target, outcome) : outcome.modelsDestroyed.mean,
      };
    default: {
      const unknown: never = goal;
      throw new TypeError(`targetValue: unknown goal ${JSON.stringify(unknown)}`);
    }
  }
}

/** The most a target can be worth (its whole value): the cap in the search's bound. */
export function targetCap(goal: PlanGoal, d: number, target: TargetFacts, byPoints: boolean): Value {
  switch (goal.kind) {
    case 'points':
      return { primary: target.points ?? 0, secondary: 1 };
    case 'models':
      return { primary: target.models, secondary: 1 };
    case 'must-kill':
      return { primary: goal.targets.includes(d) ? 1 : 0, secondary: byPoints ? (target.points ?? 0) : target.models };
    default: {
      const unknown: never = goal;
      throw new TypeError(`targetCap: unknown goal ${JSON.stringify(unknown)}`);
    }
  }
}
