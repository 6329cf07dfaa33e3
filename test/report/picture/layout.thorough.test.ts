/**
 * The layout over random pictures: any distribution (1 to 150 k, any shape), any number of panels, names
 * from short to absurd, compare rankings of 1 to 16 columns. Every picture must come out the canvas's
 * size with no text overlapping another or leaving it, and no warning from vega-lite or vega.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { DistributionPanel, Panel, PictureRequest, RankingPanel } from '../../../src/report/picture/request.js';
import { formatMean } from '../../../src/report/text/format.js';
import { binomial } from '../fixtures.js';
import { checkPicture } from './support.js';

const word = fc.stringMatching(/^[A-Za-z][a-z'-]{0,11}$/);
const phrase = (max: number) => fc.array(word, { minLength: 1, maxLength: max }).map((words) => words.join(' '));

/** A pmf over 0..n: a point mass, a binomial, a uniform, or random weights. */
const pmf: fc.Arbitrary<number[]> = fc.integer({ min: 0, max: 150 }).chain((n) =>
  fc.oneof(
    fc.integer({ min: 0, max: n }).map((k): number[] => Array.from({ length: n + 1 }, (_, i) => (i === k ? 1 : 0))),
    fc.double({ min: 0.01, max: 0.99, noNaN: true }).map((p) => binomial(n, p)),
    fc.constant<number[]>(Array.from({ length: n + 1 }, () => 1 / (n + 1))),
    fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n + 1, maxLength: n + 1 }).map((w) => {
      const total = w.reduce((a, b) => a + b, 0) || 1;
      return total === 1 && w.every((x) => x === 0) ? w.map((_, i) => (i === 0 ? 1 : 0)) : w.map((x) => x / total);
    }),
  ),
);

const distribution: fc.Arbitrary<DistributionPanel> = fc.record({ pmf, title: phrase(5), axis: phrase(3), withEstimate: fc.boolean() }).map(({ pmf: p, title, axis, withEstimate }) => {
  const mean = p.reduce((s, x, k) => s + x * k, 0);
  return {
    kind: 'distribution',
    title,
    axis,
    pmf: p,
    maxK: p.length - 1,
    mean,
    facts: [`expected ${formatMean(mean)}`, 'P(unit destroyed) 12.3%'],
    ...(withEstimate ? { estimate: { label: 'simulated (10,000 trials, ±4 SE)', pmf: p, stdErrors: p.map((x) => Math.sqrt((x * (1 - x)) / 10_000)), sigmas: 4 } } : {}),
  };
});

const rankings = (minPanels: number, maxPanels: number) => fc.integer({ min: 1, max: 16 }).chain((columns) =>
  fc.record({
    labels: fc.uniqueArray(phrase(8), { minLength: columns, maxLength: columns }),
    panels: fc.array(
      fc.record({ title: phrase(5), values: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: columns, maxLength: columns }), probability: fc.boolean() }),
      { minLength: minPanels, maxLength: maxPanels },
    ),
  }).map(({ labels, panels }): RankingPanel[] =>
    panels.map(({ title, values, probability }) => {
      const top = Math.max(...values);
      return {
        kind: 'ranking',
        title,
        max: probability ? 1 : null,
        items: labels.map((label, c) => ({ label, value: values[c]!, text: probability ? `${(values[c]! * 100).toFixed(1)}%` : formatMean(values[c]! * 20), best: values[c] === top })),
      };
    }),
  ),
);

function request(title: string, subtitle: string[], panels: Panel[]): PictureRequest {
  return { title, subtitle, panels, footer: 'Exact probabilities, computed by mathhammer', document: { text: '' } };
}

describe('picture layout over random requests', () => {
  it('distributions: one or two panels, any range and shape', async () => {
    await fc.assert(
      fc.asyncProperty(phrase(14), fc.array(phrase(6), { maxLength: 10 }), fc.array(distribution, { minLength: 1, maxLength: 2 }), async (title, subtitle, panels) => {
        await checkPicture(request(title, subtitle, panels));
      }),
      { numRuns: 60, seed: 20261201 },
    );
  });

  it('rankings: 1 to 16 columns, 1 to 6 panels', async () => {
    await fc.assert(
      fc.asyncProperty(phrase(8), fc.array(phrase(4), { maxLength: 6 }), rankings(1, 6), async (title, subtitle, panels) => {
        await checkPicture(request(title, subtitle, panels));
      }),
      { numRuns: 60, seed: 20261201 },
    );
  });

  // A compare against several defenders has a panel for each: narrow panels shrink their values' text,
  // their gaps and their titles, and break a title's words when even its smallest size is too wide.
  it('rankings: 7 to 12 panels (a compare against as many defenders)', async () => {
    await fc.assert(
      fc.asyncProperty(phrase(8), fc.array(phrase(4), { maxLength: 6 }), rankings(7, 12), async (title, subtitle, panels) => {
        await checkPicture(request(title, subtitle, panels));
      }),
      { numRuns: 60, seed: 20261201 },
    );
  });
});
