/**
 * The shooting plan (issue 28): each attacking unit to one target, chosen to maximise a goal, every
 * target's outcome an exact sequence of its attackers in the order shown. Plain data for the renderers.
 */
import type { EditionId } from '../../rules/index.js';
import type { MatchupSide, Phase } from '../matchup/types.js';

export const PLAN_SCHEMA_VERSION = 1;

export type PlanGoalKind = 'points' | 'models' | 'must-kill';

export const PLAN_GOALS: readonly PlanGoalKind[] = ['points', 'models', 'must-kill'];

/** A weapon group (split fire): a weapon's name and how many of the unit's models fire it. */
export type PlanWeapons = readonly { readonly name: string; readonly count: number }[];

export type PlanStep = {
  /** The attacker's label (mine). */
  readonly attacker: string;
  /** With split fire, the weapon groups of the attacker in this attack when they are not all of its weapons. */
  readonly weapons?: PlanWeapons;
  /** E[models this attack alone destroys], from the state the attacks before it left. */
  readonly modelsDestroyed: number;
  /** P(the target is destroyed) after this attack. */
  readonly pDestroyedAfter: number;
};

export type PlanTarget = {
  /** The target's label (theirs). */
  readonly target: string;
  readonly points: number | null;
  readonly models: number;
  /** The attackers in the order they attack. */
  readonly steps: readonly PlanStep[];
  readonly pDestroyed: number;
  readonly expectedModels: number;
  /** points × expectedModels ÷ models; null when the target has no points. */
  readonly expectedPoints: number | null;
  /** P(models destroyed = k), k = 0 … models. */
  readonly modelsDestroyedPmf: readonly number[];
  /** This target's share of the goal's value. */
  readonly value: number;
};

/** A plan as attacker → target (labels), with split fire the weapons when not all; idle attackers reach no target. */
export type PlanAssignment = readonly { readonly attacker: string; readonly target: string; readonly weapons?: PlanWeapons }[];

export type PlanAlternative = { readonly value: number; readonly tieBreak: number; readonly assignment: PlanAssignment };

/**
 * The Command Re-roll of the plan (docs/plan.md, "Command Re-roll"): once per phase, on one step. `side`
 * mine: the attacker's roll (hit, wound, damage, attacks), on the step where it adds the most; theirs:
 * the defender's save, on the step where it costs the plan the most. `gain`: what it changes of the
 * plan's value (negative for theirs).
 */
export type PlanCommandReroll = {
  readonly roll: 'attacks' | 'hit' | 'wound' | 'save' | 'damage';
  readonly side: 'mine' | 'theirs';
  /** The step: the attacker (mine) and with split fire its weapon groups when not all, on the target (theirs). */
  readonly attacker: string;
  readonly weapons?: PlanWeapons;
  readonly target: string;
  readonly gain: number;
};

export type PlanReport = {
  readonly rules: EditionId;
  readonly phase: Phase;
  readonly goal: { readonly kind: PlanGoalKind; readonly mustKill: readonly string[]; readonly description: string; readonly tieBreak: string };
  readonly mine: MatchupSide;
  readonly theirs: MatchupSide;
  /** The goal's value of the plan, and its tie-break. */
  readonly value: number;
  readonly tieBreak: number;
  /** Targets with attackers, in theirs' order. */
  readonly targets: readonly PlanTarget[];
  /** The Command Re-roll's one step; null when the options give none, or when it changes no step of the plan (a note says so). */
  readonly commandReroll: PlanCommandReroll | null;
  readonly assignment: PlanAssignment;
  /** Attackers that can attack no target, with why. */
  readonly idle: readonly { readonly attacker: string; readonly reason: string }[];
  readonly runnersUp: readonly PlanAlternative[];
  readonly search: {
    /**
     * `exhaustive` for small instances (every plan), else `greedy + local search`; with split fire beyond
     * exhaustive, `units, then weapon groups` (docs/plan.md).
     */
    readonly method: 'exhaustive' | 'greedy + local search' | 'units, then weapon groups';
    readonly attackers: number;
    readonly targets: number;
    /** Present with split fire: the weapon groups assigned (a unit of one group is one). */
    readonly weaponGroups?: number;
    readonly plansTried: number;
    readonly sequencesResolved: number;
    /** An upper bound on the goal's value (docs/plan.md, "The bound"), and how far the plan is below it. */
    readonly bound: number;
    readonly gap: number;
  };
  /** What the plan's attacks warn of (an effect not applied, a rule not read), each with the attacks it concerns. */
  readonly warnings: readonly string[];
  readonly problems: readonly string[];
  readonly notes: readonly string[];
};
