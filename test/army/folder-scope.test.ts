/**
 * A data folder not yet indexed is read only as far as the names asked need (src/army/folder-scope.ts):
 * on the committed fixtures, a name parses the catalogues that may hold it and no other, and every answer
 * (a datasheet, an ambiguity, a "did you mean", a detachment or enhancement) is the whole index's. A file
 * the quick look is not sure of, or an index already cached, keeps the whole index as before.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookUp, openDataSource, profileByName, type DataSource } from '../../src/army/data-source.js';
import { findDatasheet } from '../../src/army/lookup.js';
import { ruleLibrary } from '../../src/army/rule-library.js';
import { armyRun, DATA, FIX, tempDir } from './support.js';

/** The fixture folder with the T'au catalogue of the detachment fixtures beside its own (one game system). */
function mixedFolder(): string {
  const dir = tempDir('scope-data');
  cpSync(DATA, dir, { recursive: true });
  cpSync(join(FIX, 'detachments', 'test-tau.cat'), join(dir, 'test-tau.cat'));
  return dir;
}

function open(dir: string, options: { whole?: boolean; cache?: string } = {}): DataSource {
  const source = openDataSource(dir, options.cache, { whole: options.whole === true });
  if ('error' in source) throw new Error(source.error);
  return source;
}

const NAMES = ['Test Troopers', 'test trooper', 'Test Walker', 'Test Walker (Test Guard)', 'Test Rhino', 'Test Rhino [Legends]', 'Test Squads', 'Test Trooperz', 'Test Fire Team with Carbines', 'Test Team', 'Nothing Like It', 'Test Commander (Nowhere)'];

describe('a scoped index of a data folder not yet indexed', () => {
  it('parses only the catalogues a name may come from (and what they link), and answers as the whole index', () => {
    const dir = mixedFolder();
    const scoped = open(dir);
    expect(scoped.scope).toBeDefined();
    const found = lookUp(scoped, ['Test Troopers'], (index) => findDatasheet(index, 'Test Troopers'));
    expect(found.ok && found.sheet.file).toBe('test-guard.cat');
    expect(scoped.reader().opened()).not.toContain('test-marines.cat');
    expect(scoped.reader().opened()).not.toContain('test-tau.cat');
    const whole = open(dir, { whole: true });
    for (const ref of NAMES) expect(lookUp(scoped, [ref], (index) => findDatasheet(index, ref)), ref).toEqual(findDatasheet(whole.index, ref));
    // Each name in a scope of its own, too: what an earlier name read changes no answer.
    for (const ref of NAMES) expect(lookUp(open(dir), [ref], (index) => findDatasheet(index, ref)), ref).toEqual(findDatasheet(whole.index, ref));
    expect(scoped.facts).toEqual({ dir: whole.index.dir, edition: whole.index.edition, gameSystem: whole.index.gameSystem, files: whole.index.files, missingLinks: whole.index.missingLinks });
  });

  it('finds detachments and enhancements, and misses them, as the whole folder does, reading only the catalogues that may hold them', () => {
    const dir = mixedFolder();
    const scoped = open(dir);
    const whole = ruleLibrary(open(dir, { whole: true }));
    const library = ruleLibrary(scoped);
    expect(library.detachment('Kauyon')).toEqual(whole.detachment('Kauyon'));
    expect(scoped.reader().opened().filter((f) => f.endsWith('.cat'))).toEqual(['test-tau.cat']);
    for (const name of ['kauyon', 'Kauyon (Test Tau)', 'Kauyonn', 'Mont ka', 'Kauyon (Test Guard)']) expect(library.detachment(name), name).toEqual(whole.detachment(name));
    for (const name of ['Precision of the Patient Hunter', 'Precision of the Patient Hunters', 'Nothing']) expect(library.enhancement(name), name).toEqual(whole.enhancement(name));
  });

  it('keeps what it read in the cache: a later run parses no catalogue for its lookup, and answers the same', () => {
    const dir = mixedFolder();
    const cache = tempDir('scope-cache');
    const first = profileByName(open(dir, { cache }), 'Test Troopers');
    const again = open(dir, { cache });
    expect(again.scope).toBeDefined();
    const found = lookUp(again, ['Test Troopers'], (index) => findDatasheet(index, 'Test Troopers'));
    expect(found.ok && found.sheet.file).toBe('test-guard.cat');
    expect(again.reader().opened()).toEqual([]);
    expect(profileByName(again, 'Test Troopers')).toEqual(first);
    // No whole index was written: that is for the commands that list every datasheet.
    expect(readdirSync(join(cache, readdirSync(cache)[0]!))).not.toContain('index.json');
  });

  it('takes a fresh look at the files when the kept details are gone, and answers the same', () => {
    const dir = mixedFolder();
    const cache = tempDir('scope-cache');
    const first = ruleLibrary(open(dir, { cache })).detachment('Kauyon');
    const kept = join(cache, readdirSync(cache)[0]!);
    for (const file of readdirSync(kept).filter((f) => f.startsWith('directory-details-'))) rmSync(join(kept, file));
    expect(ruleLibrary(open(dir, { cache })).detachment('Kauyon')).toEqual(first);
  });

  it('is not used when the index is cached, or when the quick look is not sure of a file (then the whole index says what is wrong)', () => {
    const dir = mixedFolder();
    const cache = tempDir('scope-cache');
    expect(open(dir, { cache, whole: true }).cached).toBe(false);
    const warm = open(dir, { cache });
    expect(warm.scope).toBeUndefined();
    expect(warm.cached).toBe(true);
    const truncated = mixedFolder();
    const text = readFileSync(join(truncated, 'test-marines.cat'), 'utf8');
    writeFileSync(join(truncated, 'test-marines.cat'), text.slice(0, text.length / 2));
    const damaged = open(truncated);
    expect(damaged.scope).toBeUndefined();
    expect(damaged.index.problems.map((p) => p.file)).toEqual(['test-marines.cat']);
  });

  it('the CLI: a cold calc by name prints what it printed with the whole index, and `units` still lists every datasheet and caches the index', async () => {
    const dir = mixedFolder();
    const cache = tempDir('scope-cli');
    const scoped = await armyRun(['calc', 'Test Troopers', 'meq', '--data', dir, '--json'], { MATHHAMMER_CACHE: cache });
    const units = await armyRun(['units', '--data', dir, '--json'], { MATHHAMMER_CACHE: cache });
    expect(units.code).toBe(0);
    expect((JSON.parse(units.stdout) as { units: unknown[] }).units).toHaveLength(open(dir, { whole: true }).index.datasheets.length);
    expect(existsSync(join(cache, readdirSync(cache)[0]!, 'index.json'))).toBe(true);
    const whole = await armyRun(['calc', 'Test Troopers', 'meq', '--data', dir, '--json'], { MATHHAMMER_CACHE: cache });
    expect(scoped.code).toBe(0);
    expect(scoped.stdout).toBe(whole.stdout);
    const miss = await armyRun(['calc', 'Test Trooperz Squad', 'meq', '--data', dir], { MATHHAMMER_CACHE: tempDir('scope-cli') });
    const missWhole = await armyRun(['calc', 'Test Trooperz Squad', 'meq', '--data', dir], { MATHHAMMER_CACHE: cache });
    expect(miss.code).toBe(2);
    expect(miss.stderr).toBe(missWhole.stderr);
  });
});

describe('the quick look gives up (and the whole index is read, as before)', () => {
  it('on an entity it does not know in a name, or a file that is neither XML nor JSON', () => {
    const entity = mixedFolder();
    const text = readFileSync(join(entity, 'test-guard.cat'), 'utf8');
    writeFileSync(join(entity, 'test-guard.cat'), text.replace('name="Test Troopers"', 'name="Test &trooper; Troopers"'));
    expect(open(entity).scope).toBeUndefined();
    const zipped = mixedFolder();
    writeFileSync(join(zipped, 'test-zipped.catz'), 'PK\u0003\u0004 not a catalogue');
    expect(open(zipped).scope).toBeUndefined();
  });
});
