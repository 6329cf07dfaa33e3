/** The config file's own mistakes (src/config/resolve.ts, src/cli/settings.ts): as clear as a profile's. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../src/config/resolve.js';
import { armyRun, tempDir } from '../army/support.js';

function issues(fileText: string): string[] {
  const read = resolveSettings({ env: {}, fileText, file: 'c.yaml' });
  return read.ok ? [] : read.issues.map((i) => `${i.file}:${i.line}:${i.col} ${i.message}`);
}

describe('the config file', () => {
  it('a YAML syntax error or a key given twice reads as in a profile: located, no dangling position', () => {
    expect(issues('rules: [10e\n')).toEqual(['c.yaml:2:1 YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]']);
    expect(issues('rules: 10e\nrules: 11e\n')).toEqual(['c.yaml:2:1 YAML syntax error: the key "rules" is given twice in one mapping (first on line 1); keep one']);
  });

  it('a config file that is a directory is an input error, not silently no config', async () => {
    const home = tempDir('cfg-dir');
    mkdirSync(join(home, 'mathhammer', 'config.yaml'), { recursive: true });
    const run = await armyRun(['calc', 'strike-team', 'meq'], { XDG_CONFIG_HOME: home });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toBe(`mathhammer: config file ${home}/mathhammer/config.yaml: it is a directory; make it a YAML file such as "rules: 10e", or remove it\n`);
  });

  it('no config file at all is the defaults', async () => {
    const home = tempDir('cfg-none');
    const run = await armyRun(['config'], { XDG_CONFIG_HOME: home });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^rules\s+11e\s+\(default: built in\)$/m);
    writeFileSync(join(home, 'not-mathhammer'), 'a file where the folder would be');
    expect((await armyRun(['config'], { XDG_CONFIG_HOME: join(home, 'not-mathhammer') })).code).toBe(0);
  });
});
