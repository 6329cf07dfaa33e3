/**
 * Damaged or wrong army data: a located message and exit 2 with nothing written, or, when part of it is
 * usable, the rest imported with a warning for each part that is not. Nothing is overwritten without
 * --force, several units are never written under a path named like one .yaml file, and --json prints
 * only JSON on stdout.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { armyRun, DATA, FIX, tempDir } from './support.js';

const roster = readFileSync(join(FIX, 'test-roster.ros'), 'utf8');

/** A directory holding one input file; the output goes to out/ inside it. */
function inputDir(name: string, content: string | Uint8Array): { dir: string; file: string; out: string } {
  const dir = tempDir('bad');
  writeFileSync(join(dir, name), content);
  return { dir, file: join(dir, name), out: join(dir, 'out/') };
}

async function refused(name: string, content: string | Uint8Array, message: RegExp): Promise<void> {
  const { dir, file, out } = inputDir(name, content);
  const r = await armyRun(['import', file, '-o', out]);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  expect(r.stdout).toBe('');
  expect(readdirSync(dir)).toEqual([name]);
}

describe('army data that cannot be imported exits 2, says where, and writes nothing', () => {
  it('a zip with no roster in it', () => refused('empty.rosz', zipSync({ 'readme.txt': new TextEncoder().encode('hi') }), /empty\.rosz: the zip holds no \.ros roster \(it holds readme\.txt\)/));

  it('a damaged zip', () => refused('cut.rosz', zipSync({ 'a.ros': new TextEncoder().encode(roster) }).slice(0, 60), /cut\.rosz: damaged zip archive/));

  it('a roster of another game system', () =>
    refused('other.ros', roster.replace('Warhammer 40,000 10th Edition', 'Age of Sigmar 4th Edition'), /other\.ros: a roster for "Age of Sigmar 4th Edition", not Warhammer 40,000/));

  it('a truncated roster, at the line and column where it ends', () => refused('cut.ros', roster.slice(0, 1500), /cut\.ros:\d+:\d+:? damaged XML/));

  it('a list none of whose units the data folder has', async () => {
    const { dir, file, out } = inputDir('list.txt', 'Mystery Unit (50 points)\n  • 1x Gubbins\n');
    const r = await armyRun(['import', file, '--data', DATA, '-o', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/list\.txt:1:1:? no datasheet called "Mystery Unit"/);
    expect(r.stderr).toMatch(/list\.txt: no unit could be imported/);
    expect(readdirSync(dir)).toEqual(['list.txt']);
  });
});

describe('importing over existing files', () => {
  it('refuses every file it would overwrite without --force, writes them all with it; --json is only JSON', async () => {
    const out = tempDir('out');
    writeFileSync(join(out, 'test-squad.yaml'), 'mine\n');
    const r = await armyRun(['import', join(FIX, 'test-list-guard.txt'), '--data', DATA, '-o', out]);
    expect(r.code).toBe(0); // test-list-guard has no Test Squad: nothing clashes
    const again = await armyRun(['import', join(FIX, 'test-list-guard.txt'), '--data', DATA, '-o', out]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/test-troopers\.yaml: already exists; use --force to overwrite it/);
    expect(readFileSync(join(out, 'test-squad.yaml'), 'utf8')).toBe('mine\n');
    const forced = await armyRun(['import', join(FIX, 'test-list-guard.txt'), '--data', DATA, '-o', out, '--force', '--json']);
    expect(forced.code).toBe(0);
    expect(() => JSON.parse(forced.stdout)).not.toThrow();
    expect(readdirSync(out).sort()).toEqual(['test-rhino-legends.yaml', 'test-squad.yaml', 'test-troopers.yaml']);
  });
});

describe('-o for several units', () => {
  it('a path named like one .yaml file is refused, with a folder to give instead; nothing is created', async () => {
    const dir = tempDir('out');
    for (const name of ['guard.yaml', 'guard.YML']) {
      const r = await armyRun(['import', join(DATA, 'test-guard.cat'), '-o', join(dir, name)]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`mathhammer import: -o ${join(dir, name)} names one YAML file, but the catalogue "Imperium - Test Guard" gives 5 units, one file each: give a folder for them, such as -o ${join(dir, 'guard')}/`);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a folder (a path ending in /, one without .yaml, or an existing directory) gets one file per unit', async () => {
    const dir = tempDir('out');
    for (const name of ['a/', 'b']) {
      const r = await armyRun(['import', join(DATA, 'test-guard.cat'), '-o', join(dir, name)]);
      expect(r.code, r.stderr).toBe(0);
      expect(readdirSync(join(dir, name))).toHaveLength(5);
    }
    // A directory the user made, whatever its name.
    const made = join(dir, 'c.yaml');
    await armyRun(['import', join(DATA, 'test-guard.cat'), '-o', `${made}/`]);
    const r = await armyRun(['import', join(DATA, 'test-guard.cat'), '-o', made, '--force']);
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(made)).toHaveLength(5);
  });

  it('one unit and a .yaml path: that file', async () => {
    const out = join(tempDir('out'), 'squad.yaml');
    const r = await armyRun(['import', join(FIX, 'test-roster.ros'), '-o', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^name: Test Squad$/m);
  });
});
