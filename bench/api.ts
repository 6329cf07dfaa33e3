/**
 * A whole call of the library, as issue 15 names it: profiles already parsed → plan → result → JSON
 * (targets ≤ 2 ms warm, first call ≤ 20 ms). The public API (src/api/index.ts) is called with UnitProfile
 * objects from loadProfile, once each, and the result is turned into JSON text; the first call is timed
 * in a fresh process on the compiled library (bench/api-once.mjs). The CLI's `main` run in process (which
 * also parses its arguments and reads the profiles) follows as context, its first call by
 * bench/main-once.mjs. Returns a Markdown table for bench/run.ts; never asserts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { calc, loadProfile, type UnitProfile } from '../src/api/index.js';
import { main } from '../src/cli/main.js';
import { median } from './timing.js';

const ROOT = join(import.meta.dirname, '..');
const quiet = { stdout: () => {}, stderr: () => {}, isTTY: false, env: {} };
// Optimising compilers take over after some 100 calls on this machine: warm means after them.
const WARMUP = 200;
const RUNS = 41;

type ApiCall = {
  readonly name: string;
  /** One whole call, in process. */
  readonly call: () => unknown;
  /** The script and its arguments timing the first call in a fresh process. */
  readonly firstCall: readonly string[];
  /** Whether the row is a target of issue 15 (the API) or context (the CLI in process). */
  readonly target: boolean;
};

function parsed(ref: string): UnitProfile {
  const loaded = loadProfile(ref);
  if (!loaded.ok) throw new Error(`bench/api.ts: ${ref}: ${loaded.issues.map((i) => i.message).join('; ')}`);
  return loaded.value;
}

function apiCall(attacker: string, defender: string, options: string): ApiCall {
  const a = parsed(attacker);
  const d = parsed(defender);
  const shown = options === '' ? '' : `, '${options}'`;
  return {
    name: `API: JSON.stringify(calc(${attacker}, ${defender}${shown})), profiles parsed`,
    call: () => JSON.stringify(calc(a, d, options)),
    firstCall: ['api-once.mjs', attacker, defender, options],
    target: true,
  };
}

function cliCall(argv: readonly string[]): ApiCall {
  return { name: `CLI main in process: ${argv.join(' ')}`, call: () => main([...argv], quiet), firstCall: ['main-once.mjs', ...argv], target: false };
}

export function apiCalls(): ApiCall[] {
  return [
    apiCall('strike-team', 'meq', 'half-range'),
    apiCall('mukaali-riders', 'meq', ''),
    cliCall(['calc', 'strike-team', 'meq', '--half-range', '--json']),
    cliCall(['calc', 'mukaali-riders', 'meq', '--json']),
  ];
}

async function warmMs(call: () => unknown): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await call();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

function firstCallMs([script, ...args]: readonly string[]): number {
  const out = execFileSync(process.execPath, [join(ROOT, 'bench', script!), ...args], { cwd: ROOT });
  return (JSON.parse(out.toString()) as { firstMs: number }).firstMs;
}

export async function apiBenchTable(): Promise<string> {
  const built = existsSync(join(ROOT, 'dist', 'api', 'index.js'));
  const rows = [`| call | warm (median of ${RUNS} after ${WARMUP}) | first call (fresh process, median of 5) | targets |`, '|---|---:|---:|---|'];
  for (const { name, call, firstCall, target } of apiCalls()) {
    const warm = await warmMs(call);
    const first = built ? median(Array.from({ length: 5 }, () => firstCallMs(firstCall))) : NaN;
    const verdict = !target ? 'context' : `${warm <= 2 ? '≤ 2 ms ✓' : '≤ 2 ms ✗'}, ${Number.isNaN(first) ? 'first: not built' : first <= 20 ? '≤ 20 ms ✓' : '≤ 20 ms ✗'}`;
    rows.push(`| ${name} | ${warm.toFixed(2)} ms | ${Number.isNaN(first) ? '—' : `${first.toFixed(1)} ms`} | ${verdict} |`);
  }
  return rows.join('\n');
}
