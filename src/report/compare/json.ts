/**
 * The compare JSON contract (docs/json.md, "compare"; schema in compare-schema.ts). Each cell is the
 * whole calc contract of that case (toCalcJson), so a script reads a cell exactly as it reads
 * `mathhammer calc --json`; the rows are the comparison table, every row always present.
 */
import { defenderMetrics, type AtLeastOf, type Better, type MetricKey } from './metrics.js';
import { COMPARE_SCHEMA_VERSION, type CompareReport } from './types.js';
import { toCalcJson, type CalcJson } from '../calc/json.js';
import { stringify } from '../json-text.js';

export type CompareRowJson = {
  metric: MetricKey;
  k: number | null;
  label: string;
  better: Better;
  values: (number | null)[];
  best: number[];
};

export type CompareJson = {
  schemaVersion: number;
  command: 'compare';
  columns: { label: string; base: string; variant: string | null; attacker: string; options: string[]; steps: string[] | null }[];
  vary: string[];
  results: {
    defender: { label: string; source: string };
    atLeastOf: AtLeastOf;
    rows: CompareRowJson[];
    cells: CalcJson[];
  }[];
};

export function toCompareJson(report: CompareReport): CompareJson {
  return {
    schemaVersion: COMPARE_SCHEMA_VERSION,
    command: 'compare',
    columns: report.columns.map((column) => ({
      label: column.label,
      base: column.base,
      variant: column.variant,
      attacker: column.attacker,
      options: [...column.options],
      steps: column.steps === undefined ? null : [...column.steps],
    })),
    vary: [...report.vary],
    results: report.defenders.map((defender, d) => {
      const cells = report.cells[d] ?? [];
      const metrics = defenderMetrics(cells, report.atLeast);
      return {
        defender: { label: defender.label, source: defender.source },
        atLeastOf: metrics.atLeastOf,
        rows: metrics.rows.map((row) => ({
          metric: row.key,
          k: row.k,
          label: row.label,
          better: row.better,
          values: [...row.values],
          best: [...row.best],
        })),
        cells: cells.map(toCalcJson),
      };
    }),
  };
}

export function renderCompareJson(report: CompareReport): string {
  return `${stringify(toCompareJson(report))}\n`;
}
