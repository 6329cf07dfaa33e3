import { describe, expect, it } from 'vitest';
import { copiesWithOneReroll, poolWithOneReroll, splitOneReroll } from '../../src/prob/reroll-one.js';
import { total } from '../../src/prob/pmf.js';

/** Every roll of the pool, then every roll of the re-rolled die: the slow, obvious reference. */
function reference(sides: number[], flat: number, total = (values: readonly number[]) => values.reduce((a, b) => a + b, flat)): number[] {
  const out: number[] = [];
  const add = (v: number, p: number) => {
    while (out.length <= v) out.push(0);
    out[v]! += p;
  };
  const walk = (i: number, values: number[], p: number) => {
    if (i === sides.length) {
      let worst = -1;
      let deficit = 0;
      values.forEach((v, j) => {
        const d = (sides[j]! + 1) / 2 - v;
        if (d > deficit) [worst, deficit] = [j, d];
      });
      if (worst < 0) return add(total(values), p);
      for (let f = 1; f <= sides[worst]!; f++) add(total(values.map((v, j) => (j === worst ? f : v))), p / sides[worst]!);
      return;
    }
    for (let v = 1; v <= sides[i]!; v++) walk(i + 1, [...values, v], p / sides[i]!);
  };
  walk(0, [], 1);
  return out;
}

describe('poolWithOneReroll', () => {
  it.each([
    [[6], 0],
    [[3], 1],
    [[6, 6, 6], 0],
    [[6, 3], 2],
    [[3, 3, 3, 3], 0],
  ])('pool %j + %i matches the exhaustive reference', (sides, flat) => {
    const got = poolWithOneReroll(sides, flat);
    const expected = reference(sides, flat);
    for (let k = 0; k < Math.max(got.length, expected.length); k++) expect(got[k] ?? 0).toBeCloseTo(expected[k] ?? 0, 14);
  });

  it('one D6: a 1, 2 or 3 is re-rolled, so E = 1/2 · 3.5 + 1/6 · (4 + 5 + 6) = 4.25', () => {
    const pmf = poolWithOneReroll([6], 0);
    expect(pmf.reduce((m, p, k) => m + k * p, 0)).toBeCloseTo(4.25, 14);
  });

  it('splits into the kept and the re-rolled parts', () => {
    const { kept, rerolled } = splitOneReroll([6], 0);
    expect(total(kept)).toBeCloseTo(1 / 2, 15);
    expect(total(rerolled)).toBeCloseTo(1 / 2, 15);
  });
});

describe('copiesWithOneReroll', () => {
  /** The copies' dice as one pool; the total floors each copy's own sum. */
  const floored = (sides: number[], flat: number, copies: number, least: number) => (values: readonly number[]) => {
    let sum = 0;
    for (let c = 0; c < copies; c++) sum += Math.max(least, values.slice(c * sides.length, (c + 1) * sides.length).reduce((a, b) => a + b, flat));
    return sum;
  };
  it.each([
    [[3], -2, 3],
    [[3, 3], -4, 2],
    [[6, 3], -5, 2],
    [[6], -4, 3],
    [[3, 6, 3], -6, 2],
    [[], -1, 4],
  ])('copies of pool %j with flat %i, each at least 1, ×%i match the exhaustive reference', (sides, flat, copies) => {
    const got = copiesWithOneReroll(sides, flat, copies, 1);
    const all = Array.from({ length: copies }, () => sides).flat();
    const expected = reference(all, 0, floored(sides, flat, copies, 1));
    for (let k = 0; k < Math.max(got.length, expected.length); k++) expect(got[k] ?? 0).toBeCloseTo(expected[k] ?? 0, 14);
  });

  it('where the floor never holds, it is poolWithOneReroll of all the dice', () => {
    const got = copiesWithOneReroll([6, 3], 1, 3, 1);
    const expected = poolWithOneReroll([6, 3, 6, 3, 6, 3], 3);
    for (let k = 0; k < Math.max(got.length, expected.length); k++) expect(got[k] ?? 0).toBeCloseTo(expected[k] ?? 0, 14);
  });
});
