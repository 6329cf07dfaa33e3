/**
 * calc's picture, read back from its SVG: a bar per k whose height is its probability, every label the
 * text formats print, P(at least k) under the axis, the expected value where it belongs, nothing
 * overlapping and nothing outside the picture — for a typical attack, a 0-kill one, a certain kill, long
 * names, a single model (wounds lost) and a hundred-model horde.
 */
import { describe, expect, it } from 'vitest';
import { atLeast } from '../../../src/report/calc/scenario.js';
import { calcPicture } from '../../../src/report/picture/from-calc.js';
import { formatPercent } from '../../../src/report/text/format.js';
import type { CalcReport } from '../../../src/report/types.js';
import { binomial, eliminatorsVsChaosLord, strikeTeamVsMeq } from '../fixtures.js';
import { markItems, rectHeight, translation } from './svg-dom.js';
import { checkPicture } from './support.js';

function withModels(report: CalcReport, pmf: number[], name = report.defender.name): CalcReport {
  const models = pmf.length - 1;
  const mean = pmf.reduce((s, p, k) => s + p * k, 0);
  const summary = { mean, pmf };
  return {
    ...report,
    defender: { ...report.defender, name, models, groups: [{ ...report.defender.groups![0]!, count: models, wounds: 1 }] },
    result: { ...report.result, modelsDestroyed: summary, woundsLost: summary, modelsDestroyedByGroup: [summary], pWipe: pmf[models] ?? 0 },
  };
}


/** The k of a mark item, from the aria-label vega writes for it ("k: 3; …", "x0: 3; …"). */
function kOf(item: { getAttribute(name: string): string | null }): number {
  return Number(/^(?:k|x0): (-?\d+)/.exec(item.getAttribute('aria-label') ?? '')?.[1]);
}

describe('calc picture', () => {
  it('ten pulse rifles vs five Marines: one bar per k, heights proportional to P(exactly k), every label, the expected value in place', async () => {
    const report = strikeTeamVsMeq();
    const pmf = report.result.modelsDestroyed.pmf;
    const { doc, texts } = await checkPicture(calcPicture(report));
    const bars = markItems(doc, 'p0_bars');
    expect(bars.map(kOf)).toEqual([0, 1, 2, 3, 4, 5]);
    const heights = bars.map(rectHeight);
    const tallest = Math.max(...heights);
    const pMax = Math.max(...pmf.slice(0, 6));
    bars.forEach((bar, i) => expect(heights[i]! / tallest).toBeCloseTo((pmf[kOf(bar)] ?? 0) / pMax, 9));
    const labels = markItems(doc, 'p0_labels').map((t) => t.textContent);
    expect(labels).toEqual(pmf.slice(0, 6).map((p) => (p < 1e-12 ? '' : formatPercent(p))));
    const tail = markItems(doc, 'p0_tail').map((t) => t.textContent);
    expect(tail).toEqual(atLeast(pmf).slice(0, 6).map(formatPercent));
    expect(texts).toContain('at least');
    expect(texts).toContain('Strike Team (10 pulse rifles) vs Intercessor Squad (5 models)');
    expect(texts).toContain('10× Pulse rifle  ·  10e rules  ·  shooting  ·  half range');
    expect(texts).toContain(`expected ${report.result.modelsDestroyed.mean.toFixed(2)} of 5  ·  P(unit destroyed) ${formatPercent(report.result.pWipe)}`);
    // The expected value's line: bar k spans k ± 0.38 on the axis, so two bar edges give the scale.
    const left = (i: number) => Number(/^M(-?[\d.e-]+)/.exec(bars[i]!.getAttribute('d')!)![1]);
    const perK = left(1) - left(0);
    const rule = markItems(doc, 'p0_mean')[0]!;
    const x = Number(/^M(-?[\d.e-]+)/.exec(rule.getAttribute('d') ?? '')?.[1] ?? translation(rule).x);
    expect(x).toBeCloseTo(left(0) + 0.38 * perK + report.result.modelsDestroyed.mean * perK, 6);
  });

  it('a second panel of wounds lost against multi-wound models; a single model gets only wounds lost', async () => {
    const meq = strikeTeamVsMeq();
    const twoPanels = await checkPicture(calcPicture(meq));
    expect(markItems(twoPanels.doc, 'p1_bars')).toHaveLength(11);
    expect(twoPanels.texts).toContain('Wounds lost (of 10)');
    const lord = eliminatorsVsChaosLord();
    const single = await checkPicture(calcPicture(lord));
    expect(markItems(single.doc, 'p1_bars')).toHaveLength(0);
    expect(single.texts.some((t) => t.startsWith('Wounds lost (of '))).toBe(true);
  });

  it('a 0-kill and a certain-kill distribution draw one full bar; impossible k have no bar label but 0% under the axis', async () => {
    const none = await checkPicture(calcPicture(withModels(strikeTeamVsMeq(), [1, 0, 0, 0, 0, 0])));
    expect(markItems(none.doc, 'p0_labels').map((t) => t.textContent)).toEqual(['100%', '', '', '', '', '']);
    expect(markItems(none.doc, 'p0_tail').map((t) => t.textContent)).toEqual(['100%', '0%', '0%', '0%', '0%', '0%']);
    const all = await checkPicture(calcPicture(withModels(strikeTeamVsMeq(), [0, 0, 0, 0, 0, 1])));
    expect(markItems(all.doc, 'p0_labels').map((t) => t.textContent)).toEqual(['', '', '', '', '', '100%']);
    expect(markItems(all.doc, 'p0_tail').map((t) => t.textContent)).toEqual(['100%', '100%', '100%', '100%', '100%', '100%']);
  });

  it('long names wrap the title and nothing overlaps', async () => {
    const report = strikeTeamVsMeq();
    const long = {
      ...report,
      attacker: { ...report.attacker, name: 'Ultramarines Bladeguard Veteran Honour Guard of the Fourth Company', loadout: 'master-crafted heavy bolt rifles' },
      conditions: ['half range', 'cover', 'stationary', 'charged'],
      modifiers: { hit: -1, wound: 1, rerollHits: 'ones' as const, critHit: 5 },
    };
    await checkPicture(calcPicture(long));
  });

  it('a hundred-model horde: its likely range is drawn, labels thinned to every 2nd, 5th … k under matching axis numbers', async () => {
    const pmf = binomial(100, 0.2);
    const { doc } = await checkPicture(calcPicture(withModels(strikeTeamVsMeq(), pmf, 'Conscript Mob')));
    const ks = markItems(doc, 'p0_bars').map(kOf);
    expect(ks[0]).toBeGreaterThan(0);
    expect(ks[ks.length - 1]).toBeLessThan(100);
    const labelled = markItems(doc, 'p0_labels').filter((t) => t.textContent !== '').map(kOf);
    const step = labelled[1]! - labelled[0]!;
    expect([2, 5, 10]).toContain(step);
    for (const k of labelled) expect(k % step).toBe(0);
  });
});
