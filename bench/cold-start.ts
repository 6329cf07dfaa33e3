/**
 * Cold-start tables: commands of the built CLI timed against bare `node -e 0`, in turns.
 *
 * Where the environment sets NODE_EXTRA_CA_CERTS, every command is timed again without it, `node -e 0`
 * too. Node 20 reads and parses that certificate file when a process starts, before any script runs and
 * whether or not it ever opens a TLS connection (mathhammer never does). On this project's machine its
 * environment sets it to the system bundle: about 40 ms of a 65 ms `node -e 0` (callgrind: 416 M of
 * 504 M instructions). Both baselines are shown because a ratio against the padded one reads better than
 * the CLI's own start deserves.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wallTimes, type ColdCommand } from './timing.js';

/**
 * Copies of bundled profiles (profiles/<name>.yaml) in a folder of their own, removed when the process
 * exits. A command given these paths parses their YAML, as it does a player's own files; given the
 * bundled names, it reads them as the build stored them, already parsed.
 */
export function ownCopies(root: string, names: readonly string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'mathhammer-bench-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return names.map((name) => {
    const file = join(dir, `${name}.yaml`);
    copyFileSync(join(root, 'profiles', `${name}.yaml`), file);
    return file;
  });
}

export type ColdRow = {
  readonly label: string;
  /** The arguments after `node`. */
  readonly args: readonly string[];
  /** The target's verdict, from the row's time and `node -e 0`'s, in the environment as it is. */
  readonly target?: (time: number, bare: number) => string;
};

/** The environment without NODE_EXTRA_CA_CERTS, or undefined where it is not set. */
export function withoutExtraCaCerts(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv | undefined {
  if (env.NODE_EXTRA_CA_CERTS === undefined) return undefined;
  const { NODE_EXTRA_CA_CERTS: _certificates, ...rest } = env;
  return rest;
}

export function coldStartTable(rows: readonly ColdRow[], { runs, warmup }: { runs: number; warmup: boolean }, cwd: string): string {
  const all: ColdRow[] = [{ label: 'node -e 0', args: ['-e', '0'] }, ...rows];
  const clean = withoutExtraCaCerts();
  const commands: ColdCommand[] = [...all.map((row) => row.args), ...(clean === undefined ? [] : all.map((row) => ({ args: row.args, env: clean })))];
  const times = wallTimes(cwd, commands, { runs, warmup });
  const ms = (x: number): string => `${x.toFixed(0)} ms`;
  const bare = times[0]!;
  const cleanBare = times[all.length];
  const header = `| command | wall time (median of ${runs}, in turns) | × node -e 0 | target |${clean === undefined ? '' : ' without NODE_EXTRA_CA_CERTS | × that node -e 0 |'}`;
  return [
    header,
    `|---|---:|---:|---|${clean === undefined ? '' : '---:|---:|'}`,
    ...all.map((row, i) => {
      const t = times[i]!;
      const cells = [row.label, ms(t), (t / bare).toFixed(2), row.target?.(t, bare) ?? ''];
      if (cleanBare !== undefined) cells.push(ms(times[all.length + i]!), (times[all.length + i]! / cleanBare).toFixed(2));
      return `| ${cells.join(' | ')} |`;
    }),
  ].join('\n');
}
