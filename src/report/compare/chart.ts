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
import { shortenLabels } from '../text/shorten.js';
import { textWidth } from '../text/wrap.js';

/** Labels get at least this many columns, more when the bars keep BAR_MIN (a wide terminal). */
const LABEL_MAX = 24;
const BAR_MIN = 40;
const PERCENT_WIDTH = 6;

/** The chart of defender `d`, `width` columns wide; no lines when no k is worth a bar. */
export function chartLines(report: CompareReport, d: number, width: number, c: ChalkInstance): string[] {
  const cells = report.cells[d] ?? [];
  const first = cells[0];
  if (first === undefined) return [];
  const { of, maxK } = atLeastOf(first);
  const ks = interestingK(cells, maxK, MAX_CHART_K);
  if (ks.length === 0) return [];
  const kWidth = Math.max(...ks.map((k) => textWidth(`k=${k}`)));
  const fixed = 2 + kWidth + 2 + 2 + 1 + PERCENT_WIDTH;
  const full = report.columns.map((column) => column.label);
  const labelWidth = Math.min(Math.max(...full.map(textWidth)), Math.max(LABEL_MAX, width - fixed - BAR_MIN));
  const labels = shortenLabels(full, labelWidth);
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
      const name = label;
      const drawn = bar(barFraction(p, 1), barWidth);
      const padding = ' '.repeat(barWidth - textWidth(drawn));
      lines.push(`  ${kText}  ${name}${' '.repeat(labelWidth - textWidth(name))}  ${c.green(drawn)}${padding} ${formatPercent(p).padStart(PERCENT_WIDTH)}`);
    });
  });
  return lines;
}
