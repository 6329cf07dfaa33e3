/**
 * `mathhammer compare` wall time (issue 4: 8 loadouts × 8 defenders in under 1 s of CLI wall time), run
 * through the built CLI like a user would. Returns a Markdown table for bench/run.ts; never asserts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin', 'mathhammer.cjs');
const DEFENDERS = ['geq', 'meq', 'teq', 'vehicle', 'tank', 'knight', 'monster', 'horde'];
/** mukaali-riders --loadouts all: the profile as written and its seven loadouts. */
const MATRIX = ['compare', 'mukaali-riders', '--loadouts', 'all', '--vs', ...DEFENDERS];

/** Median wall time in milliseconds of `node <args>`, after one warm-up run (the file cache). */
function wall(args: readonly string[], runs = 7): number {
  execFileSync(process.execPath, [...args], { cwd: ROOT, stdio: 'pipe' });
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    execFileSync(process.execPath, [...args], { cwd: ROOT, stdio: 'pipe' });
    samples.push(performance.now() - t0);
  }
  return samples.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

export function compareBenchTable(): string {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'main.js'))) return '_CLI not built: run `npm run build` first._';
  const bare = wall(['-e', '0']);
  const rows: [string, number][] = [
    ['node -e 0', bare],
    ['mathhammer calc mukaali-riders meq (one case)', wall([BIN, 'calc', 'mukaali-riders', 'meq'])],
    ['mathhammer compare strike-team --loadouts all --vs meq (4 cases)', wall([BIN, 'compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq'])],
    [`mathhammer ${MATRIX.join(' ')} (8 × 8 = 64 cases)`, wall([BIN, ...MATRIX])],
    ['… --json', wall([BIN, ...MATRIX, '--json'])],
  ];
  const ms = (x: number): string => `${x.toFixed(0)} ms`;
  return [
    '| command | wall time (median of 7) | × node -e 0 | target |',
    '|---|---:|---:|---|',
    ...rows.map(([name, t], i) => `| ${name} | ${ms(t)} | ${(t / bare).toFixed(2)} | ${i >= 3 ? (t < 1000 ? '< 1 s ✓' : '< 1 s ✗') : ''} |`),
  ].join('\n');
}
