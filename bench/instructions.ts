/**
 * Whole-process instruction counts of the CLI against bare `node -e 0`, where valgrind is installed:
 * callgrind counts instructions the same whatever else the machine is doing, so a change of a few
 * percent shows, where wall times on a shared two-core machine move by more than that within minutes
 * (issue 15's compare target is in wall time; this is how to tell whether a change moved it). The counts
 * still vary by about half a percent from run to run (garbage collection, the optimising compiler's
 * threads): the median of three. Built from dist/ as it is: run `npm run bench`, which builds first.
 * Returns a Markdown table for bench/run.ts; never asserts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, MATRIX, ROOT } from './compare.js';
import { ownCopies, withoutExtraCaCerts } from './cold-start.js';
import { median } from './timing.js';

/** Instructions of one run of this Node with `args`, as callgrind counts them (every thread), or why not. */
function instructions(args: readonly string[], env: NodeJS.ProcessEnv): number | string {
  // --smc-check: V8 writes and rewrites machine code at run time. A run takes seconds under valgrind.
  const run = spawnSync('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', '--smc-check=all-non-file', process.execPath, ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 300_000,
  });
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr ?? '');
  if (run.status === 0 && refs !== null) return Number(refs[1]!.replace(/,/g, ''));
  const tail = (run.stderr ?? '').trim().split('\n').slice(-3).join(' / ');
  return `exit ${run.status ?? run.signal ?? run.error?.message}: ${tail}`;
}

export function instructionsBenchTable(): string {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'main.bundle.cjs'))) return '_CLI not built: run `npm run build` first._';
  if (spawnSync('valgrind', ['--version']).status !== 0) return '_valgrind is not installed: skipped._';
  const commands: [string, string[]][] = [
    ['node -e 0', ['-e', '0']],
    ['mathhammer calc strike-team meq --half-range', [BIN, 'calc', 'strike-team', 'meq', '--half-range']],
    ['… on copies of those profiles (YAML parsed)', [BIN, 'calc', ...ownCopies(ROOT, ['strike-team', 'meq']), '--half-range']],
    [`mathhammer ${MATRIX.join(' ')}`, [BIN, ...MATRIX]],
    ['… --json', [BIN, ...MATRIX, '--json']],
  ];
  // Where NODE_EXTRA_CA_CERTS is set, again without it (bench/cold-start.ts says why).
  const clean = withoutExtraCaCerts();
  const counts: number[][] = [];
  for (const env of clean === undefined ? [process.env] : [process.env, clean]) {
    const inEnv: number[] = [];
    for (const [, args] of commands) {
      const runs = [0, 1, 2].map(() => instructions(args, env));
      const failed = runs.find((n) => typeof n === 'string');
      if (failed !== undefined) return `_callgrind failed on \`node ${args.join(' ')}\` (${failed})._`;
      inEnv.push(median(runs as number[]));
    }
    counts.push(inEnv);
  }
  const millions = (n: number): string => `${(n / 1e6).toFixed(1)} M`;
  const cells = (inEnv: readonly number[], i: number): string[] => [millions(inEnv[i]!), (inEnv[i]! / inEnv[0]!).toFixed(3), millions(inEnv[i]! - inEnv[0]!)];
  return [
    `| command | instructions (median of 3) | × node -e 0 | beyond node -e 0 |${clean === undefined ? '' : ' without NODE_EXTRA_CA_CERTS | × that node -e 0 | beyond it |'}`,
    `|---|---:|---:|---:|${clean === undefined ? '' : '---:|---:|---:|'}`,
    ...commands.map(([label], i) => `| ${[label, ...counts.flatMap((inEnv) => cells(inEnv, i))].join(' | ')} |`),
  ].join('\n');
}
