/**
 * The thorough tier (the shared data's files take seconds to index). The matchup of real pasted lists (../shared/data/army-lists against the data folder of their edition;
 * skipped when absent, as on a fresh clone): it computes, and a sample of cells of every matrix — both
 * phases, both directions — equals calc of the imported profiles.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchupReport } from '../../src/api/index.js';
import { SHARED, tempDir } from '../army/support.js';
import { runCli } from '../cli/run-cli.js';
import { expectCellIsCalc, importedProfiles } from './support.js';

const LISTS = join(SHARED, 'army-lists');
/** The data folders' indexes, kept for the file's reads of them. */
const cache = tempDir('matchup-cache');

const CASES = [
  { mine: 'GWAPP-Sample-Tau.txt', theirs: 'GWAPP-Sample-DarkAngels.txt', data: 'bsdata-10e', rules: '10e' },
  { mine: 'V11Sample.txt', theirs: 'V11Sample.txt', data: 'bsdata-11e', rules: '11e' },
] as const;

describe.skipIf(!existsSync(SHARED))('matchup of the shared army lists', () => {
  for (const c of CASES) {
    it(`${c.mine} against ${c.theirs} (${c.data}): a sample of every matrix equals calc`, () => {
      const data = join(SHARED, c.data);
      const report = matchupReport({ mine: join(LISTS, c.mine), theirs: join(LISTS, c.theirs), data, cache, phase: 'both', bothWays: true });
      expect(report.rules).toBe(c.rules);
      expect(report.mine.units.length).toBeGreaterThan(1);
      expect(report.matrices).toHaveLength(4);
      const units = { mine: importedProfiles(join(LISTS, c.mine), data, cache), theirs: importedProfiles(join(LISTS, c.theirs), data, cache) };
      let checked = 0;
      report.matrices.forEach((matrix, m) => {
        // Every fifth cell of a large matrix, shifted per matrix (each attacker and target is met); every cell of a small one.
        const step = matrix.cells.length * report[matrix.defenders].units.length > 50 ? 5 : 1;
        matrix.cells.forEach((row, a) => row.forEach((_, d) => {
          if ((a * row.length + d + m) % step !== 0) return;
          expectCellIsCalc(report, m, a, d, units, `rules ${c.rules}`);
          checked++;
        }));
      });
      expect(checked).toBeGreaterThan(10);
      expect(report.matrices.flatMap((m) => m.cells.flat()).some((cell) => cell.ok)).toBe(true);
    }, 60_000);
  }

  it('mathhammer matchup prints the matrix of two real lists', async () => {
    const run = await runCli(['matchup', join(LISTS, 'GWAPP-Sample-Tau.txt'), join(LISTS, 'GWAPP-Sample-DarkAngels.txt'), '--data', join(SHARED, 'bsdata-10e')], { env: { HOME: tempDir('home'), MATHHAMMER_CACHE: cache } });
    expect(run.stdout).toContain('Shooting: mine attacking theirs');
    expect(run.stdout).toMatch(/T1 +Deathwing Knights/);
    expect(run.stdout).toContain('*');
  }, 60_000);
});
