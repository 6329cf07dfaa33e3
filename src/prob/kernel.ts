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
  // The row being emitted. A state's targets are usually few, so a repeated one is found by looking back
  // (this runs for every state of every kernel, mostly in cold code, where a Map per row cost most of
  // it); a long row indexes its targets.
  let rowStart = 0;
  let index: Map<number, number> | null = null;
  const emit = (t: number, p: number) => {
    if (p === 0) return;
    if (index !== null) {
      const k = index.get(t);
      if (k !== undefined) {
        probs[k]! += p;
      } else {
        index.set(t, targets.length);
        targets.push(t);
        probs.push(p);
      }
      return;
    }
    for (let k = rowStart; k < targets.length; k++) {
      if (targets[k] === t) {
        probs[k]! += p;
        return;
      }
    }
    targets.push(t);
    probs.push(p);
    if (targets.length - rowStart > LONG_ROW) {
      index = new Map();
      for (let k = rowStart; k < targets.length; k++) index.set(targets[k]!, k);
    }
  };
  for (let s = 0; s < size; s++) {
    rowStart = targets.length;
    index = null;
    start[s] = rowStart;
    step(s, emit);
  }
  start[size] = targets.length;
  return { size, start, targets: Int32Array.from(targets), probs: Float64Array.from(probs) };
}

/** Rows with more targets than this look them up in a Map. */
const LONG_ROW = 16;

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
    for (let i = 0; i < kernels.length; i++) {
      const { start, targets } = kernels[i]!;
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
