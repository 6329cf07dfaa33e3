/**
 * simulate's picture: the exact bars with a simulated point and error bar at every k, so that agreement
 * (and a disagreement) can be seen; without --compare, the simulated distribution drawn as calc's.
 */
import { describe, expect, it } from 'vitest';
import { simulatePicture } from '../../../src/report/picture/from-simulate.js';
import { eliminatorsVsChaosLord, strikeTeamVsMeq } from '../fixtures.js';
import { simulateReport } from '../simulate-fixtures.js';
import { markItems, rectHeight } from './svg-dom.js';
import { checkPicture } from './support.js';

describe('simulate picture', () => {
  it('--compare: exact bars, a simulated point with its error bar at each k, the check in words', async () => {
    const report = simulateReport(strikeTeamVsMeq);
    const request = simulatePicture(report);
    const { doc, texts } = await checkPicture(request);
    const bars = markItems(doc, 'p0_bars');
    const points = markItems(doc, 'p0_estimate');
    const errors = markItems(doc, 'p0_errors');
    expect(points).toHaveLength(bars.length);
    expect(errors).toHaveLength(bars.length);
    expect(markItems(doc, 'p0_curve')).toHaveLength(0);
    expect(texts.join(' ')).toContain('all within 4 SE: yes');
    expect(texts.join(' ')).toContain('simulated (10,000 trials, ±4 SE)');
    expect(bars.map(rectHeight).every((h) => h >= 0)).toBe(true);
  });

  it('a disagreement says so', async () => {
    const shifted = simulateReport(eliminatorsVsChaosLord, (s) => {
      const pmf = [...s.woundsLost.pmf];
      pmf[0] = (pmf[0] ?? 0) - 0.05;
      pmf[5] = (pmf[5] ?? 0) + 0.05;
      return { ...s, woundsLost: { ...s.woundsLost, pmf, mean: s.woundsLost.mean + 0.25 } };
    });
    const { texts } = await checkPicture(simulatePicture(shifted));
    expect(texts.join(' ')).toContain('all within 4 SE: no');
  });

  it('without --compare: the simulated distribution, with P(at least k), as calc draws it', async () => {
    const { comparison: _c, exact: _e, ...rest } = simulateReport(strikeTeamVsMeq);
    const { doc, texts } = await checkPicture(simulatePicture({ ...rest, exact: null, comparison: null }));
    expect(markItems(doc, 'p0_curve').length).toBeGreaterThan(0);
    expect(markItems(doc, 'p0_estimate')).toHaveLength(0);
    expect(texts).toContain('Simulated frequencies (Monte Carlo), computed by mathhammer');
  });
});
