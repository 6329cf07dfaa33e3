import { describe, expect, it } from 'vitest';
import { buildKernel, reachableStates, step } from '../../src/prob/markov.js';
import { expandDist, moveDist, restrictDist, restrictKernels, statesWithMass } from '../../src/prob/state-lists.js';

/** Even states move up by 2 (capped at 8), odd ones stay: from 0 only the even states are reached. */
const evens = buildKernel(10, (s, emit) => {
  if (s % 2 === 1) return emit(s, 1);
  emit(s, 0.25);
  emit(Math.min(8, s + 2), 0.75);
});

describe('distributions and kernels on a list of states', () => {
  const start = Float64Array.of(1, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  const states = reachableStates([evens], start);

  it('a kernel restricted to the reachable states steps like the whole kernel', () => {
    expect(Array.from(states)).toEqual([0, 2, 4, 6, 8]);
    const [local] = restrictKernels([evens], states);
    let whole: Float64Array = start;
    let part: Float64Array = restrictDist(start, states);
    for (let n = 0; n < 6; n++) {
      whole = step(evens, whole);
      part = step(local!, part);
      expect(Array.from(expandDist(part, states, 10))).toEqual(Array.from(whole));
    }
  });

  it('restricting to a list that misses a target is a programmer error', () => {
    expect(() => restrictKernels([evens], Int32Array.of(0, 2))).toThrow(RangeError);
  });

  it('moveDist carries the mass from one list to another that holds its states', () => {
    const moved = moveDist(Float64Array.of(0.5, 0, 0.5), Int32Array.of(2, 4, 6), Int32Array.of(0, 2, 3, 6, 9));
    expect(Array.from(moved)).toEqual([0, 0.5, 0, 0.5, 0]);
    expect(() => moveDist(Float64Array.of(1), Int32Array.of(5), Int32Array.of(4, 6))).toThrow(RangeError);
  });

  it('statesWithMass lists the states where any distribution has mass', () => {
    expect(statesWithMass(Int32Array.of(3, 5, 7), [Float64Array.of(0, 1, 0), Float64Array.of(0, 0.5, 0.5)])).toEqual([5, 7]);
  });
});
