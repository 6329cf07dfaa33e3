/** Rosters (.ros XML, .rosz zip) on the committed fixture, and the same unit read from its catalogue. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { uniqueModelNames } from '../../src/army/names.js';
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

  it('two model selections of one name with different kit are two groups of their own names, and the profile reads', () => {
    const weapon = (name: string) =>
      `<selection type="upgrade" number="1" name="${name}"><profiles><profile name="${name}" typeName="Ranged Weapons"><characteristics>
        <characteristic name="Range">24"</characteristic><characteristic name="A">2</characteristic><characteristic name="BS">4+</characteristic>
        <characteristic name="S">5</characteristic><characteristic name="AP">-1</characteristic><characteristic name="D">1</characteristic><characteristic name="Keywords">-</characteristic>
      </characteristics></profile></profiles></selection>`;
    const model = (gun: string) => `<selection type="model" number="1" name="Hearthkyn Warrior w/ heavy weapon"><selections>${weapon(gun)}</selections></selection>`;
    const two = `<?xml version="1.0" encoding="utf-8"?>
<roster name="Test" gameSystemName="Warhammer 40,000 10th Edition"><forces><force name="Army" catalogueName="Leagues of Votann"><selections>
  <selection type="unit" number="1" name="Hearthkyn Warriors">
    <profiles><profile name="Hearthkyn Warrior" typeName="Unit"><characteristics>
      <characteristic name="M">5"</characteristic><characteristic name="T">5</characteristic><characteristic name="SV">4+</characteristic>
      <characteristic name="W">1</characteristic><characteristic name="LD">7+</characteristic><characteristic name="OC">2</characteristic>
    </characteristics></profile></profiles>
    <selections>${model('HYLas beam cell')}${model('L7 missile launcher')}</selections>
  </selection>
</selections></force></forces></roster>`;
    const roster = readRoster(two, 'two.ros');
    if (!roster.ok) throw new Error(JSON.stringify(roster.issues));
    const unit = roster.value.units[0]!;
    expect(unit.models.map((m) => [m.name, m.weapons.map((w) => w.name)])).toEqual([
      ['Hearthkyn Warrior w/ heavy weapon', ['HYLas beam cell']],
      ['Hearthkyn Warrior w/ heavy weapon (2)', ['L7 missile launcher']],
    ]);
    const profile = toProfile(unit, 'two.ros');
    expect(profile.ok, JSON.stringify(profile)).toBe(true);
  });

  it('numbers groups of one name past the names already taken', () => {
    expect(uniqueModelNames([{ name: 'A' }, { name: 'A (2)' }, { name: 'A' }, { name: 'a' }, { name: 'B' }]).map((m) => m.name)).toEqual(['A', 'A (2)', 'A (3)', 'a (4)', 'B']);
  });

  it('reads a .rosz zip', async () => {
    const dir = tempDir('ros');
    writeFileSync(join(dir, 'a.rosz'), zipSync({ 'a.ros': new TextEncoder().encode(text) }));
    const r = await armyRun(['import', join(dir, 'a.rosz'), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toHaveLength(1);
  });
});
