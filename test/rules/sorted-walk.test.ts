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
import { resolveSorted, resolveSortedByClass, sortedBatch, walkSorted, type FaceClass } from '../../src/rules/sorted-batch.js';
import { rerolledCounts, resolveSortedWithReroll } from '../../src/rules/sorted-save-reroll.js';
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
      const dist = applySorted(b, classes);
      dist.forEach((m, x) => (out[x] = add(out[x]!, multiply(m, p))));
    };
    visit([], pN);
  });
  return out;
}

/**
 * With a Command Re-roll of one save die: a die of class c may be re-rolled with odds eligible[c]; the
 * lowest such die is rolled again, a fresh die of class c with odds fresh[c] (the rest: a face every
 * group saves). The dice are enumerated with their kind, then re-rolled, sorted and applied.
 */
function enumerateRerolled(b: ExactBatch, eligible: readonly Rational[], fresh: readonly Rational[]): Rational[] {
  const k = b.odds.length;
  const sub = (x: Rational, y: Rational) => rational(x.num * y.den - y.num * x.den, x.den * y.den);
  const dropped = b.odds.reduce(sub, r(1));
  const freshDropped = fresh.reduce(sub, r(1));
  // outcomes of one die: [class, may be re-rolled, p]; class k is a face every group saves
  const kinds: [number, boolean, Rational][] = [
    ...b.odds.flatMap((o, c): [number, boolean, Rational][] => [[c, true, eligible[c]!], [c, false, sub(o, eligible[c]!)]]),
    [k, false, dropped],
  ];
  const freshKinds: [number, Rational][] = [...fresh.map((p, c): [number, Rational] => [c, p]), [k, freshDropped]];
  const out: Rational[] = b.level.map(() => ZERO);
  b.count.forEach((pN, dice) => {
    if (pN.num === 0n) return;
    const visit = (rolled: [number, boolean][], p: Rational): void => {
      if (rolled.length < dice) {
        kinds.forEach(([c, e, q]) => q.num !== 0n && visit([...rolled, [c, e]], multiply(p, q)));
        return;
      }
      const candidates = rolled.map(([c, e], i) => ({ c, e, i })).filter((d) => d.e).sort((x, y) => x.c - y.c);
      const lowest = candidates[0];
      const kept = rolled.filter((_, i) => i !== lowest?.i).map(([c]) => c);
      const finals: [number[], Rational][] = lowest === undefined ? [[kept, r(1)]] : freshKinds.filter(([, q]) => q.num !== 0n).map(([c, q]) => [[...kept, c], q]);
      for (const [classes, q] of finals) {
        const dist = applySorted(b, classes);
        dist.forEach((m, x) => (out[x] = add(out[x]!, multiply(multiply(m, p), q))));
      }
    };
    visit([], pN);
  });
  return out;
}

/** The sorted dice (classes; k: saved by every group) applied to the start, lowest first. */
function applySorted(b: ExactBatch, classes: readonly number[]): readonly Rational[] {
  const k = b.odds.length;
  let dist = b.start;
  for (const c of [...classes].sort((x, y) => x - y)) {
    if (c === k) continue;
    const next: Rational[] = b.level.map(() => ZERO);
    dist.forEach((m, x) => {
      if (m.num === 0n) return;
      if (b.level[x]! <= c) next[x] = add(next[x]!, m);
      else for (const [t, q] of b.steps[x]!) next[t] = add(next[t]!, multiply(m, q));
    });
    dist = next;
  }
  return dist;
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

  it('with a Command Re-roll of one die, on chains whose levels never rise: the walk and the lanes of sorted-save-reroll.ts both', () => {
    let walked = 0;
    const rerollArb = batchArb.chain((b) =>
      fc.tuple(fc.constant(b), fc.array(fc.integer({ min: 0, max: 6 }), { minLength: b.odds.length, maxLength: b.odds.length })),
    );
    fc.assert(
      fc.property(rerollArb, ([b, shares]) => {
        const batch = engineBatch(b);
        if (batch.walk === null || batch.walk.rises || b.count.length > 4) return;
        // the faces of class c may be re-rolled for a share of them (0–6 sixths of its odds)
        const eligible = b.odds.map((o, c) => multiply(o, r(shares[c]!, 6)));
        const fresh = b.odds; // a fresh D6 shows each class with its faces' odds
        const odds = { eligible: eligible.map(toNumber), fresh: fresh.map(toNumber) };
        const reroll = odds.eligible.map((e, c) => ({ eligible: e, fresh: odds.fresh[c]! }));
        const freshDropped = 1 - odds.fresh.reduce((x, y) => x + y, 0);
        const exact = enumerateRerolled(b, eligible, fresh);
        const count = Float64Array.from(b.count, toNumber);
        walked++;
        expectClose(walkSorted(batch, batch.walk, rerolledCounts(batch.classes, reroll, count), count, () => {}), exact);
        expectClose(resolveSortedWithReroll(batch, reroll, freshDropped, count), exact);
      }),
      { numRuns: scaled(150, 1_500), seed: 20261202 },
    );
    expect(walked).toBeGreaterThan(scaled(20, 200));
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
