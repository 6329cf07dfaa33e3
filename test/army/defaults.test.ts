/** The player's defaults: config file, environment and flags (src/config/resolve.ts, mathhammer config). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../src/config/resolve.js';
import { armyRun, tempDir } from './support.js';

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
    const home = tempDir('cfg');
    mkdirSync(join(home, 'mathhammer'));
    writeFileSync(join(home, 'mathhammer', 'config.yaml'), 'rules: 12e\n');
    const r = await armyRun(['config'], { XDG_CONFIG_HOME: home });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/config\.yaml:1:8 rules: expected 10e, 11e/);
  });

  it('MATHHAMMER_RULES sets the edition of calc; mathhammer config shows each value and its source', async () => {
    const r = await armyRun(['calc', 'strike-team', 'meq', '--json'], { MATHHAMMER_RULES: '10e' });
    expect(JSON.parse(r.stdout).rules).toBe('10e');
    const c = await armyRun(['config'], { MATHHAMMER_FORMAT: 'csv' });
    expect(c.stdout).toMatch(/^format\s+csv\s+\(env: MATHHAMMER_FORMAT\)$/m);
    expect(c.stdout).toMatch(/^rules\s+11e\s+\(default: built in\)$/m);
  });
});
