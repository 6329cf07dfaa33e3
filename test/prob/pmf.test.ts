import { describe, expect, it } from 'vitest';
import {
  atLeast, bernoulli, binomial, compound, compoundBernoulli, constant, convolve, die, mapValues, mean, mixture, quantile, sumN, survival, total, variance,
} from '../../src/prob/pmf.js';

const close = (a: ArrayLike<number>, b: ArrayLike<number>, tol = 1e-12) => {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) expect(Math.abs((a[i] ?? 0) - (b[i] ?? 0))).toBeLessThanOrEqual(tol);
};

/** Slow reference: n-fold sum by plain repeated convolution. */
const sumLinear = (x: Float64Array, n: number) => {
  let acc = constant(0);
  for (let i = 0; i < n; i++) acc = convolve(acc, x);
  return acc;
};

describe('pmf algebra', () => {
  it('die(6) is uniform on 1..6 with mean 3.5', () => {
    expect(Array.from(die(6))).toEqual([0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6]);
    expect(mean(die(6))).toBeCloseTo(3.5, 14);
    expect(variance(die(6))).toBeCloseTo(35 / 12, 13);
  });

  it('convolve(d6, d6) gives 2D6: P(7) = 6/36', () => {
    const twoD6 = convolve(die(6), die(6));
    expect(twoD6.length).toBe(13);
    expect(twoD6[7]).toBeCloseTo(6 / 36, 15);
    expect(total(twoD6)).toBeCloseTo(1, 15);
  });

  it('sumN by squaring matches the linear reference for n = 0..20', () => {
    const x = mixture([0.3, 0.7], [constant(0), die(3)]);
    for (let n = 0; n <= 20; n++) close(sumN(x, n), sumLinear(x, n));
  });

  it('sumN(d6, 0) is the constant 0', () => {
    expect(Array.from(sumN(die(6), 0))).toEqual([1]);
  });

  it('binomial(n, p) equals the n-fold sum of Bernoulli(p), also where q^n underflows', () => {
    for (const [n, p] of [[10, 0.3], [40, 1 / 6], [7, 1], [5, 0]] as const) close(binomial(n, p), sumLinear(bernoulli(p), n));
    const big = binomial(3000, 0.9);
    expect(total(big)).toBeCloseTo(1, 10);
    expect(mean(big)).toBeCloseTo(2700, 6);
  });

  it('compound(N, X) equals Σ P(N=n) · X^{*n}', () => {
    const count = die(3);
    const x = bernoulli(0.5);
    const expected = mixture(count, [0, 1, 2, 3].map((n) => sumLinear(x, n)));
    close(compound(count, x), expected);
    expect(mean(compound(count, x))).toBeCloseTo(mean(count) * 0.5, 14);
  });

  it('compoundBernoulli(N, miss, hit) equals Σ P(N=n) · (miss + hit·z)^n, trials that may fall short of 1', () => {
    const count = Float64Array.of(0.1, 0.2, 0.3, 0.4);
    for (const [miss, hit] of [[0.3, 0.5], [0.7, 0.3], [0, 0.4], [0.2, 0]] as const) {
      const x = Float64Array.of(miss, hit);
      close(compoundBernoulli(count, miss, hit), mixture(count, [0, 1, 2, 3].map((n) => sumLinear(x, n))));
    }
    close(compoundBernoulli(count, 0, 0), Float64Array.of(0.1));
  });

  it('mapValues merges equal images', () => {
    expect(Array.from(mapValues(die(6), (v) => Math.ceil(v / 2)))).toEqual([0, 2 / 6, 2 / 6, 2 / 6]);
  });

  it('atLeast, survival and quantile read the tail', () => {
    const x = die(6);
    expect(atLeast(x, 5)).toBeCloseTo(2 / 6, 15);
    expect(atLeast(x, 0)).toBe(1);
    expect(survival(x)[4]).toBeCloseTo(0.5, 15);
    expect(quantile(x, 0.5)).toBe(3);
    expect(quantile(x, 1)).toBe(6);
  });

  it('rejects programmer errors with the function and value named', () => {
    expect(() => sumN(die(6), -1)).toThrow('sumN: n must be a non-negative integer, got -1');
    expect(() => bernoulli(1.5)).toThrow('bernoulli: probability must be in [0, 1], got 1.5');
  });
});
