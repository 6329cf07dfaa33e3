import { describe, expect, it } from 'vitest';
import { convolveFft } from '../../src/prob/fft.js';
import { binomial, compound, constant, convolve, die, mixture, sumN, total } from '../../src/prob/pmf.js';

/** The direct O(n²) sum: the reference the FFT is pinned to. */
function direct(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j]! += a[i]! * b[j]!;
  return out;
}

const maxGap = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let gap = 0;
  for (let k = 0; k < Math.max(a.length, b.length); k++) gap = Math.max(gap, Math.abs((a[k] ?? 0) - (b[k] ?? 0)));
  return gap;
};

describe('convolution by the FFT', () => {
  it('convolveFft equals the direct sum within 1e-14 on long pmfs, and drops nothing above that', () => {
    const a = binomial(700, 0.37);
    const b = mixture([0.2, 0.8], [constant(0), sumN(die(6), 90)]);
    const fast = convolveFft(a, b);
    const slow = direct(a, b);
    expect(fast.length).toBe(slow.length);
    expect(maxGap(fast, slow)).toBeLessThan(1e-14);
    expect(Math.abs(total(fast) - 1)).toBeLessThan(1e-12);
    expect(fast.every((p) => p >= 0)).toBe(true);
  });

  it('convolve switches to it only for long inputs (short ones stay the exact direct sum)', () => {
    expect(Array.from(convolve(die(6), die(6)))).toEqual(Array.from(direct(die(6), die(6))));
    const long = binomial(300, 0.5);
    expect(maxGap(convolve(long, long), direct(long, long))).toBeLessThan(1e-14);
  });

  it('sumN by squaring with FFT convolutions agrees with the binomial for 10,000 dice', () => {
    const viaPairs = sumN(convolve(Float64Array.of(0.5, 0.5), Float64Array.of(1)), 10_000);
    expect(maxGap(viaPairs, binomial(10_000, 0.5))).toBeLessThan(1e-13);
  });
});

describe('compound sums', () => {
  /** Σ P(N = n) · x^{*n}, walking n from 0 (the old definition). */
  const walked = (count: Float64Array, x: Float64Array) => {
    let power = constant(0);
    const out = new Float64Array((count.length - 1) * (x.length - 1) + 1);
    for (let n = 0; n < count.length; n++) {
      if (n > 0) power = direct(power, x);
      for (let k = 0; k < power.length; k++) out[k]! += count[n]! * power[k]!;
    }
    return out;
  };

  it('a count far from 0 (D6 attacks on 20 copies: 20..120) is x^{*20} times Horner over the rest', () => {
    const count = sumN(die(6), 20);
    const x = Float64Array.of(0.4, 0.35, 0.25);
    expect(maxGap(compound(count, x), walked(count, x))).toBeLessThan(1e-14);
  });

  it('a long count drops only tails below NEGLIGIBLE', () => {
    const count = binomial(2000, 0.3);
    const x = Float64Array.of(0.5, 0.5);
    const got = compound(count, x);
    expect(maxGap(got, binomial(2000, 0.15))).toBeLessThan(1e-13);
    expect(Math.abs(total(got) - 1)).toBeLessThan(1e-12);
  });
});
