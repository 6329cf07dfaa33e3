/**
 * A shooting plan from the matchup's input (its sides, options, each unit's own): every attacker
 * planned against every target as a sequence step, the search run over exact sequences, and the best
 * plan's targets reported with their outcomes (docs/plan.md).
 */
import { EngineLimitError } from '../rules/index.js';
import { ScenarioError, toScenarioOptions, type ProfileLoader } from '../plan/index.js';
import { closest } from '../profile/index.js';
import type { MatchupInput, MatchupUnit, Phase } from '../matchup/index.js';
import { planStep, type StepPlan } from '../sequence/index.js';
import type { PlanAlternative, PlanAssignment, PlanCommandReroll, PlanGoalKind, PlanReport, PlanTarget } from '../report/assignment/types.js';
import { placeReroll, rerollBonus, rerollHoldersWarning, rerollUse, withoutReroll, type RerollPlacement, type RerollUse } from './command-reroll.js';
import { sequenceEvaluator, type GroupOutcome, type SequenceEvaluator } from './evaluate.js';
import { pointsDestroyed, targetCap, type PlanGoal, type TargetFacts } from './goal.js';
import { better, exhaustiveFits, planValue, searchGroups, searchPlan, type Assignment, type Evaluator, type ScoredPlan } from './search.js';
import { partWeapons, planItems, unitTargets, type PlanItem } from './weapon-groups.js';

export type PlanInput = {
  readonly matchup: MatchupInput;
  readonly phase: Phase;
  /** The goal asked for; undefined: points when every target has points, else models. */
  readonly goal?: 'points' | 'models';
  /** Targets to destroy, by label or name. */
  readonly mustKill: readonly string[];
  readonly runnersUp?: number;
  /** Each weapon group of a unit may attack another target (docs/plan.md, "Split fire"); shooting only. */
  readonly splitFire?: boolean;
};

type Cell = { step: StepPlan; models: number; points: number | null } | { reason: string };

function planCell(load: ProfileLoader, input: PlanInput, attacker: MatchupUnit, target: MatchupUnit): Cell {
  const m = input.matchup;
  const layers = [...m.common, m.attacking.get(attacker.ref) ?? {}, m.defending.get(target.ref) ?? {}, { phase: input.phase }];
  try {
    const step = { ...planStep(load, target.ref, attacker.ref, toScenarioOptions(layers)), label: attacker.label, options: [] };
    return { step, models: step.plan.report.defender.models, points: step.plan.report.defender.points ?? null };
  } catch (error) {
    if (error instanceof ScenarioError) return { reason: [...error.problems, ...error.issues.map((i) => i.message)].join('; ') };
    if (error instanceof EngineLimitError) return { reason: error.message };
    throw error;
  }
}

/** The named targets, each found by label or name; a name that finds none is a problem naming it. */
function namedTargets(names: readonly string[], targets: readonly MatchupUnit[], problems: string[]): number[] {
  const found: number[] = [];
  for (const name of names) {
    const key = name.trim().toLowerCase();
    const hits = targets.flatMap((t, d) => (t.label.toLowerCase() === key || t.name.toLowerCase() === key ? [d] : []));
    if (hits.length === 0) {
      const hint = closest(name, targets.map((t) => t.label));
      problems.push(`--must-kill "${name}": no unit of theirs is called that${hint === undefined ? '' : ` (did you mean "${hint}"?)`}; theirs are ${targets.map((t) => t.label).join(', ')}`);
    }
    for (const d of hits) if (!found.includes(d)) found.push(d);
  }
  return found;
}

/** The warnings of the plan's attacks, each once, with the attacks it concerns (all of them: said once). */
function planWarnings(cells: readonly (readonly Cell[])[], pairs: readonly { unit: number; target: number }[], mine: readonly MatchupUnit[], theirs: readonly MatchupUnit[]): string[] {
  const byText = new Map<string, string[]>();
  let attacks = 0;
  pairs.forEach(({ unit: a, target: d }) => {
    const cell = cells[a]?.[d];
    if (cell === undefined || !('step' in cell)) return;
    attacks++;
    for (const text of new Set((cell.step.plan.report.warnings ?? []).map((w) => w.text))) {
      byText.set(text, [...(byText.get(text) ?? []), `${mine[a]!.label} \u2192 ${theirs[d]!.label}`]);
    }
  });
  return [...byText].map(([text, where]) => (where.length === attacks ? text : `${text} (${where.join(', ')})`));
}

function assignmentOf(assignment: Assignment, items: readonly PlanItem[], mine: readonly MatchupUnit[], theirs: readonly MatchupUnit[]): PlanAssignment {
  return unitTargets(assignment, items).map((pair) => {
    // Every group named, so that two plans compare group by group (the runners-up's changes).
    const weapons = partWeapons(pair.items, items, true);
    return { attacker: mine[pair.unit]!.label, target: theirs[pair.target]!.label, ...(weapons === undefined ? {} : { weapons }) };
  });
}

function describe(goal: PlanGoal, theirs: readonly MatchupUnit[], byPoints: boolean): { description: string; tieBreak: string } {
  switch (goal.kind) {
    case 'points':
      return { description: 'expected points destroyed', tieBreak: 'sum of P(destroyed)' };
    case 'models':
      return { description: 'expected models destroyed', tieBreak: 'sum of P(destroyed)' };
    case 'must-kill': {
      const names = goal.targets.map((d) => theirs[d]!.label);
      return {
        description: names.length === 1 ? `P(${names[0]} destroyed)` : `sum of P(destroyed) of ${names.join(', ')}`,
        tieBreak: byPoints ? 'expected points destroyed' : 'expected models destroyed',
      };
    }
  }
}

function targetReport(outcome: GroupOutcome, items: readonly PlanItem[], unit: MatchupUnit, facts: TargetFacts, mine: readonly MatchupUnit[]): PlanTarget {
  const { order, result, value } = outcome;
  const step = (part: readonly number[], i: number) => {
    const weapons = partWeapons(part, items);
    return {
      attacker: mine[items[part[0]!]!.unit]!.label,
      ...(weapons === undefined ? {} : { weapons }),
      modelsDestroyed: result.steps[i]!.alone.expectedModelsDestroyed,
      pDestroyedAfter: result.steps[i]!.after.pWipe,
    };
  };
  return {
    target: unit.label,
    points: facts.points,
    models: facts.models,
    steps: order.map(step),
    pDestroyed: result.pWipe,
    expectedModels: result.modelsDestroyed.mean,
    expectedPoints: facts.points === null ? null : pointsDestroyed(facts, result),
    modelsDestroyedPmf: [...result.modelsDestroyed.pmf],
    value: value.primary,
  };
}

/** Everything the search needs: each attacker planned against each target, the goal settled, the evaluator. */
export type PreparedPlan = {
  readonly cells: readonly (readonly Cell[])[];
  readonly facts: readonly TargetFacts[];
  readonly byPoints: boolean;
  readonly goal: PlanGoal;
  readonly evaluator: SequenceEvaluator;
  /** Who holds the Command Re-roll (the evaluator's steps are without it, its rerollSteps with it); null: nobody. */
  readonly reroll: RerollUse | null;
  /** The evaluator with the steps as planned: every unit given the re-roll has it (the bound's). */
  readonly withEveryReroll: SequenceEvaluator;
  /** What the search assigns: each unit, or with split fire each weapon group (the evaluator's attackers). */
  readonly items: readonly PlanItem[];
  /** The items able to attack target d. */
  readonly reaching: (d: number) => number[];
  readonly problems: readonly string[];
  readonly notes: readonly string[];
  /** The plan's own warnings (a Command Re-roll given to several units), before its attacks'. */
  readonly warnings: readonly string[];
  /** Sequences resolved to settle the goal (a --must-kill target's chance with every attacker). */
  readonly probed: number;
};

/**
 * The attacks planned and the goal settled: a --must-kill name that is unknown, or that no plan can
 * destroy, is a problem naming it, and the goal goes on with the other names (or without any).
 */
export function preparePlan(input: PlanInput, load: ProfileLoader): PreparedPlan {
  const { mine, theirs, rules } = input.matchup;
  const problems = [...input.matchup.problems];
  const notes = [...input.matchup.notes];
  const warnings: string[] = [];
  const cells = mine.units.map((a) => theirs.units.map((d) => planCell(load, input, a, d)));
  const facts: TargetFacts[] = theirs.units.map((unit, d) => {
    const cell = cells.map((row) => row[d]!).find((c) => 'step' in c);
    return cell !== undefined && 'step' in cell ? { points: cell.points, models: cell.models } : { points: unit.points, models: 1 };
  });
  const byPoints = facts.every((f) => f.points !== null);
  const planned = cells.map((row) => row.map((c) => ('step' in c ? c.step : null)));
  // Once per phase (15.02): the search's steps are without the Command Re-roll; it is placed after.
  const reroll = rerollUse(planned);
  const steps = reroll === null ? planned : planned.map((row) => row.map((step) => step && withoutReroll(step)));
  if (reroll !== null) {
    const layers = reroll.side === 'mine' ? input.matchup.attacking : input.matchup.defending;
    const side = reroll.side === 'mine' ? mine.units : theirs.units;
    const warning = rerollHoldersWarning(side.filter((u) => layers.get(u.ref)?.commandReroll !== undefined).map((u) => u.label), reroll.side);
    if (warning !== null) warnings.push(warning);
  }
  const split = input.splitFire === true && input.phase === 'shooting';
  if (input.splitFire === true && !split) notes.push('split fire is planned for the shooting phase: in the Fight phase each unit fights one target here');
  const items = planItems(steps, split);

  let named = namedTargets(input.mustKill, theirs.units, problems);
  const fallback: PlanGoalKind = input.goal ?? (byPoints ? 'points' : 'models');
  if (input.goal === 'points' && !byPoints) notes.push('some targets have no points: they count 0 towards expected points destroyed');
  // A named target no attacker can reach, or that all of them together never destroy, cannot be a goal.
  // Probed without the Command Re-roll, as the plan may use it once only; a re-roll never makes an
  // outcome of probability 0 possible, so this decides the same targets as with it, on the plan's terms.
  const probe = sequenceEvaluator({ steps, items, targets: facts, goal: { kind: 'must-kill', targets: named }, rules });
  const allOn = (d: number) => items.flatMap((_, i) => (probe.canHit(i, d) ? [i] : []));
  named = named.filter((d) => {
    const who = allOn(d);
    const label = theirs.units[d]!.label;
    if (who.length === 0) {
      problems.push(`--must-kill "${label}": none of mine can attack it in the ${input.phase} phase`);
      return false;
    }
    const p = probe.outcome(d, who).result.pWipe;
    // Below the search's tie (1e-12) a probability is float noise: no plan tells it from zero.
    if (p <= 1e-12) {
      problems.push(`--must-kill "${label}": no plan can destroy it (all of mine that can attack it together, P(destroyed) ${p === 0 ? '0' : 'below 1e-12'})`);
      return false;
    }
    return true;
  });
  if (input.mustKill.length > 0 && named.length === 0) notes.push(`no target to destroy is left: the plan maximises ${fallback === 'points' ? 'expected points' : 'expected models'} destroyed`);
  const goal: PlanGoal = named.length > 0 ? { kind: 'must-kill', targets: named } : { kind: fallback };

  const evaluator = sequenceEvaluator({ steps, rerollSteps: planned, items, targets: facts, goal, rules });
  const withEveryReroll = reroll === null ? evaluator : sequenceEvaluator({ steps: planned, items, targets: facts, goal, rules });
  return { cells, facts, byPoints, goal, evaluator, reroll, withEveryReroll, items, reaching: allOn, problems, notes, warnings, probed: probe.resolved() };
}

/**
 * Large instances are searched without the Command Re-roll: the plan found and the runners-up met (at
 * least RE_RANKED of them) each get the re-roll on their best step, and are ranked again by that value.
 */
const RE_RANKED = 4;

function withPlacements<S extends { best: ScoredPlan; runnersUp: readonly ScoredPlan[] }>(found: S, placed: Evaluator, runnersUp: number): S {
  const ranked = [found.best, ...found.runnersUp]
    .map((plan) => ({ assignment: plan.assignment, value: planValue(placed, plan.assignment) }))
    .sort((a, b) => (better(a.value, b.value) ? -1 : better(b.value, a.value) ? 1 : 0));
  return { ...found, best: ranked[0]!, runnersUp: ranked.slice(1, 1 + runnersUp) };
}

/**
 * The bound beyond exhaustive search: each target at most its whole value, and at most what every
 * attacker able to reach it does to it together (adding attacks never lowers a target's losses);
 * docs/plan.md, "The bound". With my Command Re-roll, plus the most it can add to one target's bound
 * (every holder on that target with it: one re-roll on one step does no more).
 */
function looseBound(prepared: PreparedPlan, targets: number): number {
  const { goal, facts, byPoints, evaluator: ev, withEveryReroll, reaching, reroll } = prepared;
  let sum = 0;
  let rerollGain = 0;
  for (let d = 0; d < targets; d++) {
    const who = reaching(d);
    if (who.length === 0) continue;
    const cap = targetCap(goal, d, facts[d]!, byPoints).primary;
    const without = Math.min(cap, ev.group(d, who).primary);
    sum += without;
    if (reroll?.side === 'mine') rerollGain = Math.max(rerollGain, Math.min(cap, withEveryReroll.group(d, who).primary) - without);
  }
  return sum + rerollGain;
}

function rerollReport(placement: RerollPlacement | null, reroll: RerollUse, groups: readonly (readonly number[])[], items: readonly PlanItem[], mine: readonly MatchupUnit[], theirs: readonly MatchupUnit[]): PlanCommandReroll | null {
  if (placement === null) return null;
  const { unit, target: d, gain } = placement;
  const weapons = partWeapons(groups[d]!.filter((i) => items[i]!.unit === unit), items);
  return { roll: reroll.roll(unit, d), side: reroll.side, attacker: mine[unit]!.label, ...(weapons === undefined ? {} : { weapons }), target: theirs[d]!.label, gain: gain.primary };
}

/** The plan (docs/plan.md): the prepared attacks searched, the best plan's targets resolved for the report. */
export function runPlan(input: PlanInput, load: ProfileLoader): PlanReport {
  const { mine, theirs, rules } = input.matchup;
  const prepared = preparePlan(input, load);
  const { cells, facts, byPoints, goal, evaluator: ev, reroll, withEveryReroll, items, problems, probed } = prepared;
  const notes = [...prepared.notes];
  const runnersUp = input.runnersUp ?? 2;
  const exhaustive = exhaustiveFits(ev);
  // With the Command Re-roll each plan's value counts it on the plan's best step (docs/plan.md, "Command Re-roll").
  const placed: Evaluator = reroll === null ? ev : { ...ev, bonus: rerollBonus(ev, items, reroll) };
  const kept = reroll === null || exhaustive ? runnersUp : Math.max(runnersUp, RE_RANKED);
  // Split fire too large for every plan: the units whole, then their groups moved (docs/plan.md, "Split fire").
  const split = items.some((item) => item.weapons !== null);
  const found = split && !exhaustive ? searchGroups(ev, items.map((item) => item.unit), kept) : searchPlan(exhaustive ? placed : ev, kept);
  const search = reroll === null || exhaustive ? found : withPlacements(found, placed, runnersUp);
  const groups: number[][] = theirs.units.map(() => []);
  search.best.assignment.forEach((d, a) => d >= 0 && groups[d]!.push(a));
  const placement = reroll === null ? null : placeReroll(ev, items, reroll, groups);
  if (reroll !== null && placement === null) notes.push(`the Command Re-roll ${reroll.side === 'mine' ? 'adds nothing to' : 'costs nothing to'} any step of the plan: it is not used`);
  // Every plan searched: the optimum (with the re-roll on each plan's best step) is the bound itself.
  const bound = search.method === 'exhaustive' ? search.best.value.primary : looseBound(prepared, theirs.units.length);
  const outcomeOf = (d: number): GroupOutcome => (placement?.target === d ? ev.rerolledOutcome(d, groups[d]!, placement.unit) : ev.outcome(d, groups[d]!));
  const pairs = unitTargets(search.best.assignment, items);
  const idle = mine.units.flatMap((unit, a) => {
    if (pairs.some((p) => p.unit === a)) return [];
    const reasons = [...new Set(cells[a]!.map((c) => ('reason' in c ? c.reason : '')).filter((r) => r !== ''))];
    return [{ attacker: unit.label, reason: reasons.join('; ') || 'no target it can attack' }];
  });
  const alternative = (plan: { assignment: Assignment; value: { primary: number; secondary: number } }): PlanAlternative => ({
    value: plan.value.primary,
    tieBreak: plan.value.secondary,
    assignment: assignmentOf(plan.assignment, items, mine.units, theirs.units),
  });
  return {
    rules,
    phase: input.phase,
    goal: { kind: goal.kind, mustKill: goal.kind === 'must-kill' ? goal.targets.map((d) => theirs.units[d]!.label) : [], ...describe(goal, theirs.units, byPoints) },
    mine,
    theirs,
    value: search.best.value.primary,
    tieBreak: search.best.value.secondary,
    targets: groups.flatMap((g, d) => (g.length === 0 ? [] : [targetReport(outcomeOf(d), items, theirs.units[d]!, facts[d]!, mine.units)])),
    commandReroll: reroll === null ? null : rerollReport(placement, reroll, groups, items, mine.units, theirs.units),
    assignment: assignmentOf(search.best.assignment, items, mine.units, theirs.units),
    idle,
    runnersUp: search.runnersUp.map(alternative),
    search: {
      method: search.method,
      attackers: mine.units.length,
      targets: theirs.units.length,
      ...(input.splitFire === true ? { weaponGroups: items.length } : {}),
      plansTried: search.plansTried,
      sequencesResolved: ev.resolved() + probed + (withEveryReroll === ev ? 0 : withEveryReroll.resolved()),
      bound: Math.max(bound, search.best.value.primary),
      gap: Math.max(0, bound - search.best.value.primary),
    },
    warnings: [...prepared.warnings, ...planWarnings(cells, pairs, mine.units, theirs.units)],
    problems,
    notes,
  };
}
