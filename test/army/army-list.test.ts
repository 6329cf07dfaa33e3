/**
 * Pasted army lists resolved against the fixture data folder: what resolves imports, what does not is a
 * warning on the line it concerns (a unit on its header, a weapon on its own line) with the closest names.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { armyRun, DATA, dataWithout, FIX, tempDir } from './support.js';

type Json = Record<string, unknown>;

describe('a pasted army list against a data folder', () => {
  it('resolves what it can; an unknown unit and an unknown weapon are warnings on their own lines', async () => {
    const r = await armyRun(['import', join(FIX, 'test-list.txt'), '--data', DATA, '--json']);
    expect(r.code).toBe(0);
    const units = JSON.parse(r.stdout) as Json[];
    expect(units.map((u) => u['name'])).toEqual(['Test Squad']);
    expect(r.stderr).toMatch(/test-list\.txt:12:1:? warning: .*"Lascannon" is no weapon or wargear/);
    expect(r.stderr).toMatch(/test-list\.txt:14:1:? warning: no datasheet called "Unknown Unit"/);
  });

  it('fields optional models the list names, says which datasheet a name became, lists ambiguous and near names, and writes the rest', async () => {
    const out = tempDir('list');
    const r = await armyRun(['import', join(FIX, 'test-list-guard.txt'), '--data', DATA, '-o', out]);
    expect(r.code).toBe(0);
    const lines = r.stderr.split('\n');
    const at = (line: number) => lines.filter((l) => l.includes(`test-list-guard.txt:${line}:`)).join('\n');
    expect(at(12)).toMatch(/Test Troopers: "Vox-caster" is no weapon or wargear of the datasheet; left out/);
    expect(at(16)).toMatch(/"Test Rhino" is the datasheet "Test Rhino \[Legends\]"/);
    expect(at(18)).toMatch(/"Hunter-killer missile" is no weapon or wargear/);
    expect(at(20)).toMatch(/"Test Walker" is ambiguous in the data folder: "Test Walker \(Test Guard\)", "Test Walker \(Test Marines\)"/);
    expect(at(23)).toMatch(/no datasheet called "Test Fire Tem" .*did you mean `Test Fire Team`\?/);
    expect(readdirSync(out).sort()).toEqual(['test-rhino-legends.yaml', 'test-troopers.yaml']);
    const json = await armyRun(['import', join(FIX, 'test-list-guard.txt'), '--data', DATA, '--json']);
    const troopers = (JSON.parse(json.stdout) as Json[])[0]!;
    expect((troopers['models'] as Json[]).map((m) => [m['name'], m['count'], m['weapons']])).toEqual([
      ['Trooper Sergeant', 1, ['Laspistol', 'Chainsword']],
      ['Trooper', 8, ['Lasgun']],
      ['Trooper w/ Flamer', 1, ['Flamer']],
    ]);
    expect(troopers['points']).toBe(65);
  });

  it('a unit line with nothing under it is the unit as it comes; the title and battle size above the units are no units', async () => {
    const file = join(tempDir('list'), 'bare.txt');
    writeFileSync(
      file,
      [
        'My Army (500 points)',
        'Strike Force (2000 points)',
        '',
        'Test Squad (90 points)',
        '  • 1x Test Sergeant',
        '    • 1x Bolt pistol',
        '      1x Bolt rifle',
        '  • 4x Test Marine',
        '    • 4x Bolt pistol',
        '      4x Bolt rifle',
        '',
        'Test Rhino (75 points)',
        '',
        'Test Rhinoo (75 points)',
        '',
      ].join('\n'),
    );
    const r = await armyRun(['import', file, '--data', DATA, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const units = JSON.parse(r.stdout) as Json[];
    expect(units.map((u) => [u['name'], (u['models'] as Json[]).map((m) => `${m['count']} ${m['name']}: ${(m['weapons'] as string[]).join(', ')}`)])).toEqual([
      ['Test Squad', ['1 Test Sergeant: Bolt pistol, Bolt rifle', '4 Test Marine: Bolt pistol, Bolt rifle']],
      ['Test Rhino [Legends]', ['1 Test Rhino: Storm bolter']],
    ]);
    expect(r.stderr).toMatch(/bare\.txt:14:1:? warning: no datasheet called "Test Rhinoo"/);
    expect(r.stderr).not.toMatch(/bare\.txt:[12]:/);
  });

  it('a linked catalogue the folder lacks is a warning only when an imported unit misses something in it', async () => {
    const r = await armyRun(['import', join(FIX, 'test-list.txt'), '--data', dataWithout('test-library.cat'), '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as Json[]).map((u) => u['name'])).toEqual(['Test Squad']);
    expect(r.stderr).not.toMatch(/data folder: the linked catalogue/);
    // Where the missing catalogue may matter, the message says so: the unknown unit may be defined there.
    expect(r.stderr).toMatch(/no datasheet called "Unknown Unit" .*; the folder lacks the linked catalogue "Imperium - Test Library"/);
  });

  it('without a data folder it says what is needed', async () => {
    const r = await armyRun(['import', join(FIX, 'test-list.txt')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/give a BattleScribe data folder with --data/);
  });
});
