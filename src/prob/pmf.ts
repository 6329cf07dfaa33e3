/**
 * Probability mass functions over the whole numbers 0..n, stored densely: pmf[k] = P(X = k).
 * Values are immutable at the API: every function returns a new array.
 */
import { convolveFft } from './fft.js';

export type Pmf = Float64Array;

export function constant(value: number): Pmf {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`constant: value must be a non-negative integer, got ${value}`);
  }
  const out = new Float64Array(value + 1);
  out[value] = 1;
  return out;
}

/** A fair die with faces 1..sides. */
export function die(sides: number): Pmf {
  if (!Number.isInteger(sides) || sides < 1) {
    throw new RangeError(`die: sides must be a positive integer, got ${sides}`);
  }
  const out = new Float64Array(sides + 1);
  out.fill(1 / sides, 1);
  return out;
}

/** Bernoulli trial: 1 with probability p. */
export function bernoulli(p: number): Pmf {
  checkProbability('bernoulli', p);
  return Float64Array.of(1 - p, p);
}

/** Number of successes in n independent trials with success probability p. */
export function binomial(n: number, p: number): Pmf {
  checkCount('binomial', n);
  checkProbability('binomial', p);
  const out = new Float64Array(n + 1);
  if (p === 0) {
    out[0] = 1;
    return out;
  }
  if (p === 1) {
    out[n] = 1;
    return out;
  }
  // Multiplicative recurrence on log-free terms; exact enough for n in the thousands.
  const q = 1 - p;
  let term = Math.pow(q, n);
  if (term >= MIN_NORMAL) {
    out[0] = term;
    for (let k = 1; k <= n; k++) {
      term = (term * (n - k + 1) * p) / (k * q);
      out[k] = term;
    }
    return out;
  }
  // q^n underflows (or is subnormal, with few significant bits): the same recurrence both ways from the
  // mode, where terms are largest, then normalized. Linear in n, where repeated convolution was quadratic.
  const mode = Math.min(n, Math.floor((n + 1) * p));
  out[mode] = 1;
  let sum = 1;
  for (let k = mode + 1; k <= n && out[k - 1] !== 0; k++) {
    out[k] = (out[k - 1]! * (n - k + 1) * p) / (k * q);
    sum += out[k]!;
  }
  for (let k = mode - 1; k >= 0 && out[k + 1] !== 0; k--) {
    out[k] = (out[k + 1]! * (k + 1) * q) / ((n - k) * p);
    sum += out[k]!;
  }
  for (let k = 0; k <= n; k++) out[k]! /= sum;
  return out;
}

/** The smallest positive double with full precision. */
const MIN_NORMAL = 2 ** -1022;

/** Distribution of X + Y for independent X, Y (by the FFT when both are long: fft.ts says how exact). */
export function convolve(a: Pmf, b: Pmf): Pmf {
  if (a.length === 0 || b.length === 0) throw new RangeError('convolve: empty pmf');
  if (Math.min(a.length, b.length) >= FFT_MIN_LENGTH && a.length * b.length >= FFT_MIN_WORK) return trim(convolveFft(a, b));
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += ai * b[j]!;
  }
  return trim(out);
}

/** Below these the direct sum is faster than the FFT (measured on the benchmark machine). */
const FFT_MIN_LENGTH = 64;
const FFT_MIN_WORK = 1 << 16;

/**
 * Distribution of the sum of n independent copies of x (n ≥ 0): a binomial for a 0/1 variable, else by
 * repeated squaring.
 */
export function sumN(x: Pmf, n: number): Pmf {
  checkCount('sumN', n);
  if (x.length === 2 && x[0]! + x[1]! === 1) return binomial(n, x[1]!);
  let result = constant(0);
  let power = x;
  let k = n;
  while (k > 0) {
    if (k & 1) result = convolve(result, power);
    k >>= 1;
    if (k > 0) power = convolve(power, power);
  }
  return result;
}

/**
 * Compound sum: the total of N independent copies of x, where N itself is random with pmf `count`.
 * Used for "D6 attacks, each producing a random number of hits". Only counts with mass count: with the
 * lowest lo and highest hi, Σ P(N=n)·x^{*n} = x^{*lo} ⊛ (Horner's rule over n = hi … lo), so a count
 * between 60 and 70 costs as little as one between 0 and 10 after the n-fold sum.
 */
export function compound(count: Pmf, x: Pmf): Pmf {
  let lo = 0;
  while (lo < count.length && count[lo] === 0) lo++;
  if (lo === count.length) return new Float64Array(1);
  let hi = count.length - 1;
  while (count[hi] === 0) hi--;
  if (hi - lo > LONG_COUNT) {
    // Thousands of dice: their far tails (below NEGLIGIBLE) would make Horner's rule quadratic.
    const floor = NEGLIGIBLE * total(count);
    while (count[lo]! < floor) lo++;
    while (count[hi]! < floor) hi--;
  }
  let acc: Pmf = Float64Array.of(count[hi]!);
  for (let n = hi - 1; n >= lo; n--) {
    acc = convolve(acc, x);
    acc[0]! += count[n]!;
  }
  return lo === 0 ? trim(acc) : convolve(sumN(x, lo), acc);
}

/**
 * Σ_n P(N = n) (miss + hit·z)^n as a pmf in z, N with pmf `count`, miss + hit ≤ 1 (each of N trials
 * counts with odds `hit`, does not with `miss`, or drops the whole term with the rest): the compound of
 * a Bernoulli that may fall short of 1. Its n-th term is (miss + hit)^n Binomial(n, hit / (miss + hit)),
 * so it is the count weighted by (miss + hit)^n, thinned: a binomial per count, not powers of a pmf.
 */
export function compoundBernoulli(count: Pmf, miss: number, hit: number): Pmf {
  const kept = miss + hit;
  if (kept <= 0) return Float64Array.of(count[0] ?? 0);
  const weighted = new Float64Array(count.length);
  let power = 1;
  for (let n = 0; n < count.length; n++, power *= kept) weighted[n] = count[n]! * power;
  return compound(weighted, bernoulli(Math.min(1, hit / kept)));
}

/**
 * A probability this small beside a total of 1 is 14 orders of magnitude below the rounding of a double
 * near 1: long computations may drop such masses (each drop changes any result by less than this), so
 * far tails of thousands of dice read 0 instead of, say, 1e-200 (README, "Tests and proof").
 */
export const NEGLIGIBLE = 1e-30;

/** Counts spread over more values than this drop their NEGLIGIBLE tails in compound sums. */
const LONG_COUNT = 256;

/** Σ weights[i] · parts[i]; the weights must sum to 1 for the result to be a pmf. */
export function mixture(weights: ArrayLike<number>, parts: readonly Pmf[]): Pmf {
  if (weights.length !== parts.length) {
    throw new RangeError(`mixture: ${weights.length} weights for ${parts.length} parts`);
  }
  let length = 1;
  for (let i = 0; i < parts.length; i++) if (weights[i]! > 0) length = Math.max(length, parts[i]!.length);
  const out = new Float64Array(length);
  for (let i = 0; i < parts.length; i++) {
    const w = weights[i]!;
    if (w === 0) continue;
    const part = parts[i]!;
    for (let k = 0; k < part.length; k++) out[k]! += w * part[k]!;
  }
  return out;
}

/** Distribution of f(X) for a function into the whole numbers. */
export function mapValues(x: Pmf, f: (value: number) => number): Pmf {
  const out: number[] = [];
  for (let k = 0; k < x.length; k++) {
    const p = x[k]!;
    if (p === 0) continue;
    const v = f(k);
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`mapValues: f(${k}) must be a non-negative integer, got ${v}`);
    while (out.length <= v) out.push(0);
    out[v]! += p;
  }
  return Float64Array.from(out.length ? out : [0]);
}

/** Drop trailing zero entries (keeps at least one entry). */
export function trim(x: Pmf): Pmf {
  let end = x.length;
  while (end > 1 && x[end - 1] === 0) end--;
  return end === x.length ? x : x.slice(0, end);
}

export function total(x: ArrayLike<number>): number {
  let s = 0;
  for (let k = 0; k < x.length; k++) s += x[k]!;
  return s;
}

export function mean(x: Pmf): number {
  let m = 0;
  for (let k = 1; k < x.length; k++) m += k * x[k]!;
  return m;
}

export function variance(x: Pmf): number {
  const mu = mean(x);
  let v = 0;
  for (let k = 0; k < x.length; k++) v += (k - mu) * (k - mu) * x[k]!;
  return v;
}

/** P(X ≥ k). */
export function atLeast(x: Pmf, k: number): number {
  if (k <= 0) return 1;
  let s = 0;
  for (let i = k; i < x.length; i++) s += x[i]!;
  return Math.min(1, s);
}

/** Cumulative "at least" table: out[k] = P(X ≥ k). */
export function survival(x: Pmf): Float64Array {
  const out = new Float64Array(x.length);
  let s = 0;
  for (let k = x.length - 1; k >= 0; k--) {
    s += x[k]!;
    out[k] = Math.min(1, s);
  }
  return out;
}

/** Smallest k with P(X ≤ k) ≥ q. */
export function quantile(x: Pmf, q: number): number {
  checkProbability('quantile', q);
  let s = 0;
  for (let k = 0; k < x.length; k++) {
    s += x[k]!;
    if (s >= q - 1e-12) return k;
  }
  return x.length - 1;
}

export function checkProbability(fn: string, p: number): void {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`${fn}: probability must be in [0, 1], got ${p}`);
}

function checkCount(fn: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${fn}: n must be a non-negative integer, got ${n}`);
}
