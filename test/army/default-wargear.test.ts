/**
 * Default wargear as BattleScribe data defines it, on trimmed excerpts of the real catalogues
 * (test/fixtures/army/default-wargear): an entry's `defaultAmount` is held as the unit comes; a selection
 * group limits its members only through its own constraints, so a group with none is no "choose one";
 * a group's maximum bounds its defaults too, and in a full group a choice replaces one default.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseProfileYaml } from '../../src/api/index.js';
import { resolveUnit } from '../../src/profile/index.js';
import { armyRun, FIX } from './support.js';

const DIR = join(FIX, 'default-wargear');

type Json = Record<string, unknown>;
type Loadout = { name: string; swaps: { model: string; replace?: string[]; with?: string[] }[] };

async function importOne(file: string): Promise<Json> {
  const r = await armyRun(['import', join(DIR, file), '--json']);
  expect(r.code, r.stderr).toBe(0);
  const units = JSON.parse(r.stdout) as Json[];
  expect(units).toHaveLength(1);
  return units[0]!;
}

/** Each model as "count name: weapons", with these loadouts applied. */
function carried(unit: Json, loadouts: string[] = []): string[] {
  const profile = parseProfileYaml(JSON.stringify(unit));
  if (!profile.ok) throw new Error(JSON.stringify(profile.issues));
  const r = resolveUnit(profile.value, { loadouts });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value.models.map((m) => `${m.count} ${m.name}: ${m.weapons.map((w) => `${w.count}x ${w.entry.name}`).join(', ')}`);
}

function swapsOf(unit: Json): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of unit['loadouts'] as Loadout[]) {
    const s = l.swaps[0]!;
    out[l.name] = `${(s.replace ?? []).join(', ') || '(nothing)'} -> ${(s.with ?? []).join(', ')}`;
  }
  return out;
}

describe('default wargear from BattleScribe data', () => {
  it('the Chaos Rhino (World Eaters) carries its default combi-bolter: a group without constraints is no "choose one"', async () => {
    const rhino = await importOne('world-eaters-rhino.cat');
    expect(carried(rhino)).toEqual(['1 Chaos Rhino: 1x Armoured tracks, 1x Combi-bolter']);
    // Every other choice is taken on top; nothing replaces the armoured tracks the data requires.
    expect(swapsOf(rhino)).toEqual({
      'combi-bolter': '(nothing) -> Combi-bolter',
      'combi-weapon': '(nothing) -> Combi-weapon',
      'havoc-launcher': '(nothing) -> Havoc launcher',
    });
    expect(carried(rhino, ['havoc-launcher'])).toEqual(['1 Chaos Rhino: 1x Armoured tracks, 1x Combi-bolter, 1x Havoc launcher']);
  });

  it('calc by name: the World Eaters Rhino shoots with its combi-bolter (the README example)', async () => {
    const r = await armyRun(['calc', 'Chaos Rhino', 'meq', '--data', DIR, '--rules', '10e', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { weapons: { name: string }[] };
    expect(report.weapons.map((w) => w.name)).toEqual(['Combi-bolter']);
  });

  it('a group of at most one holds its default choice, though every member says defaultAmount="1" (TX42 Piranha)', async () => {
    const piranha = await importOne('tau-piranha.cat');
    expect(carried(piranha)).toEqual(['1 TX42 Piranha: 2x Plasma rifle']);
    expect(swapsOf(piranha)).toEqual({ '2-rail-rifles': '2x Plasma rifle -> 2x Rail rifle' });
  });

  it('a full group of two defaults: a choice replaces one of them, named after both (War Dog Moirax)', async () => {
    const moirax = await importOne('chaos-knights-moirax.cat');
    expect(carried(moirax)).toEqual(['1 War Dog Moirax: 1x Volkite veuglaire, 1x Graviton pulsar']);
    expect(swapsOf(moirax)).toEqual({
      'volkite-veuglaire-for-graviton-pulsar': 'Graviton pulsar -> Volkite veuglaire',
      'graviton-pulsar-for-volkite-veuglaire': 'Volkite veuglaire -> Graviton pulsar',
      'lightning-lock-for-volkite-veuglaire': 'Volkite veuglaire -> Lightning lock',
      'lightning-lock-for-graviton-pulsar': 'Graviton pulsar -> Lightning lock',
    });
    expect(carried(moirax, ['lightning-lock-for-volkite-veuglaire'])).toEqual(['1 War Dog Moirax: 1x Graviton pulsar, 1x Lightning lock']);
  });
});
