/**
 * Issue 15's anchor tables: the standard scenarios and the icepool reference scenarios with the engine's
 * warm time in process, its first call in a fresh process and that whole process; side by side with
 * icepool where python3 and the icepool source are present (ICEPOOL_PATH: see the README); then the
 * growth of the engine's time in the number of attacks, with each largest case's memory.
 *
 * The icepool reference scenarios are defined by this project from the issue's description
 * (bench/icepool-scenarios.ts and bench/icepool/reference.py compute the same distributions).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EDITIONS, resolveAttack, type EditionId, type Scenario } from '../src/rules/index.js';
import { GROWTH } from './growth.js';
import { ICEPOOL_SCENARIOS } from './icepool-scenarios.js';
import { STANDARD_SCENARIOS } from './scenarios.js';
import { medianMs } from './timing.js';

const ROOT = join(import.meta.dirname, '..');
const ms = (x: number) => (Number.isNaN(x) ? '—' : x < 10 ? `${x.toFixed(2)} ms` : x < 1000 ? `${x.toFixed(0)} ms` : `${(x / 1000).toFixed(2)} s`);

type Child = { readonly firstMs: number; readonly mean: number; readonly maxRssMiB: number; readonly processMs: number };

/** One engine call in a fresh process (bench/engine-once.mjs on the compiled engine). */
function engineChild(scenario: Scenario, rules: EditionId): Child {
  const started = performance.now();
  const out = execFileSync(process.execPath, [join(ROOT, 'bench', 'engine-once.mjs'), JSON.stringify({ scenario, rules })], { cwd: ROOT, maxBuffer: 1 << 20, stdio: ['ignore', 'pipe', 'pipe'] });
  const processMs = performance.now() - started;
  return { ...(JSON.parse(out.toString()) as Omit<Child, 'processMs'>), processMs };
}

/**
 * A warm median in process, with fewer runs for slow cases. Warm means optimised by V8: a call of a tenth
 * of a millisecond needs hundreds of calls (about 200 ms of them) before it runs at its steady speed; after
 * three calls, scenario a took 3 to 13 times as long.
 */
export function warmMs(scenario: Scenario, rules: EditionId): number {
  const call = () => resolveAttack(scenario, EDITIONS[rules]);
  const started = performance.now();
  const once = medianMs(call, { warmup: 0, runs: 1 });
  if (once > 500) return medianMs(call, { warmup: 0, runs: 3 });
  for (let calls = 1; calls < 3 || performance.now() - started < WARM_UP_MS; calls++) call();
  return medianMs(call, { warmup: 0, runs: once > 50 ? 7 : 21 });
}

/** How long the warm-up of a fast case lasts. */
const WARM_UP_MS = 200;

type Icepool = { readonly warmMs: number; readonly firstMs: number; readonly processMs: number; readonly mean: number };

/** icepool's times per reference scenario, or why they were not measured. */
function icepoolTimes(): Map<string, Icepool> | string {
  const path = process.env['ICEPOOL_PATH'];
  if (path === undefined) return 'ICEPOOL_PATH is not set';
  if (!existsSync(join(path, 'icepool', '__init__.py'))) return `no icepool package under ICEPOOL_PATH (${path})`;
  const script = join(ROOT, 'bench', 'icepool', 'reference.py');
  const env = { ...process.env, PYTHONPATH: path };
  const run = (args: string[]) => execFileSync('python3', [script, ...args], { cwd: ROOT, env, maxBuffer: 1 << 20 }).toString();
  try {
    const inProcess = JSON.parse(run([])) as Record<string, { firstMs: number; warmMs: number; mean: number }>;
    const times = new Map<string, Icepool>();
    for (const [id, t] of Object.entries(inProcess)) {
      const started = performance.now();
      run(['--once', id]);
      times.set(id, { ...t, processMs: performance.now() - started });
    }
    return times;
  } catch (error) {
    return `python3 with icepool failed: ${(error as Error).message.split('\n')[0]}`;
  }
}

export function anchorTable(): string {
  if (!existsSync(join(ROOT, 'dist', 'rules', 'index.js'))) return '_Engine not built: run `npm run build` first._';
  const icepool = icepoolTimes();
  const rows = [
    '| scenario | mathhammer warm | first call | whole process | icepool warm | first call | whole process | icepool ÷ mathhammer (warm) | target ≥ 10 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  const cases = [
    ...STANDARD_SCENARIOS.map(({ name, scenario }) => ({ id: null, name, scenario })),
    ...ICEPOOL_SCENARIOS.map(({ id, name, scenario }) => ({ id, name, scenario })),
  ];
  for (const { id, name, scenario } of cases) {
    const warm = warmMs(scenario, '11e');
    const child = engineChild(scenario, '11e');
    const theirs = typeof icepool === 'string' || id === null ? undefined : icepool.get(id);
    const ratio = theirs === undefined ? NaN : theirs.warmMs / warm;
    const verdict = Number.isNaN(ratio) ? '' : ratio >= 10 ? '✓' : '✗';
    rows.push(
      `| ${name} | ${ms(warm)} | ${ms(child.firstMs)} | ${ms(child.processMs)} | ${ms(theirs?.warmMs ?? NaN)} | ${ms(theirs?.firstMs ?? NaN)} | ` +
        `${ms(theirs?.processMs ?? NaN)} | ${Number.isNaN(ratio) ? '—' : `${ratio.toFixed(1)}×`} | ${verdict} |`,
    );
  }
  const note = typeof icepool === 'string' ? `\n\n_icepool not measured: ${icepool}._` : '';
  return `${rows.join('\n')}\n\nAll in 11e; the engine computes every reported distribution, icepool the one named.${note}`;
}

/**
 * Time against N per growth family (in-process warm medians), the exponent of the growth between the two
 * largest sizes and from the smallest to the largest, and the peak memory of the largest case in a fresh
 * process.
 */
export function growthTable(): string {
  const rows = ['| growth in attacks | rules | times | exponent at scale | exponent overall | peak RSS (largest) |', '|---|---|---|---:|---:|---:|'];
  for (const family of GROWTH) {
    for (const rules of ['10e', '11e'] as const) {
      const times = family.sizes.map((n) => {
        try {
          return warmMs(family.scenario(n), rules);
        } catch {
          return NaN; // refused (EngineLimitError)
        }
      });
      const sizes = family.sizes;
      const slope = (i: number, j: number) => Math.log(times[j]! / times[i]!) / Math.log(sizes[j]! / sizes[i]!);
      const last = sizes.length - 1;
      let rss = NaN;
      try {
        rss = engineChild(family.scenario(sizes[last]!), rules).maxRssMiB;
      } catch {
        // refused: no memory to report
      }
      const shown = sizes.map((n, i) => `${n.toLocaleString('en')}: ${Number.isNaN(times[i]!) ? 'refused' : ms(times[i]!)}`).join(', ');
      const fmt = (x: number) => (Number.isFinite(x) ? `N^${x.toFixed(2)}` : '—');
      rows.push(`| ${family.name} | ${rules} | ${shown} | ${fmt(slope(last - 1, last))} | ${fmt(slope(0, last))} | ${Number.isNaN(rss) ? '—' : `${rss.toFixed(0)} MiB`} |`);
    }
  }
  return rows.join('\n');
}
