/**
 * A legend drawn as marks in one row, in pixels: a key (a bar, a line with a point, a dashed line, a point
 * with an error bar) and its words per item. Drawn by hand rather than by vega-lite's legends because
 * those give every entry the same kind of symbol, and a reader matches symbols by shape as well as colour.
 */
import type { TextMeasure } from './font-metrics.js';
import type { JsonObject } from './json.js';
import type { Panel } from './request.js';
import { COLOR, TEXT } from './theme.js';

export type LegendKey = 'bar' | 'line' | 'dash' | 'estimate';

export type LegendItem = { readonly key: LegendKey; readonly color: string; readonly text: string };

const KEY_WIDTH = 26;
const KEY_GAP = 8;
const ITEM_GAP = 28;

const ONE_ROW = { values: [{}] };

function keyLayers(key: LegendKey, color: string, x: number, y: number): JsonObject[] {
  const x2 = x + KEY_WIDTH;
  switch (key) {
    case 'bar':
      return [{ data: ONE_ROW, mark: { type: 'rect', color }, encoding: { x: { value: x + 4 }, x2: { value: x2 - 4 }, y: { value: y - 9 }, y2: { value: y + 9 } } }];
    case 'line':
      return [
        { data: ONE_ROW, mark: { type: 'rule', color, strokeWidth: 3 }, encoding: { x: { value: x }, x2: { value: x2 }, y: { value: y } } },
        { data: ONE_ROW, mark: { type: 'point', filled: true, color, size: 70, stroke: COLOR.text, strokeWidth: 1 }, encoding: { x: { value: x + KEY_WIDTH / 2 }, y: { value: y } } },
      ];
    case 'dash':
      return [{ data: ONE_ROW, mark: { type: 'rule', color, strokeWidth: 2.5, strokeDash: [7, 4] }, encoding: { x: { value: x + KEY_WIDTH / 2 }, y: { value: y - 11 }, y2: { value: y + 11 } } }];
    case 'estimate':
      return [
        { data: ONE_ROW, mark: { type: 'rule', color: COLOR.text, strokeWidth: 2 }, encoding: { x: { value: x + KEY_WIDTH / 2 }, y: { value: y - 10 }, y2: { value: y + 10 } } },
        { data: ONE_ROW, mark: { type: 'point', shape: 'diamond', filled: true, color, size: 120, stroke: COLOR.text, strokeWidth: 1, opacity: 1 }, encoding: { x: { value: x + KEY_WIDTH / 2 }, y: { value: y } } },
      ];
    default: {
      const unknown: never = key;
      throw new TypeError(`keyLayers: unknown legend key ${String(unknown)}`);
    }
  }
}


/** The layers drawing the items in one row, the first key's left edge at `x`, centred on `y`. */
export function legendLayers(items: readonly LegendItem[], x: number, y: number, measure: TextMeasure): JsonObject[] {
  const layers: JsonObject[] = [];
  let at = x;
  for (const item of items) {
    layers.push(...keyLayers(item.key, item.color, at, y));
    layers.push({
      data: ONE_ROW,
      mark: { type: 'text', text: item.text, align: 'left', baseline: 'middle', fontSize: TEXT.legend, color: COLOR.text },
      encoding: { x: { value: at + KEY_WIDTH + KEY_GAP }, y: { value: y } },
    });
    at += KEY_WIDTH + KEY_GAP + measure(item.text, TEXT.legend) + ITEM_GAP;
  }
  return layers;
}

/** The keys of the picture's panels, each once: a legend row above them all. */
export function legendItems(panels: readonly Panel[]): LegendItem[] {
  const items: LegendItem[] = [];
  const add = (item: LegendItem): void => {
    if (!items.some((i) => i.text === item.text)) items.push(item);
  };
  for (const panel of panels) {
    if (panel.kind === 'ranking') {
      // Marks only where some item stands out (a sequence's steps are not ranked).
      if (panel.items.some((item) => item.best)) {
        add({ key: 'bar', color: COLOR.primary, text: 'best (value in bold)' });
        add({ key: 'bar', color: COLOR.muted, text: 'the others' });
      }
      continue;
    }
    if (panel.kind === 'plan') {
      add({ key: 'bar', color: COLOR.primary, text: "each attacker's expected models destroyed, numbered in order" });
      add({ key: 'bar', color: COLOR.secondary, text: 'P(target destroyed) after all its attackers' });
      continue;
    }
    if (panel.kind === 'heatmap') {
      add({ key: 'bar', color: COLOR.primary, text: "each target's best attacker (value in bold); lighter: less of that best" });
      continue;
    }
    add({ key: 'bar', color: COLOR.primary, text: panel.estimate === undefined ? 'P(exactly k)' : 'P(exactly k), exact' });
    if (panel.estimate === undefined) add({ key: 'line', color: COLOR.secondary, text: 'P(at least k), also under the axis' });
    else add({ key: 'estimate', color: COLOR.secondary, text: panel.estimate.label });
    add({ key: 'dash', color: COLOR.text, text: 'expected value' });
  }
  return items;
}
