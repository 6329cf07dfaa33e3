/**
 * `mathhammer data fetch / update / data` against local sources (no network): a git repository made by
 * the test, a .zip served on 127.0.0.1; then units by name with no --data.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA, tempDir } from '../../army/support.js';
import { DATA_FETCH_JSON_SCHEMA, DATA_JSON_SCHEMA, DATA_UPDATE_JSON_SCHEMA } from '../../../src/report/schemas.js';
import { validate } from '../../report/mini-schema.js';
import { runCli } from '../run-cli.js';
import { commitAll, fixtureRepo, serve, zipOf } from './local-source.js';

/** A fresh machine: an empty home, cache and config; git on the PATH (unless `path` hides it). */
function machine(path = process.env['PATH'] ?? ''): { env: Record<string, string>; cache: string } {
  const home = tempDir('data-home');
  const env = { HOME: home, XDG_CACHE_HOME: join(home, 'cache'), XDG_CONFIG_HOME: join(home, 'config'), PATH: path };
  return { env, cache: join(home, 'cache', 'mathhammer', 'data') };
}

/** Every file of a folder with its content: to show a failed fetch changed nothing. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), 'latin1')]));
}

const MARINES = ['game-system.gst', 'test-marines.cat', 'test-library.cat'];

describe('mathhammer data fetch', () => {
  it('a local git repository fetched, a unit of it is named with no --data, and config says where it came from', async () => {
    const repo = fixtureRepo(MARINES);
    const { env, cache } = machine();
    const fetched = await runCli(['data', 'fetch', '--from', repo, '--edition', '10e'], { env });
    expect(fetched.stderr).toBe('');
    expect(fetched.code).toBe(0);
    expect(fetched.stdout).toContain(`fetched the 10e data from ${repo} (git, commit `);
    expect(fetched.stdout).toContain(`into ${join(cache, '10e')}: 2 catalogues, `);
    expect(readdirSync(join(cache, '10e')).sort()).toEqual(['.mathhammer-source.json', 'README.md', ...MARINES].sort());

    const calc = await runCli(['calc', 'Test Squad', 'meq', '--rules', '10e'], { env });
    expect(calc.stderr).toBe('');
    expect(calc.code).toBe(0);
    expect(calc.stdout).toMatch(/^Test Squad \(10 models\) → MEQ/);

    const config = await runCli(['config', '--json'], { env: { ...env, MATHHAMMER_RULES: '10e' } });
    expect(JSON.parse(config.stdout).settings.data).toEqual({ value: join(cache, '10e'), source: 'fetched', where: 'mathhammer data fetch --edition 10e' });
    // Under 11e rules with only 10e data fetched: that folder, said so, and calc's note on the editions.
    const other = await runCli(['config'], { env });
    expect(other.stdout).toContain(`data    ${join(cache, '10e')}  (fetched: mathhammer data fetch --edition 10e; no 11e data is fetched)`);
    const shown = await runCli(['data', '--json'], { env });
    const status = JSON.parse(shown.stdout);
    expect(validate(DATA_JSON_SCHEMA, status)).toEqual([]);
    expect(status.folders.map((f: { edition: string; fetched: boolean; catalogues: number }) => [f.edition, f.fetched, f.catalogues])).toEqual([['10e', true, 2], ['11e', false, 0]]);
    expect(status.folders[0].record).toMatchObject({ edition: '10e', source: repo, method: 'git' });
    expect(status.folders[0].record.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it('data update after a new commit says which catalogues and datasheets came; a second update, that nothing changed', async () => {
    const repo = fixtureRepo(MARINES);
    const { env } = machine();
    expect((await runCli(['data', 'fetch', '--from', repo, '--edition', '10e'], { env })).code).toBe(0);
    copyFileSync(join(DATA, 'test-guard.cat'), join(repo, 'test-guard.cat'));
    writeFileSync(join(repo, 'test-library.cat'), readFileSync(join(DATA, 'test-library.cat'), 'utf8').replace('</catalogue>', '<!-- revised --></catalogue>'));
    const commit = commitAll(repo, 'guard');
    const update = await runCli(['data', 'update'], { env });
    expect(update.code).toBe(0);
    expect(update.stdout).toContain(`\u2192 commit ${commit.slice(0, 10)}\n`);
    expect(update.stdout).toContain('  files added (1): test-guard.cat\n  files changed (1): test-library.cat\n  datasheets added (5): Test Fire Team (Test Guard), Test Rhino [Legends] (Test Guard), Test Riders (Test Guard), Test Troopers (Test Guard), Test Walker (Test Guard)\n');
    const again = await runCli(['data', 'update', '--json'], { env });
    expect(validate(DATA_UPDATE_JSON_SCHEMA, JSON.parse(again.stdout))).toEqual([]);
    const [only] = JSON.parse(again.stdout).updated;
    expect(only).toMatchObject({ edition: '10e', commit, previous: { commit }, changes: { files: { added: [], removed: [], changed: [] }, datasheets: { added: [], removed: [] } } });
    expect((await runCli(['calc', 'Test Troopers', 'meq', '--rules', '10e'], { env })).code).toBe(0);
  });

  it('a fetch that fails (no such source, not BattleScribe data) leaves the data already fetched exactly as it was', async () => {
    const { env, cache } = machine();
    expect((await runCli(['data', 'fetch', '--from', fixtureRepo(MARINES), '--edition', '10e'], { env })).code).toBe(0);
    const before = snapshot(join(cache, '10e'));
    const missing = join(tempDir('nowhere'), 'no-such-repo');
    const bad = await runCli(['data', 'fetch', '--from', missing, '--edition', '10e'], { env });
    expect(bad).toMatchObject({ code: 2, stdout: '' });
    expect(bad.stderr).toContain(`mathhammer data fetch: could not fetch the 10e data from ${missing}: `);
    expect(bad.stderr).toContain(`; the data already in ${join(cache, '10e')} is unchanged\n`);
    const noSystem = await runCli(['data', 'fetch', '--from', fixtureRepo(['test-marines.cat']), '--edition', '10e'], { env });
    expect(noSystem.code).toBe(2);
    expect(noSystem.stderr).toContain('it holds catalogues but no game system file');
    const notData = tempDir('not-data');
    writeFileSync(join(notData, 'notes.txt'), 'no data here\n');
    const plain = await runCli(['data', 'fetch', '--from', notData, '--edition', '10e'], { env });
    expect(plain.stderr).toContain(`from ${notData}: it holds no BattleScribe data`);
    expect(snapshot(join(cache, '10e'))).toEqual(before);
    // Nothing left behind beside it either.
    expect(readdirSync(cache)).toEqual(['10e']);
  });

  it('a fetch stopped between its two renames is mended by the next: the old folder is put back, a half-made one removed', async () => {
    const { env, cache } = machine();
    expect((await runCli(['data', 'fetch', '--from', fixtureRepo(MARINES), '--edition', '10e'], { env })).code).toBe(0);
    const before = snapshot(join(cache, '10e'));
    // As a process that is gone (no such pid) left them: the old data moved aside, its new data not yet in place.
    renameSync(join(cache, '10e'), join(cache, '.10e.old-999999999-1'));
    mkdirSync(join(cache, '.10e.new-999999999-1'));
    const bad = await runCli(['data', 'fetch', '--from', join(tempDir('nowhere'), 'none'), '--edition', '10e'], { env });
    expect(bad.code).toBe(2);
    expect(readdirSync(cache)).toEqual(['10e']);
    expect(snapshot(join(cache, '10e'))).toEqual(before);
  });

  it('a .zip over http (as GitHub serves a repository) is unpacked with its commit, and works without git', async () => {
    const source = tempDir('zip-source');
    for (const f of MARINES) copyFileSync(join(DATA, f), join(source, f));
    const commit = 'c0ffee'.padEnd(40, '0');
    const server = await serve('/wh40k-10e/archive/HEAD.zip', zipOf(source, commit));
    try {
      const { env, cache } = machine('/nonexistent');
      const fetched = await runCli(['data', 'fetch', '--from', server.url, '--edition', '10e', '--json'], { env });
      expect(fetched.stderr).toBe('');
      expect(validate(DATA_FETCH_JSON_SCHEMA, JSON.parse(fetched.stdout))).toEqual([]);
      expect(JSON.parse(fetched.stdout)).toMatchObject({ edition: '10e', method: 'archive', commit, source: server.url, catalogues: 2, previous: null, changes: null });
      expect(readdirSync(join(cache, '10e')).sort()).toEqual(['.mathhammer-source.json', ...MARINES].sort());
      const gone = await runCli(['data', 'fetch', '--from', server.url.replace('HEAD', 'nothing'), '--edition', '10e'], { env });
      expect(gone.stderr).toContain('the server answered 404');
      expect((await runCli(['calc', 'Test Squad', 'meq', '--rules', '10e'], { env })).code).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('an unknown edition is refused with the closest; without git, a local repository is copied as a folder', async () => {
    const { env } = machine('/nonexistent');
    const wrong = await runCli(['data', 'fetch', '--edition', '11'], { env });
    expect(wrong).toMatchObject({ code: 2, stdout: '' });
    expect(wrong.stderr).toMatch(/^mathhammer data fetch: error: option '--edition <edition>' argument '11' is invalid\. Expected an edition: 10e, 11e \(did you mean 1[01]e\?\)\.\n$/);
    const copied = await runCli(['data', 'fetch', '--from', fixtureRepo(MARINES)], { env });
    expect(copied.stdout).toMatch(/^fetched the 11e data from .* \(folder, commit unknown; fetched /);
    // The fixture's game system says 10th edition: kept as asked, with a warning.
    expect(copied.stderr).toContain('holds 10e data (Warhammer 40,000 10th Edition), kept as the 11e data: check --edition and --from');
    const update = await runCli(['data', 'update', '--edition', '10e'], { env });
    expect(update.stderr).toBe('mathhammer data update: no 10e data fetched yet: run mathhammer data fetch --edition 10e\n');
  });
});
