/**
 * A heat map panel as a Vega-Lite layer: a square per attacker and target, shaded by its value against the
 * best any attacker does to that target (so each target's best attacker is the darkest of its column, as
 * the text formats mark it), the value printed in it, the best in bold. A cell not computed is grey with
 * its "n/a". Rows are the attackers' names, columns the targets' names under the plot, slanted.
 */
import type { TextMeasure } from './font-metrics.js';
import type { JsonObject } from './json.js';
import type { PlotSize } from './distribution-spec.js';
import type { HeatmapPanel } from './request.js';
import { COLOR, TEXT } from './theme.js';

/** Names longer than this many pixels end in "\u2026". */
const ROW_LABEL_LIMIT = 330;
const COLUMN_LABEL_LIMIT = 230;
/** The targets' names are slanted this much, so thirteen of them fit under the plot. */
const COLUMN_ANGLE = 40;
const LIGHT = '#EEF5FB';
const NOT_COMPUTED = '#E4E4E4';
/** Above this share of its column's best a cell is dark: its text is white. */
const DARK = 0.55;

function labelSize(band: number): number {
  return Math.max(11, Math.min(TEXT.axisLabel, Math.floor(band * 0.7)));
}

export function heatmapChrome(panel: HeatmapPanel, measure: TextMeasure): { left: number; bottom: number } {
  const rowWidest = Math.max(0, ...panel.rows.map((label) => measure(label, TEXT.axisLabel)));
  const columnWidest = Math.min(COLUMN_LABEL_LIMIT, Math.max(0, ...panel.columns.map((label) => measure(label, TEXT.axisLabel))));
  const slant = (COLUMN_ANGLE * Math.PI) / 180;
  return { left: Math.min(rowWidest, ROW_LABEL_LIMIT) + 12, bottom: Math.ceil(columnWidest * Math.sin(slant) + TEXT.axisLabel * Math.cos(slant)) + 12 };
}

/** The panel's layer; its marks are named `${id}_cells`, `${id}_values` and `${id}_best_values` (the tests find them in the SVG). */
export function heatmapLayer(panel: HeatmapPanel, size: PlotSize, measure: TextMeasure, id: string): JsonObject {
  const rowBand = size.height / Math.max(1, panel.rows.length);
  const columnBand = size.width / Math.max(1, panel.columns.length);
  const widest = Math.max(1, ...panel.cells.map((cell) => measure(cell.text, TEXT.value, true)));
  const valueSize = Math.max(10, Math.min(TEXT.value, Math.floor(rowBand * 0.6), Math.floor((TEXT.value * (columnBand - 6)) / widest)));
  const rows = panel.cells.map((cell) => ({ row: panel.rows[cell.row] ?? '', column: panel.columns[cell.column] ?? '', share: cell.share, text: cell.text, best: cell.best }));
  const x = { field: 'column', type: 'nominal', sort: null, scale: { domain: [...panel.columns], paddingInner: 0.06 } };
  const y = { field: 'row', type: 'nominal', sort: null, scale: { domain: [...panel.rows], paddingInner: 0.08 } };
  const values = (best: boolean): JsonObject => ({
    name: best ? `${id}_best_values` : `${id}_values`,
    transform: [{ filter: best ? 'datum.best' : '!datum.best' }],
    mark: { type: 'text', baseline: 'middle', align: 'center', fontSize: valueSize, fontWeight: best ? 'bold' : 'normal' },
    encoding: { x, y, text: { field: 'text' }, color: { condition: { test: `datum.share !== null && datum.share > ${DARK}`, value: COLOR.background }, value: COLOR.text } },
  });
  return {
    width: size.width,
    height: size.height,
    data: { values: rows },
    layer: [
      {
        name: `${id}_cells`,
        mark: { type: 'rect' },
        encoding: {
          x: { ...x, axis: { title: null, orient: 'bottom', labelAngle: -COLUMN_ANGLE, labelAlign: 'right', labelFontSize: labelSize(columnBand), labelLimit: COLUMN_LABEL_LIMIT, ticks: false, domain: false } },
          y: { ...y, axis: { title: null, labelFontSize: labelSize(rowBand), labelLimit: ROW_LABEL_LIMIT, ticks: false, domain: false, labelPadding: 8 } },
          color: {
            condition: { test: 'datum.share === null', value: NOT_COMPUTED },
            field: 'share',
            type: 'quantitative',
            scale: { domain: [0, 1], range: [LIGHT, COLOR.primary] },
            legend: null,
          },
        },
      },
      values(false),
      values(true),
    ],
  };
}
