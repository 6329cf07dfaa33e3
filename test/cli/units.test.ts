/** `mathhammer units` and a data folder's mistakes: a faction it lacks, a name with a typo, a folder of no datasheets. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { armyRun, DATA, tempDir } from '../army/support.js';

describe('mathhammer units', () => {
  it('a --faction no datasheet has is an input error naming the closest and listing the factions', async () => {
    const run = await armyRun(['units', '--faction', 'test marine', '--data', DATA]);
    expect(run.code).toBe(0);
    const wrong = await armyRun(['units', '--faction', 'Test Marnies', '--data', DATA]);
    expect(wrong).toMatchObject({ code: 2, stdout: '' });
    expect(wrong.stderr).toMatch(/^mathhammer units: --faction "Test Marnies": no faction or catalogue of .* is called so \(did you mean "Test Marines"\?\); its factions: Test Guard, Test Marines\n$/);
  });

  it('a query no name contains says so, with the query mended word by word when that finds names', async () => {
    const typo = await armyRun(['units', 'test sqaud', '--data', DATA]);
    expect(typo).toMatchObject({ code: 0, stdout: '' });
    expect(typo.stderr).toMatch(/^0 of \d+ datasheets in .*\nno datasheet name contains "test sqaud" \(did you mean "test squad"\?\)\n$/);
    const none = await armyRun(['units', 'zzzzzz', '--data', DATA]);
    expect(none.stderr).toMatch(/\nno datasheet name contains "zzzzzz"\n$/);
  });

  it('a data folder whose files hold no datasheet is an input error, for units and for a name in calc', async () => {
    const dir = tempDir('no-datasheets');
    writeFileSync(join(dir, 'report.json'), '{"schemaVersion": 1}\n');
    for (const argv of [['units', '--data', dir], ['calc', 'Test Squad', 'meq', '--data', dir]]) {
      const run = await armyRun(argv);
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/data folder .*: its files hold no datasheet \(no BattleScribe catalogue: \.cat, \.catz or an 11e \.json\); give the folder of a BattleScribe data set/);
    }
  });
});
