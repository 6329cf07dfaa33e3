import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planColumns, runComparison, type ComparisonInput } from '../../src/compare/index.js';
import { cachedLoader, planScenario, ScenarioError, toScenarioOptions } from '../../src/plan/index.js';
import { EDITIONS, resolveAttack } from '../../src/rules/index.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));

function input(attackers = ['strike-team']): ComparisonInput {
  const planned = planColumns({ attackers, loadouts: ['default', 'pulse-carbine-all'], columns: [], sets: [], vary: [] }, () => []);
  if (!planned.ok) throw new Error(planned.problems.join('\n'));
  return {
    columns: planned.columns,
    defenders: [
      { label: 'meq', source: 'meq' },
      { label: 'teq', source: 'teq' },
      { label: 'vehicle', source: 'vehicle' },
    ],
    common: [{ halfRange: true }],
    vary: [],
    atLeast: null,
  };
}

describe('runComparison', () => {
  it('every cell is the calc of its column and defender', () => {
    const comparison = input();
    const report = runComparison(comparison, cachedLoader({ bundledDir }));
    comparison.defenders.forEach((defender, d) => {
      comparison.columns.forEach((column, c) => {
        const options = toScenarioOptions([...comparison.common, ...column.layers]);
        const plan = planScenario(cachedLoader({ bundledDir }), column.attacker, defender.source, options);
        expect(report.cells[d]?.[c]).toEqual({ ...plan.report, result: resolveAttack(plan.scenario, EDITIONS[options.rules]) });
      });
    });
  });

  it('cells are indexed [defender][column]', () => {
    const report = runComparison(input(), cachedLoader({ bundledDir }));
    expect(report.cells.map((row) => row.map((cell) => `${cell.attacker.loadout ?? 'default'} vs ${cell.defender.name}`))).toEqual([
      ['default vs MEQ', 'pulse-carbine-all vs MEQ'],
      ['default vs TEQ', 'pulse-carbine-all vs TEQ'],
      ['default vs Light vehicle', 'pulse-carbine-all vs Light vehicle'],
    ]);
  });

  it('a cached loader reads each profile once for the whole matrix', () => {
    const load = cachedLoader({ bundledDir });
    const asked: string[] = [];
    runComparison(input(), (ref) => (asked.push(ref), load(ref)));
    expect([...new Set(asked)].sort()).toEqual(['meq', 'strike-team', 'teq', 'vehicle']);
    // every case asked again, and got the very profile read the first time
    expect(asked.length).toBeGreaterThan(4);
    expect(load('meq')).toBe(load('meq'));
  });

  it("a mistake in one case of several names the case", () => {
    const comparison = { ...input(), common: [{ spotted: true }] };
    let caught: unknown;
    try {
      runComparison(comparison, cachedLoader({ bundledDir }));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ScenarioError);
    expect((caught as ScenarioError).context).toBe('column "default" against meq');
    expect((caught as ScenarioError).problems).toEqual(['--spotted describes indirect fire: add --indirect']);
  });
});
