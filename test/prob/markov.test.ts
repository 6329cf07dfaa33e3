import { describe, expect, it } from 'vitest';
import { jointCompound, jointConvolve, jointConstant, jointMixture, marginalCols, marginalRows } from '../../src/prob/joint.js';
import { buildKernel, stepN, stepRandom } from '../../src/prob/markov.js';
import { bernoulli, compound, die, mixture } from '../../src/prob/pmf.js';

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
