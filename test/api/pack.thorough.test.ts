/**
 * The package as a user gets it: `npm pack`, installed into an empty folder, imported by name from an ES
 * module and from TypeScript (types checked with the project's compiler), and docs/api.md's examples run
 * there by node as written. Slow (a pack builds, an install): the thorough tier.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiExamples } from './examples.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
let dir = '';

function run(command: string, args: readonly string[], cwd = dir): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mathhammer-pack-'));
  run('npm', ['pack', '--silent', '--pack-destination', dir], ROOT);
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // Its dependencies come from npm's cache when they are there (npm ci filled it).
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--silent', join(dir, tarball), '@types/node@20']);
  // docs/api.md's army examples read the repository's fixture data folder by its relative path.
  cpSync(join(ROOT, 'test', 'fixtures', 'army'), join(dir, 'test', 'fixtures', 'army'), { recursive: true });
}, 300_000);

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('serves the page (mathhammer serve: its bundle and web/ are in the package) and answers on it', async () => {
    const server = spawn(join(dir, 'node_modules', '.bin', 'mathhammer'), ['serve', '--port', '0'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        server.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
          if (found !== null) resolve(found[0]);
        });
        server.on('exit', (code) => reject(new Error(`mathhammer serve exited with ${code}`)));
      });
      expect(await (await fetch(url)).text()).toContain('<script src="/app.js"');
      expect((await fetch(`${url}app.js`)).status).toBe(200);
      const answer = await fetch(`${url}api/run`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ question: 'a=strike-team&d=meq&half-range=1' }) });
      expect(((await answer.json()) as { json: { modelsSlain: { mean: number } } }).json.modelsSlain.mean).toBeGreaterThan(0.5);
    } finally {
      server.kill();
    }
  });

  it('imports by name from an ES module and computes', () => {
    const out = run('node', ['--input-type=module', '-e', "import('mathhammer').then((m) => console.log(m.calc('strike-team', 'meq', 'half-range').modelsSlain.mean.toFixed(6)))"]);
    expect(Number(out)).toBeGreaterThan(0.5);
  });

  it('type-checks a TypeScript consumer against its declarations', () => {
    writeFileSync(
      join(dir, 'consumer.ts'),
      `import { calc, compare, ScenarioError, type CalcJson, type CompareRequest } from 'mathhammer';
const result: CalcJson = calc('strike-team', 'meq', { halfRange: true });
const request: CompareRequest = { attackers: ['strike-team'], vs: ['meq'] };
const mean: number = result.modelsSlain.mean + compare(request).results.length;
// @ts-expect-error an attacker must be a reference or a profile
calc(42, 'meq');
export const checked = [mean, ScenarioError] as const;
`,
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, types: ['node'] }, files: ['consumer.ts'] }),
    );
    expect(() => run('node', [TSC, '-p', '.'])).not.toThrow();
  });

  it.each(apiExamples().map((e) => [e.line, e] as const))("docs/api.md's example at line %i runs under node as written", (_, example) => {
    const file = join(dir, `example-${example.line}.mjs`);
    writeFileSync(file, example.code);
    const printed = run('node', [file]).trimEnd().split('\n');
    const stated = example.code.split('\n').filter((l) => /console\.log\(/.test(l)).map((l) => /\/\/ → (.*?)(?: \(.*\))?$/.exec(l)?.[1]);
    expect(printed).toHaveLength(stated.length);
    stated.forEach((s, i) => {
      if (s !== undefined) expect(printed[i]).toBe(s);
    });
  });
});
