/**
 * A distribution panel as a Vega-Lite layer: a bar per k of P(exactly k) with its percentage above it, the
 * P(at least k) curve over the bars with its percentages in a row under the axis, the expected value as
 * a dashed line, and (simulate) the simulated frequencies as points with error bars. Labels that would
 * overlap are thinned to every 2nd (5th, 10th, …) k, under the axis numbers of those k.
 */
import { atLeast as atLeastOf } from '../calc/scenario.js';
import { formatPercent, PROBABILITY_EPSILON } from '../text/format.js';
import type { TextMeasure } from './font-metrics.js';
import type { JsonObject } from './json.js';
import { LABEL_GAP, labelStep } from './labels.js';
import type { DistributionPanel } from './request.js';
import { COLOR, TEXT } from './theme.js';

/** Distributions over at most this many k are drawn whole; longer ones from their first to last likely k. */
const WHOLE_RANGE = 24;

/** Below this, P(exactly k) is left off a long range, as the tables leave such rows out. */
const NEGLIGIBLE = 0.0005;

/** Half the width of a bar, in k. */
const HALF_BAR = 0.38;

/** Pixels between the k axis and its numbers: clear of the 0% at the left end of the other axis. */
const AXIS_LABEL_PADDING = 6;
/** Height of the axis numbers, and of the row of P(at least k) under them. */
const AXIS_ROW = TEXT.axisLabel + 14 + AXIS_LABEL_PADDING;
const AT_LEAST_ROW = TEXT.value + 12;
/** The words at the left of the row of P(at least k). */
const AT_LEAST_TITLE = 'at least';
/** Pixels between the row's title and its first percentage. */
const ROW_TITLE_GAP = 14;

export type PlotSize = { readonly width: number; readonly height: number };

/** The k drawn: all of a short range; of a long one, from the first to the last k that is not negligible. */
function shownRange(pmfs: readonly (readonly number[])[], maxK: number): { lo: number; hi: number } {
  const top = Math.max(maxK, ...pmfs.map((pmf) => pmf.length - 1));
  if (top <= WHOLE_RANGE) return { lo: 0, hi: top };
  let lo = top;
  let hi = 0;
  for (const pmf of pmfs) {
    const tail = atLeastOf(pmf);
    pmf.forEach((p, k) => {
      if (p >= NEGLIGIBLE) lo = Math.min(lo, k);
      if (p >= NEGLIGIBLE || (tail[k] ?? 0) >= NEGLIGIBLE) hi = Math.max(hi, k);
    });
  }
  // Starting at 0 reads naturally ("no model destroyed"), unless that would squeeze the likely part.
  return { lo: lo <= (hi - lo) / 4 ? 0 : lo, hi: Math.max(hi, lo) };
}

/** A probability label, or none for an impossible k (an empty bar says that). */
function percent(p: number): string {
  return p <= PROBABILITY_EPSILON ? '' : formatPercent(p);
}

type Labels = {
  readonly ks: readonly number[];
  /** Per k: the label over its bar, and under the axis its P(at least k) (none with an estimate). */
  readonly bars: readonly string[];
  readonly tail: readonly string[];
  readonly widest: number;
};

function labels(panel: DistributionPanel, measure: TextMeasure): Labels {
  const { lo, hi } = shownRange(panel.estimate === undefined ? [panel.pmf] : [panel.pmf, panel.estimate.pmf], panel.maxK);
  const ks = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  const tail = atLeastOf(panel.pmf);
  const bars = ks.map((k) => percent(panel.pmf[k] ?? 0));
  // Under the axis every k has its number, 0% included: a blank there would read as missing.
  const tailTexts = panel.estimate === undefined ? ks.map((k) => formatPercent(tail[k] ?? 0)) : [];
  const widest = Math.max(...[...bars, ...tailTexts].map((t) => measure(t, TEXT.value)));
  return { ks, bars, tail: tailTexts, widest };
}

/** The plot width at which every k gets its labels. */
export function fullWidth(panel: DistributionPanel, measure: TextMeasure): number {
  const { ks, widest } = labels(panel, measure);
  return ks.length * (widest + LABEL_GAP);
}

/** Pixels the panel needs outside its plot: left of it (the axis, the row's title), under it. */
export function distributionChrome(panel: DistributionPanel, measure: TextMeasure): { left: number; bottom: number } {
  const axisNumbers = measure('100%', TEXT.axisLabel) + 12;
  const rowTitle = panel.estimate === undefined ? measure(AT_LEAST_TITLE, TEXT.value, true) + ROW_TITLE_GAP : 0;
  return {
    left: Math.max(axisNumbers, rowTitle) + 4,
    bottom: AXIS_ROW + (panel.estimate === undefined ? AT_LEAST_ROW : 0) + TEXT.axisTitle + 12,
  };
}

/**
 * The panel's Vega-Lite layer spec (its title is added by spec.ts), its plot `size` pixels. Its marks
 * are named `${id}_bars`, `${id}_labels`, `${id}_tail` (the row of P(at least k)), `${id}_curve`,
 * `${id}_mean`, `${id}_estimate`: the tests find them by name in the SVG.
 */
export function distributionLayer(panel: DistributionPanel, size: PlotSize, measure: TextMeasure, id: string): JsonObject {
  const estimate = panel.estimate;
  const { ks, bars, tail, widest } = labels(panel, measure);
  const lo = ks[0] ?? 0;
  const hi = ks[ks.length - 1] ?? 0;
  // The axis reaches `pad` k beyond the first and last k: half a bar's slot, or more when their labels,
  // centred on them, are wider than that, so that no label sticks out of the plot into its neighbours.
  const halfLabel = widest / 2 + 2;
  const pad = Math.max(0.5, (halfLabel * (hi - lo)) / Math.max(1, size.width - 2 * halfLabel));
  const slot = size.width / (hi - lo + 2 * pad);
  const step = labelStep(slot, widest);
  const kStep = labelStep(slot, measure(String(hi), TEXT.axisLabel), step);
  const atLeast = atLeastOf(panel.pmf);
  const spread = (k: number): number => (estimate?.sigmas ?? 0) * (estimate?.stdErrors[k] ?? 0);
  const rows = ks.map((k, i) => ({
    k,
    x0: k - HALF_BAR,
    x1: k + HALF_BAR,
    p: panel.pmf[k] ?? 0,
    atLeast: atLeast[k] ?? 0,
    label: k % step === 0 ? (bars[i] ?? '') : '',
    tailLabel: k % step === 0 ? (tail[i] ?? '') : '',
    estimate: estimate?.pmf[k] ?? 0,
    low: Math.max(0, (estimate?.pmf[k] ?? 0) - spread(k)),
    high: Math.min(1, (estimate?.pmf[k] ?? 0) + spread(k)),
  }));

  // The P(at least k) curve needs the whole 0–100% scale; without it the bars may use the height.
  // Either way the scale ends high enough for the label over the highest labelled bar.
  const labelRoom = (TEXT.value + 8) / size.height;
  const highest = estimate === undefined ? 1 : Math.max(...rows.map((r) => Math.max(r.p, r.high)));
  const yMax = Math.max(highest * 1.05, ...rows.map((r) => (r.label === '' ? 0 : r.p / (1 - labelRoom))));
  const yAxis = estimate === undefined ? { values: [0, 0.25, 0.5, 0.75, 1], format: '.0%' } : { tickCount: 5, format: yMax < 0.05 ? '.1%' : '.0%' };
  const xAt = (field: string) => ({ field, type: 'quantitative', scale: { domain: [lo - pad, hi + pad], nice: false, zero: false } });
  const yAt = (field: string) => ({ field, type: 'quantitative', scale: { domain: [0, yMax], nice: false } });

  const layers: JsonObject[] = [
    {
      name: `${id}_bars`,
      mark: { type: 'rect', color: COLOR.primary },
      encoding: {
        x: {
          ...xAt('x0'),
          axis: {
            title: panel.axis,
            values: ks.filter((k) => k % kStep === 0),
            format: 'd',
            grid: false,
            labelPadding: AXIS_LABEL_PADDING,
            titlePadding: estimate === undefined ? AT_LEAST_ROW + 10 : 8,
          },
        },
        x2: { field: 'x1' },
        y: { ...yAt('p'), axis: { title: null, ...yAxis, gridColor: COLOR.grid, domain: false, ticks: false } },
        y2: { datum: 0 },
      },
    },
    {
      name: `${id}_mean`,
      data: { values: [{ mean: panel.mean }] },
      mark: { type: 'rule', color: COLOR.text, strokeWidth: 2.5, strokeDash: [7, 4] },
      encoding: { x: xAt('mean') },
    },
  ];
  if (estimate === undefined) {
    layers.push({
      name: `${id}_curve`,
      mark: { type: 'line', color: COLOR.secondary, strokeWidth: 3, point: { filled: true, size: 70, color: COLOR.secondary, stroke: COLOR.text, strokeWidth: 1 } },
      encoding: { x: xAt('k'), y: yAt('atLeast') },
    });
  } else {
    layers.push(
      { name: `${id}_errors`, mark: { type: 'rule', color: COLOR.text, strokeWidth: 2 }, encoding: { x: xAt('k'), y: yAt('low'), y2: { field: 'high' } } },
      {
        name: `${id}_estimate`,
        mark: { type: 'point', shape: 'diamond', filled: true, size: 120, color: COLOR.secondary, stroke: COLOR.text, strokeWidth: 1, opacity: 1 },
        encoding: { x: xAt('k'), y: yAt('estimate') },
      },
    );
  }
  // The percentages over the bars, on a white halo where the curve passes behind them.
  const label = { type: 'text', baseline: 'bottom', dy: -5, fontSize: TEXT.value };
  const labelAt = { x: xAt('k'), y: yAt('p'), text: { field: 'label' } };
  layers.push(
    { name: `${id}_halo`, mark: { ...label, color: COLOR.background, stroke: COLOR.background, strokeWidth: 5, strokeJoin: 'round' }, encoding: labelAt },
    { name: `${id}_labels`, mark: { ...label, color: COLOR.text }, encoding: labelAt },
  );
  if (estimate === undefined) {
    const rowY = { value: size.height + AXIS_ROW };
    layers.push(
      { name: `${id}_tail`, mark: { type: 'text', baseline: 'top', fontSize: TEXT.value, color: COLOR.text }, encoding: { x: xAt('k'), y: rowY, text: { field: 'tailLabel' } } },
      {
        name: `${id}_tail_title`,
        data: { values: [{}] },
        mark: { type: 'text', text: AT_LEAST_TITLE, align: 'right', baseline: 'top', fontSize: TEXT.value, fontWeight: 'bold', color: COLOR.text },
        encoding: { x: { value: -ROW_TITLE_GAP }, y: rowY },
      },
    );
  }
  return { width: size.width, height: size.height, data: { values: rows }, layer: layers };
}
