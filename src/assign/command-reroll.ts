/**
 * The Command Re-roll in a plan (docs/plan.md, "Command Re-roll"): a player uses the Stratagem once per
 * phase (15.02), and a plan is one phase, so at most one step of the plan has it, however many units the
 * options give it to. The steps are searched without it; it is then placed on the step where it adds the
 * most to the goal, each candidate resolved exactly (the target's sequence with the re-roll on that one
 * step). A save re-roll is the opponent's: they place it where it costs the plan the most.
 */
import type { CommandRerollRoll } from '../rules/index.js';
import type { StepPlan } from '../sequence/plan.js';
import { ScenarioError } from '../plan/index.js';
import type { SequenceEvaluator } from './evaluate.js';
import { better, type Value } from './search.js';
import { withScenarios, type PlanItem } from './weapon-groups.js';

/** Who holds the re-roll: mine (hit, wound, damage, attacks: maximise) or theirs (save: minimise). */
export type RerollSide = 'mine' | 'theirs';

export type RerollUse = {
  readonly side: RerollSide;
  /** Whether unit a's step against target d has the re-roll (its options give it). */
  readonly holds: (a: number, d: number) => boolean;
  /** The roll unit a re-rolls against target d. */
  readonly roll: (a: number, d: number) => CommandRerollRoll;
};

/** The re-roll placed: unit `unit`'s step against `target`, and what it changes of the plan's value. */
export type RerollPlacement = { readonly unit: number; readonly target: number; readonly gain: Value };

const ZERO: Value = { primary: 0, secondary: 0 };

const rollOf = (step: StepPlan | null | undefined): CommandRerollRoll | undefined => (step?.plan.scenario.commandReroll ?? step?.belowHalf?.scenario.commandReroll)?.roll;

/** The step without its Command Re-roll (the search's steps). */
export function withoutReroll(step: StepPlan): StepPlan {
  return withScenarios(step, ({ commandReroll: _reroll, ...rest }) => rest);
}

/**
 * Who holds the re-roll in the planned steps; null when no step has it. Throws ScenarioError when both
 * players' re-rolls are asked for: a plan places one.
 */
export function rerollUse(steps: readonly (readonly (StepPlan | null)[])[]): RerollUse | null {
  const rolls = new Set(steps.flatMap((row) => row.map(rollOf)).filter((r) => r !== undefined));
  if (rolls.size === 0) return null;
  if (rolls.has('save') && rolls.size > 1) {
    throw new ScenarioError([`the plan places one Command Re-roll, and the options give both the defender's (save) and the attacker's (${[...rolls].filter((r) => r !== 'save').join(', ')}): give one of them`]);
  }
  return { side: rolls.has('save') ? 'theirs' : 'mine', holds: (a, d) => rollOf(steps[a]?.[d]) !== undefined, roll: (a, d) => rollOf(steps[a]?.[d])! };
}

/** Whether gain `a` is the holder's better choice than `b` (more for mine, less for theirs). */
function preferred(side: RerollSide, a: Value, b: Value): boolean {
  return side === 'mine' ? better(a, b) : better(b, a);
}

/**
 * The best step of a plan for the re-roll (`groups[d]`: target d's items, ascending); null when it
 * changes nothing the holder wants (no step holds it, or no step gains by it).
 */
export function placeReroll(ev: SequenceEvaluator, items: readonly PlanItem[], use: RerollUse, groups: readonly (readonly number[])[]): RerollPlacement | null {
  let best: RerollPlacement | null = null;
  groups.forEach((group, d) => {
    for (const unit of new Set(group.map((i) => items[i]!.unit))) {
      if (!use.holds(unit, d)) continue;
      const base = ev.group(d, group);
      const withIt = ev.rerolled(d, group, unit);
      const gain = { primary: withIt.primary - base.primary, secondary: withIt.secondary - base.secondary };
      if (preferred(use.side, gain, best?.gain ?? ZERO)) best = { unit, target: d, gain };
    }
  });
  return best;
}

/** The re-roll's part of a plan's value: the search's `bonus` (search.ts), exact for every plan it is asked of. */
export function rerollBonus(ev: SequenceEvaluator, items: readonly PlanItem[], use: RerollUse): (groups: readonly (readonly number[])[]) => Value {
  return (groups) => placeReroll(ev, items, use, groups)?.gain ?? ZERO;
}

/** Labels of the units the options give the re-roll one by one (`--set`, a matchup file's units), when more than one. */
export function rerollHoldersWarning(labels: readonly string[], side: RerollSide): string | null {
  if (labels.length < 2) return null;
  const who = side === 'mine' ? 'attacking' : 'attacked';
  return `Command Re-roll is used once per phase, and the options give it to ${labels.join(' and ')} (${who}): the plan uses it once, on the step where it ${side === 'mine' ? 'adds the most' : 'costs the plan the most'}`;
}
