/**
 * `mathhammer simulate` in the terminal (80 columns): the Monte Carlo estimate with its standard errors,
 * or with --compare the exact and simulated distributions side by side and the check.
 */
import Table from 'cli-table3';
import { Chalk, type ChalkInstance } from 'chalk';
import type { AttackResult } from '../../rules/index.js';
import { bar, barFraction } from '../text/bars.js';
import { formatMean } from '../text/format.js';
import { battleShockTrigger, chartedDistribution, distributionRows, groupNames } from '../calc/scenario.js';
import {
  entryLabel,
  formatCount,
  formatDifference,
  formatPercent2,
  formatPoints,
  formatZ,
} from './labels.js';
import { mortalCosts, mortalsOnTarget, type EstimateRow, type EstimateSection } from './mortals.js';
import { asCalcReport, type ComparisonView, type EstimatedSummary, type SimulatedAttack, type SimulateReport } from './types.js';
import { noteLines, scenarioLines, TABLE_WIDTH, type TableOptions } from '../calc/table.js';
import { calcView } from '../calc/view.js';
import { textWidth, wrapWords } from '../text/wrap.js';

const BAR_WIDTH = 24;
const LABEL_MAX = 30;
/** How many disagreeing entries the check lists by name. */
const OUTSIDE_SHOWN = 5;

function newTable(head: readonly string[], colAligns: Table.HorizontalAlignment[], c: ChalkInstance): Table.Table {
  return new Table({
    head: head.map((h) => c.bold(h)),
    colAligns,
    style: { head: [], border: [], 'padding-left': 1, 'padding-right': 1, compact: true },
  });
}

function trialsLine(report: SimulateReport, c: ChalkInstance): string {
  const { trials, seed } = report.simulated;
  const what = report.comparison === null ? 'Simulated' : 'Exact engine against';
  return c.bold(`${what} ${formatCount(trials)} attacks rolled die by die (seed ${seed})`);
}

/** Means of each weapon's stages, like calc's table (means only: their standard errors are in the JSON). */
function weaponLines(simulated: SimulatedAttack, c: ChalkInstance): string[] {
  const stages = ['attacks', 'hits', 'wounds', 'unsavedWounds', 'mortalWounds', 'damage'] as const;
  const heads = ['Attacks', 'Hits', 'Wounds', 'Unsaved', 'Mortal', 'Damage'];
  const values = simulated.weapons.map((w) => stages.map((s) => formatMean(w[s].mean)));
  const widths = heads.map((h, i) => Math.max(h.length, ...values.map((row) => (row[i] ?? '').length)));
  // Each column: its content and 2 of padding; borders: one more than the columns. The weapon takes the rest.
  const weaponWidth = Math.max(12, TABLE_WIDTH - widths.reduce((sum, w) => sum + w + 2, 0) - (heads.length + 2) - 2);
  const table = newTable(['Weapon', ...heads], ['left', ...stages.map((): Table.HorizontalAlignment => 'right')], c);
  let largest = 0;
  simulated.weapons.forEach((w, i) => {
    table.push([wrapWords(`${w.count}× ${w.weapon}`, weaponWidth).join('\n'), ...(values[i] ?? [])]);
    for (const s of stages) largest = Math.max(largest, w[s].stdError);
  });
  return [table.toString(), c.dim(`  Means; the largest standard error among them is ${largest.toFixed(3)}.`)];
}

type Row = EstimateRow;

function rowLines(rows: readonly Row[], c: ChalkInstance): string[] {
  const labelWidth = Math.max(...rows.map((r) => r.label.length));
  const valueWidth = Math.max(...rows.map((r) => r.value.length));
  const errorWidth = Math.max(...rows.map((r) => r.error.length));
  return rows.map((r) => {
    const extra = r.extra === undefined ? '' : `  ${c.dim(r.extra)}`;
    return `  ${r.label.padEnd(labelWidth)}  ${c.bold(r.value.padStart(valueWidth))} ± ${r.error.padStart(errorWidth)}${extra}`.trimEnd();
  });
}

function estimateLines(report: SimulateReport, c: ChalkInstance): string[] {
  const s = report.simulated;
  const mean = (x: EstimatedSummary): Pick<Row, 'value' | 'error'> => ({ value: x.mean.toFixed(3), error: x.stdError.toFixed(3) });
  const rows: Row[] = [
    { label: 'Expected wounds lost', ...mean(s.woundsLost) },
    { label: 'Expected models destroyed', ...mean(s.modelsDestroyed), extra: `of ${report.defender.models}` },
  ];
  if (s.modelsDestroyedByGroup.length > 1) {
    const names = groupNames(asCalcReport(report, s));
    s.modelsDestroyedByGroup.forEach((g, i) => rows.push({ label: `  ${names[i] ?? `group ${i + 1}`}`, ...mean(g) }));
  }
  const probability = (p: number, error: number): Pick<Row, 'value' | 'error'> => ({ value: formatPercent2(p), error: formatPercent2(error) });
  const errors = s.probabilityStdErrors;
  const trigger = battleShockTrigger(asCalcReport(report, s));
  rows.push({ label: 'P(unit destroyed)', ...probability(s.pWipe, errors.pWipe) });
  rows.push({
    label: 'P(below half-strength)',
    ...probability(s.pBelowHalf, errors.pBelowHalf),
    ...(trigger === 'below-half' ? { extra: 'battle-shock test' } : {}),
  });
  if (trigger === 'at-or-below-half') {
    rows.push({ label: 'P(at or below half-strength)', ...probability(s.pAtOrBelowHalf, errors.pAtOrBelowHalf), extra: 'battle-shock test' });
  }
  if (s.hazard?.modelsLost !== undefined) rows.push({ label: 'Attacker models lost to hazard', ...mean(s.hazard.modelsLost) });
  return [c.bold('Result (simulated, ± one standard error)'), ...rowLines(rows, c)];
}

function estimatedChart(report: SimulateReport, c: ChalkInstance): string[] {
  const { title, pmf, maxK } = chartedDistribution(asCalcReport(report, report.simulated));
  const trials = report.simulated.trials;
  const max = Math.max(...pmf);
  const table = newTable(['k', 'P(exactly k)', '±', 'P(at least k)', ''], ['right', 'right', 'right', 'right', 'left'], c);
  for (const row of distributionRows(pmf, maxK)) {
    if (row === null) {
      table.push([c.dim('⋮'), '', '', '', '']);
      continue;
    }
    const error = Math.sqrt((row.exactly * (1 - row.exactly)) / trials);
    table.push([String(row.k), formatPercent2(row.exactly), formatPercent2(error), formatPercent2(row.atLeast), c.green(bar(barFraction(row.exactly, max), BAR_WIDTH))]);
  }
  return [c.bold(`${title}, simulated`), table.toString()];
}

/** A row label wrapped to LABEL_MAX columns, so the table keeps to 80 and long names stay whole. */
function fitLabel(label: string): string {
  return textWidth(label) > LABEL_MAX ? wrapWords(label, LABEL_MAX).join('\n') : label;
}

/** Each section: a blank line, its heading, its rows. */
function sectionLines(sections: readonly EstimateSection[], c: ChalkInstance, width: number): string[] {
  return sections.flatMap((section) => ['', ...wrapWords(section.heading, width).map((l) => c.bold(l)), ...rowLines(section.rows, c)]);
}

/** Means side by side: the summaries a reader looks at first. */
function comparedMeans(report: SimulateReport, exact: AttackResult, comparison: ComparisonView, c: ChalkInstance): string[] {
  const table = newTable(['', 'Exact', 'Simulated', 'Diff.', 'SE', 'z'], ['left', 'right', 'right', 'right', 'right', 'right'], c);
  const shown = new Set(['damage', 'modelsSlain', 'hazard.modelsLost']);
  if (exact.modelsDestroyedByGroup.length > 1) exact.modelsDestroyedByGroup.forEach((_, g) => shown.add(`modelsSlainByGroup[${g}]`));
  exact.weapons.forEach((_, i) => shown.add(`weapons[${i}].damage`));
  // Every mortal-wound source's means (a source rolled for your own units has nothing on the target).
  (exact.mortalSources ?? []).forEach((m, i) => {
    if (m.ownUnits === undefined) shown.add(`mortalSources[${i}].mortalWounds`);
    else shown.add(`mortalSources[${i}].ownUnits.perUnit`);
    shown.add(`mortalSources[${i}].selfMortalWounds`);
  });
  for (const m of comparison.means) {
    if (!shown.has(m.field)) continue;
    const label = fitLabel(`E[${entryLabel(report, m.field, null)}]`);
    const mark = m.within ? (s: string) => s : (s: string) => c.red(s);
    table.push([label, m.exact.toFixed(4), m.simulated.toFixed(4), mark(formatDifference(m.difference)), m.stdError.toFixed(4), mark(formatZ(m.z))]);
  }
  for (const e of comparison.entries) {
    if (e.k !== null) continue;
    const mark = e.within ? (s: string) => s : (s: string) => c.red(s);
    table.push([fitLabel(entryLabel(report, e.field, null)), formatPercent2(e.exact), formatPercent2(e.simulated), mark(formatPoints(e.difference)), formatPercent2(e.stdError), mark(formatZ(e.z))]);
  }
  return [table.toString(), c.dim('  Means in their units, probabilities in % (differences in percentage points).')];
}

function comparedChart(report: SimulateReport, exact: AttackResult, comparison: ComparisonView, c: ChalkInstance): string[] {
  const shownExact = chartedDistribution(asCalcReport(report, exact));
  const shownSimulated = chartedDistribution(asCalcReport(report, report.simulated));
  const field = shownExact.title.startsWith('Wounds') ? 'damage' : 'modelsSlain';
  const checks = new Map(comparison.entries.filter((e) => e.field === field && e.k !== null).map((e) => [e.k, e]));
  const union = Array.from({ length: Math.max(shownExact.pmf.length, shownSimulated.pmf.length) }, (_, k) =>
    Math.max(shownExact.pmf[k] ?? 0, shownSimulated.pmf[k] ?? 0),
  );
  const anyOutside = comparison.outside.some((e) => e.field === field);
  const head = ['k', 'Exact', 'Simulated', 'Difference', 'z', ...(anyOutside ? [''] : [])];
  const table = newTable(head, ['right', 'right', 'right', 'right', 'right', 'left'], c);
  for (const row of distributionRows(union, shownExact.maxK)) {
    if (row === null) {
      table.push([c.dim('⋮'), ...head.slice(1).map(() => '')]);
      continue;
    }
    const check = checks.get(row.k);
    const p = shownExact.pmf[row.k] ?? 0;
    const f = shownSimulated.pmf[row.k] ?? 0;
    const within = check?.within ?? true;
    const mark = within ? (s: string) => s : (s: string) => c.red(s);
    table.push([
      String(row.k),
      formatPercent2(p),
      formatPercent2(f),
      mark(formatPoints(f - p)),
      mark(check === undefined ? '' : formatZ(check.z)),
      ...(anyOutside ? [within ? '' : c.red(`> ${comparison.sigmas} SE`)] : []),
    ]);
  }
  return [c.bold(`${shownExact.title}: P(exactly k)`), table.toString()];
}

/** A paragraph wrapped to the table width, each line indented. */
function paragraph(text: string, indent: string, width: number, style: (s: string) => string = (s) => s): string[] {
  return wrapWords(text, width - indent.length).map((line) => indent + style(line));
}

function checkLines(report: SimulateReport, comparison: ComparisonView, c: ChalkInstance, width: number): string[] {
  const lines = [c.bold('Check')];
  const count = comparison.entries.length;
  lines.push(...paragraph(`${formatCount(count)} probabilities compared: every pmf entry of every distribution, and the probabilities above.`, '  ', width));
  const largest = comparison.largest;
  if (largest !== null) {
    const text =
      `Largest difference: ${formatPoints(largest.difference)} percentage points, ${entryLabel(report, largest.field, largest.k)} ` +
      `(exact ${formatPercent2(largest.exact)}, simulated ${formatPercent2(largest.simulated)}, ${formatZ(largest.z)} SE).`;
    lines.push(...paragraph(text, '  ', width));
  }
  const worst = comparison.worst;
  if (worst !== null && worst !== largest) {
    lines.push(...paragraph(`Furthest in standard errors: ${entryLabel(report, worst.field, worst.k)}, ${formatZ(worst.z)} SE.`, '  ', width));
  }
  // Say the test actually used (src/sim/compare.ts): an entry 7.6 SE out can pass through its allowance.
  const trials = formatCount(report.simulated.trials);
  const test =
    `The test: an entry passes when |simulated − exact| ≤ ${comparison.sigmas} SE + 2/${trials} (two trials' worth, for rare ` +
    `entries, where "${comparison.sigmas} SE" alone fails by chance); a mean when ≤ ${comparison.sigmas} SE + its largest value/${trials}.`;
  lines.push(...paragraph(test, '  ', width));
  const outside = comparison.outside.length + comparison.meansOutside.length;
  if (comparison.agrees) {
    lines.push(`  Every entry and every mean passes: ${c.green('yes')}.`);
    return lines;
  }
  lines.push(`  Every entry and every mean passes: ${c.red(`no, ${outside} fail`)}.`);
  for (const e of comparison.outside.slice(0, OUTSIDE_SHOWN)) {
    lines.push(...paragraph(`${entryLabel(report, e.field, e.k)}: exact ${formatPercent2(e.exact)}, simulated ${formatPercent2(e.simulated)} (${formatZ(e.z)} SE)`, '    ', width));
  }
  for (const m of comparison.meansOutside.slice(0, OUTSIDE_SHOWN)) {
    lines.push(...paragraph(`mean of ${entryLabel(report, m.field, null)}: exact ${m.exact.toFixed(4)}, simulated ${m.simulated.toFixed(4)} (${formatZ(m.z)} SE)`, '    ', width));
  }
  if (outside > 2 * OUTSIDE_SHOWN) lines.push('    …');
  const advice =
    `By chance about 1 entry in 16,000 fails: run again with another --seed or more --trials. ` +
    'A difference that stays is a bug: please report it with the command.';
  lines.push(...paragraph(advice, '  ', width, c.dim));
  return lines;
}

export function renderSimulateTable(report: SimulateReport, options: TableOptions): string {
  const c = new Chalk({ level: options.color ? 1 : 0 });
  const width = options.width ?? TABLE_WIDTH;
  const header = calcView(asCalcReport(report, report.exact ?? report.simulated));
  const lines = [...scenarioLines(header, c, width), ...noteLines(header, c, width), '', trialsLine(report, c), ''];
  if (report.comparison === null || report.exact === null) {
    const onTarget = mortalsOnTarget(report);
    if (onTarget !== null) lines.push(...sectionLines([onTarget], c, width).slice(1), '');
    if (report.simulated.weapons.length > 0) lines.push(...weaponLines(report.simulated, c), '');
    lines.push(...estimateLines(report, c), '', ...estimatedChart(report, c), ...sectionLines(mortalCosts(report), c, width));
  } else {
    lines.push(
      ...comparedMeans(report, report.exact, report.comparison, c),
      '',
      ...comparedChart(report, report.exact, report.comparison, c),
      '',
      ...checkLines(report, report.comparison, c, width),
    );
  }
  return `${lines.join('\n')}\n`;
}
