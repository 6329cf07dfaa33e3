/**
 * Pictures (issue 16), through the built CLI like a user: the wall time of `calc` without a picture
 * (whose cold start the picture libraries must not slow: they load only for a picture), then of each
 * picture format, with the target of a calc PNG in at most 1 s. Returns a Markdown table for
 * bench/run.ts; never asserts.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wallTimes } from './timing.js';

const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin', 'mathhammer.cjs');
const CALC = ['calc', 'strike-team', 'meq', '--half-range'];
const COMPARE = ['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq'];

export function picturesBenchTable(): string {
  if (!existsSync(join(ROOT, 'dist', 'report', 'picture', 'render.bundle.cjs'))) return '_Pictures not built: run `npm run build` first._';
  const out = mkdtempSync(join(tmpdir(), 'mathhammer-bench-pictures-'));
  const file = (name: string): string[] => ['-o', join(out, name), '--force'];
  const commands: [string, string[], string][] = [
    ['node -e 0', ['-e', '0'], ''],
    [`mathhammer ${CALC.join(' ')} (no picture)`, [BIN, ...CALC], 'cold start ≤ 2×'],
    ['… -o kills.svg', [BIN, ...CALC, ...file('kills.svg')], ''],
    ['… -o kills.png', [BIN, ...CALC, ...file('kills.png')], '≤ 1 s'],
    ['… -o report.html', [BIN, ...CALC, ...file('report.html')], ''],
    [`mathhammer ${COMPARE.join(' ')} -o compare.png`, [BIN, ...COMPARE, ...file('compare.png')], ''],
  ];
  const times = wallTimes(ROOT, commands.map(([, args]) => args), { runs: 7, warmup: true });
  const bare = times[0]!;
  const verdict = (target: string, t: number): string => {
    if (target === '≤ 1 s') return `${target} ${t <= 1000 ? '✓' : '✗'}`;
    if (target === 'cold start ≤ 2×') return `${target} ${t / bare <= 2 ? '✓' : '✗'}`;
    return '';
  };
  return [
    '| command | wall time (median of 7) | × node -e 0 | target |',
    '|---|---:|---:|---|',
    ...commands.map(([label, , target], i) => `| ${label} | ${times[i]!.toFixed(0)} ms | ${(times[i]! / bare).toFixed(2)} | ${verdict(target, times[i]!)} |`),
  ].join('\n');
}
