/**
 * Markov chains over a finite set of states 0..size-1, for processes where order matters and values do
 * not simply add up (damage where the excess is lost). A distribution over states is a Float64Array.
 */
import type { Pmf } from './pmf.js';
import { shiftForm, shiftRandom } from './shift-chain.js';
import { walker, walkWork } from './walker.js';

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

/**
 * The most steps a path can take before it reaches a state where `settled` is 1 (it may stop moving
 * there), over all starting states: bounds loops that step until every path is settled. Infinity when a
 * path can stay among unsettled states for ever (a state that can step to itself, or a cycle).
 */
export function mostStepsToSettle(kernel: Kernel, settled: Uint8Array): number {
  const { start, targets } = kernel;
  const UNKNOWN = -1;
  const IN_PROGRESS = -2;
  const depth = new Float64Array(kernel.size).fill(UNKNOWN);
  let most = 0;
  // Iterative depth-first search: depth[s] = 0 when settled, else 1 + the largest depth of its targets.
  for (let root = 0; root < kernel.size; root++) {
    if (depth[root] !== UNKNOWN) continue;
    const stack = [root];
    while (stack.length > 0) {
      const s = stack[stack.length - 1]!;
      if (depth[s] === UNKNOWN) {
        if (settled[s] === 1) {
          depth[s] = 0;
          stack.pop();
          continue;
        }
        depth[s] = IN_PROGRESS;
        for (let k = start[s]!; k < start[s + 1]!; k++) {
          const t = targets[k]!;
          if (depth[t] === IN_PROGRESS) return Infinity;
          if (depth[t] === UNKNOWN) stack.push(t);
        }
        continue;
      }
      stack.pop();
      if (depth[s] !== IN_PROGRESS) continue;
      let d = 0;
      for (let k = start[s]!; k < start[s + 1]!; k++) {
        const t = targets[k]!;
        if (depth[t]! < 0) return Infinity; // still in progress: a cycle through s
        d = Math.max(d, depth[t]!);
      }
      depth[s] = d + 1;
      most = Math.max(most, d + 1);
    }
  }
  return most;
}

/** The distribution after exactly n steps. */
export function stepN(kernel: Kernel, dist: Float64Array, n: number): Float64Array {
  let current: Float64Array = dist;
  for (let i = 0; i < n; i++) current = step(kernel, current);
  return current;
}

/**
 * The distribution after a random number N of steps, N independent of the chain with pmf `count`.
 * Linear in the largest N: paths stop as they go, with the conditional probability P(N = i | N ≥ i).
 */
export function stepRandom(kernel: Kernel, dist: Float64Array, count: Pmf): Float64Array {
  let last = count.length - 1;
  while (last > 0 && count[last] === 0) last--;
  // a long walk on a chain that moves alike from every state is one convolution (shift-chain.ts)
  if (walkWork(kernel, dist, last) > SHIFT_FORM_WORK) {
    const form = shiftForm(kernel, dist);
    if (form !== null) return shiftRandom(form, kernel.size, dist, count);
  }
  const finished = new Float64Array(kernel.size);
  // tail[i] = P(N ≥ i), summed from the top so that P(N = last | N ≥ last) is exactly 1.
  const tail = new Float64Array(last + 2);
  for (let i = last; i >= 0; i--) tail[i] = tail[i + 1]! + count[i]!;
  const walk = walker(kernel, dist);
  for (let i = 0; i <= last; i++) {
    const pStop = count[i]!;
    if (pStop !== 0) {
      const fraction = i === last ? 1 : pStop / tail[i]!;
      const { dist: active, lo, hi } = walk;
      for (let s = lo; s <= hi; s++) {
        const moved = active[s]! * fraction;
        finished[s]! += moved;
        active[s]! -= moved;
      }
    }
    if (i < last) walk.step();
  }
  return finished;
}

/** Walks shorter than this (states visited) are not worth looking for a shift form. */
const SHIFT_FORM_WORK = 100_000;

/** Σ_n K^n · parts[n], by Horner's rule: each part stepped n times, one step per n in all. */
export function stepEach(kernel: Kernel, parts: ReadonlyMap<number, Float64Array>): Float64Array {
  const top = Math.max(0, ...parts.keys());
  const acc = walker(kernel, new Float64Array(kernel.size));
  for (let n = top; n >= 0; n--) {
    if (n < top) acc.step();
    const part = parts.get(n);
    if (part !== undefined) acc.add(part);
  }
  return acc.dist;
}

export function stateTotal(dist: Float64Array): number {
  let s = 0;
  for (let i = 0; i < dist.length; i++) s += dist[i]!;
  return s;
}
