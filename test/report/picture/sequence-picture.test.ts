/**
 * sequence's and needed's pictures, read back from their SVG: the final distribution and a bar per step;
 * a bar per N with the answer marked.
 */
import { describe, expect, it } from 'vitest';
import { sequenceReport, neededReport } from '../../../src/api/sequence.js';
import { neededPicture, sequencePicture } from '../../../src/report/picture/from-sequence.js';
import { COLOR } from '../../../src/report/picture/theme.js';
import { markItems, rectWidth } from './svg-dom.js';
import { checkPicture } from './support.js';

describe('sequence and needed pictures', () => {
  it('a sequence: the distribution after the last step, then a bar per step for P(destroyed) and the losses so far', async () => {
    const report = sequenceReport({ file: 'docs/examples/knight-sequence.yaml' });
    const request = sequencePicture(report);
    const { doc, texts } = await checkPicture(request);
    expect(request.panels.map((p) => p.kind)).toEqual(['distribution', 'ranking', 'ranking']);
    const losses = markItems(doc, 'p2_bars');
    expect(losses).toHaveLength(report.steps.length);
    const means = report.result.steps.map((s) => s.after.woundsLost.mean);
    const widths = losses.map(rectWidth);
    means.forEach((m, i) => expect(widths[i]! / Math.max(...widths)).toBeCloseTo(m / Math.max(...means), 9));
    expect(texts).toEqual(expect.arrayContaining(report.steps.map((s, i) => `${i + 1}. ${s.label}`)));
  });

  it('needed: a bar per N, the answer dark', async () => {
    const report = neededReport({ attacker: 'strike-team', defender: 'meq', goal: 'at-least 3', p: 0.5, options: 'half-range', max: 8 });
    const request = neededPicture(report);
    const { doc } = await checkPicture(request);
    const bars = markItems(doc, 'p0_bars');
    expect(bars).toHaveLength(8);
    expect(bars.map((b) => b.getAttribute('fill'))).toEqual(report.curve.map((point) => (point.n === report.answer ? COLOR.primary : COLOR.muted)));
  });
});
