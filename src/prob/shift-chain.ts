/**
 * Chains that move mass the same way from every state: on the states a distribution can reach, listed in
 * increasing order, the i-th goes to the (i + j)-th with the same probability q[j] whatever i, except that
 * whatever would pass the last state stops on it (the last is absorbing). A horde of one-wound models is
 * such a chain (each unsaved wound destroys one model, until none is left), and so are mortal wounds that
 * spill one wound at a time. Then n steps are a convolution with q^{*n}, and a random number of steps one
 * compound sum: O(n log n) where walking the chain step by step is O(n²).
 */
import type { Kernel } from './markov.js';
import { reachableStates } from './markov.js';
import { compound, convolve, type Pmf } from './pmf.js';

/**
 * The chain's common step and the states it runs on (increasing), or null when it has no such form.
 * `absorbing`: the last state keeps what reaches or passes it (the unit destroyed); otherwise the chain
 * stops at a depth and drops what would pass the last state (no mass ever does: defender-space.ts).
 */
export type ShiftForm = { readonly states: Int32Array; readonly step: Pmf; readonly absorbing: boolean };

export function shiftForm(kernel: Kernel, from: Float64Array): ShiftForm | null {
  const states = reachableStates([kernel], from);
  const last = states.length - 1;
  const local = new Map<number, number>();
  states.forEach((s, i) => local.set(s, i));
  const row = (i: number) => {
    const out = new Map<number, number>();
    const s = states[i]!;
    for (let k = kernel.start[s]!; k < kernel.start[s + 1]!; k++) out.set(local.get(kernel.targets[k]!)!, kernel.probs[k]!);
    return out;
  };
  const first = row(0);
  const step = new Float64Array(Math.max(0, ...first.keys()) + 1);
  for (const [t, p] of first) step[t] = p;
  const absorbing = row(last).get(last) === 1;
  // From state i, P(→ last) is q[last − i], or with an absorbing end the tail of q from there.
  const tails = new Float64Array(step.length + 1);
  for (let j = step.length - 1; j >= 0; j--) tails[j] = tails[j + 1]! + step[j]!;
  const toLast = (j: number) => (absorbing ? tails[Math.min(j, step.length)]! : (step[j] ?? 0));
  for (let i = 1; i <= last; i++) {
    const got = row(i);
    let expectedTargets = 0;
    for (let j = 0; j < step.length && i + j < last; j++) if (step[j] !== 0) expectedTargets++;
    if (toLast(last - i) !== 0) expectedTargets++;
    if (got.size !== expectedTargets) return null;
    for (const [t, p] of got) {
      const j = t - i;
      if (j < 0 || !sameProbability(p, t === last ? toLast(j) : (step[j] ?? 0))) return null;
    }
  }
  return { states, step, absorbing };
}

/** Equal up to the rounding of sums taken in another order. */
function sameProbability(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-14 * Math.max(Math.abs(a), Math.abs(b));
}

/**
 * The distribution (over the kernel's states) after a random number N of steps with pmf `count`, for a
 * chain in shift form: `from` convolved with the compound sum of the step, what passes the end stopping
 * on the last state (or dropped, where the chain stops at a depth).
 */
export function shiftRandom(form: ShiftForm, size: number, from: Float64Array, count: Pmf): Float64Array {
  const { states, step } = form;
  const last = states.length - 1;
  const start = Float64Array.from(states, (s) => from[s]!);
  const moved = convolve(start, compound(count, step));
  const out = new Float64Array(size);
  for (let i = 0; i < moved.length && (i <= last || form.absorbing); i++) out[states[Math.min(i, last)]!]! += moved[i]!;
  return out;
}
