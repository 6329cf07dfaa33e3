/**
 * A step of a Markov chain over states 0..size-1, as a sparse matrix: building one, one step of a
 * distribution, and the states reachable from a distribution. Its own file, so the chain algorithms
 * (markov.ts) and their fast forms (shift-chain.ts, walker.ts) share it without importing each other.
 */
/** One step of a chain as a sparse matrix: from state s, go to targets[k] with probs[k], k in rows s. */
export type Kernel = {
  readonly size: number;
  readonly start: Int32Array;
  readonly targets: Int32Array;
  readonly probs: Float64Array;
};

/**
 * Build a kernel from a function listing, for each state, where it goes and with what probability.
 * `step(s, emit)` calls emit(target, p) for each outcome; outcomes to the same target are merged.
 */
export function buildKernel(size: number, step: (state: number, emit: (target: number, p: number) => void) => void): Kernel {
  const start = new Int32Array(size + 1);
  const targets: number[] = [];
  const probs: number[] = [];
  const row = new Map<number, number>();
  for (let s = 0; s < size; s++) {
    row.clear();
    step(s, (t, p) => {
      if (p !== 0) row.set(t, (row.get(t) ?? 0) + p);
    });
    start[s] = targets.length;
    for (const [t, p] of row) {
      targets.push(t);
      probs.push(p);
    }
  }
  start[size] = targets.length;
  return { size, start, targets: Int32Array.from(targets), probs: Float64Array.from(probs) };
}

/** The distribution after one step. */
export function step(kernel: Kernel, dist: Float64Array): Float64Array {
  const out = new Float64Array(kernel.size);
  stepInto(kernel, dist, out);
  return out;
}

/** out += one step of dist. (Scratch-buffer form for the hot loops.) */
export function stepInto(kernel: Kernel, dist: Float64Array, out: Float64Array): void {
  const { start, targets, probs } = kernel;
  for (let s = 0; s < kernel.size; s++) {
    const p = dist[s]!;
    if (p === 0) continue;
    for (let k = start[s]!; k < start[s + 1]!; k++) out[targets[k]!]! += p * probs[k]!;
  }
}

/** The states reachable from those with mass in `dist` through any of the kernels, in increasing order. */
export function reachableStates(kernels: readonly Kernel[], dist: Float64Array): Int32Array {
  const seen = new Uint8Array(dist.length);
  const stack: number[] = [];
  for (let s = 0; s < dist.length; s++) {
    if (dist[s] !== 0) {
      seen[s] = 1;
      stack.push(s);
    }
  }
  while (stack.length > 0) {
    const s = stack.pop()!;
    for (const { start, targets } of kernels) {
      for (let k = start[s]!; k < start[s + 1]!; k++) {
        const t = targets[k]!;
        if (seen[t] === 0) {
          seen[t] = 1;
          stack.push(t);
        }
      }
    }
  }
  const out: number[] = [];
  for (let s = 0; s < seen.length; s++) if (seen[s] === 1) out.push(s);
  return Int32Array.from(out);
}
