/**
 * `import <datasheet export> --data DIR` on the committed fixture data (test/fixtures/army/data): the
 * export's title "Faction – Unit" names the unit, which is looked up (the faction telling apart
 * datasheets of one name), and the characteristics the export lacks are filled model by model from the
 * data, never invented. The exports are written here, a few lines each, in the seeds' format.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { armyRun, DATA, tempDir } from './support.js';

type Model = { name: string; count: number; M?: number; T?: number; Sv?: string; W?: number; Ld?: string; OC?: number };

/** An export of one unit: its title, one weapon, and the models of its UNIT COMPOSITION. */
function exportFile(title: string, models: readonly string[]): string {
  const file = join(tempDir('export'), 'export.txt');
  const text = [
    title,
    'RANGED WEAPONS | RANGE | A | BS | S | AP | D | |',
    '| Lasgun | |||||||',
    '| Lasgun | 24" | 1 | 4+ | 3 | 0 | 1 | |',
    'UNIT COMPOSITION',
    ...models.map((m) => `- ${m}`),
    'KEYWORDS: INFANTRY',
  ].join('\n');
  writeFileSync(file, `${text}\n`);
  return file;
}

async function importWithData(title: string, models: readonly string[], ...extra: string[]) {
  const r = await armyRun(['import', exportFile(title, models), '--data', DATA, ...extra]);
  expect(r.code, r.stderr).toBe(0);
  const profile = parse(r.stdout) as { models: Model[] };
  const stats = (m: Model) => `${m.count} ${m.name}: ${['M', 'T', 'Sv', 'W', 'Ld', 'OC'].map((k) => `${k}${m[k as keyof Model] ?? '?'}`).join(' ')}`;
  return { models: profile.models.map(stats), stdout: r.stdout, stderr: r.stderr };
}

describe('import <datasheet export> --data: the characteristics the export lacks, from the data', () => {
  it('looks up the unit of the title, not its faction, and fills each model by name', async () => {
    const r = await importWithData('Test Guard – Test Fire Team', ['1 Team Leader', '4 Team Members', '1 Hound']);
    expect(r.models).toEqual(['1 Team Leader: M6 T3 Sv4+ W1 Ld7+ OC2', '4 Team Member: M6 T3 Sv4+ W1 Ld7+ OC2', '1 Hound: M10 T4 Sv6+ W2 Ld8+ OC0']);
    expect(r.stderr).not.toMatch(/no datasheet called/);
    // The profile says where its characteristics came from.
    expect(r.stdout).toMatch(/^# Characteristics the export lacks are from the 10e data folder's "Test Fire Team" \(test-guard\.cat\)\.$/m);
    expect(r.stderr).toBe('imported Test Fire Team (Test Guard): 6 models, 1 weapon, no loadouts\n');
  });

  it('the data folder of MATHHAMMER_DATA (or the config file) serves as --data does, and its warnings name it', async () => {
    const file = exportFile('Test Guard – Test Fire Team', ['1 Team Leader']);
    const r = await armyRun(['import', file], { MATHHAMMER_DATA: DATA });
    expect(r.code, r.stderr).toBe(0);
    expect((parse(r.stdout) as { models: Model[] }).models[0]).toMatchObject({ T: 3, W: 1 });
    const miss = await armyRun(['import', exportFile('Test Guard – Test Fire Tem', ['1 Team Leader'])], { MATHHAMMER_DATA: DATA });
    expect(miss.stderr).toMatch(/warning: data folder .* \(MATHHAMMER_DATA\): no datasheet called "Test Fire Tem"/);
    // No data folder anywhere: nothing is filled, and nothing is said of data.
    const none = await armyRun(['import', file]);
    expect(none.stderr).not.toMatch(/data folder|--data/);
  });

  it('the faction tells apart datasheets that share a name (the Test Walker of two catalogues)', async () => {
    const marines = await importWithData('Test Marines – Test Walker', ['1 Test Walker']);
    expect(marines.models).toEqual(['1 Test Walker: M6 T9 Sv2+ W8 Ld6+ OC3']);
    const guard = await importWithData('Test Guard – Test Walker', ['1 Test Walker']);
    expect(guard.models).toEqual(['1 Test Walker: M8 T7 Sv3+ W7 Ld7+ OC3']);
  });

  it('a unit the data does not have keeps its characteristics missing, with a warning naming it and the closest name', async () => {
    const r = await importWithData('Test Guard – Test Fire Tem', ['1 Team Leader']);
    expect(r.models).toEqual(['1 Team Leader: M? T? Sv? W? Ld? OC?']);
    expect(r.stderr).toMatch(/export\.txt:1:1: warning: --data: no datasheet called "Test Fire Tem" in the 10e data folder \(did you mean `Test Fire Team`\?\); the characteristics stay missing/);
    expect(r.stderr).toMatch(/no M, T, Sv, W, Ld, OC/);
  });

  it('a name the faction cannot tell apart stays missing and lists the datasheets', async () => {
    const r = await importWithData('Test Knights – Test Walker', ['1 Test Walker']);
    expect(r.models).toEqual(['1 Test Walker: M? T? Sv? W? Ld? OC?']);
    expect(r.stderr).toMatch(/--data: no datasheet "Test Walker" in "Test Knights": the data folder has it as "Test Walker \(Test Guard\)", "Test Walker \(Test Marines\)"/);
  });

  it('a faction the data names otherwise: the one datasheet of the name is used, and said', async () => {
    const r = await importWithData('Imperial Guard – Test Troopers', ['2 Trooper Sergeants', '18 Troopers']);
    expect(r.models).toEqual(['2 Trooper Sergeant: M6 T3 Sv5+ W1 Ld7+ OC2', '18 Trooper: M6 T3 Sv5+ W1 Ld7+ OC2']);
    expect(r.stderr).toMatch(/--data: the data folder has no "Test Troopers" of "Imperial Guard"; its only one is "Test Troopers" of Test Guard \(test-guard\.cat\)/);
  });

  it('a model named otherwise takes the statline of the data model its name is part of, said in a warning', async () => {
    const r = await importWithData('Test Marines – Test Squad', ['1 Test Sergeant', '9 Marines']);
    expect(r.models).toEqual(['1 Test Sergeant: M6 T4 Sv3+ W2 Ld6+ OC2', '9 Marine: M6 T4 Sv3+ W2 Ld6+ OC2']);
    expect(r.stderr).toMatch(/--data: the export's "Marine" has the characteristics of the data's "Test Marine"$/m);
  });

  it('a model the data does not have, among models of different statlines, stays missing with a warning', async () => {
    const r = await importWithData('Test Guard – Test Fire Team', ['1 Team Leader', '1 Commissar', '1 Hound']);
    expect(r.models).toEqual(['1 Team Leader: M6 T3 Sv4+ W1 Ld7+ OC2', '1 Commissar: M? T? Sv? W? Ld? OC?', '1 Hound: M10 T4 Sv6+ W2 Ld8+ OC0']);
    expect(r.stderr).toMatch(/--data: no model of the data's "Test Fire Team" is named "Commissar" \(it has Team Leader, Team Member, Hound, Team Member w\/ carbine, with different characteristics\): the characteristics of "Commissar" stay missing; give them with --stats "Commissar: /);
    expect(r.stderr).toMatch(/no M, T, Sv, W, Ld, OC \(for Commissar/);
  });

  it('--stats wins over the data', async () => {
    const r = await importWithData('Test Guard – Test Walker', ['1 Test Walker'], '--stats', 'T8 W9');
    expect(r.models).toEqual(['1 Test Walker: M8 T8 Sv3+ W9 Ld7+ OC3']);
  });
});
