/**
 * Distributions and kernels on a list of states instead of all of them: a chain that reaches few of many
 * states (the defender's states one weapon can reach) then runs on arrays that short. A list is an
 * Int32Array of state numbers in increasing order; "local" numbers index into it.
 */
import type { Kernel } from './kernel.js';

/** The kernels on `states` only, renumbered 0..states.length-1; every target of a listed state must be listed. */
export function restrictKernels(kernels: readonly Kernel[], states: Int32Array): Kernel[] {
  if (kernels.length === 0) return [];
  const local = new Int32Array(kernels[0]!.size).fill(-1);
  states.forEach((s, i) => (local[s] = i));
  return kernels.map((kernel) => {
    const start = new Int32Array(states.length + 1);
    for (let i = 0; i < states.length; i++) start[i + 1] = start[i]! + kernel.start[states[i]! + 1]! - kernel.start[states[i]!]!;
    const targets = new Int32Array(start[states.length]!);
    const probs = new Float64Array(targets.length);
    for (let i = 0; i < states.length; i++) {
      const s = states[i]!;
      for (let k = kernel.start[s]!, j = start[i]!; k < kernel.start[s + 1]!; k++, j++) {
        const t = local[kernel.targets[k]!]!;
        if (t < 0) throw new RangeError(`restrictKernels: state ${s} leads to ${kernel.targets[k]}, which is not listed`);
        targets[j] = t;
        probs[j] = kernel.probs[k]!;
      }
    }
    return { size: states.length, start, targets, probs };
  });
}

/**
 * A distribution over the states `from` moved onto the states `to` (both lists increasing; `to` must hold
 * every state of `from` with mass). The same array when the lists are alike: do not change it in place.
 */
export function moveDist(dist: Float64Array, from: Int32Array, to: Int32Array): Float64Array {
  if (sameStates(from, to)) return dist;
  const out = new Float64Array(to.length);
  let j = 0;
  for (let i = 0; i < from.length; i++) {
    if (dist[i] === 0) continue;
    while (j < to.length && to[j]! < from[i]!) j++;
    if (to[j] !== from[i]) throw new RangeError(`moveDist: state ${from[i]} has mass but is not in the target list`);
    out[j] = dist[i]!;
  }
  return out;
}

/** Whether two lists hold the same states (a distribution over one is one over the other). */
export function sameStates(a: Int32Array, b: Int32Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The states of the list `states` where some of the distributions over it has mass. */
export function statesWithMass(states: Int32Array, dists: readonly Float64Array[]): number[] {
  const mass = new Uint8Array(states.length);
  for (const dist of dists) for (let i = 0; i < dist.length; i++) if (dist[i] !== 0) mass[i] = 1;
  return Array.from(states).filter((_, i) => mass[i] === 1);
}

/** dist on `states` only (local numbering, as restrictKernels). */
export function restrictDist(dist: Float64Array, states: Int32Array): Float64Array {
  const out = new Float64Array(states.length);
  for (let i = 0; i < states.length; i++) out[i] = dist[states[i]!]!;
  return out;
}

/** A local distribution back on all `size` states. */
export function expandDist(local: Float64Array, states: Int32Array, size: number): Float64Array {
  const out = new Float64Array(size);
  for (let i = 0; i < states.length; i++) out[states[i]!] = local[i]!;
  return out;
}
