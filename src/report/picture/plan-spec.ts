/**
 * A plan panel as a Vega-Lite layer: a row per target. On the left its label and size; in the middle a
 * track as long as its models, filled to its expected models destroyed and cut into each attacker's
 * share in the order they attack (shades alternate, each share numbered when the number fits), the
 * attackers listed in that order under it; on the right a bar of P(destroyed). Everything is placed in
 * pixels (both scales are the identity), so two lines of text share a row however many rows there are.
 */
import type { TextMeasure } from './font-metrics.js';
import type { JsonObject } from './json.js';
import type { PlotSize } from './distribution-spec.js';
import type { PlanPanel } from './request.js';
import { COLOR, TEXT } from './theme.js';
import { formatMean } from '../text/format.js';

const HEADER = TEXT.axisLabel + 12;
/** A row's line at most this many pixels: a few targets keep their bar and list together, at the top. */
const MAX_LINE = 30;
/** The labels' column takes at most this many pixels, and at most this share of the panel. */
const LABEL_LIMIT = 300;
const LABEL_SHARE = 0.3;
const GAP = 16;
const VALUE_GAP = 8;
/** P(destroyed)'s bar, in pixels; its track is drawn whole, as a probability's end is 1. */
const P_BAR = 150;
const TRACK = '#EEEEEE';
const ELLIPSIS = '\u2026';

export const PLAN_HEADINGS = { models: 'Expected models destroyed, attackers in order', p: 'P(destroyed)' } as const;

/** `text` cut at the end to `width` pixels, "…" marking the cut. */
function fit(text: string, width: number, size: number, bold: boolean, measure: TextMeasure): string {
  if (measure(text, size, bold) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && measure(`${chars.join('').trimEnd()}${ELLIPSIS}`, size, bold) > width) chars.pop();
  return `${chars.join('').trimEnd()}${ELLIPSIS}`;
}

/** The attackers in order, "1. Strike Team 4.44 · 2. Strike Team (2) 3.86". */
export function stepList(steps: PlanPanel['rows'][number]['steps']): string {
  return steps.map((s, k) => `${k + 1}. ${s.label} ${formatMean(s.modelsDestroyed)}`).join(' \u00b7 ');
}

type Box = { x: number; x2: number; y: number; y2: number };
type Text = { x: number; y: number; text: string; shade?: number };

/** Identity scales: x from 0 at the left, y from 0 at the top (y's range runs bottom to top: reversed). */
type Axes = { readonly x: JsonObject; readonly y: JsonObject };

function pixelAxes(size: PlotSize): Axes {
  return {
    x: { field: 'x', type: 'quantitative', scale: { domain: [0, size.width], nice: false, zero: false }, axis: null },
    y: { field: 'y', type: 'quantitative', scale: { domain: [0, size.height], reverse: true, nice: false, zero: false }, axis: null },
  };
}

const colorOf = (color: JsonObject | string): JsonObject => (typeof color === 'string' ? { value: color } : color);

function boxes(axes: Axes, name: string, values: readonly Box[], color: JsonObject | string): JsonObject {
  return {
    name,
    data: { values: values as unknown as JsonObject[] },
    mark: { type: 'rect' },
    encoding: { x: axes.x, x2: { field: 'x2' }, y: axes.y, y2: { field: 'y2' }, color: colorOf(color) },
  };
}

function texts(axes: Axes, name: string, values: readonly Text[], mark: JsonObject, color: JsonObject | string = COLOR.text): JsonObject {
  return {
    name,
    data: { values: values as unknown as JsonObject[] },
    mark: { type: 'text', baseline: 'middle', ...mark },
    encoding: { x: axes.x, y: axes.y, text: { field: 'text' }, color: colorOf(color) },
  };
}

export function planChrome(): { left: number; bottom: number } {
  return { left: 0, bottom: 0 };
}

/**
 * The panel's layer. Its marks are named `${id}_shares` (a rect per attacker, rows top to bottom, each
 * row's attackers in order), `${id}_models_values`, `${id}_p_bars`, `${id}_p_values`, `${id}_labels` and
 * `${id}_steps` (the tests find them in the SVG).
 */
export function planLayer(panel: PlanPanel, size: PlotSize, measure: TextMeasure, id: string): JsonObject {
  const { width, height } = size;
  const axes = pixelAxes(size);
  const band = (height - HEADER) / Math.max(1, panel.rows.length);
  // Two lines a row: the bar (and the label), then the attackers (and the size); what is left is room between rows.
  const line = Math.min(MAX_LINE, band / 2);
  const spacing = band - 2 * line;
  const fontSize = Math.max(11, Math.min(TEXT.axisLabel, Math.floor(line * 0.72)));
  const barHeight = Math.max(6, Math.min(26, Math.floor(line * 0.75)));
  const widest = (items: readonly string[], bold: boolean) => Math.max(0, ...items.map((t) => measure(t, fontSize, bold)));
  const labelWidth = Math.min(LABEL_LIMIT, width * LABEL_SHARE, Math.max(widest(panel.rows.map((r) => r.label), true), widest(panel.rows.map((r) => r.detail), false)));
  const pColumn = Math.max(measure(PLAN_HEADINGS.p, TEXT.axisLabel), P_BAR + VALUE_GAP + widest([...panel.rows.map((r) => r.pText), '100%'], true));
  const pStart = width - pColumn;
  const modelsStart = labelWidth + GAP;
  const valueWidth = widest(panel.rows.map((r) => r.modelsText), true);
  const track = Math.max(20, pStart - GAP - VALUE_GAP - valueWidth - modelsStart);

  const tracks: Box[] = [];
  const shares: (Box & { shade: number; text: string; cx: number })[] = [];
  const modelValues: Text[] = [];
  const pBars: Box[] = [];
  const pValues: Text[] = [];
  const labels: Text[] = [];
  const details: Text[] = [];
  const steps: Text[] = [];
  panel.rows.forEach((row, i) => {
    const top = HEADER + i * band + Math.min(spacing / 2, line / 2);
    const middle = top + line / 2;
    const bar = { y: middle - barHeight / 2, y2: middle + barHeight / 2 };
    const scale = track / Math.max(1, row.models);
    tracks.push({ x: modelsStart, x2: modelsStart + track, ...bar });
    let at = 0;
    row.steps.forEach((step, k) => {
      const x = modelsStart + at * scale;
      at += step.modelsDestroyed;
      const x2 = modelsStart + Math.min(row.models, at) * scale;
      const number = String(k + 1);
      shares.push({ x, x2, ...bar, shade: k % 2, cx: (x + x2) / 2, text: x2 - x >= measure(number, fontSize, true) + 6 ? number : '' });
    });
    modelValues.push({ x: modelsStart + track + VALUE_GAP, y: middle, text: row.modelsText });
    tracks.push({ x: pStart, x2: pStart + P_BAR, ...bar });
    pBars.push({ x: pStart, x2: pStart + P_BAR * Math.min(1, Math.max(0, row.pDestroyed)), ...bar });
    pValues.push({ x: pStart + P_BAR + VALUE_GAP, y: middle, text: row.pText });
    labels.push({ x: 0, y: middle, text: fit(row.label, labelWidth, fontSize, true, measure) });
    details.push({ x: 0, y: middle + line, text: fit(row.detail, labelWidth, fontSize, false, measure) });
    steps.push({ x: modelsStart, y: middle + line, text: fit(stepList(row.steps), pStart - GAP - modelsStart, fontSize, false, measure) });
  });
  const headings: Text[] = [
    { x: modelsStart, y: HEADER / 2, text: fit(PLAN_HEADINGS.models, pStart - GAP - modelsStart, TEXT.axisLabel, false, measure) },
    { x: pStart, y: HEADER / 2, text: PLAN_HEADINGS.p },
  ];
  const shade = { condition: { test: 'datum.shade === 0', value: COLOR.primary }, value: COLOR.muted };
  const onShade = { condition: { test: 'datum.shade === 0', value: COLOR.background }, value: COLOR.text };
  const numbers = shares.filter((s) => s.text !== '').map((s) => ({ x: s.cx, y: (s.y + s.y2) / 2, text: s.text, shade: s.shade }));
  return {
    width,
    height,
    layer: [
      boxes(axes, `${id}_tracks`, tracks, TRACK),
      boxes(axes, `${id}_shares`, shares, shade),
      boxes(axes, `${id}_p_bars`, pBars, COLOR.secondary),
      texts(axes, `${id}_numbers`, numbers, { align: 'center', fontSize, fontWeight: 'bold' }, onShade),
      texts(axes, `${id}_models_values`, modelValues, { align: 'left', fontSize, fontWeight: 'bold' }),
      texts(axes, `${id}_p_values`, pValues, { align: 'left', fontSize, fontWeight: 'bold' }),
      texts(axes, `${id}_labels`, labels, { align: 'left', fontSize, fontWeight: 'bold' }),
      texts(axes, `${id}_details`, details, { align: 'left', fontSize }, COLOR.subtle),
      texts(axes, `${id}_steps`, steps, { align: 'left', fontSize }),
      texts(axes, `${id}_headings`, headings, { align: 'left', fontSize: TEXT.axisLabel }, COLOR.subtle),
    ],
  };
}
