/**
 * The 11e sorted batch along one chain (src/rules/sorted-walk.ts) against an exact enumeration of the
 * sorted dice (BigInt rationals) and against the class-by-class resolution, on random chains whose
 * states rise and fall in level as model groups do: segments of states share a level, steps may stay
 * (Feel No Pain) or move one or two states on, and the last state is the destroyed unit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildKernel, type Kernel } from '../../src/prob/markov.js';
import { binomial } from '../../src/prob/pmf.js';
import { resolveSorted, resolveSortedByClass, sortedBatch, type FaceClass } from '../../src/rules/sorted-batch.js';
import { binomialTails, laneSurvival } from '../../src/rules/sorted-walk.js';
import { add, multiply, r, rational, toNumber, ZERO, type Rational } from '../support/enumerate.js';
import { scaled } from '../support/thorough.js';

/** A batch as exact rationals: the chain's steps, each state's level, the classes' odds and the number of dice. */
type ExactBatch = {
  /** steps[x]: [target, p] of one failed save at state x (none at the destroyed state). */
  readonly steps: readonly (readonly [number, Rational])[][];
  readonly level: readonly number[];
  readonly odds: readonly Rational[];
  readonly count: readonly Rational[];
  readonly start: readonly Rational[];
};

/** Every sequence of dice, sorted and applied lowest first: a die of class c moves a state whose level is above c. */
function enumerateSorted(b: ExactBatch): Rational[] {
  const n = b.level.length;
  const k = b.odds.length;
  const dropped = b.odds.reduce((s, o) => rational(s.num * o.den - o.num * s.den, s.den * o.den), r(1));
  const outcomes = [...b.odds, dropped]; // class k: a face every group saves
  const out: Rational[] = Array.from({ length: n }, () => ZERO);
  b.count.forEach((pN, dice) => {
    if (pN.num === 0n) return;
    const visit = (classes: number[], p: Rational): void => {
      if (classes.length < dice) {
        outcomes.forEach((o, c) => o.num !== 0n && visit([...classes, c], multiply(p, o)));
        return;
      }
      let dist = b.start;
      for (const c of [...classes].sort((x, y) => x - y)) {
        if (c === k) continue;
        const next: Rational[] = Array.from({ length: n }, () => ZERO);
        dist.forEach((m, x) => {
          if (m.num === 0n) return;
          if (b.level[x]! <= c) next[x] = add(next[x]!, m);
          else for (const [t, q] of b.steps[x]!) next[t] = add(next[t]!, multiply(m, q));
        });
        dist = next;
      }
      dist.forEach((m, x) => (out[x] = add(out[x]!, multiply(m, p))));
    };
    visit([], pN);
  });
  return out;
}

/** The same batch as the engine builds it: class c's kernel moves the states of level above c by the chain. */
function engineBatch(b: ExactBatch) {
  const n = b.level.length;
  const chain = (x: number, emit: (t: number, p: number) => void) => b.steps[x]!.forEach(([t, p]) => emit(t, toNumber(p)));
  const classes: FaceClass[] = b.odds.map((o, c) => {
    const kernel: Kernel = buildKernel(n, (x, emit) => (b.level[x]! > c ? chain(x, emit) : emit(x, 1)));
    return { odds: toNumber(o), kernel, settled: Uint8Array.from(b.level, (l) => (l <= c ? 1 : 0)) };
  });
  return sortedBatch(classes, Float64Array.from(b.start, toNumber));
}

const batchArb: fc.Arbitrary<ExactBatch> = fc
  .record({
    segments: fc.array(fc.record({ length: fc.integer({ min: 1, max: 2 }), level: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 5 }),
    moves: fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 2 })), { minLength: 12, maxLength: 12 }),
    faces: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 5, maxLength: 5 }),
    count: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 5 }),
    startAt: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ segments, moves, faces, count, startAt }) => {
    // faces 2–6 each in one of classes 0–3 or (4) saved by every group; face 1 is in class 0; the classes
    // with faces are numbered in order
    const used = [...new Set([0, ...faces.filter((f) => f < 4)])].sort();
    const classes = used.length;
    const odds = used.map((c) => r(faces.filter((f) => f === c).length + (c === 0 ? 1 : 0), 6));
    const level = segments.flatMap((s) => Array.from({ length: s.length }, () => Math.min(s.level, classes))).concat([0]);
    const n = level.length;
    const steps = level.map((l, x): [number, Rational][] => {
      if (l === 0) return [];
      const [stay, one, two] = moves[x % moves.length]!;
      const weights = [[x, stay], [Math.min(n - 1, x + 1), one === 0 && two === 0 ? 1 : one], [Math.min(n - 1, x + 2), two]] as const;
      const sum = weights.reduce((s, [, w]) => s + w, 0);
      return weights.filter(([, w]) => w > 0).map(([t, w]) => [t, r(w, sum)]);
    });
    const total = count.reduce((s, c) => s + c, 0);
    const start = Array.from({ length: n }, (_, x) => (x === Math.min(startAt, n - 1) ? r(1) : ZERO));
    return {
      steps,
      level,
      odds,
      count: total === 0 ? [r(1)] : count.map((c) => r(c, total)),
      start,
    };
  });

const expectClose = (got: Float64Array, exact: readonly Rational[]) => exact.forEach((p, x) => expect(Math.abs(got[x]! - toNumber(p))).toBeLessThanOrEqual(1e-12));

describe('the sorted batch along one chain = exact enumeration of the sorted dice', () => {
  it('random chains of groups whose levels rise and fall, the walk and the class-by-class resolution both', () => {
    const runs = scaled(150, 2_000);
    let walked = 0;
    fc.assert(
      fc.property(batchArb, (b) => {
        const exact = enumerateSorted(b);
        const batch = engineBatch(b);
        const count = Float64Array.from(b.count, toNumber);
        if (batch.walk !== null) walked++;
        expectClose(resolveSorted(batch, count), exact);
        expectClose(resolveSortedByClass(batch, count), exact);
      }),
      { numRuns: runs, seed: 20261201 },
    );
    expect(walked).toBeGreaterThan(runs / 3);
    expect(walked).toBeLessThan(runs);
  });

  it('a lane: level 1 then level 2 (the condition on the dice below class 1 stays while at level 2)', () => {
    const b: ExactBatch = {
      steps: [[[1, r(1)]], [[1, r(1, 3)], [2, r(2, 3)]], [[3, r(1)]], []],
      level: [1, 2, 2, 0],
      odds: [r(2, 6), r(3, 6)],
      count: [ZERO, r(1, 4), ZERO, r(1, 4), r(1, 2)],
      start: [r(1), ZERO, ZERO, ZERO],
    };
    const batch = engineBatch(b);
    expect(batch.walk).not.toBeNull();
    expectClose(resolveSorted(batch, Float64Array.from(b.count, toNumber)), enumerateSorted(b));
  });

  it.each([
    [[1, 2, 3]],
    [[1, 3, 2, 3]],
  ])('levels %j one after another rise twice in a lane: no walk, the class-by-class resolution instead', (levels) => {
    const n = levels.length + 1;
    const b: ExactBatch = {
      steps: Array.from({ length: n }, (_, x) => (x < n - 1 ? [[x + 1, r(1)] as const] : [])),
      level: [...levels, 0],
      odds: [r(1, 6), r(1, 6), r(1, 6)],
      count: [...Array.from({ length: n - 1 }, () => ZERO), r(1)],
      start: Array.from({ length: n }, (_, x) => (x === 0 ? r(1) : ZERO)),
    };
    const batch = engineBatch(b);
    expect(batch.walk).toBeNull();
    expectClose(resolveSorted(batch, Float64Array.from(b.count, toNumber)), enumerateSorted(b));
  });
});

describe('binomialTails and laneSurvival', () => {
  const tailOf = (pmf: Float64Array, t: number) => pmf.slice(t).reduce((s, p) => s + p, 0);

  it.each([
    [1, 0.5, 10],
    [7, 0.3, 60],
    [40, 0.9, 80],
    [200, 0.25, 1200],
  ])('P(Binomial(b, rho) ≥ T) for b = T … top equals the binomial pmf summed (T %i, rho %f, top %i)', (entry, rho, top) => {
    const tails = binomialTails(entry, rho, top);
    for (let b = entry; b <= top; b += Math.max(1, Math.floor((top - entry) / 25))) {
      expect(tails[b - entry]).toBeCloseTo(tailOf(binomial(b, rho), entry), 13);
    }
  });

  it('first terms far below the smallest double (rho^T = 0.05^600) still grow into the right tails (20,000 steps: rounding 1e-12)', () => {
    const tails = binomialTails(600, 0.05, 20_000);
    for (const b of [9_000, 12_000, 16_000, 20_000]) expect(Math.abs(tails[b - 600]! - tailOf(binomial(b, 0.05), 600))).toBeLessThan(2e-12);
  });

  it('laneSurvival(f, rho, T)[i − T − 1] = Σ_{b ≥ i} f(b) P(Binomial(b, rho) ≥ T)', () => {
    const f = Float64Array.of(0.1, 0.2, 0.3, 0.25, 0.15);
    const table = laneSurvival(f, 0.4, 1);
    for (let i = 2; i <= 4; i++) {
      let expected = 0;
      for (let b = i; b <= 4; b++) expected += f[b]! * tailOf(binomial(b, 0.4), 1);
      expect(table[i - 2]).toBeCloseTo(expected, 15);
    }
  });
});
