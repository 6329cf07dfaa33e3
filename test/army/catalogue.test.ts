/**
 * Catalogues on the committed fixtures (test/fixtures/army/data): each datasheet as it comes, its wargear
 * choices as loadouts, every size it is sold at with its points, and what the data lacks as warnings.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseProfileYaml } from '../../src/api/index.js';
import { factionOf } from '../../src/army/catalogue.js';
import { resolveUnit } from '../../src/profile/index.js';
import { armyRun, DATA, dataWithout, tempDir } from './support.js';

type Json = Record<string, unknown>;

async function importCatalogue(file: string): Promise<{ units: Map<string, Json>; stderr: string }> {
  const r = await armyRun(['import', file, '--json']);
  expect(r.code, r.stderr).toBe(0);
  const units = JSON.parse(r.stdout) as Json[];
  return { units: new Map(units.map((u) => [u['name'] as string, u])), stderr: r.stderr };
}

/** The unit with these loadouts: its models (name, count, weapons) and points. */
function resolved(unit: Json, loadouts: string[] = []) {
  const profile = parseProfileYaml(JSON.stringify(unit));
  if (!profile.ok) throw new Error(JSON.stringify(profile.issues));
  const r = resolveUnit(profile.value, { loadouts });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return { points: r.value.points, models: r.value.models.map((m) => `${m.count} ${m.name}: ${m.weapons.map((w) => w.entry.name).join(', ')}`) };
}

describe('a catalogue with its game system and library', () => {
  it('imports the datasheet: statlines, default wargear, options as loadouts, points per size, invuln from prose', async () => {
    const { units } = await importCatalogue(join(DATA, 'test-marines.cat'));
    expect([...units.keys()]).toEqual(['Test Rhino [Legends]', 'Test Squad', 'Test Walker']);
    const squad = units.get('Test Squad')!;
    expect(squad['points']).toEqual([{ models: 5, points: 90 }, { models: 6, points: 180 }, { models: 10, points: 180 }]);
    const models = squad['models'] as Json[];
    expect(models.map((m) => [m['name'], m['count'], m['T'], m['Sv'], m['W'], m['invuln']])).toEqual([
      ['Test Sergeant', 1, 4, '3+', 2, '5+'],
      ['Test Marine', 9, 4, '3+', 2, '5+'],
    ]);
    expect([...(models[0]!['weapons'] as string[])].sort()).toEqual(['Bolt pistol', 'Bolt rifle']);
    expect((squad['loadouts'] as Json[]).map((l) => l['name'])).toEqual(['test-sergeant-power-fist', 'test-marine-w-plasma-gun', '5-models', '6-models']);
    const plasma = (squad['weapons'] as Json[]).find((w) => w['name'] === 'Plasma gun')!;
    expect((plasma['profiles'] as Json[]).map((p) => p['name'])).toEqual(['standard', 'supercharge']);
    // The library's unit, linked by this catalogue, with the library's own weapon.
    expect(resolved(units.get('Test Rhino [Legends]')!).models).toEqual(['1 Test Rhino: Storm bolter']);
  });

  it('a unit sold in sizes that are upgrades comes at its largest, each other size a loadout at its points', async () => {
    const { units, stderr } = await importCatalogue(join(DATA, 'test-guard.cat'));
    const troopers = units.get('Test Troopers')!;
    expect(troopers['points']).toEqual([{ models: 10, points: 65 }, { models: 20, points: 120 }]);
    expect(resolved(troopers)).toEqual({ points: 120, models: ['2 Trooper Sergeant: Laspistol, Chainsword', '18 Trooper: Lasgun'] });
    expect(resolved(troopers, ['10-models'])).toEqual({ points: 65, models: ['1 Trooper Sergeant: Laspistol, Chainsword', '9 Trooper: Lasgun'] });
    // The special weapon trooper stands in for a trooper; the cost outside the faction is stated.
    expect(resolved(troopers, ['trooper-w-flamer']).models).toEqual(['2 Trooper Sergeant: Laspistol, Chainsword', '17 Trooper: Lasgun', '1 Trooper: Flamer']);
    expect(stderr).toMatch(/Test Troopers: points: raised by 10 when the army is of another faction: not in the table/);
  });

  it('per-model costs give a row per size; choice groups nested in a wargear group each give their default', async () => {
    const { units } = await importCatalogue(join(DATA, 'test-guard.cat'));
    const riders = units.get('Test Riders')!;
    expect(riders['points']).toEqual([{ models: 1, points: 75 }, { models: 2, points: 150 }]);
    expect(resolved(riders)).toEqual({ points: 150, models: ['2 Rider: Laspistol, Chainsword'] });
    expect(resolved(riders, ['1-model', 'flamer'])).toEqual({ points: 75, models: ['1 Rider: Chainsword, Flamer'] });
    // WS "4" in the data is a 4+ roll.
    expect((riders['weapons'] as Json[]).find((w) => w['name'] === 'Chainsword')!['WS']).toBe('4+');
  });

  it('a statline carried by another model, a weapon only while stationary, optional models one at a time or all', async () => {
    const { units } = await importCatalogue(join(DATA, 'test-guard.cat'));
    const team = units.get('Test Fire Team')!;
    const models = team['models'] as Json[];
    expect(models.map((m) => [m['name'], m['count'], m['T'], m['Sv'], m['W']])).toEqual([
      ['Team Leader', 1, 3, '4+', 1],
      ['Team Member', 4, 3, '4+', 1],
      ['Hound', 1, 4, '6+', 2],
    ]);
    expect((team['weapons'] as Json[]).find((w) => w['name'] === 'Turret')!['requires']).toBe('stationary');
    const loadouts = new Map((team['loadouts'] as Json[]).map((l) => [l['name'], l['max'] ?? 1]));
    expect(loadouts).toEqual(new Map([['team-leader-gun-drone', 2], ['team-member-w-carbine', 4], ['team-member-w-carbine-all', 1]]));
    expect(resolved(team, ['team-member-w-carbine', 'team-member-w-carbine']).models).toContain('2 Team Member: Carbine');
    expect(resolved(team, ['team-member-w-carbine-all']).models).toContain('4 Team Member: Carbine');
  });

  it('the turret fires only with --stationary', async () => {
    const without = await armyRun(['calc', 'Test Fire Team', 'meq', '--data', DATA, '--json']);
    const withIt = await armyRun(['calc', 'Test Fire Team', 'meq', '--data', DATA, '--stationary', '--json']);
    const fired = (r: { stdout: string }) => (JSON.parse(r.stdout).weapons as Json[]).map((w) => w['name']);
    expect(fired(without)).not.toContain('Turret');
    expect(fired(withIt)).toContain('Turret');
  });
});

describe('a catalogue whose linked files are missing', () => {
  it('names the linked catalogue and the game system it could not find, and imports the rest', async () => {
    const dir = dataWithout('test-library.cat', 'game-system.gst');
    const r = await armyRun(['import', join(dir, 'test-marines.cat'), '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/the linked catalogue "Imperium - Test Library" is not in .*: entries defined there are left out/);
    expect(r.stderr).toMatch(/no game system \(\.gst\) beside it/);
    expect(r.stderr).toMatch(/Bolt pistol: its entry is in a catalogue that is not in the data folder/);
    expect((JSON.parse(r.stdout) as Json[]).map((u) => u['name'])).toEqual(['Test Squad', 'Test Walker']);
  });

  it('truncated XML exits 2 with its line and column and writes nothing', async () => {
    const dir = tempDir('cat');
    writeFileSync(join(dir, 'broken.cat'), readFileSync(join(DATA, 'test-marines.cat'), 'utf8').slice(0, 2000));
    const r = await armyRun(['import', join(dir, 'broken.cat'), '-o', join(dir, 'out/')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/broken\.cat:\d+:\d+:? .*damaged XML/);
    expect(readdirSync(dir)).toEqual(['broken.cat']);
  });
});

describe('the faction of a catalogue', () => {
  it('is its last part; a faction’s library is that faction (its datasheets are the faction’s own)', () => {
    expect(
      ["Xenos - T'au Empire", 'Imperium - Adeptus Astartes - Ultramarines', 'Chaos - Chaos Knights Library', 'Imperium - Astra Militarum - Library', 'Aeldari - Aeldari Library', 'Library - Titans'].map(factionOf),
    ).toEqual(["T'au Empire", 'Ultramarines', 'Chaos Knights', 'Astra Militarum', 'Aeldari', 'Titans']);
  });
});
