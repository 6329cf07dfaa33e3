/**
 * The Command Re-roll in a plan (docs/plan.md, "Command Re-roll"): once per phase, so on one step of the
 * plan. The plan's value is an exact evaluation with the re-roll on the chosen step only (each target
 * resolved again as a `sequence`); the chosen step is the best of every placement on the plan, and on
 * small instances the plan with its placement is the best of every plan with every placement.
 */
import { describe, expect, it } from 'vitest';
import { calc, loadProfile, matchup, plan, planReport, renderPlan, sequenceReport, type PlanRequest, type UnitProfile } from '../../src/api/index.js';
import { planInput } from '../../src/api/plan.js';
import { preparePlan, type Value } from '../../src/assign/index.js';
import type { PlanReport } from '../../src/report/assignment/types.js';

function priced(name: string, points: number): UnitProfile {
  const loaded = loadProfile(name);
  if (!loaded.ok) throw new Error(name);
  return { ...loaded.value, points };
}

/** Where the re-roll goes: a target's label and the index of its step; null for none. */
type Placement = { target: string; step: number } | null;

/**
 * The report's targets resolved again as sequences with `base` options on every step and the re-roll
 * only on `placement`'s step; returns the sum of E[models destroyed] (or expected points with `points`).
 */
function exactValue(report: PlanReport, refs: readonly string[], defenders: readonly string[], base: string, roll: string, placement: Placement, points?: readonly number[]): number {
  let total = 0;
  for (const target of report.targets) {
    const d = report.theirs.units.findIndex((t) => t.label === target.target);
    const steps = target.steps.map((s, k) => {
      const ref = refs[report.mine.units.findIndex((u) => u.label === s.attacker)]!;
      const weapons = s.weapons === undefined ? '' : ` --weapons "${s.weapons.map((w) => w.name).join(',')}"`;
      const reroll = placement?.target === target.target && placement.step === k ? ` --command-reroll ${roll}` : '';
      return `${ref}${weapons} ${base}${reroll}`.trim();
    });
    const seq = sequenceReport({ defender: defenders[d]!, steps });
    total += points === undefined ? seq.result.modelsDestroyed.mean : (points[d]! * seq.result.modelsDestroyed.mean) / target.models;
  }
  return total;
}

/** The report's own placement as a target and step index. */
function placementOf(report: PlanReport): Placement {
  const r = report.commandReroll;
  if (r === null) return null;
  const target = report.targets.find((t) => t.target === r.target)!;
  return { target: r.target, step: target.steps.findIndex((s) => s.attacker === r.attacker) };
}

describe('Command Re-roll in a plan', () => {
  it('is used on one step only: the plan equals the sequence with the re-roll on the chosen step (issue 28)', () => {
    const report = planReport({ mine: 'strike-team,strike-team', theirs: 'meq', options: 'half-range command-reroll wound' });
    expect(report.commandReroll).toMatchObject({ roll: 'wound', side: 'mine', target: 'MEQ' });
    const exact = exactValue(report, ['strike-team', 'strike-team'], ['meq'], '--half-range', 'wound', placementOf(report));
    expect(report.value).toBeCloseTo(exact, 12);
    expect(report.targets[0]!.expectedModels).toBeCloseTo(exact, 12);
    // Not the old wrong number, a re-roll for each unit.
    const request: PlanRequest = { mine: 'strike-team,strike-team', theirs: 'meq', options: 'half-range command-reroll wound' };
    const { input, load } = planInput(request);
    const twice = preparePlan(input, load).withEveryReroll.group(0, [0, 1]).primary;
    expect(report.value).toBeLessThan(twice - 0.05);
    const without = planReport({ mine: 'strike-team,strike-team', theirs: 'meq', options: 'half-range' });
    expect(report.value - without.value).toBeCloseTo(report.commandReroll!.gain, 12);
    expect(renderPlan(report, 'table')).toContain(`Command Re-roll (wound): ${report.commandReroll!.attacker} \u2192 MEQ, +0.11 models`);
    expect(renderPlan(report, 'markdown')).toContain('Command Re-roll (wound): ');
    expect(plan({ mine: 'strike-team,strike-team', theirs: 'meq', options: 'half-range command-reroll wound' }).commandReroll).toMatchObject({ roll: 'wound', side: 'mine', attacker: report.commandReroll!.attacker });
  });

  it('on small instances the placement is the best of every placement, and the plan the best of every plan with every placement', () => {
    const cases: { request: PlanRequest; refs: string[]; defenders: string[]; roll: string; points?: number[] }[] = [
      { request: { mine: 'strike-team,mukaali-riders,strike-team', theirs: 'meq,teq', options: 'half-range command-reroll hit' }, refs: ['strike-team', 'mukaali-riders', 'strike-team'], defenders: ['meq', 'teq'], roll: 'hit' },
      { request: { mine: 'medusa-carriage-battery,strike-team', theirs: [priced('meq', 90), priced('vehicle', 150)], options: 'command-reroll wound', goal: 'points' }, refs: ['medusa-carriage-battery', 'strike-team'], defenders: ['meq', 'vehicle'], roll: 'wound', points: [90, 150] },
    ];
    for (const c of cases) {
      const report = planReport(c.request);
      expect(report.search.method).toBe('exhaustive');
      expect(report.commandReroll).not.toBeNull();
      const base = c.request.goal === 'points' ? '' : '--half-range';
      const chosen = exactValue(report, c.refs, c.defenders, base, c.roll, placementOf(report), c.points);
      expect(report.value).toBeCloseTo(chosen, 10);
      const placements = report.targets.flatMap((t) => t.steps.map((_, step) => ({ target: t.target, step })));
      for (const p of placements) expect(exactValue(report, c.refs, c.defenders, base, c.roll, p, c.points)).toBeLessThanOrEqual(chosen + 1e-12);
      expect(report.search.bound).toBeCloseTo(report.value, 12);

      // Every plan with every placement (the evaluator, pinned to sequences above).
      const prepared = preparePlan(planInput(c.request).input, planInput(c.request).load);
      const ev = prepared.evaluator;
      let best = -Infinity;
      const walk = (assignment: number[]): void => {
        if (assignment.length === ev.attackers) {
          const groups = Array.from({ length: ev.targets }, (_, d) => assignment.flatMap((t, a) => (t === d ? [a] : [])));
          const value = (d: number, rerolled: number): Value => (rerolled < 0 ? ev.group(d, groups[d]!) : ev.rerolled(d, groups[d]!, rerolled));
          const none = groups.reduce((sum, g, d) => sum + (g.length === 0 ? 0 : value(d, -1).primary), 0);
          best = Math.max(best, none);
          groups.forEach((g, d) => g.forEach((a) => (best = Math.max(best, none - value(d, -1).primary + value(d, a).primary))));
          return;
        }
        for (let d = 0; d < ev.targets; d++) if (ev.canHit(assignment.length, d)) walk([...assignment, d]);
      };
      walk([]);
      expect(report.value).toBeCloseTo(best, 10);
    }
  });

  it('given to two units by --set, the plan uses it once and warns naming both', () => {
    const report = planReport({ mine: 'strike-team,strike-team', theirs: 'meq', options: 'half-range', set: ['Strike Team: command-reroll hit', 'Strike Team (2): command-reroll wound'] });
    expect(report.warnings.some((w) => w.includes('once per phase') && w.includes('Strike Team and Strike Team (2)'))).toBe(true);
    const r = report.commandReroll!;
    const refs = ['strike-team', 'strike-team'];
    // Each unit with its own roll: the value is the sequence with that unit's roll on its step alone.
    expect(report.value).toBeCloseTo(exactValue(report, refs, ['meq'], '--half-range', r.roll, placementOf(report)), 12);
    expect(r.roll).toBe(r.attacker === 'Strike Team' ? 'hit' : 'wound');
  });

  it('the defender\'s save re-roll is placed where it costs the plan the most', () => {
    const report = planReport({ mine: 'strike-team,strike-team', theirs: 'meq', options: 'half-range command-reroll save' });
    expect(report.commandReroll).toMatchObject({ roll: 'save', side: 'theirs' });
    expect(report.commandReroll!.gain).toBeLessThan(0);
    const refs = ['strike-team', 'strike-team'];
    const chosen = exactValue(report, refs, ['meq'], '--half-range', 'save', placementOf(report));
    expect(report.value).toBeCloseTo(chosen, 12);
    for (const step of [0, 1]) expect(exactValue(report, refs, ['meq'], '--half-range', 'save', { target: 'MEQ', step })).toBeGreaterThanOrEqual(chosen - 1e-12);
  });

  it('with split fire the re-roll goes with one group, the one of the first weapon', () => {
    const report = planReport({ mine: 'starfangs', theirs: [priced('teq', 200), priced('geq', 60)], options: 'command-reroll hit', splitFire: true });
    const r = report.commandReroll!;
    expect(r.weapons?.map((w) => w.name) ?? ['Disintegrator cannon']).toContain('Disintegrator cannon');
    expect(report.value).toBeCloseTo(exactValue(report, ['starfangs'], ['teq', 'geq'], '', 'hit', placementOf(report), [200, 60]), 10);
  });

  it('beyond exhaustive search: one re-roll, the value exact, the bound above it', () => {
    const report = planReport({ mine: 'strike-team,strike-team,mukaali-riders,strike-team,medusa-carriage-battery,strike-team,mukaali-riders', theirs: 'meq,teq,geq,vehicle', options: 'half-range command-reroll wound' });
    expect(report.search.method).toBe('greedy + local search');
    expect(report.commandReroll).not.toBeNull();
    expect(report.targets.reduce((sum, t) => sum + t.value, 0)).toBeCloseTo(report.value, 10);
    expect(report.search.bound).toBeGreaterThanOrEqual(report.value);
  });

  it('the matchup is unaffected: each cell is one attack, with its own re-roll, as calc', () => {
    const m = matchup({ mine: 'strike-team,strike-team', theirs: 'meq', options: 'half-range command-reroll wound' });
    const alone = calc('strike-team', 'meq', 'half-range command-reroll wound');
    for (const row of m.matrices[0]!.cells) expect(row[0]!.models).toBeCloseTo(alone.modelsSlain.mean, 12);
  });
});
