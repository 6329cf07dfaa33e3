/**
 * Every datasheet of ../shared/data/bsdata-10e and bsdata-11e (skipped when absent): no crash, and how
 * many come out complete (every model with T, Sv and W, and a weapon) against those with stated gaps, by
 * the reason the data gives, and those that cannot be imported at all. Prints the table of the README's
 * proof section. Real ambiguous names are listed, and "Name (Faction)" picks one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndex, folderReader, listFolder, type FolderFiles } from '../../src/army/data-folder.js';
import { openDataSource, profileByName } from '../../src/army/data-source.js';
import { importIndexed } from '../../src/army/import-datasheet.js';
import type { ArmyProfile } from '../../src/army/to-profile.js';
import { SHARED } from './support.js';

/** Why a datasheet that imports is not complete; undefined when it is. The first that applies. */
const REASONS = {
  link: 'a weapon or model in a linked catalogue the folder lacks',
  statline: 'a model without a full statline in the data',
  options: 'weapons only as options (no default wargear)',
  none: 'no weapon at all (terrain, transports, spore mines)',
} as const;

function reason({ unit, profile }: ArmyProfile): keyof typeof REASONS | undefined {
  const statlines = unit.models.every((m) => m.stats.T !== undefined && m.stats.Sv !== undefined && m.stats.W !== undefined);
  const armed = unit.models.some((m) => m.weapons.length > 0);
  if (statlines && armed) return undefined;
  if (unit.gaps.some((g) => g.includes('catalogue that is not in the data folder'))) return 'link';
  if (!statlines) return 'statline';
  return profile.loadouts.some((l) => l.swaps.some((s) => s.with.length > 0)) ? 'options' : 'none';
}

describe.skipIf(!existsSync(SHARED))('every datasheet of the shared BattleScribe data', () => {
  for (const folder of ['bsdata-10e', 'bsdata-11e']) {
    it(`${folder}: every datasheet imports without a crash`, () => {
      const listed = listFolder(join(SHARED, folder)) as FolderFiles;
      const index = buildIndex(listed);
      const reader = folderReader(listed.dir, index.files, listed);
      const counts = { complete: 0, link: 0, statline: 0, options: 0, none: 0, failed: 0 };
      const failed: string[] = [];
      for (const sheet of index.datasheets) {
        const built = importIndexed(reader, sheet, sheet.name);
        if (!built.ok) {
          counts.failed++;
          failed.push(`${sheet.name} (${sheet.file}): ${built.issues.map((i) => i.message).join('; ')}`);
          continue;
        }
        counts[reason(built.value) ?? 'complete']++;
      }
      const gaps = counts.link + counts.statline + counts.options + counts.none;
      const distinct = new Set(index.datasheets.map((d) => d.id)).size;
      console.log(`| ${folder} | ${index.datasheets.length} (${distinct}) | ${counts.complete} | ${gaps} | ${counts.failed} |`);
      console.log(`${folder} stated gaps: ${Object.entries(REASONS).map(([k, text]) => `${counts[k as keyof typeof REASONS]} ${text}`).join('; ')}`);
      for (const f of failed) console.log(`${folder} not importable: ${f}`);
      expect(counts.complete + gaps + counts.failed).toBe(index.datasheets.length);
      expect(counts.complete / index.datasheets.length).toBeGreaterThan(0.9);
      // The data gives these no models at all: each says so, with no crash.
      for (const f of failed) expect(f).toMatch(/the data gives no models/);
    }, 600_000);
  }

  it('a faction’s library is that faction: no "Library" or "Daemons" among the factions, and the knights are Chaos Knights', () => {
    for (const folder of ['bsdata-10e', 'bsdata-11e']) {
      const index = buildIndex(listFolder(join(SHARED, folder)) as FolderFiles);
      const factions = new Set(index.datasheets.map((d) => d.faction));
      expect([...factions].filter((f) => /library|^daemons$/i.test(f)), folder).toEqual([]);
      expect(factions.has('Chaos Daemons'), folder).toBe(true);
      expect(index.datasheets.find((d) => d.name === 'Chaos Cerastus Knight Acheron')?.faction, folder).toBe('Chaos Knights');
    }
  });

  it('real ambiguous names list their candidates, and "Name (Faction)" picks one', () => {
    const source = openDataSource(join(SHARED, 'bsdata-10e'), undefined);
    if ('error' in source) throw new Error(source.error);
    const rhino = profileByName(source, 'Chaos Rhino');
    expect(rhino.ok).toBe(false);
    if (!rhino.ok) {
      expect(rhino.issues[0]!.message).toMatch(/"Chaos Rhino" is ambiguous in the data folder: .*"Chaos Rhino \(Death Guard\)".*"Chaos Rhino \(World Eaters\)"/);
    }
    const picked = profileByName(source, 'Chaos Rhino (World Eaters)');
    expect(picked.ok && picked.value.faction).toBe('World Eaters');
    // One entry offered by three catalogues is one datasheet; the qualifier chooses the catalogue.
    const starfangs = profileByName(source, 'Starfangs');
    expect(starfangs.ok).toBe(true);
    const drukhari = profileByName(source, 'starfangs (drukhari)');
    expect(drukhari.ok && drukhari.value.file).toBe('Starfangs (Aeldari - Drukhari.cat)');
    // Spellings players use: British "Armour", a plural, a [Legends] datasheet by its plain name.
    expect(profileByName(source, 'Ancient in Terminator Armour').ok).toBe(true);
    expect(profileByName(source, 'Piranhas').ok).toBe(true);
    expect(profileByName(source, 'Mukaali Riders (Astra Militarum)').note).toMatch(/is the datasheet "Mukaali Riders \[Legends\]"/);
  }, 600_000);

  it('every Chaos Rhino carries its combi-bolter (defaultAmount in a "Wargear" group without constraints), and nothing replaces its tracks', () => {
    const source = openDataSource(join(SHARED, 'bsdata-10e'), undefined);
    if ('error' in source) throw new Error(source.error);
    for (const faction of ['World Eaters', 'Death Guard', 'Chaos Space Marines']) {
      const rhino = profileByName(source, `Chaos Rhino (${faction})`);
      if (!rhino.ok) throw new Error(JSON.stringify(rhino.issues));
      expect(rhino.value.models.map((m) => m.weapons.map((w) => w.entry.name).sort()), faction).toEqual([['Armoured tracks', 'Combi-bolter']]);
      const loadouts = rhino.value.loadouts.map((l) => `${l.name}: ${l.swaps.map((s) => `${s.replace.map((r) => r.entry.name).join(', ')} -> ${s.with.map((w) => w.entry.name).join(', ')}`).join('; ')}`);
      expect(loadouts, faction).toContain('havoc-launcher:  -> Havoc launcher');
      expect(loadouts.filter((l) => l.includes('Armoured tracks')), faction).toEqual([]);
    }
  }, 600_000);
});
