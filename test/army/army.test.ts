/**
 * Army data on committed fixtures (test/fixtures/army): a catalogue with a linked game system, a roster,
 * a pasted list against the catalogue, and the player's defaults. The whole-data tier is
 * army-data.thorough.test.ts.
 */
import { mkdtempSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readRoster } from '../../src/army/roster.js';
import { toProfile } from '../../src/army/to-profile.js';
import { resolveSettings } from '../../src/config/resolve.js';
import { resolveUnit } from '../../src/profile/index.js';
import { main } from '../../src/cli/main.js';

const FIX = join(import.meta.dirname, '..', 'fixtures', 'army');
const DATA = join(FIX, 'data');

function run(args: string[], env: Record<string, string> = {}, cwd?: string) {
  let stdout = '';
  let stderr = '';
  const home = mkdtempSync(join(tmpdir(), 'mh-home-'));
  const io = { stdout: (t: string) => (stdout += t), stderr: (t: string) => (stderr += t), isTTY: false, env: { HOME: home, ...env }, ...(cwd === undefined ? {} : { cwd }) };
  return main(args, io).then((code) => ({ code, stdout, stderr }));
}

describe('a catalogue with its game system', () => {
  it('imports the datasheet: statlines, default wargear, options as loadouts, points per size, invuln from prose', async () => {
    const r = await run(['import', join(DATA, 'test-marines.cat'), '--json']);
    expect(r.code).toBe(0);
    const [squad] = JSON.parse(r.stdout) as Record<string, unknown>[];
    expect(squad!['name']).toBe('Test Squad');
    expect(squad!['points']).toEqual([{ models: 5, points: 90 }, { models: 6, points: 180 }, { models: 10, points: 180 }]);
    const models = squad!['models'] as Record<string, unknown>[];
    expect(models.map((m) => [m['name'], m['count'], m['T'], m['Sv'], m['W'], m['invuln']])).toEqual([
      ['Test Sergeant', 1, 4, '3+', 2, '5+'],
      ['Test Marine', 9, 4, '3+', 2, '5+'],
    ]);
    expect([...(models[0]!['weapons'] as string[])].sort()).toEqual(['Bolt pistol', 'Bolt rifle']);
    const loadouts = (squad!['loadouts'] as Record<string, unknown>[]).map((l) => l['name']);
    expect(loadouts).toEqual(['test-sergeant-power-fist', 'test-marine-w-plasma-gun', '5-models', '6-models']);
    const plasma = (squad!['weapons'] as Record<string, unknown>[]).find((w) => w['name'] === 'Plasma gun')!;
    expect((plasma['profiles'] as Record<string, unknown>[]).map((p) => p['name'])).toEqual(['standard', 'supercharge']);
  });

  it('a missing linked file is a warning naming it, and the rest imports', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mh-cat-'));
    writeFileSync(join(dir, 'test-marines.cat'), readFileSync(join(DATA, 'test-marines.cat')));
    const r = await run(['import', join(dir, 'test-marines.cat'), '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/no game system \(\.gst\) beside it/);
    expect(r.stderr).toMatch(/Bolt pistol: its entry is in a catalogue that is not in the data folder/);
  });

  it('truncated XML exits 2 with its line and column and writes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mh-cat-'));
    const text = readFileSync(join(DATA, 'test-marines.cat'), 'utf8');
    writeFileSync(join(dir, 'broken.cat'), text.slice(0, 2000));
    const r = await run(['import', join(dir, 'broken.cat'), '-o', join(dir, 'out/')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/broken\.cat:\d+:\d+:? .*damaged XML/);
    expect(readdirSync(dir)).toEqual(['broken.cat']);
  });
});

describe('a roster', () => {
  const text = readFileSync(join(FIX, 'test-roster.ros'), 'utf8');

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
    const r = await run(['import', join(DATA, 'test-marines.cat'), '-o', join(mkdtempSync(join(tmpdir(), 'mh-o-')), 'squad.yaml')]);
    expect(r.code).toBe(0);
    const { loadProfile } = await import('../../src/profile/index.js');
    const out = r.stderr.match(/→ (.*squad\.yaml)/)![1]!;
    const fromCatalogue = loadProfile(out, { bundledDir: '/nonexistent' });
    if (!fromRoster.ok || !fromCatalogue.ok) throw new Error('profiles');
    const a = resolveUnit(fromRoster.value.profile);
    const b = resolveUnit(fromCatalogue.value, { loadouts: ['5-models'] });
    if (!a.ok || !b.ok) throw new Error('resolve');
    const shape = (u: typeof a.value) => u.models.map((m) => ({ name: m.name, count: m.count, T: m.T, Sv: m.Sv, W: m.W, invuln: m.invuln, weapons: m.weapons.map((w) => [w.entry.name, w.count, w.entry.variants.map((v) => v.weapon)]).sort() }));
    expect(shape(a.value)).toEqual(shape(b.value));
    expect(a.value.points).toBe(b.value.points);
  });

  it('reads a .rosz zip; a zip with no roster and a roster of another game system are located errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mh-ros-'));
    writeFileSync(join(dir, 'a.rosz'), zipSync({ 'a.ros': new TextEncoder().encode(text) }));
    writeFileSync(join(dir, 'empty.rosz'), zipSync({ 'readme.txt': new TextEncoder().encode('hi') }));
    writeFileSync(join(dir, 'other.ros'), text.replace('Warhammer 40,000 10th Edition', 'Age of Sigmar 4th Edition'));
    const ok = await run(['import', join(dir, 'a.rosz'), '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toHaveLength(1);
    const empty = await run(['import', join(dir, 'empty.rosz')]);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/the zip holds no \.ros roster \(it holds readme\.txt\)/);
    const other = await run(['import', join(dir, 'other.ros')]);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/not Warhammer 40,000/);
  });
});

describe('a pasted army list against a data folder', () => {
  it('resolves what it can; an unknown unit and an unknown weapon are warnings with their lines', async () => {
    const r = await run(['import', join(FIX, 'test-list.txt'), '--data', DATA, '--json']);
    expect(r.code).toBe(0);
    const units = JSON.parse(r.stdout) as Record<string, unknown>[];
    expect(units.map((u) => u['name'])).toEqual(['Test Squad']);
    expect(r.stderr).toMatch(/test-list\.txt:9:1:? warning: .*"Lascannon" is no weapon or wargear/);
    expect(r.stderr).toMatch(/test-list\.txt:14:1:? warning: no such file, no bundled profile, and no datasheet called "Unknown Unit"/);
  });

  it('without a data folder it says what is needed', async () => {
    const r = await run(['import', join(FIX, 'test-list.txt')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/give a BattleScribe data folder with --data/);
  });
});

describe('units by name', () => {
  it('calc resolves a datasheet name case- and punctuation-insensitively, and suggests near misses', async () => {
    const r = await run(['calc', 'test squad', 'meq', '--data', DATA, '--rules', '10e', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).attacker.name).toBe('Test Squad');
    const miss = await run(['calc', 'Test Sqad', 'meq', '--data', DATA]);
    expect(miss.code).toBe(2);
    expect(miss.stderr).toMatch(/did you mean `Test Squad`\?/);
  });

  it('10e data under 11e rules works and says so; units lists the data', async () => {
    const r = await run(['calc', 'strike-team', 'Test Squad', '--data', DATA, '--rules', '11e']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/units named from 10e data are used under --rules 11e/);
    const units = await run(['units', '--data', DATA]);
    expect(units.stdout).toMatch(/^Test Squad\s+Test Marines$/m);
  });
});

describe('player defaults (config file, environment, flags)', () => {
  it('flags win over the environment, which wins over the file, which wins over the default', () => {
    const file = 'data: /from/file\nrules: 10e\nformat: markdown\n';
    const r = resolveSettings({ env: { MATHHAMMER_RULES: '11e' }, fileText: file, file: 'c.yaml', flags: { data: '/flag' } });
    expect(r.ok && r.settings).toEqual({
      data: { value: '/flag', source: 'flag', where: '--data' },
      rules: { value: '11e', source: 'env', where: 'MATHHAMMER_RULES' },
      format: { value: 'markdown', source: 'file', where: 'c.yaml' },
    });
    const none = resolveSettings({ env: {} });
    expect(none.ok && none.settings.rules).toEqual({ value: '11e', source: 'default', where: 'built in' });
  });

  it('a malformed config file is a located error', async () => {
    const bad = resolveSettings({ env: {}, fileText: 'rules: 12e\nformt: json\n', file: 'c.yaml' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.issues.map((i) => `${i.line}:${i.col} ${i.path}: ${i.message}`)).toEqual([
      '1:8 rules: expected 10e, 11e, got "12e"',
      '2:1 formt: unknown setting "formt" (settings: data, rules, format)',
    ]);
    const home = mkdtempSync(join(tmpdir(), 'mh-cfg-'));
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(home, 'mathhammer'));
    writeFileSync(join(home, 'mathhammer', 'config.yaml'), 'rules: 12e\n');
    const r = await run(['config'], { XDG_CONFIG_HOME: home });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/config\.yaml:1:8 rules: expected 10e, 11e/);
  });

  it('MATHHAMMER_RULES sets the edition of calc; mathhammer config shows each value and its source', async () => {
    const r = await run(['calc', 'strike-team', 'meq', '--json'], { MATHHAMMER_RULES: '10e' });
    expect(JSON.parse(r.stdout).rules).toBe('10e');
    const c = await run(['config'], { MATHHAMMER_FORMAT: 'csv' });
    expect(c.stdout).toMatch(/^format\s+csv\s+\(env: MATHHAMMER_FORMAT\)$/m);
    expect(c.stdout).toMatch(/^rules\s+11e\s+\(default: built in\)$/m);
  });
});
