/**
 * Hostile profiles are refused quickly, with one clear located issue, and never crash, hang or print
 * anything themselves. The time limits are generous bounds against hangs (the fixed cases took 5–25 s
 * before src/profile/yaml-guards.ts), not benchmarks.
 */
import { existsSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadProfile, MAX_PROFILE_BYTES, parseProfile, type Issue } from '../../src/profile/index.js';

function issues(text: string): Issue[] {
  const parsed = parseProfile(text, 'hostile.yaml');
  if (parsed.ok) throw new Error('expected the profile to be refused');
  return [...parsed.issues];
}

/** Milliseconds `fn` takes. */
function timed<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const value = fn();
  return [value, performance.now() - t0];
}

const MODEL = 'models:\n  - name: M\n    T: 4\n    Sv: 3+\n    W: 1\n';

describe('hostile YAML', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mathhammer-hostile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const options = { bundledDir: dir, cwd: dir };

  it('an alias bomb (a billion laughs) is refused without expanding it', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 12; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
    const [found, ms] = timed(() => issues(`${levels.join('\n')}\nname: x\n${MODEL}`));
    expect(found.map((i) => i.message)).toEqual([expect.stringMatching(/^YAML aliases expand too much .*; write the values out$/)]);
    expect(ms).toBeLessThan(2_000);
  });

  it('a million levels of [ in a 2 MB file are refused at once, where the limit is crossed', () => {
    const [found, ms] = timed(() => issues(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`));
    expect(found).toEqual([{ file: 'hostile.yaml', line: 1, col: 65, path: '', message: 'the YAML is nested too deeply (more than 64 levels of [ ] or { })' }]);
    expect(ms).toBeLessThan(1_000);
  });

  it('64 levels of nesting pass the guard; brackets in quotes and comments do not count', () => {
    const deep = `${'['.repeat(64)}${']'.repeat(64)}`;
    const quoted = `"${'['.repeat(100)}"`;
    for (const text of [`name: x\nnotes: ${deep}\n`, `name: ${quoted}\nnotes: ['${'{'.repeat(100)}']\n# ${'['.repeat(100)}\n`, `name: T'au ${'['.repeat(10)}\n`]) {
      expect(issues(text).map((i) => i.message).join('; ')).not.toMatch(/nested too deeply/);
    }
    expect(issues(`name: x\nnotes: {a: ${'['.repeat(64)}${']'.repeat(64)}}\n`)[0]!.message).toMatch(/nested too deeply/);
    // a quote inside a plain scalar opens nothing: the brackets after it still count
    expect(issues(`name: T'au ${'['.repeat(100)}\n`)[0]!.message).toMatch(/nested too deeply/);
  });

  it('deep block nesting is refused quickly', () => {
    let text = '';
    for (let i = 0; i < 1_500; i++) text += `${' '.repeat(i)}- \n`;
    const [found, ms] = timed(() => issues(text));
    expect(found[0]!.message).toBe('the YAML is nested too deeply (a line indented more than 200 spaces)');
    expect(found[0]!.line).toBe(202);
    expect(ms).toBeLessThan(2_000);
  });

  it('20,000 keys with a duplicate: found in one pass, named at the duplicate', () => {
    const keys = Array.from({ length: 20_000 }, (_, i) => `  k${i}: 1`).join('\n');
    const [found, ms] = timed(() => issues(`name: x\nnotes:\n${keys}\n  k7: 2\n${MODEL}`));
    expect(found).toEqual([{ file: 'hostile.yaml', line: 20_003, col: 3, path: '', message: 'YAML syntax error: the key "k7" is given twice in one mapping (first on line 10); keep one' }]);
    expect(ms).toBeLessThan(10_000);
  });

  it('duplicate keys are found in nested and flow mappings too', () => {
    expect(issues(`name: x\n${MODEL}    weapons: {a: 1, a: 2}\n`).map((i) => `${i.line}:${i.col} ${i.message}`)).toEqual(['7:21 YAML syntax error: the key "a" is given twice in one mapping (first on line 7); keep one']);
  });

  it('syntax errors after error recovery are placed on their own line (yaml\'s LineCounter put them lines too high)', () => {
    const text = '  - name: Trooper\nkeywords: [INFANTRY]\nmodels:\nname: Test Squad\n    count: 5\n    T: 4\n';
    const found = issues(text);
    const lines = text.split('\n');
    for (const issue of found) {
      expect(issue.col, `${issue.line}:${issue.col} ${issue.message}`).toBeLessThanOrEqual((lines[issue.line - 1] ?? '').length + 1);
    }
    expect(found.some((i) => i.line === 5)).toBe(true);
  });

  it('__proto__, constructor and prototype keys pollute nothing and are unknown keys with a location', () => {
    const text = [
      '__proto__: {polluted: yes}',
      'name: x',
      'constructor: {prototype: {polluted: yes}}',
      'anchor: &p {polluted: yes}',
      'models:',
      '  - {name: M, T: 4, Sv: 3+, W: 1, __proto__: *p}',
    ].join('\n');
    const found = issues(text);
    expect(found.map((i) => `${i.line}:${i.col} ${i.path}`)).toEqual(['1:1 __proto__', '3:1 constructor', '4:1 anchor', '6:35 models[0].__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('huge and odd numbers are clean issues at their place', () => {
    const text = 'name: x\nmodels:\n  - name: M\n    count: 99999999999999999999999\n    T: 1e400\n    Sv: .nan\n    W: -.inf\n    OC: 0x7fffffff\n';
    const found = issues(text);
    expect(found.map((i) => `${i.line} ${i.path}`)).toEqual(['4 models[0].count', '5 models[0].T', '6 models[0].Sv', '7 models[0].W', '8 models[0].OC']);
    for (const issue of found) expect(issue.message).toMatch(/^expected /);
  });

  it('a mapping used as a key is an issue, and yaml prints no warning of its own', () => {
    const warn = vi.spyOn(process, 'emitWarning');
    try {
      const found = issues(`name: x\n? [1, 2]\n: 3\n{a: 1}: 4\n${MODEL}`);
      expect(found.map((i) => `${i.line}:${i.col} ${i.message}`)).toEqual([
        '2:3 expected a plain key (a word), got a list',
        '4:1 expected a plain key (a word), got a mapping',
      ]);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('several documents and merge keys are refused; an unknown tag is ignored, its text read plainly, never run', () => {
    expect(issues('name: a\n---\nname: b\n')[0]!.message).toMatch(/^YAML syntax error: /);
    const tagged = parseProfile(`name: !!js/function "function () { throw 1 }"\n${MODEL}`, 'hostile.yaml');
    expect(tagged.ok && tagged.value.name).toBe('function () { throw 1 }');
    expect(issues(`base: &b {T: 4}\nname: x\nmodels:\n  - <<: *b\n    name: M\n`).map((i) => i.path)).toContain('base');
  });

  it('a 100 MB file is refused by its size, without reading it', () => {
    const path = join(dir, 'huge.yaml');
    writeFileSync(path, '');
    truncateSync(path, 100 * 1024 * 1024); // sparse: no 100 MB written
    const [loaded, ms] = timed(() => loadProfile('huge.yaml', options));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.issues[0]!.message).toBe('the file is 100.0 MB; profiles larger than 256 KiB are refused');
    expect(ms).toBeLessThan(1_000);
  });

  it('a 2 MB profile of junk keys (4–9 s in the yaml library) is refused by its size, without parsing it', () => {
    const path = join(dir, 'junk.yaml');
    const keys = Array.from({ length: 200_000 }, (_, i) => `k${i}: 1`).join('\n');
    writeFileSync(path, `name: x\n${MODEL}${keys}\n`);
    const [loaded, ms] = timed(() => loadProfile('junk.yaml', options));
    expect(loaded.ok ? [] : loaded.issues.map((i) => i.message)).toEqual([expect.stringMatching(/^the file is 2\.\d MB; profiles larger than 256 KiB are refused$/)]);
    expect(ms).toBeLessThan(1_000);
  });

  it('just under the limit, the worst junk still parses in a few seconds at most', () => {
    const path = join(dir, 'almost.yaml');
    let keys = '';
    for (let i = 0; keys.length < MAX_PROFILE_BYTES - 100; i++) keys += `k${i}: 1\n`;
    writeFileSync(path, `name: x\n${MODEL}${keys}`);
    const [loaded, ms] = timed(() => loadProfile('almost.yaml', options));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.issues.length).toBeGreaterThan(20_000);
    expect(ms).toBeLessThan(10_000);
  });

  it.skipIf(!existsSync('/dev/zero'))('a device that never ends (/dev/zero) is refused, not read', () => {
    const loaded = loadProfile('/dev/zero', options);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.issues[0]!.message).toBe('is not a regular file: expected a YAML profile file');
  });

  it('invalid UTF-8 and control characters are read as text and refused with a location', () => {
    const path = join(dir, 'bytes.yaml');
    writeFileSync(path, Buffer.concat([Buffer.from('name: '), Buffer.from([0xff, 0xfe, 0x80]), Buffer.from('\nmodels: \u0007\n')]));
    const loaded = loadProfile('bytes.yaml', options);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) for (const issue of loaded.issues) expect(issue.line).toBeGreaterThan(0);
  });
});
