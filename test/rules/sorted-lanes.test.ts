import { describe, expect, it } from 'vitest';
import { buildKernel, step } from '../../src/prob/markov.js';
import { binomial } from '../../src/prob/pmf.js';
import { ranged, splitClass, type ClassSteps, type Lanes } from '../../src/rules/sorted-lanes.js';

// A chain like wounds on a model with Feel No Pain: each die moves one state up with 2/3, stays with 1/3;
// from state 4 on, the current group saves this class (settled), and nothing moves there.
const SIZE = 7;
const kernel = buildKernel(SIZE, (s, emit) => (s >= 4 ? emit(s, 1) : (emit(s + 1, 2 / 3), emit(s, 1 / 3))));
const mask = Uint8Array.from({ length: SIZE }, (_, s) => (s >= 4 ? 1 : 0));
const start = Float64Array.of(0.5, 0.25, 0.25, 0, 0, 0, 0);
const q = 0.4;
const binomialSteps = (r: number): ClassSteps => {
  const b = binomial(r, q);
  const atLeast = new Float64Array(r + 2);
  for (let c = r; c >= 0; c--) atLeast[c] = atLeast[c + 1]! + b[c]!;
  return { most: r, atLeast, at: (c, visit) => visit(0, r - c, b[c]!) };
};
const weights = [0, 0.1, 0.2, 0.3, 0.4];

function split(lanes: Lanes, chainCells?: number) {
  const settled = new Float64Array(SIZE);
  const out = splitClass({ kernel, settled: mask }, lanes, ranged(Float64Array.from(start)), (_lane, r) => binomialSteps(r), settled, 0, chainCells);
  return { settled, out };
}

/** settled + every lane handed on: what the class does to the whole mass. */
function whole({ settled, out }: ReturnType<typeof split>): Float64Array {
  const all = Float64Array.from(settled);
  for (const lane of out) for (const x of lane) if (typeof x === 'object') for (let s = x.lo; s <= x.hi; s++) all[s]! += x.data[s]!;
  return all;
}

describe('splitClass: one face class applied to every number of dice left', () => {
  it('lanes of the starting distribution (one chain walked for all) equal Σ_r w_r Σ_c P(c | r) K^c start', () => {
    const expected = new Float64Array(SIZE);
    weights.forEach((w, r) => {
      const b = binomial(r, q);
      let x: Float64Array = start;
      for (let c = 0; c <= r; c++) {
        for (let s = 0; s < SIZE; s++) expected[s]! += w * b[c]! * x[s]!;
        x = step(kernel, x);
      }
    });
    const got = whole(split([weights.map((w) => (w === 0 ? undefined : w))]));
    for (let s = 0; s < SIZE; s++) expect(got[s]).toBeCloseTo(expected[s]!, 14);
  });

  it.each([0, 6, 12])('with room for %i cells of the shared chain, the lanes it cannot hold walk alone to the same result', (cells) => {
    const shared = split([weights.map((w) => (w === 0 ? undefined : w))]);
    const alone = split([weights.map((w) => (w === 0 ? undefined : w))], cells);
    for (let s = 0; s < SIZE; s++) expect(alone.settled[s]).toBeCloseTo(shared.settled[s]!, 15);
    shared.out[0]!.forEach((x, left) => {
      const y = alone.out[0]![left];
      if (typeof x !== 'object' || typeof y !== 'object') return expect(typeof y).toBe(typeof x);
      for (let s = 0; s < SIZE; s++) expect(y.data[s]).toBeCloseTo(x.data[s]!, 15);
    });
  });
});
