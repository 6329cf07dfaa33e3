import { describe, expect, it } from 'vitest';
import { buildKernel, mostStepsToSettle, stepEach, stepN, stepRandom } from '../../src/prob/markov.js';
import { die } from '../../src/prob/pmf.js';
import { walker, walkWork } from '../../src/prob/walker.js';

/** A capped counter over 0..size-1: each step adds 0, 1 or 2. */
const counter = (size: number) =>
  buildKernel(size, (s, emit) => {
    emit(s, 0.5);
    emit(Math.min(size - 1, s + 1), 0.3);
    emit(Math.min(size - 1, s + 2), 0.2);
  });

const at = (size: number, s: number) => {
  const out = new Float64Array(size);
  out[s] = 1;
  return out;
};

describe('walker: stepping only the states that can hold mass', () => {
  it('after n steps from one state it equals stepN, and its range is the states within reach', () => {
    const kernel = counter(50);
    const walk = walker(kernel, at(50, 10));
    for (let n = 1; n <= 30; n++) {
      walk.step();
      expect(Array.from(walk.dist)).toEqual(Array.from(stepN(kernel, at(50, 10), n)));
      expect([walk.lo, walk.hi]).toEqual([10, Math.min(49, 10 + 2 * n)]);
    }
  });

  it('stepRandom and stepEach equal their mixtures of stepN', () => {
    const kernel = counter(12);
    const start = at(12, 3);
    const count = die(6);
    const expected = new Float64Array(12);
    count.forEach((p, n) => stepN(kernel, start, n).forEach((x, s) => (expected[s]! += p * x)));
    const got = stepRandom(kernel, start, count);
    for (let s = 0; s < 12; s++) expect(got[s]).toBeCloseTo(expected[s]!, 15);
    const parts = new Map([[0, at(12, 1)], [3, at(12, 0)]]);
    const each = stepEach(kernel, parts);
    const sum = stepN(kernel, at(12, 0), 3).map((x, s) => x + at(12, 1)[s]!);
    for (let s = 0; s < 12; s++) expect(each[s]).toBeCloseTo(sum[s]!, 15);
  });

  it('walkWork bounds the states and transitions the steps visit, and is far below size × steps on a long chain', () => {
    const kernel = counter(100_000);
    const work = walkWork(kernel, at(100_000, 0), 100);
    // 100 steps, the range widening by 2 each: about 100² states, 4 entries each (the state and 3 transitions)
    expect(work).toBeGreaterThanOrEqual(100 * 99 * 4);
    expect(work).toBeLessThan(100 * 101 * 4);
    expect(walkWork(kernel, at(100_000, 0), 100_000)).toBeGreaterThan(1e9);
  });
});

describe('mostStepsToSettle', () => {
  const line = buildKernel(6, (s, emit) => emit(Math.min(5, s + 1), 1));
  it('counts the steps to the first settled state along the longest path', () => {
    expect(mostStepsToSettle(line, Uint8Array.of(0, 0, 0, 0, 0, 1))).toBe(5);
    expect(mostStepsToSettle(line, Uint8Array.of(0, 0, 1, 0, 0, 1))).toBe(2);
    expect(mostStepsToSettle(line, Uint8Array.of(1, 1, 1, 1, 1, 1))).toBe(0);
  });

  it('is Infinity when a path can stay among unsettled states (a step to itself, as with Feel No Pain)', () => {
    expect(mostStepsToSettle(counter(6), Uint8Array.of(0, 0, 0, 0, 0, 1))).toBe(Infinity);
    expect(mostStepsToSettle(line, Uint8Array.of(0, 0, 0, 0, 0, 0))).toBe(Infinity);
  });
});
