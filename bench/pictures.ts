/**
 * Pictures (issue 16), through the built CLI like a user: the wall time of `calc` without a picture
 * (whose cold start the picture libraries must not slow: they load only for a picture), then of each
 * picture format, with the target of a calc PNG in at most 1 s. Returns a Markdown table for
 * bench/run.ts; never asserts.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coldStartTable } from './cold-start.js';

const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin', 'mathhammer.cjs');
const CALC = ['calc', 'strike-team', 'meq', '--half-range'];
const COMPARE = ['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq'];

export function picturesBenchTable(): string {
  if (!existsSync(join(ROOT, 'dist', 'report', 'picture', 'render.bundle.cjs'))) return '_Pictures not built: run `npm run build` first._';
  const out = mkdtempSync(join(tmpdir(), 'mathhammer-bench-pictures-'));
  const file = (name: string): string[] => ['-o', join(out, name), '--force'];
  const coldStart = (t: number, bare: number): string => `cold start ≤ 2× ${t / bare <= 2 ? '✓' : '✗'}`;
  const withinASecond = (t: number): string => `≤ 1 s ${t <= 1000 ? '✓' : '✗'}`;
  return coldStartTable(
    [
      { label: `mathhammer ${CALC.join(' ')} (no picture)`, args: [BIN, ...CALC], target: coldStart },
      { label: '… -o kills.svg', args: [BIN, ...CALC, ...file('kills.svg')] },
      { label: '… -o kills.png', args: [BIN, ...CALC, ...file('kills.png')], target: withinASecond },
      { label: '… -o report.html', args: [BIN, ...CALC, ...file('report.html')] },
      { label: `mathhammer ${COMPARE.join(' ')} -o compare.png`, args: [BIN, ...COMPARE, ...file('compare.png')] },
    ],
    { runs: 7, warmup: true },
    ROOT,
  );
}
