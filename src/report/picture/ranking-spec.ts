/**
 * A ranking panel as a Vega-Lite layer: one horizontal bar per item, its value printed at the bar's end,
 * the best items dark with their value in bold, the others light. Items are rows, so a long label reads
 * as text and twelve items need no twelve colours. The first panel of a row prints the item labels.
 */
import type { TextMeasure } from './font-metrics.js';
import type { JsonObject } from './json.js';
import type { PlotSize } from './distribution-spec.js';
import type { RankingItem, RankingPanel } from './request.js';
import { COLOR, TEXT } from './theme.js';

/** Item labels longer than this many pixels end in "…". */
const ITEM_LABEL_LIMIT = 300;

const VALUE_GAP = 8;

/** Text size for rows `rowHeight` pixels apart: the usual size, smaller only when rows are crowded. */
function rowFontSize(rowHeight: number, usual: number): number {
  return Math.max(11, Math.min(usual, Math.floor(rowHeight * 0.75)));
}

export function rankingChrome(panel: RankingPanel, measure: TextMeasure, first: boolean): { left: number; bottom: number } {
  const widest = Math.max(...panel.items.map((item) => measure(item.label, TEXT.axisLabel)));
  return { left: first ? Math.min(widest, ITEM_LABEL_LIMIT) + 12 : 0, bottom: 0 };
}

/**
 * The values drawn: each a fraction of the largest (or of the panel's `max`), so that the bars' lengths
 * keep their ratios however small the values are (a probability of 5e-324 has no digits to spare for
 * the room its label needs).
 */
function scaledValues(panel: RankingPanel): number[] {
  const values = panel.items.map((item) => item.value ?? 0);
  const end = panel.max ?? Math.max(...values);
  return end > 0 ? values.map((v) => v / end) : values;
}

/** A value's text takes at most this share of a panel's width, so that its bar keeps the rest. */
const VALUE_SHARE = 0.6;
/** The smallest a value's text gets in a narrow panel (eight or more defenders side by side). */
const MIN_VALUE_SIZE = 11;

/**
 * The values' font size: the rows' size, smaller in a panel too narrow for the widest value at it. A text
 * wider than its panel would make vega grow the whole picture past the canvas.
 */
function valueFontSize(panel: RankingPanel, rowSize: number, width: number, measure: TextMeasure): number {
  const widest = Math.max(0, ...panel.items.map((item) => measure(item.text, rowSize, true)));
  const room = width * VALUE_SHARE - VALUE_GAP;
  return widest <= room ? rowSize : Math.max(MIN_VALUE_SIZE, Math.floor((rowSize * room) / widest));
}

/** The end of the value axis: 1, the largest scaled value, plus room for the widest label. */
function axisEnd(panel: RankingPanel, values: readonly number[], width: number, valueSize: number, measure: TextMeasure): number {
  let needed = 1;
  panel.items.forEach((item, i) => {
    const room = width - VALUE_GAP - measure(item.text, valueSize, true);
    if (room > 0) needed = Math.max(needed, ((values[i] ?? 0) * width) / room);
  });
  return needed;
}

/** Bars at most this thick, so two columns do not look like two walls. */
const MAX_BAR = 60;

/**
 * The panel's Vega-Lite layer spec (its title is added by spec.ts). Its marks are named `${id}_bars`,
 * `${id}_values` and `${id}_best_values`: the tests find them by name in the SVG.
 */
export function rankingLayer(panel: RankingPanel, size: PlotSize, measure: TextMeasure, first: boolean, id: string): JsonObject {
  const rowHeight = size.height / Math.max(1, panel.items.length);
  const valueSize = valueFontSize(panel, rowFontSize(rowHeight, TEXT.value), size.width, measure);
  const labelSize = rowFontSize(rowHeight, TEXT.axisLabel);
  const values = scaledValues(panel);
  const rows = panel.items.map((item: RankingItem, i) => ({ label: item.label, value: values[i] ?? 0, text: item.text, best: item.best }));
  // Padding in the band scale's units (fractions of a row): rows keep their height, bars their maximum.
  const padding = Math.max(0.25, 1 - MAX_BAR / rowHeight);
  const yScale = { domain: panel.items.map((item) => item.label), paddingInner: padding, paddingOuter: padding / 2 };
  const y = { field: 'label', type: 'nominal', sort: null, scale: yScale };
  const x = { field: 'value', type: 'quantitative', scale: { domain: [0, axisEnd(panel, values, size.width, valueSize, measure)], nice: false }, axis: null };
  const valueText = (best: boolean): JsonObject => ({
    name: best ? `${id}_best_values` : `${id}_values`,
    transform: [{ filter: best ? 'datum.best' : '!datum.best' }],
    mark: { type: 'text', align: 'left', baseline: 'middle', dx: VALUE_GAP, fontSize: valueSize, fontWeight: best ? 'bold' : 'normal', color: COLOR.text },
    encoding: { y, x, text: { field: 'text' } },
  });
  return {
    width: size.width,
    height: size.height,
    data: { values: rows },
    layer: [
      {
        name: `${id}_bars`,
        mark: { type: 'bar' },
        encoding: {
          y: { ...y, axis: first ? { title: null, labelFontSize: labelSize, labelLimit: ITEM_LABEL_LIMIT, ticks: false, domain: false, labelPadding: 10 } : null },
          x,
          color: { condition: { test: 'datum.best', value: COLOR.primary }, value: COLOR.muted },
        },
      },
      { data: { values: [{}] }, mark: { type: 'rule', color: COLOR.subtle, strokeWidth: 1.5 }, encoding: { x: { value: 0 }, y: { value: 0 }, y2: { value: size.height } } },
      valueText(false),
      valueText(true),
    ],
  };
}
