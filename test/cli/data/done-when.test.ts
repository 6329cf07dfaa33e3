/**
 * Issue 29's "done when": on a fresh machine, `mathhammer data fetch` (from a local source: a git
 * repository holding the real Intercessor Squad, test/fixtures/army/intercessors, trimmed from BSData's
 * 10e data) then `mathhammer calc "Intercessor Squad" meq` works with no --data.
 * real-data.thorough.test.ts does the same with the whole catalogues of ../shared/data.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIX, tempDir } from '../../army/support.js';
import { runCli } from '../run-cli.js';
import { fixtureRepo } from './local-source.js';

const INTERCESSORS = join(FIX, 'intercessors');

function freshMachine(extra: Record<string, string>): Record<string, string> {
  const home = tempDir('fresh');
  return { HOME: home, XDG_CACHE_HOME: join(home, 'cache'), XDG_CONFIG_HOME: join(home, 'config'), PATH: process.env['PATH'] ?? '', ...extra };
}

describe('data fetch, then a unit by name with no --data', () => {
  const repo = fixtureRepo(readdirSync(INTERCESSORS), INTERCESSORS);

  it('a 10e player (MATHHAMMER_RULES=10e): data fetch, then calc "Intercessor Squad" meq', async () => {
    const env = freshMachine({ MATHHAMMER_DATA_SOURCE: repo, MATHHAMMER_RULES: '10e' });
    const fetched = await runCli(['data', 'fetch'], { env });
    expect(fetched).toMatchObject({ code: 0, stderr: '' });
    expect(fetched.stdout).toContain(': 1 catalogue, 1 datasheet\n');
    const calc = await runCli(['calc', 'Intercessor Squad', 'meq'], { env });
    expect(calc.stderr).toBe('');
    expect(calc.code).toBe(0);
    expect(calc.stdout).toMatch(/^Intercessor Squad \(10 models\) → MEQ \(5 models\) · 10e rules · shooting\nAttacker: 1× Intercessor Sergeant \(T4 W2 Sv3\+\), 9× Intercessor \(T4 W2 Sv3\+\)\n/);
  });

  it('with the default 11e rules and only the 10e data fetched: that data, and the note that the editions differ', async () => {
    const env = freshMachine({ MATHHAMMER_DATA_SOURCE: repo });
    expect((await runCli(['data', 'fetch', '--edition', '10e'], { env })).code).toBe(0);
    const calc = await runCli(['calc', 'Intercessor Squad', 'meq'], { env });
    expect(calc.code).toBe(0);
    expect(calc.stderr).toBe('mathhammer: note: units named from 10e data are used under --rules 11e\n');
    expect(calc.stdout).toMatch(/^Intercessor Squad \(10 models\) → MEQ \(5 models\) · 11e rules · shooting\n/);
  });
});
