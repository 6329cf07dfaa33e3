/**
 * The shooting plan (issue 28), through the built CLI as `--json`: 15 attackers × 15 targets of bundled
 * profiles (copies of the four attackers against copies of the eight standard targets, at half range:
 * every unit able to reach every target, so the search is greedy + local search), and the two
 * 2,000-point lists of the shared data (13 × 13 after the units the data lacks; warm cache), when present;
 * each with and without --split-fire (docs/plan.md, "Split fire").
 * Targets: ≤ 5 s, peak memory ≤ 500 MB. Median of 3 runs after one; never asserts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './timing.js';

const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin', 'mathhammer.cjs');
const SHARED = join(ROOT, '..', 'shared', 'data');
const RUNS = 3;

const copies = (names: readonly string[], n: number) => Array.from({ length: n }, (_, i) => names[i % names.length]!).join(',');
const MINE = copies(['strike-team', 'mukaali-riders', 'medusa-carriage-battery', 'starfangs'], 15);
const THEIRS = copies(['geq', 'meq', 'teq', 'vehicle', 'tank', 'knight', 'monster', 'horde'], 15);

type Case = { readonly label: string; readonly args: readonly string[] };

function cases(): Case[] {
  const bundled = [MINE, THEIRS, '--half-range'];
  const out: Case[] = [
    { label: '15 × 15 bundled profiles, --half-range', args: bundled },
    { label: '15 × 15 bundled profiles, --half-range --split-fire', args: [...bundled, '--split-fire'] },
  ];
  if (existsSync(SHARED)) {
    const lists = join(SHARED, 'army-lists');
    const args = [join(lists, 'GWAPP-Sample-Tau.txt'), join(lists, 'GWAPP-Sample-DarkAngels.txt'), '--data', join(SHARED, 'bsdata-10e')];
    const label = 'GWAPP-Sample-Tau.txt vs GWAPP-Sample-DarkAngels.txt, bsdata-10e, warm cache';
    out.push({ label, args }, { label: `${label}, --split-fire`, args: [...args, '--split-fire'] });
  }
  return out;
}

type Search = { method: string; attackers: number; targets: number; weaponGroups?: number; sequencesResolved: number; bound: number; gap: number };

export function planBenchTable(): string {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'main.bundle.cjs'))) return '_CLI not built: run `npm run build` first._';
  const dir = mkdtempSync(join(tmpdir(), 'mh-bench-plan-'));
  const rssFile = join(dir, 'rss');
  const env = { ...process.env, MATHHAMMER_CACHE: dir, MAX_RSS_FILE: rssFile };
  const run = (c: Case): { ms: number; mb: number; json: { value: number; search: Search } } => {
    const t0 = performance.now();
    let stdout = '';
    try {
      stdout = execFileSync(process.execPath, ['--require', join(ROOT, 'bench', 'max-rss.cjs'), BIN, 'plan', ...c.args, '--json'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 }).toString();
    } catch (error) {
      // Exit 2: units the data cannot resolve; the plan is printed all the same.
      stdout = String((error as { stdout?: Buffer }).stdout ?? '');
    }
    return { ms: performance.now() - t0, mb: Number(readFileSync(rssFile, 'utf8')) / 1024 / 1024, json: JSON.parse(stdout) as { value: number; search: Search } };
  };
  const rows = cases().map((c) => {
    run(c); // the data folder's index into the cache, the files into the page cache
    const samples = Array.from({ length: RUNS }, () => run(c));
    const ms = median(samples.map((s) => s.ms));
    const mb = Math.max(...samples.map((s) => s.mb));
    const { value, search } = samples[0]!.json;
    const size = `${search.attackers}${search.weaponGroups === undefined ? '' : ` (${search.weaponGroups} groups)`} × ${search.targets}`;
    return `| ${c.label} | ${size} | ${search.method} | ${search.sequencesResolved} | ${value.toFixed(2)} | ${search.bound.toFixed(2)} (gap ${search.gap.toFixed(2)}) | ${ms.toFixed(0)} ms | ${mb.toFixed(0)} MB | ${ms <= 5000 ? '≤ 5 s ✓' : '≤ 5 s ✗'}, ${mb <= 500 ? '≤ 500 MB ✓' : '≤ 500 MB ✗'} |`;
  });
  rmSync(dir, { recursive: true, force: true });
  return [
    'mathhammer plan MINE THEIRS --json (whole process: reading the sides, planning every pair, the search)',
    '',
    `| case | units | search | sequences | value | bound | wall time (median of ${RUNS}) | peak RSS | targets |`,
    '|---|---:|---|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}
