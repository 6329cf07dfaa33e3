/**
 * jointCompound's fast paths against the joint summed copy by copy: the binomial split of a per-attack
 * joint on (0,0), (1,0), (0,1), and the two-count sum that drops its NEGLIGIBLE edges on large joints.
 */
import { describe, expect, it } from 'vitest';
import { jointCompound, jointConvolve, jointConstant, jointMixture, type Joint } from '../../src/prob/joint.js';
import { binomial, constant, die, sumN } from '../../src/prob/pmf.js';

/** Σ P(N = n) · x^{*n}, one copy at a time: the reference. */
function copyByCopy(count: Float64Array, x: Joint): Joint {
  const rows = (count.length - 1) * (x.rows - 1) + 1;
  const cols = (count.length - 1) * (x.cols - 1) + 1;
  const out = { rows, cols, data: new Float64Array(rows * cols) };
  let power = jointConstant(0, 0);
  for (let n = 0; n < count.length; n++) {
    if (n > 0) power = jointConvolve(power, x);
    for (let a = 0; a < power.rows; a++) for (let b = 0; b < power.cols; b++) out.data[a * cols + b]! += count[n]! * power.data[a * power.cols + b]!;
  }
  return out;
}

const gap = (a: Joint, b: Joint) => {
  let worst = 0;
  for (let i = 0; i < Math.max(a.data.length, b.data.length); i++) worst = Math.max(worst, Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)));
  return worst;
};

const attack = (fail: number, wound: number, critical: number) =>
  jointMixture([fail, wound, critical], [jointConstant(0, 0), jointConstant(1, 0), jointConstant(0, 1)]);

describe('jointCompound', () => {
  it('an attack that fails, wounds or wounds critically: the binomial split equals the copy-by-copy sum', () => {
    const x = attack(0.5, 1 / 3, 1 / 6);
    for (const count of [constant(30), sumN(die(6), 5), binomial(40, 0.7)]) {
      const fast = jointCompound(count, x);
      const slow = copyByCopy(count, x);
      expect([fast.rows, fast.cols]).toEqual([slow.rows, slow.cols]);
      expect(gap(fast, slow)).toBeLessThan(1e-14);
    }
  });

  it('a copy worth more (Sustained Hits): the two-count sum, edges below 1e-30 dropped on large joints', () => {
    const x = jointMixture([0.4, 0.3, 0.2, 0.1], [jointConstant(0, 0), jointConstant(1, 0), jointConstant(0, 1), jointConstant(2, 1)]);
    const small = constant(20);
    expect(gap(jointCompound(small, x), copyByCopy(small, x))).toBeLessThan(1e-15);
    const large = constant(300); // 601 × 301 cells: the edges are dropped as it goes
    const fast = jointCompound(large, x);
    expect(gap(fast, copyByCopy(large, x))).toBeLessThan(1e-15);
    const sum = fast.data.reduce((s, p) => s + p, 0);
    expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
  });
});
