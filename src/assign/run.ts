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
import type { PlanAlternative, PlanAssignment, PlanGoalKind, PlanReport, PlanTarget } from '../report/assignment/types.js';
import { sequenceEvaluator, type SequenceEvaluator } from './evaluate.js';
import { pointsDestroyed, targetCap, type PlanGoal, type TargetFacts } from './goal.js';
import { exhaustiveFits, searchGroups, searchPlan, type Assignment } from './search.js';
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

function targetReport(ev: SequenceEvaluator, items: readonly PlanItem[], d: number, attackers: readonly number[], unit: MatchupUnit, facts: TargetFacts, mine: readonly MatchupUnit[]): PlanTarget {
  const { order, result, value } = ev.outcome(d, attackers);
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
  /** What the search assigns: each unit, or with split fire each weapon group (the evaluator's attackers). */
  readonly items: readonly PlanItem[];
  /** The items able to attack target d. */
  readonly reaching: (d: number) => number[];
  readonly problems: readonly string[];
  readonly notes: readonly string[];
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
  const cells = mine.units.map((a) => theirs.units.map((d) => planCell(load, input, a, d)));
  const facts: TargetFacts[] = theirs.units.map((unit, d) => {
    const cell = cells.map((row) => row[d]!).find((c) => 'step' in c);
    return cell !== undefined && 'step' in cell ? { points: cell.points, models: cell.models } : { points: unit.points, models: 1 };
  });
  const byPoints = facts.every((f) => f.points !== null);
  const steps = cells.map((row) => row.map((c) => ('step' in c ? c.step : null)));
  const split = input.splitFire === true && input.phase === 'shooting';
  if (input.splitFire === true && !split) notes.push('split fire is planned for the shooting phase: in the Fight phase each unit fights one target here');
  const items = planItems(steps, split);

  let named = namedTargets(input.mustKill, theirs.units, problems);
  const fallback: PlanGoalKind = input.goal ?? (byPoints ? 'points' : 'models');
  if (input.goal === 'points' && !byPoints) notes.push('some targets have no points: they count 0 towards expected points destroyed');
  // A named target no attacker can reach, or that all of them together never destroy, cannot be a goal.
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

  const evaluator = sequenceEvaluator({ steps, items, targets: facts, goal, rules });
  return { cells, facts, byPoints, goal, evaluator, items, reaching: allOn, problems, notes, probed: probe.resolved() };
}

/** The plan (docs/plan.md): the prepared attacks searched, the best plan's targets resolved for the report. */
export function runPlan(input: PlanInput, load: ProfileLoader): PlanReport {
  const { mine, theirs, rules } = input.matchup;
  const { cells, facts, byPoints, goal, evaluator: ev, items, reaching: allOn, problems, notes, probed } = preparePlan(input, load);
  // Split fire too large for every plan: the units whole, then their groups moved (docs/plan.md, "Split fire").
  const split = items.some((item) => item.weapons !== null);
  const search = split && !exhaustiveFits(ev) ? searchGroups(ev, items.map((item) => item.unit), input.runnersUp ?? 2) : searchPlan(ev, input.runnersUp ?? 2);
  const groups: number[][] = theirs.units.map(() => []);
  search.best.assignment.forEach((d, a) => d >= 0 && groups[d]!.push(a));
  // The bound: each target at most its whole value, and at most what every attacker able to reach it
  // does to it together (adding attacks never lowers a target's losses); docs/plan.md, "The bound".
  // Every plan searched: the optimum is the bound itself.
  const bound = search.method === 'exhaustive' ? search.best.value.primary : theirs.units.reduce((sum, _, d) => {
    const who = allOn(d);
    if (who.length === 0) return sum;
    return sum + Math.min(targetCap(goal, d, facts[d]!, byPoints).primary, ev.group(d, who).primary);
  }, 0);
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
    targets: groups.flatMap((g, d) => (g.length === 0 ? [] : [targetReport(ev, items, d, g, theirs.units[d]!, facts[d]!, mine.units)])),
    assignment: assignmentOf(search.best.assignment, items, mine.units, theirs.units),
    idle,
    runnersUp: search.runnersUp.map(alternative),
    search: {
      method: search.method,
      attackers: mine.units.length,
      targets: theirs.units.length,
      ...(input.splitFire === true ? { weaponGroups: items.length } : {}),
      plansTried: search.plansTried,
      sequencesResolved: ev.resolved() + probed,
      bound: Math.max(bound, search.best.value.primary),
      gap: Math.max(0, bound - search.best.value.primary),
    },
    warnings: planWarnings(cells, pairs, mine.units, theirs.units),
    problems,
    notes,
  };
}
