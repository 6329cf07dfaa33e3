import { describe, expect, it } from 'vitest';
import { jointCompound, jointConvolve, jointConstant, jointMixture, marginalCols, marginalRows } from '../../src/prob/joint.js';
import { buildKernel, stepN, stepRandom } from '../../src/prob/markov.js';
import { bernoulli, binomial, compound, die, mixture } from '../../src/prob/pmf.js';
import { shiftForm, shiftRandom } from '../../src/prob/shift-chain.js';

/** A capped counter: each step adds 0, 1 or 2 up to 5. */
const counter = buildKernel(6, (s, emit) => {
  emit(Math.min(5, s), 0.5);
  emit(Math.min(5, s + 1), 0.3);
  emit(Math.min(5, s + 2), 0.2);
});
const start = Float64Array.of(1, 0, 0, 0, 0, 0);

describe('Markov chains', () => {
  it('stepRandom equals the mixture of stepN over the count', () => {
    const count = die(6);
    const expected = mixture(count, [0, 1, 2, 3, 4, 5, 6].map((n) => stepN(counter, start, n)));
    const got = stepRandom(counter, start, count);
    for (let s = 0; s < 6; s++) expect(got[s]).toBeCloseTo(expected[s]!, 14);
  });

  it('stepRandom with a constant count is stepN', () => {
    const got = stepRandom(counter, start, Float64Array.of(0, 0, 0, 1));
    const expected = stepN(counter, start, 3);
    for (let s = 0; s < 6; s++) expect(got[s]).toBeCloseTo(expected[s]!, 15);
  });
});

describe('joint distributions', () => {
  it('the marginals of a compound joint are the compounds of the marginals', () => {
    const perAttack = jointMixture([0.5, 0.3, 0.2], [jointConstant(0, 0), jointConstant(1, 0), jointConstant(1, 1)]);
    const total = jointCompound(die(3), perAttack);
    const rows = marginalRows(total);
    const cols = marginalCols(total);
    const expectRows = compound(die(3), Float64Array.of(0.5, 0.5));
    const expectCols = compound(die(3), bernoulli(0.2));
    for (let k = 0; k < rows.length; k++) expect(rows[k]).toBeCloseTo(expectRows[k] ?? 0, 14);
    for (let k = 0; k < cols.length; k++) expect(cols[k]).toBeCloseTo(expectCols[k] ?? 0, 14);
  });

  it('jointConvolve adds both coordinates', () => {
    const x = jointConvolve(jointConstant(1, 2), jointConstant(3, 0));
    expect(x.data[4 * x.cols + 2]).toBe(1);
  });
});

describe('chains in shift form (shift-chain.ts)', () => {
  /** A horde of `size` one-wound models: each step destroys one with probability p. */
  const horde = (size: number, p: number) =>
    buildKernel(size + 1, (s, emit) => {
      if (s === size) return emit(s, 1);
      emit(s, 1 - p);
      emit(s + 1, p);
    });

  it('are recognised, and their random walk is one convolution equal to walking them', () => {
    const kernel = horde(100, 0.5);
    const from = new Float64Array(101);
    from[0] = 0.25;
    from[7] = 0.75;
    const form = shiftForm(kernel, from);
    expect(form).not.toBeNull();
    expect(Array.from(form!.step)).toEqual([0.5, 0.5]);
    const count = binomial(300, 0.6);
    const fast = shiftRandom(form!, kernel.size, from, count);
    const slow = new Float64Array(101);
    for (let n = 0; n < count.length; n++) {
      const after = stepN(kernel, from, n);
      for (let s = 0; s < 101; s++) slow[s]! += count[n]! * after[s]!;
    }
    for (let s = 0; s < 101; s++) expect(Math.abs(fast[s]! - slow[s]!)).toBeLessThan(1e-13);
    expect(fast[100]).toBeGreaterThan(0.01); // what passes the last state stops there
    const walked = stepRandom(kernel, from, count); // a long walk takes the same path
    for (let s = 0; s < 101; s++) expect(Math.abs(fast[s]! - walked[s]!)).toBeLessThan(1e-13);
  });

  it('are not recognised where a state moves otherwise (a wounded model of W2)', () => {
    const kernel = buildKernel(5, (s, emit) => {
      if (s === 4) return emit(s, 1);
      emit(s, 0.5);
      emit(s % 2 === 0 ? s + 1 : s + 1, 0.25);
      emit(Math.min(4, s % 2 === 0 ? s + 2 : s + 1), 0.25);
    });
    expect(shiftForm(kernel, Float64Array.of(1, 0, 0, 0, 0))).toBeNull();
  });

  it('end on a last state that is not absorbing when the space stops at a depth (the losses past it dropped)', () => {
    const kernel = buildKernel(4, (s, emit) => {
      emit(s, 0.5);
      if (s < 3) emit(s + 1, 0.5);
    });
    const form = shiftForm(kernel, Float64Array.of(1, 0, 0, 0));
    expect(form).not.toBeNull();
    const out = shiftRandom(form!, 4, Float64Array.of(1, 0, 0, 0), Float64Array.of(0, 0, 0, 1));
    const walked = stepN(kernel, Float64Array.of(1, 0, 0, 0), 3);
    for (let s = 0; s < 4; s++) expect(out[s]).toBeCloseTo(walked[s]!, 15);
  });
});
