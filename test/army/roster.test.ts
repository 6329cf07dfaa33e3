/** Rosters (.ros XML, .rosz zip) on the committed fixture, and the same unit read from its catalogue. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readRoster } from '../../src/army/roster.js';
import { toProfile } from '../../src/army/to-profile.js';
import { parseProfileYaml } from '../../src/api/index.js';
import { resolveUnit, type Unit } from '../../src/profile/index.js';
import { armyRun, DATA, FIX, tempDir } from './support.js';

const text = readFileSync(join(FIX, 'test-roster.ros'), 'utf8');

describe('a roster', () => {
  it('a number="4" weapon under a number="4" model selection is one each, and the profile is borrowed when missing', () => {
    const roster = readRoster(text, 'test-roster.ros');
    expect(roster.ok).toBe(true);
    if (!roster.ok) return;
    const [squad] = roster.value.units;
    expect(squad!.models.map((m) => [m.name, m.count, m.weapons.map((w) => `${w.count}x ${w.name}`)])).toEqual([
      ['Test Sergeant', 1, ['1x Bolt pistol', '1x Bolt rifle']],
      ['Test Marine', 4, ['1x Bolt pistol', '1x Bolt rifle']],
    ]);
    expect(squad!.gaps.some((g) => g.startsWith('Bolt pistol: the roster gives this selection no profile'))).toBe(true);
    expect(squad!.models.every((m) => m.stats.invuln === 5)).toBe(true);
  });

  it('the roster unit equals the catalogue unit with the same wargear (the 5-models loadout)', async () => {
    const roster = readRoster(text, 'test-roster.ros');
    if (!roster.ok) throw new Error('roster');
    const fromRoster = toProfile(roster.value.units[0]!, 'r');
    const r = await armyRun(['import', join(DATA, 'test-marines.cat'), '--json']);
    const squad = (JSON.parse(r.stdout) as Record<string, unknown>[]).find((u) => u['name'] === 'Test Squad');
    const fromCatalogue = parseProfileYaml(JSON.stringify(squad));
    if (!fromRoster.ok || !fromCatalogue.ok) throw new Error('profiles');
    const a = resolveUnit(fromRoster.value.profile);
    const b = resolveUnit(fromCatalogue.value, { loadouts: ['5-models'] });
    if (!a.ok || !b.ok) throw new Error('resolve');
    const shape = (u: Unit) => u.models.map((m) => ({ name: m.name, count: m.count, T: m.T, Sv: m.Sv, W: m.W, invuln: m.invuln, weapons: m.weapons.map((w) => [w.entry.name, w.count, w.entry.variants.map((v) => v.weapon)]).sort() }));
    expect(shape(a.value)).toEqual(shape(b.value));
    expect(a.value.points).toBe(b.value.points);
  });

  it('reads a .rosz zip', async () => {
    const dir = tempDir('ros');
    writeFileSync(join(dir, 'a.rosz'), zipSync({ 'a.ros': new TextEncoder().encode(text) }));
    const r = await armyRun(['import', join(dir, 'a.rosz'), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toHaveLength(1);
  });
});
