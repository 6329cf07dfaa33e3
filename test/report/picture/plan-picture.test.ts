/**
 * plan's picture, read back from its SVG: a row per target with attackers, each attacker's share of the
 * target's expected models destroyed as a segment in the order they attack (its length that share of the
 * target's models), P(destroyed) as a bar of the same track for every row; fifteen rows with long names
 * stay legible.
 */
import { describe, expect, it } from 'vitest';
import { planReport } from '../../../src/api/plan.js';
import type { PlanReport } from '../../../src/report/assignment/types.js';
import { planPicture } from '../../../src/report/picture/from-plan.js';
import { stepList } from '../../../src/report/picture/plan-spec.js';
import { COLOR } from '../../../src/report/picture/theme.js';
import { markItems, rectWidth } from './svg-dom.js';
import { checkPicture } from './support.js';

const REPORT = planReport({ mine: 'strike-team,strike-team,medusa-carriage-battery,mukaali-riders', theirs: 'meq,geq,teq', options: 'half-range' });

/** The report with its targets repeated to `n`, under longer names. */
function widened(report: PlanReport, n: number): PlanReport {
  const targets = Array.from({ length: n }, (_, i) => {
    const t = report.targets[i % report.targets.length]!;
    return { ...t, target: `${t.target} ${'with a much longer name '.repeat(i % 3)}#${i + 1}` };
  });
  return { ...report, targets };
}

describe('plan picture', () => {
  it('a row per target: the attackers in order as segments of its models, P(destroyed) beside, the value in the title', async () => {
    const request = planPicture(REPORT);
    const { doc, texts } = await checkPicture(request);
    expect(request.title).toBe(`Shooting plan: ${REPORT.value.toFixed(2)} expected models destroyed`);
    expect(request.subtitle[0]).toBe(`bound ${REPORT.search.bound.toFixed(2)}, gap 0.00 (every plan tried: the best)`);
    const steps = REPORT.targets.flatMap((t) => t.steps.map((s) => ({ share: s.modelsDestroyed / t.models, k: t.steps.indexOf(s) })));
    const shares = markItems(doc, 'p0_shares');
    expect(shares).toHaveLength(steps.length);
    // One track for every row, so a segment's width over the track's is its share of the target's models.
    const track = rectWidth(markItems(doc, 'p0_tracks')[0]!);
    steps.forEach((s, i) => {
      expect(rectWidth(shares[i]!) / track).toBeCloseTo(s.share, 9);
      expect(shares[i]!.getAttribute('fill')).toBe(s.k % 2 === 0 ? COLOR.primary : COLOR.muted);
    });
    const pBars = markItems(doc, 'p0_p_bars').map(rectWidth);
    const pTrack = rectWidth(markItems(doc, 'p0_tracks')[1]!);
    REPORT.targets.forEach((t, i) => expect(pBars[i]! / pTrack).toBeCloseTo(t.pDestroyed, 9));
    expect(markItems(doc, 'p0_labels').map((t) => t.textContent)).toEqual(REPORT.targets.map((t) => t.target));
    expect(markItems(doc, 'p0_steps').map((t) => t.textContent)).toEqual(REPORT.targets.map((t) => stepList(t.steps.map((s) => ({ label: s.attacker, modelsDestroyed: s.modelsDestroyed })))));
    expect(texts).toContain('8.59 of 10');
    expect(texts).toContain('47.0%');
    expect(texts).toContain('1. Strike Team 4.44 \u00b7 2. Strike Team (2) 3.86 \u00b7 3. Mukaali Riders 0.29');
  });

  it('fifteen targets with long names: nothing overlaps or leaves the picture, long lines end in an ellipsis', async () => {
    const report = widened(REPORT, 15);
    const { doc } = await checkPicture(planPicture(report));
    expect(markItems(doc, 'p0_labels')).toHaveLength(15);
    expect(markItems(doc, 'p0_labels').some((t) => (t.textContent ?? '').includes('\u2026'))).toBe(true);
  });
});
