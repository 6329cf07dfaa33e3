/** The default terminal output: fits 80 columns; colour only when asked. */
import Table from 'cli-table3';
import { Chalk, type ChalkInstance } from 'chalk';
import type { Summary, WeaponResult } from '../../rules/index.js';
import { bar, barFraction } from '../text/bars.js';
import { formatMean, formatPercent } from '../text/format.js';
import {
  battleShockFacts,
  battleShockTrigger,
  chartedDistribution,
  distributionRows,
  editionLabel,
  effectText,
  groupNames,
  groupText,
  modifierTexts,
  mortalSourceFacts,
  pairWeapons,
  selfCosts,
  totalMean,
  unitLabel,
  weaponAbilityTexts,
  weaponModifierTexts,
  weaponProfileText,
  type ResultFact,
  type WeaponPair,
} from './scenario.js';
import type { CalcReport } from '../types.js';
import { textWidth, wrapTokens, wrapWords, type Token } from '../text/wrap.js';

export const TABLE_WIDTH = 80;
const BAR_WIDTH = 30;
const MIN_WEAPON_WIDTH = 12;
const LABEL_MAX = 40;

type Stage = { readonly head: readonly string[]; readonly get: (r: WeaponResult) => Summary };

const STAGES: readonly Stage[] = [
  { head: ['Attacks'], get: (r) => r.attacks },
  { head: ['Hits'], get: (r) => r.hits },
  { head: ['Wounds'], get: (r) => r.wounds },
  { head: ['Unsaved'], get: (r) => r.unsavedWounds },
  { head: ['Mortal', 'wounds'], get: (r) => r.mortalWounds },
  { head: ['Damage'], get: (r) => r.damage },
];

/** A table without cli-table3's own colours (it would detect the terminal itself); we colour with chalk. */
function newTable(head: readonly string[], colAligns: Table.HorizontalAlignment[], compact: boolean): Table.Table {
  return new Table({
    head: [...head],
    colAligns,
    style: { head: [], border: [], 'padding-left': 1, 'padding-right': 1, compact },
  });
}

/** The scenario header: units, edition, phase, conditions, modifiers, and the model groups. */
export function scenarioLines(report: CalcReport, c: ChalkInstance): string[] {
  const tokens: Token[] = [
    { text: unitLabel(report.attacker), sep: '', style: c.bold },
    { text: '→', sep: ' ' },
    { text: unitLabel(report.defender), sep: ' ', style: c.bold },
    { text: editionLabel(report), sep: ' · ' },
    { text: report.phase, sep: ' · ' },
  ];
  report.conditions.forEach((condition, i) => tokens.push({ text: condition, sep: i === 0 ? ' · ' : ', ' }));
  modifierTexts(report.modifiers).forEach((text, i) =>
    tokens.push({ text, sep: i === 0 ? ' · ' : ', ', style: c.cyan }),
  );
  const lines = wrapTokens(tokens, TABLE_WIDTH, '  ');
  for (const [label, unit] of [
    ['Attacker', report.attacker],
    ['Defender', report.defender],
  ] as const) {
    if (unit.groups === undefined || unit.groups.length === 0) continue;
    const groupTokens: Token[] = unit.groups.map((g, i) => ({ text: groupText(g), sep: i === 0 ? ' ' : ', ' }));
    lines.push(...wrapTokens([{ text: `${label}:`, sep: '', style: c.dim }, ...groupTokens], TABLE_WIDTH, '  '));
  }
  for (const effect of report.effects ?? []) {
    const words = effectText(effect).split(' ').map((w): Token => ({ text: w, sep: ' ', style: c.cyan }));
    lines.push(...wrapTokens([{ text: 'Effect:', sep: '', style: c.dim }, ...words], TABLE_WIDTH, '  '));
  }
  return lines;
}

export function noteLines(report: CalcReport, c: ChalkInstance): string[] {
  return report.notes.flatMap((note) =>
    wrapTokens(
      [{ text: 'Note:', sep: '', style: c.yellow }, ...note.split(' ').map((w) => ({ text: w, sep: ' ' }))],
      TABLE_WIDTH,
      '      ',
    ),
  );
}

function weaponCell(pair: WeaponPair, width: number, c: ChalkInstance): string {
  const { fired, result } = pair;
  const lines = wrapWords(`${fired.count}× ${fired.weapon.name}`, width).map((l) => c.bold(l));
  lines.push(...wrapWords(weaponProfileText(fired.weapon), width).map((l) => c.dim(l)));
  const extras = [...weaponAbilityTexts(fired, result), ...weaponModifierTexts(fired)];
  // A comma stays with its ability, so a wrapped list reads "rapid fire 1," / "heavy".
  const tokens = extras.map(
    (text, i): Token => ({ text: i < extras.length - 1 ? `${text},` : text, sep: ' ', style: c.cyan }),
  );
  if (tokens.length > 0) lines.push(...wrapTokens(tokens, width));
  return lines.join('\n');
}

function weaponsTable(report: CalcReport, c: ChalkInstance): string {
  const pairs = pairWeapons(report);
  const valueRows = pairs.map((p) => STAGES.map((s) => formatMean(s.get(p.result).mean)));
  const totals = STAGES.map((s) => formatMean(totalMean(pairs, s.get)));
  const columnWidths = STAGES.map((s, i) =>
    Math.max(
      ...s.head.map(textWidth),
      ...valueRows.map((row) => textWidth(row[i] ?? '')),
      pairs.length > 1 ? textWidth(totals[i] ?? '') : 0,
    ),
  );
  // Each column: content + 2 padding; borders: one more than the columns.
  const used = columnWidths.reduce((sum, w) => sum + w + 2, 0) + (STAGES.length + 2);
  const weaponWidth = Math.max(MIN_WEAPON_WIDTH, TABLE_WIDTH - used - 2);
  const headCell = (lines: readonly string[]): string => lines.map((l) => c.bold(l)).join('\n');
  const table = newTable(
    [headCell(['Weapon']), ...STAGES.map((s) => headCell(s.head))],
    ['left', ...STAGES.map((): Table.HorizontalAlignment => 'right')],
    false,
  );
  pairs.forEach((pair, i) => table.push([weaponCell(pair, weaponWidth, c), ...(valueRows[i] ?? [])]));
  if (pairs.length > 1) table.push([c.bold('Total'), ...totals.map((t) => c.bold(t))]);
  return table.toString();
}

type KeyValue = { readonly label: string; readonly value: string; readonly extra?: string };

function keyValueLines(rows: readonly KeyValue[], c: ChalkInstance): string[] {
  const labels = rows.map((r) => (textWidth(r.label) > LABEL_MAX ? `${[...r.label].slice(0, LABEL_MAX - 1).join('')}…` : r.label));
  const labelWidth = Math.max(...labels.map(textWidth));
  const valueWidth = Math.max(...rows.map((r) => textWidth(r.value)));
  return rows.map((row, i) => {
    const label = labels[i] ?? row.label;
    const gap = ' '.repeat(labelWidth - textWidth(label) + 2);
    const pad = ' '.repeat(valueWidth - textWidth(row.value));
    const extra = row.extra === undefined ? '' : `  ${c.dim(row.extra)}`;
    return `  ${label}${gap}${pad}${c.bold(row.value)}${extra}`.trimEnd();
  });
}

function resultLines(report: CalcReport, c: ChalkInstance): string[] {
  const r = report.result;
  const rows: KeyValue[] = [
    { label: 'Expected wounds lost', value: formatMean(r.woundsLost.mean) },
    { label: 'Expected models destroyed', value: formatMean(r.modelsDestroyed.mean), extra: `of ${report.defender.models}` },
  ];
  if (r.modelsDestroyedByGroup.length > 1) {
    const names = groupNames(report);
    r.modelsDestroyedByGroup.forEach((summary, i) => {
      const group = report.defender.groups?.[i];
      rows.push({
        label: `  ${names[i] ?? `group ${i + 1}`}`,
        value: formatMean(summary.mean),
        ...(group === undefined || names[i] === null ? {} : { extra: `of ${group.count}` }),
      });
    });
  }
  const trigger = battleShockTrigger(report);
  rows.push({ label: 'P(unit destroyed)', value: formatPercent(r.pWipe) });
  rows.push({
    label: 'P(below half-strength)',
    value: formatPercent(r.pBelowHalf),
    ...(trigger === 'below-half' ? { extra: 'battle-shock test' } : {}),
  });
  if (trigger === 'at-or-below-half') {
    rows.push({ label: 'P(at or below half-strength)', value: formatPercent(r.pAtOrBelowHalf), extra: 'battle-shock test' });
  }
  rows.push(...battleShockFacts(report).map(factRow));
  return [c.bold('Result'), ...keyValueLines(rows, c)];
}

function factRow(fact: ResultFact): KeyValue {
  const value = fact.probability === undefined ? formatMean(fact.mean ?? 0) : formatPercent(fact.probability);
  return { label: fact.label, value, ...(fact.extra === undefined ? {} : { extra: fact.extra }) };
}

/** Mortal wounds rolled before the attack, one line per source in order. */
function mortalLines(report: CalcReport, c: ChalkInstance): string[] {
  const facts = mortalSourceFacts(report);
  if (facts.length === 0) return [];
  return [c.bold('Mortal wounds before the attack'), ...keyValueLines(facts.map(factRow), c), ''];
}

/** What the mortal-wound sources cost your own side, one section per source (after the attack, like hazard). */
function selfCostLines(report: CalcReport, c: ChalkInstance): string[] {
  return selfCosts(report).flatMap((cost) => [
    '',
    ...wrapWords(cost.heading, TABLE_WIDTH).map((l) => c.bold(l)),
    ...keyValueLines(cost.facts.map(factRow), c),
  ]);
}

function distributionTable(report: CalcReport, c: ChalkInstance): string[] {
  const { title, pmf, maxK } = chartedDistribution(report);
  const rows = distributionRows(pmf, maxK);
  const max = Math.max(...pmf);
  const table = newTable(
    ['k', 'P(exactly k)', 'P(at least k)', ''].map((h) => c.bold(h)),
    ['right', 'right', 'right', 'left'],
    true,
  );
  for (const row of rows) {
    if (row === null) {
      table.push([c.dim('⋮'), '', '', '']);
      continue;
    }
    table.push([
      String(row.k),
      formatPercent(row.exactly),
      formatPercent(row.atLeast),
      c.green(bar(barFraction(row.exactly, max), BAR_WIDTH)),
    ]);
  }
  return [c.bold(title), table.toString()];
}

function hazardLines(report: CalcReport, c: ChalkInstance): string[] {
  const hazard = report.result.hazard;
  if (hazard === undefined) return [];
  const rows: KeyValue[] = [
    { label: 'Failed hazard rolls', value: formatMean(hazard.failedRolls.mean) },
    { label: 'Mortal wounds suffered', value: formatMean(hazard.mortalWounds.mean) },
  ];
  if (hazard.modelsLost !== undefined) {
    rows.push({
      label: 'Models lost',
      value: formatMean(hazard.modelsLost.mean),
      extra: `P(at least 1) ${formatPercent(1 - (hazard.modelsLost.pmf[0] ?? 0))}`,
    });
  }
  const heading = wrapWords(`Hazardous: losses of ${report.attacker.name}`, TABLE_WIDTH).map((l) => c.bold(l));
  return ['', ...heading, ...keyValueLines(rows, c)];
}

export function renderTable(report: CalcReport, options: { readonly color: boolean }): string {
  // An explicit level: the report never asks the terminal; the CLI decides (--color, NO_COLOR, TTY).
  const c = new Chalk({ level: options.color ? 1 : 0 });
  const lines = [
    ...scenarioLines(report, c),
    ...noteLines(report, c),
    '',
    ...mortalLines(report, c),
    ...(pairWeapons(report).length === 0 ? [] : [weaponsTable(report, c), '']),
    ...resultLines(report, c),
    '',
    ...distributionTable(report, c),
    ...hazardLines(report, c),
    ...selfCostLines(report, c),
  ];
  return `${lines.join('\n')}\n`;
}
