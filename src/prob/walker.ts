/**
 * Stepping a chain many times while visiting only the states that can hold mass (for chains that move mass
 * a little at a time, like damage, which only ever adds to the defender's state), and the work that takes.
 */
import type { Kernel } from './kernel.js';

/**
 * An estimate of the work of `steps` walker steps from `dist`: the states visited and their transitions.
 * The range with mass widens by at most the kernel's largest jumps (up and down) each step.
 */
export function walkWork(kernel: Kernel, dist: Float64Array, steps: number): number {
  const { up, down } = jumps(kernel);
  const { targets } = kernel;
  let lo = 0;
  while (lo < dist.length && dist[lo] === 0) lo++;
  let hi = dist.length - 1;
  while (hi > lo && dist[hi] === 0) hi--;
  const perState = 1 + targets.length / Math.max(1, kernel.size);
  let work = 0;
  let width = Math.max(0, hi - lo + 1);
  for (let i = 0; i < steps; i++) {
    // once the range covers every state, every later step visits them all
    if (width >= kernel.size) return work + (steps - i) * kernel.size * perState;
    work += width * perState;
    width = Math.min(kernel.size, width + up + down);
  }
  return work;
}

/** The largest distances a step moves mass up and down: once per kernel (one weapon meets many branches). */
const jumps = (() => {
  const cache = new WeakMap<Kernel, { up: number; down: number }>();
  return (kernel: Kernel) => {
    const known = cache.get(kernel);
    if (known !== undefined) return known;
    const { start, targets } = kernel;
    let up = 0;
    let down = 0;
    for (let s = 0; s < kernel.size; s++) {
      for (let k = start[s]!; k < start[s + 1]!; k++) {
        up = Math.max(up, targets[k]! - s);
        down = Math.max(down, s - targets[k]!);
      }
    }
    cache.set(kernel, { up, down });
    return { up, down };
  };
})();

/**
 * A distribution stepped in place many times, visiting only the states lo..hi that can hold mass: from
 * a few starting states that range widens by the largest jump a step makes, so early steps of a long chain
 * are cheap. (Two scratch buffers, swapped each step.)
 */
export type Walker = {
  readonly dist: Float64Array;
  readonly lo: number;
  readonly hi: number;
  /** dist becomes the distribution after one more step. */
  step(): void;
  /** dist += x. */
  add(x: Float64Array): void;
};

export function walker(kernel: Kernel, start: Float64Array): Walker {
  const { start: rows, targets, probs } = kernel;
  let dist = Float64Array.from(start);
  let spare = new Float64Array(kernel.size);
  let lo = 0;
  let hi = -1;
  const widen = (x: Float64Array) => {
    let s = 0;
    while (s < x.length && x[s] === 0) s++;
    let t = x.length - 1;
    while (t >= s && x[t] === 0) t--;
    if (s <= t) [lo, hi] = hi < lo ? [s, t] : [Math.min(lo, s), Math.max(hi, t)];
  };
  widen(dist);
  return {
    get dist() {
      return dist;
    },
    get lo() {
      return lo;
    },
    get hi() {
      return hi;
    },
    step() {
      let nextLo = kernel.size;
      let nextHi = -1;
      for (let s = lo; s <= hi; s++) {
        const p = dist[s]!;
        if (p === 0) continue;
        for (let k = rows[s]!; k < rows[s + 1]!; k++) {
          const t = targets[k]!;
          spare[t]! += p * probs[k]!;
          if (t < nextLo) nextLo = t;
          if (t > nextHi) nextHi = t;
        }
      }
      if (hi >= lo) dist.fill(0, lo, hi + 1); // every entry with mass was in lo..hi: dist is all zeros again
      [dist, spare] = [spare, dist];
      [lo, hi] = nextHi < nextLo ? [0, -1] : [nextLo, nextHi];
    },
    add(x) {
      for (let s = 0; s < x.length; s++) dist[s]! += x[s]!;
      widen(x);
    },
  };
}
