/**
 * compare's picture, read back from its SVG: a panel per number, a bar per column in each, the best
 * columns dark with their value in bold (the columns the text table marks), for 1, 2, 4 and 12 columns,
 * long labels, and a matrix of several defenders.
 */
import { describe, expect, it } from 'vitest';
import { defenderMetrics } from '../../../src/report/compare/metrics.js';
import { formatValue, markedColumns } from '../../../src/report/compare/table.js';
import type { CompareReport } from '../../../src/report/compare/types.js';
import { comparePicture } from '../../../src/report/picture/from-compare.js';
import { COLOR } from '../../../src/report/picture/theme.js';
import { specialWeaponsMatrix, strikeTeamRange } from '../compare-fixtures.js';
import { markItems, rectWidth } from './svg-dom.js';
import { checkPicture } from './support.js';

/** The report with `n` columns: the fixture's, repeated with longer labels (values repeat, so best ties). */
function widened(report: CompareReport, n: number): CompareReport {
  const labels = Array.from({ length: n }, (_, c) => `${report.columns[c % report.columns.length]!.label} ${'variant '.repeat(c % 3)}#${c + 1}`);
  return {
    ...report,
    columns: labels.map((label, c) => ({ ...report.columns[c % report.columns.length]!, label })),
    cells: report.cells.map((row) => labels.map((_, c) => row[c % row.length]!)),
  };
}

function narrowed(report: CompareReport, n: number): CompareReport {
  return { ...report, columns: report.columns.slice(0, n), cells: report.cells.map((row) => row.slice(0, n)) };
}

/** Each panel's bars and values agree with the metric rows: values as the table prints them, best marked. */
async function checkRankings(report: CompareReport) {
  const request = comparePicture(report);
  const { doc, texts } = await checkPicture(request);
  request.panels.forEach((panel, p) => {
    if (panel.kind !== 'ranking') throw new Error('compare draws ranking panels');
    const bars = markItems(doc, `p${p}_bars`);
    expect(bars).toHaveLength(report.columns.length);
    panel.items.forEach((item, c) => {
      expect(bars[c]!.getAttribute('fill'), `${panel.title}, ${item.label}`).toBe(item.best ? COLOR.primary : COLOR.muted);
    });
    const best = markItems(doc, `p${p}_best_values`);
    const others = markItems(doc, `p${p}_values`);
    expect(best.map((t) => t.getAttribute('font-weight'))).toEqual(best.map(() => 'bold'));
    expect(others.map((t) => t.getAttribute('font-weight'))).toEqual(others.map(() => 'normal'));
    expect(best.map((t) => t.textContent)).toEqual(panel.items.filter((i) => i.best).map((i) => i.text));
    expect(others.map((t) => t.textContent)).toEqual(panel.items.filter((i) => !i.best).map((i) => i.text));
    // Bar lengths are proportional to the values.
    const widths = bars.map(rectWidth);
    const longest = Math.max(...widths);
    const largest = Math.max(...panel.items.map((i) => i.value ?? 0));
    panel.items.forEach((item, c) => expect(widths[c]! / longest).toBeCloseTo((item.value ?? 0) / largest, 9));
  });
  return { request, texts };
}

describe('compare picture', () => {
  it('four columns: kills, wounds, P(at least k), unit destroyed and points efficiency, best marked as in the table', async () => {
    const report = strikeTeamRange();
    const { request, texts } = await checkRankings(report);
    expect(request.panels.map((p) => p.title)).toContain('Expected models destroyed');
    expect(request.panels.map((p) => p.title)).toContain('Destroyed per 100 pts');
    const rows = defenderMetrics(report.cells[0]!, null).rows;
    const models = rows.find((r) => r.key === 'modelsSlain')!;
    const panel = request.panels.find((p) => p.title === 'Expected models destroyed')!;
    if (panel.kind !== 'ranking') throw new Error('ranking expected');
    expect(panel.items.map((i) => i.text)).toEqual(models.values.map((v) => formatValue(v, models.format)));
    expect(panel.items.flatMap((i, c) => (i.best ? [c] : []))).toEqual(markedColumns(models));
    for (const column of report.columns) expect(texts).toContain(column.label);
  });

  it('one column: nothing is marked best, so no legend row (vega refused the picture with an empty one)', async () => {
    const { request, texts } = await checkRankings(narrowed(strikeTeamRange(), 1));
    expect(texts).not.toContain('best (value in bold)');
    expect(request.panels.every((p) => p.kind === 'ranking' && p.items.every((i) => !i.best))).toBe(true);
    expect(request.subtitle[0]).toBe('1 column');
    expect(comparePicture(strikeTeamRange()).subtitle[0]).toBe(`${strikeTeamRange().columns.length} columns`);
  });

  it('two columns and twelve with long labels stay legible: no overlap, labels cut with an ellipsis', async () => {
    await checkRankings(narrowed(strikeTeamRange(), 2));
    const { texts } = await checkRankings(widened(strikeTeamRange(), 12));
    expect(texts.filter((t) => t.endsWith('…')).length).toBeGreaterThan(0);
  });

  it('six defenders, one named by a long hyphenated file name: its title wraps inside its narrow panel', async () => {
    const matrix = specialWeaponsMatrix();
    const labels = ['meq', 'rhino', 'geq', 'teq', 'knight', 'extraordinarily-long-defender-name-for-a-narrow-panel'];
    const report: CompareReport = {
      ...matrix,
      defenders: labels.map((label) => ({ label, source: label })),
      cells: labels.map((_, d) => matrix.cells[d % matrix.cells.length]!),
    };
    // checkPicture: the layout within 2% of the canvas (before, vega grew it by a third), no overlap.
    const { request, texts } = await checkRankings(report);
    expect(request.panels).toHaveLength(6);
    expect(texts).toContain('narrow-panel:');
  });

  it('eight defenders: narrow panels keep their titles\' words whole, in a smaller font, within the canvas', async () => {
    const matrix = specialWeaponsMatrix();
    const labels = ['geq', 'meq', 'teq', 'vehicle', 'tank', 'knight', 'monster', 'horde'];
    const report: CompareReport = { ...matrix, defenders: labels.map((label) => ({ label, source: label })), cells: labels.map((_, d) => matrix.cells[d % 2]!) };
    const { texts } = await checkRankings(report);
    expect(texts.filter((t) => t.includes('destroy'))).toEqual(texts.filter((t) => t.includes('destroyed')));
    expect(texts.some((t) => t.includes('destroyed'))).toBe(true);
  });

  it('several defenders: a panel each, models destroyed or wounds lost against a single model', async () => {
    const report = specialWeaponsMatrix();
    const { request } = await checkRankings(report);
    expect(request.panels.map((p) => p.title)).toEqual(['meq: models destroyed of 5', 'rhino: wounds lost of 10']);
  });
});
