/**
 * `mathhammer compare` wall time (issue 4: 8 loadouts × 8 defenders in under 1 s of CLI wall time), run
 * through the built CLI like a user would. Returns a Markdown table for bench/run.ts; never asserts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { wallTimes } from './timing.js';

export const ROOT = join(import.meta.dirname, '..');
export const BIN = join(ROOT, 'bin', 'mathhammer.cjs');
const DEFENDERS = ['geq', 'meq', 'teq', 'vehicle', 'tank', 'knight', 'monster', 'horde'];
/** mukaali-riders --loadouts all: the profile as written and its seven loadouts. */
export const MATRIX = ['compare', 'mukaali-riders', '--loadouts', 'all', '--vs', ...DEFENDERS];
/** Runs of each command, taken in turns: this machine's speed moves by more than the margin within minutes. */
const RUNS = 21;

/** Issue 4's < 1 s and issue 15's ≤ 2× `node -e 0`, for the 8 × 8 matrix. */
function targets(t: number, bare: number): string {
  return `${t < 1000 ? '< 1 s ✓' : '< 1 s ✗'}, ${t <= 2 * bare ? '≤ 2× ✓' : '≤ 2× ✗'}`;
}

export function compareBenchTable(): string {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'main.bundle.cjs'))) return '_CLI not built: run `npm run build` first._';
  const commands: [string, string[]][] = [
    ['node -e 0', ['-e', '0']],
    ['mathhammer calc mukaali-riders meq (one case)', [BIN, 'calc', 'mukaali-riders', 'meq']],
    ['mathhammer compare strike-team --loadouts all --vs meq (4 cases)', [BIN, 'compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq']],
    [`mathhammer ${MATRIX.join(' ')} (8 × 8 = 64 cases)`, [BIN, ...MATRIX]],
    ['… --json', [BIN, ...MATRIX, '--json']],
  ];
  const times = wallTimes(ROOT, commands.map(([, args]) => args), { runs: RUNS, warmup: true });
  const rows = commands.map(([label], i): [string, number] => [label, times[i]!]);
  const bare = times[0]!;
  const ms = (x: number): string => `${x.toFixed(0)} ms`;
  return [
    `| command | wall time (median of ${RUNS}, in turns) | × node -e 0 | target |`,
    '|---|---:|---:|---|',
    ...rows.map(([name, t], i) => `| ${name} | ${ms(t)} | ${(t / bare).toFixed(2)} | ${i >= 3 ? targets(t, bare) : ''} |`),
  ].join('\n');
}
