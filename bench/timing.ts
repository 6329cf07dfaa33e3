/** Timing for the benchmarks: medians, in milliseconds, of a function in-process or of commands run cold. */
import { execFileSync } from 'node:child_process';

export function median(samples: number[]): number {
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
}

/** Median milliseconds of `fn` after warm-up. */
export function medianMs(fn: () => void, { warmup, runs }: { warmup: number; runs: number }): number {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

/** A command run cold: `node <args>`, in the benchmark's environment or in `env`. */
export type ColdCommand = readonly string[] | { readonly args: readonly string[]; readonly env: NodeJS.ProcessEnv };

/**
 * Median wall times of each command, run in turns (one of each, then again), so a busy moment on a
 * shared machine slows all of them alike instead of skewing one. `warmup`: one run of each first (the
 * file cache).
 */
export function wallTimes(cwd: string, commands: readonly ColdCommand[], { runs, warmup }: { runs: number; warmup: boolean }): number[] {
  const run = (command: ColdCommand) => {
    const { args, env } = 'args' in command ? command : { args: command, env: process.env };
    execFileSync(process.execPath, [...args], { cwd, env, stdio: 'pipe' });
  };
  if (warmup) commands.forEach(run);
  const samples = commands.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    commands.forEach((command, c) => {
      const t0 = performance.now();
      run(command);
      samples[c]!.push(performance.now() - t0);
    });
  }
  return samples.map(median);
}
