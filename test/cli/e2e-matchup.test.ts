/**
 * The built command's matchup of army files runs on two threads (src/cli/matchup-parallel.ts: a worker
 * reads `theirs` and computes half the rows): its JSON is the one-thread library's, cell for cell, and a
 * mistake found in either thread is one clear message.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchup } from '../../src/api/index.js';
import { buildIfStale } from '../support/build.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = join(root, 'bin', 'mathhammer.cjs');
const FIX = 'test/fixtures/army';

beforeAll(() => buildIfStale(root), 180_000);

function runBin(argv: readonly string[], env: Record<string, string> = {}) {
  // A cache of its own: the first run indexes the data folder (on one thread), the next read it (on two).
  const run = spawnSync(process.execPath, [bin, ...argv], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('mathhammer matchup on two threads (the built bin)', () => {
  const cache = mkdtempSync(join(tmpdir(), 'mh-e2e-matchup-'));
  const argv = ['matchup', `${FIX}/test-list.txt`, `${FIX}/test-list-guard.txt`, '--data', `${FIX}/data`, '--phase', 'both', '--both-ways', '--json'];

  it('prints the JSON of the one-thread library, cold cache (one thread) and warm (two)', () => {
    const expected = matchup({ mine: `${FIX}/test-list.txt`, theirs: `${FIX}/test-list-guard.txt`, data: `${FIX}/data`, phase: 'both', bothWays: true }, { cwd: root });
    for (const run of [runBin(argv, { MATHHAMMER_CACHE: cache }), runBin(argv, { MATHHAMMER_CACHE: cache }), runBin(argv, { MATHHAMMER_CACHE: cache, MATHHAMMER_THREADS: '1' })]) {
      expect(run.code, run.stderr).toBe(2);
      expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(run.stderr).toContain('left out: no datasheet called "Unknown Unit"');
    }
  }, 60_000);

  it('a mistake either thread finds is said once, no stack trace', () => {
    const run = runBin(['matchup', `${FIX}/test-list.txt`, 'no-such-unit', '--data', `${FIX}/data`], { MATHHAMMER_CACHE: cache });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('theirs (no-such-unit): no unit to compute');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toBe('');
  }, 60_000);
});
