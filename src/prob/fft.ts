/**
 * Convolution by the fast Fourier transform: O(n log n) where the direct sum is O(n²), for long
 * distributions (thousands of attacks). Its rounding is absolute, not relative: every entry is within
 * about ε·log2(n)·‖a‖₂·‖b‖₂ (≈ 1e-14 for pmfs) of the exact convolution, so entries that small are set to
 * 0 — they cannot be told from rounding — and no tail below that is reported (README, "Tests and proof").
 */

/** a ⊛ b (length a.length + b.length − 1), for non-negative a and b. */
export function convolveFft(a: Float64Array, b: Float64Array): Float64Array {
  const length = a.length + b.length - 1;
  let n = 1;
  while (n < length) n *= 2;
  // Both real inputs in one complex transform: z = a + i·b.
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  re.set(a);
  im.set(b);
  transform(re, im, false);
  // A_k = (Z_k + conj Z_{n−k}) / 2, B_k = (Z_k − conj Z_{n−k}) / 2i, C_k = A_k · B_k
  const cre = new Float64Array(n);
  const cim = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const j = (n - k) & (n - 1);
    const ar = (re[k]! + re[j]!) / 2;
    const ai = (im[k]! - im[j]!) / 2;
    const br = (im[k]! + im[j]!) / 2;
    const bi = -(re[k]! - re[j]!) / 2;
    cre[k] = ar * br - ai * bi;
    cim[k] = ar * bi + ai * br;
  }
  transform(cre, cim, true);
  const tolerance = 16 * Number.EPSILON * Math.log2(n) * Math.sqrt(squares(a) * squares(b));
  const out = new Float64Array(length);
  for (let k = 0; k < length; k++) {
    const v = cre[k]! / n;
    out[k] = v > tolerance ? v : 0;
  }
  return out;
}

function squares(x: Float64Array): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]! * x[i]!;
  return s;
}

/** In-place iterative radix-2 transform (n a power of two); `inverse` without the 1/n. */
function transform(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  const { cos, sin } = twiddles(n);
  for (let size = 2; size <= n; size *= 2) {
    const half = size / 2;
    const stride = n / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < half; k++) {
        const wr = cos[k * stride]!;
        const wi = inverse ? sin[k * stride]! : -sin[k * stride]!;
        const i = start + k;
        const j = i + half;
        const tr = re[j]! * wr - im[j]! * wi;
        const ti = re[j]! * wi + im[j]! * wr;
        re[j] = re[i]! - tr;
        im[j] = im[i]! - ti;
        re[i] = re[i]! + tr;
        im[i] = im[i]! + ti;
      }
    }
  }
}

/** cos and sin of 2πk/n for k < n/2, computed directly (not by recurrence) for accuracy; kept per n. */
const twiddles = (() => {
  const cache = new Map<number, { cos: Float64Array; sin: Float64Array }>();
  return (n: number) => {
    let table = cache.get(n);
    if (table === undefined) {
      const cos = new Float64Array(n / 2);
      const sin = new Float64Array(n / 2);
      for (let k = 0; k < n / 2; k++) {
        cos[k] = Math.cos((2 * Math.PI * k) / n);
        sin[k] = Math.sin((2 * Math.PI * k) / n);
      }
      table = { cos, sin };
      cache.set(n, table);
    }
    return table;
  };
})();
