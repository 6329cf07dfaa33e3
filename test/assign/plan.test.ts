/**
 * The shooting plan on bundled profiles: on small instances (at most 5 attackers × 4 targets) the search
 * finds the exhaustive optimum under each goal; the plan's value is an exact evaluation of the plan (each
 * target's attackers as a `sequence` in the order shown); a --must-kill name that cannot be met is a
 * problem naming it while the rest is planned.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProfile, plan, planReport, ScenarioError, sequenceReport, type PlanRequest, type UnitProfile } from '../../src/api/index.js';
import { planInput } from '../../src/api/plan.js';
import { DATA, FIX } from '../army/support.js';
import { exhaustivePlan, planValue, preparePlan, searchPlan, type Assignment } from '../../src/assign/index.js';

function profile(name: string, points?: number): UnitProfile {
  const loaded = loadProfile(name);
  if (!loaded.ok) throw new Error(name);
  return points === undefined ? loaded.value : { ...loaded.value, points };
}

/** Standard targets with points, so the default goal (points) applies. */
const POINTS = [90, 180, 75, 60];
const PRICED = ['meq', 'teq', 'vehicle', 'geq'].map((name, d) => profile(name, POINTS[d]));

const SMALL: readonly { name: string; request: PlanRequest }[] = [
  { name: '4 attackers × 4 priced targets, points', request: { mine: 'strike-team,mukaali-riders,medusa-carriage-battery,starfangs', theirs: PRICED } },
  { name: '5 attackers × 4 priced targets at half range, points', request: { mine: 'strike-team,strike-team,mukaali-riders,medusa-carriage-battery,starfangs', theirs: PRICED, options: 'half-range' } },
  { name: '5 attackers × 4 targets, models', request: { mine: 'strike-team,strike-team,mukaali-riders,medusa-carriage-battery,starfangs', theirs: 'meq,teq,vehicle,geq', goal: 'models', options: 'rules 10e' } },
  { name: '5 attackers × 4 targets, must-kill MEQ', request: { mine: 'strike-team,strike-team,mukaali-riders,medusa-carriage-battery,starfangs', theirs: 'meq,teq,vehicle,geq', mustKill: ['MEQ'], options: 'half-range' } },
  { name: '3 attackers × 3 priced targets, melee', request: { mine: 'mukaali-riders,starfangs,strike-team', theirs: PRICED.slice(0, 3), phase: 'melee', options: 'charged' } },
];

/** The report's plan as attacker indices → target indices, for the evaluator. */
function assignmentOf(report: ReturnType<typeof planReport>): Assignment {
  return report.mine.units.map((u) => {
    const pair = report.assignment.find((p) => p.attacker === u.label);
    return pair === undefined ? -1 : report.theirs.units.findIndex((t) => t.label === pair.target);
  });
}

describe('plan on small instances', () => {
  for (const c of SMALL) {
    it(`${c.name}: greedy + local search finds the exhaustive optimum, and the command searches every plan`, () => {
      const report = planReport(c.request);
      const { input, load } = planInput(c.request);
      const prepared = preparePlan(input, load);
      const best = exhaustivePlan(prepared.evaluator);
      const heuristic = searchPlan(prepared.evaluator, 2, 'greedy + local search');
      expect(heuristic.best.value.primary).toBeCloseTo(best.value.primary, 12);
      expect(heuristic.best.value.secondary).toBeCloseTo(best.value.secondary, 12);
      expect(report.search.method).toBe('exhaustive');
      expect(report.value).toBeCloseTo(best.value.primary, 12);
      expect(report.tieBreak).toBeCloseTo(best.value.secondary, 12);
      expect(planValue(prepared.evaluator, assignmentOf(report)).primary).toBeCloseTo(report.value, 12);
      // The bound is above the optimum, and the gap is what separates them.
      expect(report.search.bound).toBeGreaterThanOrEqual(best.value.primary - 1e-12);
      expect(report.search.gap).toBeCloseTo(report.search.bound - report.value, 12);
      // Runners-up are other plans, none better than the plan.
      for (const alt of report.runnersUp) expect(alt.value).toBeLessThanOrEqual(report.value + 1e-12);
    });
  }
});

describe('the plan\'s value is an exact evaluation of the plan', () => {
  it('each target is the sequence of its attackers in the order shown; the value sums their points destroyed', () => {
    const mine = 'strike-team,strike-team,mukaali-riders,medusa-carriage-battery,starfangs';
    const report = planReport({ mine, theirs: PRICED, options: 'half-range' });
    expect(report.goal.kind).toBe('points');
    const refs = new Map(report.mine.units.map((u, a) => [u.label, mine.split(',')[a]!]));
    let total = 0;
    for (const target of report.targets) {
      const d = report.theirs.units.findIndex((t) => t.label === target.target);
      const seq = sequenceReport({ defender: ['meq', 'teq', 'vehicle', 'geq'][d]!, steps: target.steps.map((s) => refs.get(s.attacker)!), options: 'half-range' });
      expect(target.pDestroyed).toBeCloseTo(seq.result.pWipe, 12);
      expect(target.expectedModels).toBeCloseTo(seq.result.modelsDestroyed.mean, 12);
      target.steps.forEach((step, i) => expect(step.pDestroyedAfter).toBeCloseTo(seq.result.steps[i]!.after.pWipe, 12));
      total += (POINTS[d]! * seq.result.modelsDestroyed.mean) / target.models;
    }
    expect(report.value).toBeCloseTo(total, 10);
    // Every attacker that can shoot is in the plan, each once.
    expect(report.assignment.map((p) => p.attacker).sort()).toEqual(report.mine.units.map((u) => u.label).sort());
  });
});

describe('plan: goals and bad input', () => {
  it('without points on every target the default goal is models destroyed', () => {
    expect(planReport({ mine: 'strike-team', theirs: 'meq,teq' }).goal.kind).toBe('models');
  });

  it('an unknown --must-kill name is a problem naming it, and the plan is still computed', () => {
    const report = planReport({ mine: 'strike-team,mukaali-riders', theirs: 'meq,teq', mustKill: ['Knight Paladin', 'MEQ'] });
    expect(report.problems).toEqual([expect.stringContaining('--must-kill "Knight Paladin": no unit of theirs is called that')]);
    expect(report.problems[0]).toContain('theirs are MEQ, TEQ');
    expect(report.goal).toMatchObject({ kind: 'must-kill', mustKill: ['MEQ'], description: 'P(MEQ destroyed)' });
    expect(report.targets.length).toBeGreaterThan(0);
  });

  it('a --must-kill target no plan can destroy is a problem naming it; the plan falls back to its other goal', () => {
    const report = planReport({ mine: 'strike-team', theirs: 'meq,knight', mustKill: ['Knight'] });
    expect(report.problems).toEqual([expect.stringMatching(/^--must-kill "Knight": no plan can destroy it/)]);
    expect(report.goal.kind).toBe('models');
    expect(report.notes).toContain('no target to destroy is left: the plan maximises expected models destroyed');
    expect(report.value).toBeGreaterThan(0);
  });

  it('a melee plan leaves out a unit with no melee weapon, saying why', () => {
    const report = planReport({ mine: join(FIX, 'test-list.txt'), theirs: 'meq', data: DATA, phase: 'melee' });
    expect(report.idle).toEqual([{ attacker: 'Test Squad', reason: 'no weapon of Test Squad can attack in the melee phase' }]);
    expect(report.targets).toEqual([]);
    expect(report.problems).toEqual([expect.stringContaining('no datasheet called "Unknown Unit"')]);
  });

  it('refuses a phase of both and a goal it does not know', () => {
    expect(() => planReport({ mine: 'strike-team', theirs: 'meq', phase: 'both' as 'melee' })).toThrow(ScenarioError);
    expect(() => planReport({ mine: 'strike-team', theirs: 'meq', goal: 'damage' as 'models' })).toThrow(/goal must be points or models/);
  });

  it("the plan's attacks' warnings are said once, with the attacks they concern", () => {
    const report = planReport({ mine: 'strike-team,medusa-carriage-battery', theirs: 'meq', options: 'half-range' });
    expect(report.warnings).toEqual([expect.stringMatching(/^--half-range has no effect: no weapon of Medusa Carriage Battery .*\(Medusa Carriage Battery \u2192 MEQ\)$/)]);
    const both = planReport({ mine: 'medusa-carriage-battery', theirs: 'meq', options: 'half-range' });
    expect(both.warnings).toEqual([expect.not.stringContaining('\u2192')]);
  });

  it('plan() is the JSON contract', () => {
    const json = plan({ mine: 'strike-team,mukaali-riders', theirs: 'meq,teq' });
    expect(json.command).toBe('plan');
    expect(json.assignment).toHaveLength(2);
    expect(json.targets[0]!.modelsDestroyedPmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
