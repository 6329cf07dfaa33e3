/**
 * The matchup matrix (issue 28): two 2,000-point pasted lists of the shared data (the T'au and Dark Angels
 * samples against bsdata-10e), every unit of both sides, both phases, both directions, as `--json`, through
 * the built CLI. Targets: ≤ 2 s whole process, peak memory ≤ 500 MB. Warm: what an earlier run of it kept
 * in the cache directory (MATHHAMMER_CACHE); cold: an empty one (only the catalogues the two lists may
 * need are read: docs/import.md); and the whole index cached, as after `mathhammer units`. On two threads (the default for army files) and on one (MATHHAMMER_THREADS=1).
 * Runs taken in turns; each run's peak RSS comes from the process itself (bench/max-rss.cjs). Needs
 * ../shared/data (skipped without it); never asserts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { wholeIndexCache, type CacheKind } from './data-caches.js';
import { median } from './timing.js';

const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin', 'mathhammer.cjs');
const SHARED = join(ROOT, '..', 'shared', 'data');
const RUNS = 5;

type Case = { readonly label: string; readonly cache: CacheKind; readonly threads: 1 | 2 };

const CASES: readonly Case[] = [
  { label: 'warm cache (after an earlier run), two threads', cache: 'warm', threads: 2 },
  { label: 'warm cache, one thread', cache: 'warm', threads: 1 },
  { label: 'the whole index cached (after `units`), two threads', cache: 'whole', threads: 2 },
  { label: 'cold cache (only the catalogues the lists need read), two threads', cache: 'cold', threads: 2 },
  { label: 'cold cache, one thread', cache: 'cold', threads: 1 },
];

export function matchupBenchTable(): string {
  if (!existsSync(SHARED)) return '_No ../shared/data: the matchup benchmark needs the real BattleScribe data._';
  if (!existsSync(join(ROOT, 'dist', 'cli', 'main.bundle.cjs'))) return '_CLI not built: run `npm run build` first._';
  const lists = join(SHARED, 'army-lists');
  const args = ['--require', join(ROOT, 'bench', 'max-rss.cjs'), BIN, 'matchup', join(lists, 'GWAPP-Sample-Tau.txt'), join(lists, 'GWAPP-Sample-DarkAngels.txt'), '--data', join(SHARED, 'bsdata-10e'), '--phase', 'both', '--both-ways', '--json'];
  const warm = mkdtempSync(join(tmpdir(), 'mh-bench-matchup-'));
  const whole = wholeIndexCache(BIN, join(SHARED, 'bsdata-10e'), ROOT);
  const rssFile = join(warm, 'rss');
  let cells = 0;
  const run = (c: Case): { ms: number; mb: number; load: number } => {
    const cache = c.cache === 'cold' ? mkdtempSync(join(tmpdir(), 'mh-bench-matchup-cold-')) : c.cache === 'whole' ? whole : warm;
    // The machine's one-minute load average as the run starts: on a busy machine the times are upper bounds.
    const load = loadavg()[0]!;
    const env = { ...process.env, MATHHAMMER_CACHE: cache, MATHHAMMER_THREADS: String(c.threads), MAX_RSS_FILE: rssFile };
    const t0 = performance.now();
    let stdout = '';
    try {
      stdout = execFileSync(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 }).toString();
    } catch (error) {
      // Exit 2: the lists have units the data cannot resolve; the matrix is printed all the same.
      stdout = String((error as { stdout?: Buffer }).stdout ?? '');
    }
    const ms = performance.now() - t0;
    if (c.cache === 'cold') rmSync(cache, { recursive: true, force: true });
    const json = JSON.parse(stdout) as { matrices: { cells: { computed: boolean }[][] }[] };
    cells = json.matrices.reduce((n, m) => n + m.cells.flat().length, 0);
    return { ms, mb: Number(readFileSync(rssFile, 'utf8')) / 1024 / 1024, load };
  };
  CASES.forEach(run); // fills the warm cache and the file cache
  const samples = CASES.map((): { ms: number; mb: number; load: number }[] => []);
  for (let i = 0; i < RUNS; i++) CASES.forEach((c, k) => samples[k]!.push(run(c)));
  rmSync(warm, { recursive: true, force: true });
  rmSync(whole, { recursive: true, force: true });
  const rows = CASES.map((c, k) => {
    const ms = median(samples[k]!.map((s) => s.ms));
    const mb = Math.max(...samples[k]!.map((s) => s.mb));
    const loads = samples[k]!.map((s) => s.load);
    return `| ${c.label} | ${ms.toFixed(0)} ms | ${mb.toFixed(0)} MB | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} | ${ms <= 2000 ? '≤ 2 s ✓' : '≤ 2 s ✗'}, ${mb <= 500 ? '≤ 500 MB ✓' : '≤ 500 MB ✗'} |`;
  });
  return [
    `mathhammer matchup GWAPP-Sample-Tau.txt GWAPP-Sample-DarkAngels.txt --data bsdata-10e --phase both --both-ways --json (${cells} cells)`,
    '',
    `| run | wall time (median of ${RUNS}, in turns) | peak RSS (largest) | load average (1 min) | targets |`,
    '|---|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}
