/**
 * The matchup matrix on bundled profiles and the fixture army data: every cell is the calc of that case
 * (the same options, phase, leaders), the layout ranks and marks as documented, and bad input is a
 * problem naming the unit while the rest is computed.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calcReport, matchup, matchupReport, ScenarioError, type MatchupReport } from '../../src/api/index.js';
import { scenarioOptions } from '../../src/api/options.js';
import { DATA, FIX } from '../army/support.js';
import { expectCellIsCalc, importedProfiles } from './support.js';

const PROFILES = join(import.meta.dirname, '..', 'fixtures', 'profiles');

function computed(report: MatchupReport): number {
  return report.matrices.reduce((n, m) => n + m.cells.flat().filter((c) => c.ok).length, 0);
}

describe('matchup of bundled profiles', () => {
  const report = matchupReport({ mine: 'strike-team,mukaali-riders', theirs: ['meq', 'teq', 'vehicle'], phase: 'both', bothWays: true, options: 'half-range charged rules 10e' });

  it('has a matrix per phase and direction, in order', () => {
    expect(report.matrices.map((m) => `${m.attackers}>${m.defenders} ${m.phase}`)).toEqual(['mine>theirs shooting', 'mine>theirs melee', 'theirs>mine shooting', 'theirs>mine melee']);
    expect(report.mine.units.map((u) => u.label)).toEqual(['Strike Team', 'Mukaali Riders']);
    expect(report.theirs.what).toBe('3 units');
  });

  it('every cell equals calc of that attacker and target with the options of its phase', () => {
    const refs = { mine: ['strike-team', 'mukaali-riders'], theirs: ['meq', 'teq', 'vehicle'] };
    let cells = 0;
    for (const matrix of report.matrices) {
      // Shooting drops --charged, melee --half-range (calc refuses --half-range with --phase melee).
      const options = scenarioOptions(matrix.phase === 'melee' ? 'phase melee charged rules 10e' : 'half-range rules 10e');
      matrix.cells.forEach((row, a) => {
        row.forEach((cell, d) => {
          let expected: ReturnType<typeof calcReport>;
          try {
            expected = calcReport(refs[matrix.attackers][a]!, refs[matrix.defenders][d]!, options);
          } catch (error) {
            // What calc refuses the cell refuses, for the same reason (the seeds lack T, Sv, W as targets).
            if (!(error instanceof ScenarioError)) throw error;
            expect(cell.ok).toBe(false);
            if (!cell.ok) expect(cell.reason).toBe([...error.problems, ...error.issues.map((i) => i.message)].join('; '));
            cells++;
            return;
          }
          if (!cell.ok) throw new Error(cell.reason);
          expect(cell.report.result).toEqual(expected.result);
          expect(cell.report.warnings).toEqual(expected.warnings);
          expect(cell.metrics.models).toBe(expected.result.modelsDestroyed.mean);
          expect(cell.metrics.damage).toBe(expected.result.woundsLost.mean);
          expect(cell.metrics.pDestroyed).toBe(expected.result.pWipe);
          cells++;
        });
      });
    }
    expect(cells).toBe(2 * 2 * 2 * 3);
  });

  it('points removed are the target points times the share of its models destroyed, per point of the attacker', () => {
    const cell = report.matrices[0]!.cells[0]![0]!;
    if (!cell.ok) throw new Error('not computed');
    const { defender, attacker } = cell.report;
    if (defender.points === undefined || attacker.points === undefined) {
      expect(cell.metrics.pointsRemoved ?? null).toBe(defender.points === undefined ? null : cell.metrics.pointsRemoved);
    } else {
      expect(cell.metrics.pointsRemoved).toBeCloseTo((defender.points * cell.metrics.models) / defender.models, 12);
      expect(cell.metrics.pointsPerPoint).toBeCloseTo(cell.metrics.pointsRemoved! / attacker.points, 12);
    }
  });

  it('marks the best attacker for each target and ranks the rows and columns', () => {
    for (const matrix of report.matrices) {
      matrix.best.forEach((best, d) => {
        const values = matrix.cells.map((row) => (row[d]!.ok ? (row[d] as { metrics: { pointsRemoved: number | null; models: number } }).metrics : null));
        const score = values.map((m) => (m === null ? -1 : (m.pointsRemoved ?? m.models)));
        const top = Math.max(...score);
        // Equal within 1e-9 (relative above 1): float noise between equal cases is no difference.
        for (const a of best) expect(score[a]).toBeGreaterThanOrEqual(top - 1e-9 * Math.max(1, top));
        expect(best.length === 0).toBe(top <= 0);
      });
      expect([...matrix.rowOrder].sort()).toEqual(matrix.cells.map((_, a) => a));
      expect([...matrix.columnOrder].sort()).toEqual(report[matrix.defenders].units.map((_, d) => d));
    }
  });

  it('the JSON has every cell with its numbers, and the whole-matrix layout', () => {
    const json = matchup({ mine: ['strike-team'], theirs: 'meq,vehicle' });
    expect(json.command).toBe('matchup');
    expect(json.matrices).toHaveLength(1);
    const cell = json.matrices[0]!.cells[0]![0]!;
    expect(cell.computed).toBe(true);
    expect(cell.modelsDestroyedPmf!.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(json.sides.theirs.units.map((u) => u.label)).toEqual(['MEQ', 'Light vehicle']);
  });
});

describe('matchup options for one unit', () => {
  it('--set applies to the cells where that unit attacks, --set-target where it is attacked', () => {
    const plain = matchupReport({ mine: 'strike-team', theirs: 'meq,teq' });
    const set = matchupReport({ mine: 'strike-team', theirs: 'meq,teq', set: ['Strike Team: half-range'], setTarget: ['teq: cover'] });
    const meq = calcReport('strike-team', 'meq', scenarioOptions('half-range'));
    const cell = set.matrices[0]!.cells[0]!;
    expect(cell[0]!.ok && cell[0]!.report.result).toEqual(meq.result);
    const teqIndex = set.theirs.units.findIndex((u) => u.name.startsWith('TEQ'));
    expect(teqIndex).toBeGreaterThanOrEqual(0);
    expect(cell[teqIndex]!.ok && cell[teqIndex]!.report.result).toEqual(calcReport('strike-team', 'teq', scenarioOptions('half-range cover')).result);
    expect(plain.matrices[0]!.cells[0]![0]!.ok && plain.matrices[0]!.cells[0]![0]!.report.result).not.toEqual(meq.result);
  });

  it('a --set naming no unit is a mistake naming the closest', () => {
    expect(() => matchupReport({ mine: 'strike-team', theirs: 'meq', set: ['Strike Tem: half-range'] })).toThrow(/no unit is called "Strike Tem" \(did you mean "Strike Team"\?\)/);
  });

  it('the phase is the request\'s, not an option', () => {
    expect(() => matchupReport({ mine: 'strike-team', theirs: 'meq', options: 'phase melee' })).toThrow(/give the phase as the matchup's own phase/);
  });
});

describe('matchup of army data', () => {
  const report = matchupReport({ mine: join(FIX, 'test-list.txt'), theirs: join(FIX, 'test-list-guard.txt'), data: DATA, phase: 'both', bothWays: true });

  it('reads both lists in the data folder, under the edition of the data', () => {
    expect(report.rules).toBe('10e');
    expect(report.mine.units.map((u) => [u.label, u.points])).toEqual([['Test Squad', 90]]);
    expect(report.theirs.units.map((u) => u.label)).toEqual(['Test Troopers', 'Test Rhino [Legends]']);
  });

  it('says which units are left out, on their lines, and computes the rest', () => {
    expect(report.problems.some((p) => /test-list\.txt:14:1: left out: no datasheet called "Unknown Unit"/.test(p))).toBe(true);
    expect(report.problems.some((p) => /test-list-guard\.txt:23:1: left out: .*"Test Fire Tem".*Test Fire Team/.test(p))).toBe(true);
    expect(report.notes.some((n) => /Lascannon/.test(n))).toBe(true);
    expect(computed(report)).toBeGreaterThan(0);
  });

  it('a unit with no weapon for the phase is said once for every target, naming it', () => {
    expect(report.problems).toContain('Test Squad (mine), melee, every target: not computed: no weapon of Test Squad can attack in the melee phase');
    const melee = report.matrices[1]!;
    expect(melee.cells[0]!.every((c) => !c.ok)).toBe(true);
    expect(melee.best.every((b) => b.length === 0)).toBe(true);
  });

  it('every cell equals calc of the imported profiles (leaders, wargear as the list says), refusals too', () => {
    const units = { mine: importedProfiles(join(FIX, 'test-list.txt'), DATA), theirs: importedProfiles(join(FIX, 'test-list-guard.txt'), DATA) };
    report.matrices.forEach((matrix, m) => matrix.cells.forEach((row, a) => row.forEach((_, d) => expectCellIsCalc(report, m, a, d, units, 'rules 10e'))));
  });

  it('a roster is a side, with its own edition', () => {
    const roster = matchupReport({ mine: join(FIX, 'test-roster.ros'), theirs: 'meq' });
    expect(roster.rules).toBe('10e');
    expect(roster.mine.what).toMatch(/^roster "Test Army"/);
    expect(roster.mine.units.length).toBeGreaterThan(0);
  });

  it('a folder of profiles is a side, one unit a file (leaders as the files say)', () => {
    const folder = matchupReport({ mine: PROFILES, theirs: 'meq' });
    expect(folder.mine.what).toMatch(/^folder of \d+ profiles$/);
    expect(folder.mine.units.some((u) => u.label.includes(' + '))).toBe(true);
  });
});

describe('matchup bad input', () => {
  it('a list without a data folder leaves the side empty: an error saying what is needed', () => {
    expect(() => matchupReport({ mine: join(FIX, 'test-list.txt'), theirs: 'meq' })).toThrow(/carries no statlines: give a BattleScribe data folder[\s\S]*mine \(.*test-list\.txt\): no unit to compute/);
  });

  it('a name that is nothing is a problem naming it; the other names are computed', () => {
    const report = matchupReport({ mine: 'strike-team,no-such-unit', theirs: 'meq' });
    expect(report.mine.units.map((u) => u.label)).toEqual(['Strike Team']);
    expect(report.problems.some((p) => p.startsWith('mine: no-such-unit: not read:'))).toBe(true);
  });

  it('an empty side is an error', () => {
    expect(() => matchupReport({ mine: 'no-such-unit', theirs: 'meq' })).toThrow(ScenarioError);
    expect(() => matchupReport({ mine: ' , ', theirs: 'meq' } as never)).toThrow(/no unit to compute/);
  });

  it('a catalogue is no army', () => {
    expect(() => matchupReport({ mine: join(DATA, 'test-marines.cat'), theirs: 'meq' })).toThrow(/a catalogue holds every datasheet of a faction, not an army/);
  });

  it('a JavaScript caller\'s wrong request is refused with what it must be', () => {
    expect(() => matchupReport({ mine: 42, theirs: 'meq' } as never)).toThrow(/mine must be a roster or list file/);
    expect(() => matchupReport({ mine: 'meq', theirs: 'meq', phase: 'fight' } as never)).toThrow(/phase must be shooting, melee or both/);
    expect(() => matchupReport({ mine: 'meq', theirs: 'meq', by: 'kills' } as never)).toThrow(/by must be one of points/);
  });
});

describe('matchup file', () => {
  const ROOT = join(import.meta.dirname, '..', '..');

  it('docs/examples/matchup.yaml gives the sides, the phases and each unit its own options', () => {
    const report = matchupReport({ file: 'docs/examples/matchup.yaml' }, { cwd: ROOT });
    expect(report.matrices.map((m) => m.phase)).toEqual(['shooting', 'melee']);
    expect(report.mine.units.map((u) => u.label)).toEqual(['Strike Team', 'Mukaali Riders', 'Medusa Carriage Battery']);
    // The bundled targets have no points: ranked by models destroyed.
    expect(report.by).toBe('models');
    const shooting = report.matrices[0]!;
    const medusa = shooting.cells[2]!;
    const meq = report.theirs.units.findIndex((u) => u.label === 'MEQ');
    const cell = medusa[meq]!;
    expect(cell.ok && cell.report.result).toEqual(calcReport('medusa-carriage-battery', 'meq', scenarioOptions('half-range stationary cover')).result);
    const melee = report.matrices[1]!.cells[1]![meq]!;
    expect(melee.ok && melee.report.result).toEqual(calcReport('mukaali-riders', 'meq', scenarioOptions('phase melee charged')).result);
  });

  it('the request wins over the file, and the command line\'s options go over its options', () => {
    const report = matchupReport({ file: 'docs/examples/matchup.yaml', theirs: 'geq,meq', phase: 'shooting', options: 'no-half-range' }, { cwd: ROOT });
    expect(report.theirs.units.map((u) => u.label)).toEqual(['GEQ', 'MEQ']);
    expect(report.matrices).toHaveLength(1);
    const cell = report.matrices[0]!.cells[0]![0]!;
    expect(cell.ok && cell.report.result).toEqual(calcReport('strike-team', 'geq', scenarioOptions('')).result);
  });

  it('mistakes are located in the file, all at once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mh-matchup-file-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, 'mine: strike-team\ntheirs: meq\nphase: fight\nbothways: true\nunits:\n  Strike Team: { attacks: half-range }\n');
    const message = (() => {
      try {
        matchupReport({ file });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/bad\.yaml:3:8 phase: expected one of shooting, melee, both, got "fight"/);
    expect(message).toMatch(/bad\.yaml:4:1 bothways: unknown key "bothways" \(did you mean `both-ways`\?\)/);
    expect(message).toMatch(/bad\.yaml:6:18 units\.Strike Team\.attacks: unknown key "attacks" \(did you mean `attacked`\?\)/);
    writeFileSync(file, 'mine: strike-team\ntheirs: meq\nunits:\n  Strike Tem: { attacking: half-range }\n');
    expect(() => matchupReport({ file })).toThrow(/bad\.yaml:4:28 units\.Strike Tem\.attacking: no unit is called "Strike Tem" \(did you mean "Strike Team"\?\)/);
  });
});

describe('docs/matchup.md', () => {
  it('its matchup file is docs/examples/matchup.yaml without the comments', () => {
    const root = join(import.meta.dirname, '..', '..');
    const doc = readFileSync(join(root, 'docs', 'matchup.md'), 'utf8');
    const block = /```yaml\n([\s\S]*?)```/.exec(doc.slice(doc.indexOf('## A matchup file')))?.[1];
    const example = readFileSync(join(root, 'docs', 'examples', 'matchup.yaml'), 'utf8').split('\n').filter((line) => !line.startsWith('#')).join('\n');
    expect(block).toBe(example);
  });
});

describe('matchup rules', () => {
  it('--rules over the data\'s edition is said in the notes, and applied', () => {
    const report = matchupReport({ mine: join(FIX, 'test-list.txt'), theirs: 'meq', data: DATA, options: 'rules 11e' });
    expect(report.rules).toBe('11e');
    expect(report.notes).toContain('units from 10e data are computed under --rules 11e');
    expect(report.problems.every((p) => !p.includes('rules'))).toBe(true);
  });
});
