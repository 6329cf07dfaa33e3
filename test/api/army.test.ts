/** The library's army import and data-folder loader (docs/api.md): every problem returned, never thrown. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { calc, dataFolderLoader, importArmy } from '../../src/api/index.js';

const FIX = join(import.meta.dirname, '..', 'fixtures', 'army');
const roster = readFileSync(join(FIX, 'test-roster.ros'), 'utf8');

describe('importArmy', () => {
  it('reads a roster as text or as .rosz bytes, a catalogue from its file, a list with a data folder', () => {
    const fromText = importArmy(roster);
    const fromZip = importArmy(zipSync({ 'army.ros': new TextEncoder().encode(roster) }));
    expect(fromText.ok && fromText.value.kind).toBe('roster');
    expect(fromZip.ok && fromZip.value.units.map((u) => u.name)).toEqual(['Test Squad']);
    const file = join(FIX, 'data', 'test-guard.cat');
    const catalogue = importArmy(readFileSync(file), { file });
    expect(catalogue.ok && catalogue.value.units.map((u) => u.name)).toContain('Test Troopers');
    const list = importArmy(readFileSync(join(FIX, 'test-list.txt'), 'utf8'), { file: 'test-list.txt', data: join(FIX, 'data') });
    expect(list.ok && list.value.warnings.map((w) => `${w.file}:${w.line}`)).toEqual(['test-list.txt:12', 'test-list.txt:14']);
  });

  it('returns located issues for what it cannot read', () => {
    const message = (r: ReturnType<typeof importArmy>) => (r.ok ? 'ok' : r.issues.map((i) => i.message).join('; '));
    expect(message(importArmy('hello'))).toBe('not a roster, a BattleScribe catalogue or a pasted army list');
    expect(message(importArmy(readFileSync(join(FIX, 'data', 'test-guard.cat'))))).toMatch(/a catalogue is read from its file/);
    expect(message(importArmy('Squad (90 points)\n  • 1x Rifle\n'))).toMatch(/needs a BattleScribe data folder/);
    expect(message(importArmy('Squad (90 points)\n  • 1x Rifle\n', { data: '/no/such/folder' }))).toBe('data folder: no such directory');
    expect(message(importArmy(roster.slice(0, 900)))).toMatch(/damaged XML/);
  });
});

describe('dataFolderLoader', () => {
  it('takes datasheet names from the folder, and files and bundled names as usual', () => {
    const loader = dataFolderLoader(join(FIX, 'data'));
    expect(calc('Test Squad', 'meq', 'rules 10e', { loader }).attacker.name).toBe('Test Squad');
    expect(calc('strike-team', 'Test Walker (Test Marines)', {}, { loader }).defender.name).toBe('Test Walker');
    const missing = dataFolderLoader('/no/such/folder');
    expect(missing('Test Squad')).toMatchObject({ ok: false, issues: [{ message: 'data folder: no such directory' }] });
    expect(missing('meq').ok).toBe(true);
  });
});
