/**
 * Every datasheet of ../shared/data/bsdata-10e and bsdata-11e (skipped when absent): no crash, and the
 * count of complete profiles (every model with T, Sv and W, and a weapon) against those with stated gaps
 * or none at all (README "Tests and proof"). Both rosters import. Slow: npm run test:thorough.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndex, folderReader, listFolder, type FolderFiles } from '../../src/army/data-folder.js';
import { importIndexed } from '../../src/army/import-datasheet.js';

const SHARED = join(import.meta.dirname, '..', '..', '..', 'shared', 'data');

describe.skipIf(!existsSync(SHARED))('every datasheet of the shared BattleScribe data', () => {
  for (const folder of ['bsdata-10e', 'bsdata-11e']) {
    it(`${folder}: every datasheet imports without a crash`, () => {
      const listed = listFolder(join(SHARED, folder)) as FolderFiles;
      const index = buildIndex(listed);
      const reader = folderReader(listed.dir, index.files, listed);
      let complete = 0;
      let gaps = 0;
      let none = 0;
      for (const sheet of index.datasheets) {
        const built = importIndexed(reader, sheet, sheet.name);
        if (!built.ok) {
          none++;
          continue;
        }
        const { models } = built.value.unit;
        const full = models.every((m) => m.stats.T !== undefined && m.stats.Sv !== undefined && m.stats.W !== undefined) && models.some((m) => m.weapons.length > 0);
        if (full) complete++;
        else gaps++;
      }
      console.log(`| ${folder} | ${index.datasheets.length} | ${complete} | ${gaps} | ${none} |`);
      expect(complete + gaps + none).toBe(index.datasheets.length);
      expect(complete / index.datasheets.length).toBeGreaterThan(0.85);
    }, 600_000);
  }
});
