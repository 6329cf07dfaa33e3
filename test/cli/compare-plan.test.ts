import { describe, expect, it } from 'vitest';
import { planColumns } from '../../src/cli/compare-columns.js';
import { profileCache, runComparison, type ComparisonInput } from '../../src/cli/compare-plan.js';
import type { Io } from '../../src/cli/io.js';
import type { UnitProfile } from '../../src/profile/index.js';

const io: Io = { stdout: () => {}, stderr: () => {}, isTTY: false, env: {} };

function input(): ComparisonInput {
  const planned = planColumns({ attackers: ['strike-team'], loadouts: ['default', 'carbines'], columns: [], sets: [], vary: [] }, () => []);
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
  it('profiles read once give the same report as reading them for every case', () => {
    const cached = runComparison(io, input(), profileCache(io));
    // A loader that is never trusted: every case then goes through planFromOptions.
    const honest = profileCache(io);
    const wrong = (ref: string): UnitProfile => ({ ...honest(ref), points: 999 });
    const reference = runComparison(io, input(), wrong);
    expect(cached).toEqual(reference);
  });

  it('a planner that disagrees with planFromOptions is not trusted: the cells stay calc’s', () => {
    const honest = profileCache(io);
    const wrong = (ref: string): UnitProfile => ({ ...honest(ref), points: 999 });
    const report = runComparison(io, input(), wrong);
    expect(report.cells.flat().map((cell) => cell.attacker.points)).toEqual([70, 70, 70, 70, 70, 70]);
  });

  it('cells are indexed [defender][column]', () => {
    const report = runComparison(io, input(), profileCache(io));
    expect(report.cells.map((row) => row.map((cell) => `${cell.attacker.loadout ?? 'default'} vs ${cell.defender.name}`))).toEqual([
      ['default vs MEQ', 'carbines vs MEQ'],
      ['default vs TEQ', 'carbines vs TEQ'],
      ['default vs Light vehicle', 'carbines vs Light vehicle'],
    ]);
  });
});
