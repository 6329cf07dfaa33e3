/**
 * Split fire (docs/plan.md, "Split fire"): the items are weapon groups. On small instances greedy + local
 * search over groups finds the exhaustive optimum; the plan's value is an exact evaluation of the plan
 * (each target's attacks as a `sequence`, a unit's groups there fired with `--weapons`, its once-a-unit
 * mortal-wound source with its first weapon only); with one weapon group per unit the plan is the
 * unit-level plan.
 */
import { describe, expect, it } from 'vitest';
import { loadProfile, plan, planReport, sequenceReport, type PlanRequest, type UnitProfile } from '../../src/api/index.js';
import { planInput } from '../../src/api/plan.js';
import { exhaustivePlan, preparePlan, searchPlan } from '../../src/assign/index.js';
import type { PlanReport } from '../../src/report/assignment/types.js';

function priced(name: string, points: number): UnitProfile {
  const loaded = loadProfile(name);
  if (!loaded.ok) throw new Error(name);
  return { ...loaded.value, points };
}

const TWO_STARFANGS: PlanRequest = { mine: 'starfangs,starfangs,strike-team', theirs: 'teq,geq,vehicle', splitFire: true };

/**
 * Each target of the report resolved again as a sequence of its attacks; returns the sum of E[models
 * destroyed], or with `points` (per target) of expected points destroyed.
 */
function checkExact(report: PlanReport, refs: readonly string[], defenders: readonly string[], firstWeapon: Readonly<Record<string, string>>, unitOptions = '', points?: readonly number[]): number {
  let total = 0;
  for (const target of report.targets) {
    const d = report.theirs.units.findIndex((t) => t.label === target.target);
    const steps = target.steps.map((s) => {
      const ref = refs[report.mine.units.findIndex((u) => u.label === s.attacker)]!;
      if (s.weapons === undefined) return `${ref} ${unitOptions}`.trim();
      const names = s.weapons.map((w) => w.name);
      // The unit's once-a-unit roll goes with its first weapon's group.
      const own = names.includes(firstWeapon[ref]!) ? ` ${unitOptions}` : '';
      return `${ref} --weapons "${names.join(',')}"${own}`.trim();
    });
    const seq = sequenceReport({ defender: defenders[d]!, steps });
    expect(target.pDestroyed).toBeCloseTo(seq.result.pWipe, 12);
    expect(target.expectedModels).toBeCloseTo(seq.result.modelsDestroyed.mean, 12);
    target.steps.forEach((step, i) => expect(step.pDestroyedAfter).toBeCloseTo(seq.result.steps[i]!.after.pWipe, 12));
    total += points === undefined ? seq.result.modelsDestroyed.mean : (points[d]! * seq.result.modelsDestroyed.mean) / target.models;
  }
  return total;
}

describe('split fire', () => {
  it('greedy + local search over weapon groups finds the exhaustive optimum on small instances, and the search run by default tries every plan', () => {
    const cases: PlanRequest[] = [
      TWO_STARFANGS,
      { mine: 'starfangs,mukaali-riders,starfangs', theirs: [priced('meq', 90), priced('teq', 180), priced('geq', 60)], options: 'half-range', splitFire: true },
    ];
    for (const request of cases) {
      const { input, load } = planInput(request);
      const prepared = preparePlan(input, load);
      expect(prepared.items.length).toBe(5);
      const best = exhaustivePlan(prepared.evaluator);
      const heuristic = searchPlan(prepared.evaluator, 2, 'greedy + local search');
      expect(heuristic.best.value.primary).toBeCloseTo(best.value.primary, 12);
      // What the command runs: every plan, as the instance is small.
      const searched = searchPlan(prepared.evaluator);
      expect(searched.method).toBe('exhaustive');
      expect(searched.best.value.primary).toBeCloseTo(best.value.primary, 12);
    }
  });

  it("the plan's value is an exact evaluation: each target's attacks as a sequence, a unit's groups fired with --weapons", () => {
    const report = planReport(TWO_STARFANGS);
    expect(report.search).toMatchObject({ method: 'exhaustive', attackers: 3, weaponGroups: 5 });
    // Split fire pays here: one Starfangs' guns go two ways, and the plan is better than any unit-level one.
    expect(report.targets.some((t) => t.steps.some((s) => s.weapons !== undefined))).toBe(true);
    expect(report.value).toBeGreaterThan(planReport({ ...TWO_STARFANGS, splitFire: false }).value + 0.1);
    const total = checkExact(report, ['starfangs', 'starfangs', 'strike-team'], ['teq', 'geq', 'vehicle'], { starfangs: 'Disintegrator cannon' });
    expect(report.value).toBeCloseTo(total, 10);
    // Every group of every unit is in the plan once.
    const groups = report.assignment.flatMap((p) => (p.weapons ?? [{ name: '', count: 0 }]).map((w) => `${p.attacker}: ${w.name}`));
    expect(groups.sort()).toEqual(['Starfangs (2): Disintegrator cannon', 'Starfangs (2): Starfang grenade launcher', 'Starfangs: Disintegrator cannon', 'Starfangs: Starfang grenade launcher', 'Strike Team: '].sort());
  });

  it("a unit's mortal-wound source is rolled once, with its first weapon's group", () => {
    // The cannons on the Terminators, the launchers (and the grenade, rolled with the cannons) on the Guardsmen.
    const report = planReport({ mine: 'starfangs', theirs: [priced('teq', 200), priced('geq', 60)], options: 'mortals grenade', splitFire: true });
    expect(report.assignment).toEqual([
      { attacker: 'Starfangs', target: 'TEQ', weapons: [{ name: 'Disintegrator cannon', count: 2 }] },
      { attacker: 'Starfangs', target: 'GEQ', weapons: [{ name: 'Starfang grenade launcher', count: 2 }] },
    ]);
    const total = checkExact(report, ['starfangs'], ['teq', 'geq'], { starfangs: 'Disintegrator cannon' }, '--mortals grenade', [200, 60]);
    expect(report.value).toBeCloseTo(total, 10);
  });

  it('with one weapon group per unit the plan is the unit-level plan', () => {
    const request: PlanRequest = { mine: 'strike-team,medusa-carriage-battery,mukaali-riders,strike-team', theirs: 'meq,teq,vehicle', options: 'half-range' };
    const { search: split, ...splitRest } = plan({ ...request, splitFire: true });
    const { search: whole, ...wholeRest } = plan(request);
    expect(splitRest).toEqual(wholeRest);
    expect(split).toEqual({ ...whole, weaponGroups: 4 });
  });

  it('in the Fight phase split fire is left out, and said', () => {
    const report = planReport({ mine: 'starfangs', theirs: 'geq', phase: 'melee', splitFire: true });
    expect(report.notes).toContain('split fire is planned for the shooting phase: in the Fight phase each unit fights one target here');
    expect(report.assignment).toEqual([{ attacker: 'Starfangs', target: 'GEQ' }]);
  });
});
