/** A pasted list's header faction picks among datasheets that several factions give one name (src/army/army-list.ts listFaction). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFaction } from '../../src/army/army-list.js';
import { armyRun, DATA, tempDir } from './support.js';

async function importList(header: string): Promise<{ code: number; stderr: string; factions: string[] }> {
  const file = join(tempDir('list-faction'), 'list.txt');
  writeFileSync(file, `=== 11th Edition Army List ===\n${header}\n\nTest Walker (150 pts)\n  - Wargear: Heavy Bolter\n`);
  const run = await armyRun(['import', file, '--data', DATA, '--json']);
  const units = run.code === 0 ? (JSON.parse(run.stdout) as { faction: string }[]) : [];
  return { code: run.code, stderr: run.stderr, factions: units.map((u) => u.faction) };
}

describe('the faction of a pasted list', () => {
  it('is read from "Faction:" and from New Recruit\'s "FACTION KEYWORD:"; the app\'s unlabelled header is not', () => {
    expect(listFaction('=== List ===\nFaction: Space Marines\nDetachment: Gladius')).toBe('Space Marines');
    expect(listFaction("++++\n+ FACTION KEYWORD: Xenos - T'au Empire\n+ DETACHMENT: Retaliation Cadre")).toBe("T'au Empire");
    expect(listFaction('Angels (1995 points)\n\nSpace Marines\nDark Angels')).toBeNull();
  });

  it('picks the datasheet of that faction when several have the name; without it the name stays ambiguous', async () => {
    expect((await importList('Faction: Test Marines')).factions).toEqual(['Test Marines']);
    expect((await importList('Faction: Test Guard')).factions).toEqual(['Test Guard']);
    const none = await importList('Detachment: Test');
    expect(none.stderr).toMatch(/"Test Walker" is ambiguous in the data folder/);
  });
});
