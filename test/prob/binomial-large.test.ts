import { describe, expect, it } from 'vitest';
import { bernoulli, binomial, mean, sumN, total } from '../../src/prob/pmf.js';

describe('binomial(n, p) where q^n underflows or is subnormal (started from the mode)', () => {
  it.each([[1100, 0.5], [1074, 0.5], [2000, 1 / 3], [3000, 0.9]] as const)('binomial(%i, %d) equals the n-fold sum of Bernoulli(p)', (n, p) => {
    const fast = binomial(n, p);
    const slow = sumN(bernoulli(p), n);
    for (let k = 0; k <= n; k++) expect(Math.abs(fast[k]! - (slow[k] ?? 0))).toBeLessThanOrEqual(1e-14);
    expect(total(fast)).toBeCloseTo(1, 14);
    expect(mean(fast)).toBeCloseTo(n * p, 9);
  });

  it('binomial(100000, 0.5) is a pmf with mean 50000, in linear time', () => {
    const x = binomial(100_000, 0.5);
    expect(total(x)).toBeCloseTo(1, 12);
    expect(mean(x)).toBeCloseTo(50_000, 6);
  });
});
