/**
 * Damage allocation as an exact Markov chain over the defender's state (docs/rules.md §4.4, §4.5, §7).
 * An "event" hits the current group's wounded (or next) model with a random number of lost wounds; the
 * excess beyond that model's remaining wounds is lost (RULES §3.12).
 */
import { buildKernel, step, stepInto, stepRandom, type Kernel } from '../dist/markov.js';
import { bernoulli, binomial, compound, type Pmf } from '../dist/pmf.js';
import type { AllocationOrder, DefenderSpace } from './defender-space.js';

/** One event: for each model group, the distribution of wounds the current model loses. */
export function eventKernel(space: DefenderSpace, order: AllocationOrder, lostByGroup: readonly Pmf[]): Kernel {
  const current = space.current[order];
  return buildKernel(space.size, (s, emit) => {
    const g = current[s]!;
    if (g < 0) return emit(s, 1);
    const lost = lostByGroup[g]!;
    const h = space.lost[g]![s]!;
    const wounds = space.groups[g]!.wounds;
    const modelEnd = (Math.floor(h / wounds) + 1) * wounds;
    for (let l = 0; l < lost.length; l++) {
      const next = Math.min(h + l, modelEnd);
      emit(s + (next - h) * space.stride[g]!, lost[l]!);
    }
  });
}

/** Per-attack resolution (10e, or 11e when every group saves the same faces): n ~ `count` events. */
export function resolveIndependently(kernel: Kernel, dist: Float64Array, count: Pmf): Float64Array {
  return stepRandom(kernel, dist, count);
}

export type SortedBatch = {
  /** P(final save face = f), f = 1..6 (index 0 unused). */
  readonly faceOdds: Float64Array;
  /** One kernel per face 1..6 (index 0 unused): saved faces lose nothing for that group. */
  readonly kernels: readonly (Kernel | null)[];
};

/**
 * 11e 05.04: all save dice of the batch are rolled together and resolved from the lowest result up.
 * Faces every group saves change nothing and are dropped first; the rest are processed face by face:
 * among r remaining dice, Binomial(r, q) show this face (q conditional on being ≥ it), and each of them
 * is one event against whichever group is current at that moment.
 */
export function resolveSorted(batch: SortedBatch, dist: Float64Array, count: Pmf): Float64Array {
  const faces = [1, 2, 3, 4, 5, 6].filter((f) => batch.kernels[f] !== null);
  if (faces.length === 0) return Float64Array.from(dist);
  const pRelevant = faces.reduce((sum, f) => sum + batch.faceOdds[f]!, 0);
  const relevant = compound(count, bernoulli(Math.min(1, pRelevant)));
  let byRemaining: Float64Array[] = Array.from(relevant, (p) => dist.map((x) => x * p));
  let tail = pRelevant;
  for (const [index, face] of faces.entries()) {
    const kernel = batch.kernels[face]!;
    const q = index === faces.length - 1 ? 1 : Math.min(1, batch.faceOdds[face]! / tail);
    tail -= batch.faceOdds[face]!;
    byRemaining = q === 1 ? [applyAll(kernel, byRemaining)] : splitFace(kernel, byRemaining, q);
  }
  return byRemaining.reduce((acc, x) => {
    for (let s = 0; s < acc.length; s++) acc[s]! += x[s]!;
    return acc;
  }, new Float64Array(dist.length));
}

/** Every remaining die shows this face: Σ_r K^r X[r], by Horner's rule. */
function applyAll(kernel: Kernel, byRemaining: readonly Float64Array[]): Float64Array {
  let acc = Float64Array.from(byRemaining[byRemaining.length - 1]!);
  for (let r = byRemaining.length - 2; r >= 0; r--) {
    const next = Float64Array.from(byRemaining[r]!);
    stepInto(kernel, acc, next);
    acc = next;
  }
  return acc;
}

/** Of r remaining dice, c ~ Binomial(r, q) show this face and are applied; r − c remain. */
function splitFace(kernel: Kernel, byRemaining: readonly Float64Array[], q: number): Float64Array[] {
  const out = byRemaining.map((x) => new Float64Array(x.length));
  for (let r = 0; r < byRemaining.length; r++) {
    let v = byRemaining[r]!;
    if (!v.some((x) => x !== 0)) continue;
    const weights = binomial(r, q);
    for (let c = 0; c <= r; c++) {
      if (c > 0) v = step(kernel, v);
      const weight = weights[c]!;
      if (weight === 0) continue;
      const target = out[r - c]!;
      for (let s = 0; s < v.length; s++) target[s]! += weight * v[s]!;
    }
  }
  return out;
}
