/**
 * `compare` as a picture: the columns as rows, and a panel per number that decides a loadout argument,
 * each ranking the columns with the best marked (dark bar, bold value). Against one defender: expected
 * kills and wounds, P(at least k) for the telling k (the "grouped bars" of P(at least k), one group per
 * panel), and kills per 100 points when the points are known. Against several: expected models destroyed
 * per defender. Every value and mark is the text table's (compare/metrics.ts), so they never disagree.
 */
import { NEGLIGIBLE_PROBABILITY } from '../calc/scenario.js';
import { renderCompareMarkdown } from '../compare/markdown.js';
import { defenderMetrics, rowShown, type MetricKey, type MetricRow } from '../compare/metrics.js';
import { commonFacts } from '../compare/scenario.js';
import { formatValue, markedColumns, type CompareRenderOptions } from '../compare/table.js';
import type { CompareReport } from '../compare/types.js';
import { FOOTER } from './from-calc.js';
import type { PictureRequest, RankingPanel } from './request.js';

/** At most this many P(at least k) panels: with the other panels, six fit 1200 pixels legibly. */
const MAX_AT_LEAST_PANELS = 3;

/**
 * A row's panel title in plain words: the value's percent sign already says "probability", and narrow
 * panels wrap short words better than "P(at least 2 destroyed)".
 */
function panelTitle(row: MetricRow, single: boolean): string {
  switch (row.key) {
    case 'modelsSlain':
      return 'Expected models destroyed';
    case 'damage':
      return 'Expected wounds lost';
    case 'atLeast':
      return single ? `At least ${row.k ?? 0} wounds lost` : `At least ${row.k ?? 0} destroyed`;
    case 'pWipe':
      return single ? 'Destroyed' : 'Unit destroyed';
    case 'modelsSlainPer100Points':
    case 'damagePer100Points':
      return `${single ? 'Wounds lost' : 'Destroyed'} per 100 pts`;
    default:
      return row.label;
  }
}

function ranking(report: CompareReport, row: MetricRow, title: string): RankingPanel {
  const marked = new Set(markedColumns(row));
  return {
    kind: 'ranking',
    title,
    max: row.format === 'probability' ? 1 : null,
    items: report.columns.map((column, c) => {
      const value = row.values[c] ?? null;
      return { label: column.label, value, text: formatValue(value, row.format), best: marked.has(c) };
    }),
  };
}

/** The first, middle and last of the rows: a spread of k when there are more than fit. */
function spread<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  return Array.from({ length: max }, (_, i) => items[Math.round((i * (items.length - 1)) / (max - 1))]!);
}

function oneDefender(report: CompareReport): RankingPanel[] {
  const cells = report.cells[0] ?? [];
  const { rows, atLeastOf } = defenderMetrics(cells, report.atLeast);
  const find = (key: MetricKey): MetricRow | undefined => rows.find((r) => r.key === key && rowShown(r));
  const single = atLeastOf === 'damage';
  const models = find('modelsSlain');
  const damage = find('damage');
  // Against one-wound models, wounds lost is models destroyed again; against one model, kills are 0 or 1.
  const multiWound = cells.some((cell) => (cell.defender.groups ?? []).some((g) => g.wounds > 1));
  const shown = [
    ...(single ? [] : [models]),
    ...(single || multiWound ? [damage] : []),
    ...spread(rows.filter((r) => r.key === 'atLeast' && rowShown(r)), MAX_AT_LEAST_PANELS),
    // P(unit destroyed) only when some column has a chance worth a bar.
    ...[find('pWipe')].filter((row) => row?.values.some((v) => (v ?? 0) >= NEGLIGIBLE_PROBABILITY)),
    find(single ? 'damagePer100Points' : 'modelsSlainPer100Points'),
  ];
  return shown.filter((row): row is MetricRow => row !== undefined).map((row) => ranking(report, row, panelTitle(row, single)));
}

/** One panel per defender: its models destroyed, or against a single model its wounds lost (as calc). */
function severalDefenders(report: CompareReport): RankingPanel[] {
  return report.defenders.flatMap((defender, d) => {
    const cells = report.cells[d] ?? [];
    const { rows, atLeastOf, maxK } = defenderMetrics(cells, []);
    const single = atLeastOf === 'damage';
    const row = rows.find((r) => r.key === (single ? 'damage' : 'modelsSlain'));
    if (row === undefined) return [];
    return [ranking(report, row, `${defender.label}: ${single ? 'wounds lost' : 'models destroyed'} of ${maxK}`)];
  });
}

/** `options.metrics`: the rows of the report under the picture in HTML (the picture shows its own selection). */
export function comparePicture(report: CompareReport, options: Pick<CompareRenderOptions, 'metrics'> = {}): PictureRequest {
  const common = commonFacts(report);
  const several = report.defenders.length > 1;
  return {
    title: `${common.attacker} vs ${common.defender}`,
    subtitle: [
      `${report.columns.length} ${report.columns.length === 1 ? 'column' : 'columns'}`,
      ...(common.rules === null ? [] : [`${common.rules} rules`]),
      ...(common.phase === null ? [] : [common.phase]),
      ...common.conditions,
      ...common.modifiers,
      ...(several ? ['expected models destroyed (wounds lost against a single model)'] : []),
    ],
    panels: several ? severalDefenders(report) : oneDefender(report),
    footer: FOOTER,
    document: { markdown: renderCompareMarkdown(report, options) },
  };
}
