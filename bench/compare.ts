/**
 * `mathhammer compare` wall time (issue 4: 8 loadouts × 8 defenders in under 1 s of CLI wall time), run
 * through the built CLI like a user would. Returns a Markdown table for bench/run.ts; never asserts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { coldStartTable } from './cold-start.js';

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
  return coldStartTable(
    [
      { label: 'mathhammer calc mukaali-riders meq (one case)', args: [BIN, 'calc', 'mukaali-riders', 'meq'] },
      { label: 'mathhammer compare strike-team --loadouts all --vs meq (4 cases)', args: [BIN, 'compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq'] },
      { label: `mathhammer ${MATRIX.join(' ')} (8 × 8 = 64 cases)`, args: [BIN, ...MATRIX], target: targets },
      { label: '… --json', args: [BIN, ...MATRIX, '--json'], target: targets },
    ],
    { runs: RUNS, warmup: true },
    ROOT,
  );
}
