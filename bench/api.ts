/**
 * A whole call of the library (issue 15 targets: ≤ 2 ms warm, first call ≤ 20 ms): profiles, plan,
 * engine, result and JSON. Until the library API lands, the CLI's `main` run in process on a calc stands
 * for it. Hook: add the API call to API_CALLS (a function doing one whole call) and its first-call
 * script beside main-once.mjs; the table measures every entry.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../src/cli/main.js';

const ROOT = join(import.meta.dirname, '..');
const quiet = { stdout: () => {}, stderr: () => {}, isTTY: false, env: {} };

type ApiCall = {
  readonly name: string;
  /** One whole call, in process. */
  readonly call: () => Promise<unknown>;
  /** Arguments of bench/main-once.mjs for the first call in a fresh process (null: not measured). */
  readonly firstCallArgs: readonly string[] | null;
};

const calc = ['calc', 'strike-team', 'meq', '--half-range', '--json'];

export const API_CALLS: readonly ApiCall[] = [
  { name: `CLI main in process: ${calc.join(' ')}`, call: () => main(calc, quiet), firstCallArgs: calc },
  { name: 'CLI main in process: calc mukaali-riders meq --json', call: () => main(['calc', 'mukaali-riders', 'meq', '--json'], quiet), firstCallArgs: ['calc', 'mukaali-riders', 'meq', '--json'] },
];

export async function apiBenchTable(): Promise<string> {
  const rows = ['| call | warm (median of 21) | first call (fresh process) | targets |', '|---|---:|---:|---|'];
  const built = existsSync(join(ROOT, 'dist', 'cli', 'main.js'));
  for (const { name, call, firstCallArgs } of API_CALLS) {
    for (let i = 0; i < 5; i++) await call();
    const samples: number[] = [];
    for (let i = 0; i < 21; i++) {
      const t0 = performance.now();
      await call();
      samples.push(performance.now() - t0);
    }
    const warm = samples.sort((a, b) => a - b)[10]!;
    let first = NaN;
    if (built && firstCallArgs !== null) {
      const out = execFileSync(process.execPath, [join(ROOT, 'bench', 'main-once.mjs'), ...firstCallArgs], { cwd: ROOT });
      first = (JSON.parse(out.toString()) as { firstMs: number }).firstMs;
    }
    const verdict = `${warm <= 2 ? '≤ 2 ms ✓' : '≤ 2 ms ✗'}, ${Number.isNaN(first) ? 'first: not built' : first <= 20 ? '≤ 20 ms ✓' : '≤ 20 ms ✗'}`;
    rows.push(`| ${name} | ${warm.toFixed(2)} ms | ${Number.isNaN(first) ? '—' : `${first.toFixed(1)} ms`} | ${verdict} |`);
  }
  return rows.join('\n');
}
