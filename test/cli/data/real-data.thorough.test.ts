/**
 * The "done when", against the real 10e data of ../shared/data (skipped when absent): a local git
 * repository holding the game system, the Space Marines catalogue and the catalogues it links, fetched
 * with `data fetch` on a fresh machine; then `calc "Intercessor Squad" meq` with no --data.
 */
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED, tempDir } from '../../army/support.js';
import { TIMEOUT } from '../../support/thorough.js';
import { runCli } from '../run-cli.js';
import { commitAll, git } from './local-source.js';

const FILES = [
  'Warhammer 40,000.gst',
  'Imperium - Space Marines.cat',
  'Imperium - Agents of the Imperium.cat',
  'Library - Titans.cat',
  'Imperium - Imperial Knights - Library.cat',
  'Library - Astartes Heresy Legends.cat',
  'Unaligned Forces.cat',
];

describe.skipIf(!existsSync(join(SHARED, 'bsdata-10e')))('data fetch of the real 10e data, then a unit by name', () => {
  it('data fetch then calc "Intercessor Squad" meq, with no --data', { timeout: TIMEOUT }, async () => {
    const repo = tempDir('bsdata-10e');
    for (const file of FILES) copyFileSync(join(SHARED, 'bsdata-10e', file), join(repo, file));
    git(repo, 'init', '-q');
    commitAll(repo, 'the 10e data');
    const home = tempDir('fresh-home');
    // A 10e player: MATHHAMMER_RULES=10e; the source is the test's repository, not GitHub.
    const env = { HOME: home, XDG_CACHE_HOME: join(home, 'cache'), XDG_CONFIG_HOME: join(home, 'config'), PATH: process.env['PATH'] ?? '', MATHHAMMER_DATA_SOURCE: repo, MATHHAMMER_RULES: '10e' };
    const fetched = await runCli(['data', 'fetch'], { env });
    expect(fetched.stderr).toBe('');
    expect(fetched.code).toBe(0);
    expect(fetched.stdout).toContain(`fetched the 10e data from ${repo} (git, commit `);
    const calc = await runCli(['calc', 'Intercessor Squad', 'meq'], { env });
    expect(calc.stderr).toBe('');
    expect(calc.code).toBe(0);
    expect(calc.stdout).toMatch(/^Intercessor Squad \(10 models\) → MEQ \(5 models\) · 10e rules · shooting\n/);
    // An 11e player with only the 10e data fetched: the same unit, and the note that the editions differ.
    const { MATHHAMMER_RULES: _, ...eleventh } = env;
    const under11e = await runCli(['calc', 'Intercessor Squad', 'meq'], { env: eleventh });
    expect(under11e.code).toBe(0);
    expect(under11e.stderr).toBe('mathhammer: note: units named from 10e data are used under --rules 11e\n');
  });
});
