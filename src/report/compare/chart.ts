/**
 * The terminal chart of a comparison: P(at least k) as horizontal bars, grouped by k, one bar per column.
 * Bars share one absolute scale (0 to 100%), so a longer bar is a likelier result whatever the k; the
 * percentage is printed beside each bar, so the chart reads the same without colour.
 */
import type { ChalkInstance } from 'chalk';
import { bar, barFraction } from '../text/bars.js';
import { atLeastOf, interestingK, MAX_CHART_K, pAtLeast } from './metrics.js';
import type { CompareReport } from './types.js';
import { formatPercent } from '../text/format.js';
import { textWidth } from '../text/wrap.js';

const LABEL_MAX = 24;
const PERCENT_WIDTH = 6;

/** `text` cut to `width` columns with an ellipsis. */
export function truncate(text: string, width: number): string {
  const chars = [...text];
  return chars.length <= width ? text : `${chars.slice(0, Math.max(0, width - 1)).join('')}…`;
}

/** The chart of defender `d`, `width` columns wide; no lines when no k is worth a bar. */
export function chartLines(report: CompareReport, d: number, width: number, c: ChalkInstance): string[] {
  const cells = report.cells[d] ?? [];
  const first = cells[0];
  if (first === undefined) return [];
  const { of, maxK } = atLeastOf(first);
  const ks = interestingK(cells, maxK, MAX_CHART_K);
  if (ks.length === 0) return [];
  const labels = report.columns.map((column) => column.label);
  const labelWidth = Math.min(LABEL_MAX, Math.max(...labels.map(textWidth)));
  const kWidth = Math.max(...ks.map((k) => textWidth(`k=${k}`)));
  const lead = 2 + kWidth + 2 + labelWidth + 2;
  const barWidth = Math.max(10, width - lead - 1 - PERCENT_WIDTH);
  const title = of === 'damage' ? `P(at least k wounds lost), of ${maxK} wounds` : `P(at least k models destroyed), of ${maxK}`;
  const scale = `${' '.repeat(lead)}0%${'100%'.padStart(barWidth - 2)}`;
  const lines = [c.bold(title), c.dim(scale)];
  ks.forEach((k, i) => {
    if (i > 0 && labels.length > 1) lines.push('');
    labels.forEach((label, col) => {
      const cell = cells[col];
      if (cell === undefined) return;
      const p = pAtLeast(cell, k);
      const kText = col === 0 ? `k=${k}`.padStart(kWidth) : ' '.repeat(kWidth);
      const name = truncate(label, labelWidth);
      const drawn = bar(barFraction(p, 1), barWidth);
      const padding = ' '.repeat(barWidth - textWidth(drawn));
      lines.push(`  ${kText}  ${name}${' '.repeat(labelWidth - textWidth(name))}  ${c.green(drawn)}${padding} ${formatPercent(p).padStart(PERCENT_WIDTH)}`);
    });
  });
  return lines;
}
