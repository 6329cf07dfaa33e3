/**
 * The real pasted lists of ../shared/data/army-lists (skipped when absent) against the real data: the
 * model counts and who carries what, as the list says (defects found by exploratory testing).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { armyRun, SHARED } from './support.js';

type Model = { name: string; count: number; weapons: string[] };
type Unit = { name: string; points: number; models: Model[] };

const LISTS = join(SHARED, 'army-lists');

async function units(list: string, edition: '10e' | '11e'): Promise<Unit[]> {
  const r = await armyRun(['import', join(LISTS, list), '--data', join(SHARED, `bsdata-${edition}`), '--json']);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Unit[];
}

const named = (all: Unit[], name: RegExp) => all.find((u) => name.test(u.name))!;
const shape = (u: Unit) => u.models.map((m) => [m.count, [...m.weapons].sort()]);
const modelsOf = (u: Unit) => u.models.reduce((n, m) => n + m.count, 0);

describe.skipIf(!existsSync(LISTS))('the real pasted lists: models and wargear', () => {
  it('a unit with no model lines is the size its points pay for (the French Piranha, 65 points: one)', async () => {
    for (const edition of ['10e', '11e'] as const) {
      const piranha = named(await units('GWAPP-Sample-French.txt', edition), /^Piranha/);
      expect(piranha.points).toBe(65);
      expect(shape(piranha)).toEqual([[1, ['2x Seeker missile', '2x Twin pulse carbine', 'Armoured hull', 'Piranha fusion blaster']]]);
    }
  });

  it("New Recruit's drone weapons count once, as the app's export gives them", async () => {
    for (const edition of ['10e', '11e'] as const) {
      for (const list of ['NR-GW-Sample-Tau.txt', 'NR-Tournament-Sample-Tau.txt']) {
        const all = await units(list, edition);
        for (const m of named(all, /Twin Lance/).models) expect(m.weapons.filter((w) => /Twin pulse blaster/.test(w))).toEqual(['Twin pulse blaster']);
        const shasui = named(all, /Pathfinder/).models.find((m) => /Shas'ui/.test(m.name))!;
        expect(shasui.weapons.filter((w) => /Drone burst cannon/.test(w))).toEqual(['Drone burst cannon']);
      }
    }
  });

  it('"N with …" and alternative weapons: one gun per Pathfinder, Scout, Assault Intercessor, Stealth Shas\'ui', async () => {
    const tournament = await units('NR-Tournament-Sample-Tau.txt', '10e');
    const gwapp = await units('GWAPP-Sample-Tau.txt', '10e');
    for (const all of [tournament, gwapp, await units('NR-GW-Sample-Tau.txt', '10e')]) {
      const pathfinders = named(all, /Pathfinder/);
      const troopers = { ...pathfinders, models: pathfinders.models.filter((m) => !/Shas/.test(m.name)) };
      expect(modelsOf(troopers)).toBe(9);
      expect(shape(troopers).sort()).toEqual([
        [3, ['Close combat weapon', 'Ion rifle', 'Pulse pistol']],
        [6, ['Close combat weapon', 'Pulse carbine', 'Pulse pistol']],
      ]);
      const stealth = named(all, /Stealth/);
      const shasui = stealth.models.filter((m) => !/vre/.test(m.name));
      expect(shape({ ...stealth, models: shasui }).sort()).toEqual([
        [1, ['Battlesuit fists', 'Fusion blaster']],
        [3, ['Battlesuit fists', 'Burst cannon']],
      ]);
    }
    const angels = await units('GWAPP-Sample-DarkAngels.txt', '10e');
    const scouts = named(angels, /Scout Squad/).models.filter((m) => !/Sergeant/.test(m.name));
    expect(scouts.every((m) => m.weapons.filter((w) => /Shotgun|Missile|Sniper/i.test(w)).length === 1)).toBe(true);
    const jump = named(angels, /Assault Intercessors with Jump Packs/).models.filter((m) => !/Sergeant/.test(m.name));
    expect(jump.every((m) => m.weapons.filter((w) => /pistol/i.test(w)).length === 1)).toBe(true);
  });
});
