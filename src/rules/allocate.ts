/**
 * Damage allocation as an exact Markov chain over the defender's state (docs/rules.md §4.4, §4.5, §7).
 * An "event" hits the current group's wounded (or next) model with a random number of lost wounds; the
 * excess beyond that model's remaining wounds is lost (RULES §3.12). Losses past the space's depth are
 * left out: no attack the space was built for can inflict them, so no mass ever takes them.
 */
import { buildKernel, stepRandom, type Kernel } from '../prob/markov.js';
import type { Pmf } from '../prob/pmf.js';
import { afterLoss, BEYOND, type AllocationOrder, type DefenderSpace } from './defender-space.js';

/** One event: for each model group, the distribution of wounds the current model loses. */
export function eventKernel(space: DefenderSpace, order: AllocationOrder, lostByGroup: readonly Pmf[]): Kernel {
  const current = space.current[order];
  return buildKernel(space.size, (s, emit) => {
    const g = current[s]!;
    if (g < 0) return emit(s, 1);
    const lost = lostByGroup[g]!;
    for (let l = 0; l < lost.length; l++) {
      const t = afterLoss(space, s, g, l);
      if (t !== BEYOND) emit(t, lost[l]!);
    }
  });
}

/**
 * An event while one Command Re-roll may be in hand (docs/rules.md §10). States s + size·1 hold it, states
 * s do not. With it in hand, `keep` outcomes keep it and `use` outcomes spend it; without it, `none`.
 */
export type TokenEvent = { readonly none: Pmf; readonly keep: Pmf; readonly use: Pmf };

export function tokenEventKernel(space: DefenderSpace, order: AllocationOrder, events: readonly TokenEvent[]): Kernel {
  const current = space.current[order];
  const size = space.size;
  return buildKernel(2 * size, (x, emit) => {
    const s = x % size;
    const inHand = x >= size;
    const g = current[s]!;
    if (g < 0) return emit(x, 1);
    const event = events[g]!;
    const outcomes: [Pmf, number][] = inHand ? [[event.keep, size], [event.use, 0]] : [[event.none, 0]];
    for (const [lost, offset] of outcomes) {
      for (let l = 0; l < lost.length; l++) {
        const t = afterLoss(space, s, g, l);
        if (t !== BEYOND) emit(t + offset, lost[l]!);
      }
    }
  });
}

/** Per-attack resolution (10e, or 11e when every group saves the same faces): n ~ `count` events. */
export function resolveIndependently(kernel: Kernel, dist: Float64Array, count: Pmf): Float64Array {
  return stepRandom(kernel, dist, count);
}
