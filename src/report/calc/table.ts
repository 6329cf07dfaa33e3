/** The default terminal output: fits the width asked (80 columns unless told); colour only when asked. */
import Table from 'cli-table3';
import { Chalk, type ChalkInstance } from 'chalk';
import { bar, barFraction } from '../text/bars.js';
import { formatPercent } from '../text/format.js';
import type { CalcReport } from '../types.js';
import { textWidth, wrapTokens, wrapWords, type Token } from '../text/wrap.js';
import { MORTALS_HEADING } from './scenario.js';
import { calcView, STAGES, STAGES_NOTE, type CalcView, type Fact, type WeaponRow } from './view.js';

/** The width when none is given: a file, a pipe, the golden files. */
export const TABLE_WIDTH = 80;
const BAR_WIDTH = 30;
const MIN_WEAPON_WIDTH = 12;
/** A wide terminal widens the weapon column up to this, not further: the numbers stay near their names. */
const MAX_WEAPON_WIDTH = 40;

/** What the table renderers take: colour, and the width to lay out in (default TABLE_WIDTH). */
export type TableOptions = { readonly color: boolean; readonly width?: number };
const LABEL_MAX = 40;

/** Column heads, a word a line ("Mortal / wounds" keeps the columns narrow). */
const HEADS: readonly (readonly string[])[] = STAGES.map((s) => s.head.split(' '));

/** A table without cli-table3's own colours (it would detect the terminal itself); we colour with chalk. */
export function newTable(head: readonly string[], colAligns: Table.HorizontalAlignment[], compact: boolean): Table.Table {
  return new Table({
    head: [...head],
    colAligns,
    style: { head: [], border: [], 'padding-left': 1, 'padding-right': 1, compact },
  });
}

/** The scenario header: units, edition, phase, conditions, modifiers, and the model groups. */
export function scenarioLines(view: CalcView, c: ChalkInstance, width = TABLE_WIDTH): string[] {
  const tokens: Token[] = [
    { text: view.attacker, sep: '', style: c.bold },
    { text: '→', sep: ' ' },
    { text: view.defender, sep: ' ', style: c.bold },
    { text: view.edition, sep: ' · ' },
    { text: view.phase, sep: ' · ' },
  ];
  view.conditions.forEach((condition, i) => tokens.push({ text: condition, sep: i === 0 ? ' · ' : ', ' }));
  view.modifiers.forEach((text, i) => tokens.push({ text, sep: i === 0 ? ' · ' : ', ', style: c.cyan }));
  const lines = wrapTokens(tokens, width, '  ');
  for (const { side, texts } of view.groups) {
    const groupTokens: Token[] = texts.map((text, i) => ({ text, sep: i === 0 ? ' ' : ', ' }));
    lines.push(...wrapTokens([{ text: `${side}:`, sep: '', style: c.dim }, ...groupTokens], width, '  '));
  }
  for (const effect of view.effects) {
    const words = effect.split(' ').map((w): Token => ({ text: w, sep: ' ', style: c.cyan }));
    lines.push(...wrapTokens([{ text: 'Effect:', sep: '', style: c.dim }, ...words], width, '  '));
  }
  return lines;
}

/** The units' rules: a heading per unit, a line per rule under its status. */
export function ruleLines(view: Pick<CalcView, 'unitRules'>, c: ChalkInstance, width = TABLE_WIDTH): string[] {
  const status = Math.max(0, ...view.unitRules.flatMap((u) => u.lines.map((l) => l.status.length)));
  return view.unitRules.flatMap((unit) => [
    c.dim(`${unit.heading}:`),
    ...unit.lines.flatMap((l) =>
      wrapTokens([{ text: `  ${l.status.padEnd(status)}`, sep: '', style: c.dim }, ...l.text.split(' ').map((w): Token => ({ text: w, sep: ' ' }))], width, ' '.repeat(status + 3)),
    ),
  ]);
}

/** Warnings (inputs not applied as given), then notes, each wrapped under its label. */
export function noteLines(view: Pick<CalcView, 'warnings' | 'notes'>, c: ChalkInstance, width = TABLE_WIDTH): string[] {
  const labelled = (label: string, style: (s: string) => string, text: string): string[] =>
    wrapTokens([{ text: label, sep: '', style }, ...text.split(' ').map((w) => ({ text: w, sep: ' ' }))], width, ' '.repeat(label.length + 1));
  return [...view.warnings.flatMap((w) => labelled('Warning:', c.red, w)), ...view.notes.flatMap((n) => labelled('Note:', c.yellow, n))];
}

function weaponCell(weapon: WeaponRow, width: number, c: ChalkInstance): string {
  const lines = wrapWords(weapon.name, width).map((l) => c.bold(l));
  lines.push(...wrapWords(weapon.profile, width).map((l) => c.dim(l)));
  // A comma stays with its ability, so a wrapped list reads "rapid fire 1," / "heavy".
  const tokens = weapon.extras.map((text, i): Token => ({ text: i < weapon.extras.length - 1 ? `${text},` : text, sep: ' ', style: c.cyan }));
  if (tokens.length > 0) lines.push(...wrapTokens(tokens, width));
  return lines.join('\n');
}

function weaponsTable(view: CalcView, c: ChalkInstance, width: number): string {
  const columnWidths = HEADS.map((head, i) =>
    Math.max(...head.map(textWidth), ...view.weapons.map((w) => textWidth(w.values[i] ?? '')), textWidth(view.totals?.[i] ?? '')),
  );
  // Each column: content + 2 padding; borders: one more than the columns.
  const used = columnWidths.reduce((sum, w) => sum + w + 2, 0) + (STAGES.length + 2);
  const weaponWidth = Math.max(MIN_WEAPON_WIDTH, Math.min(MAX_WEAPON_WIDTH, width - used - 2));
  const headCell = (lines: readonly string[]): string => lines.map((l) => c.bold(l)).join('\n');
  const table = newTable(
    [headCell(['Weapon']), ...HEADS.map(headCell)],
    ['left', ...STAGES.map((): Table.HorizontalAlignment => 'right')],
    false,
  );
  for (const weapon of view.weapons) table.push([weaponCell(weapon, weaponWidth, c), ...weapon.values]);
  if (view.totals !== null) table.push([c.bold('Total'), ...view.totals.map((t) => c.bold(t))]);
  return table.toString();
}

export function keyValueLines(facts: readonly Fact[], c: ChalkInstance): string[] {
  const rows = facts.map((f) => (f.indented === true ? { ...f, label: `  ${f.label}` } : f));
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

export function distributionTable(distribution: CalcView['distribution'], c: ChalkInstance): string[] {
  const { title, rows, max } = distribution;
  const table = newTable(['k', 'P(exactly k)', 'P(at least k)', ''].map((h) => c.bold(h)), ['right', 'right', 'right', 'left'], true);
  for (const row of rows) {
    if (row === null) {
      table.push([c.dim('⋮'), '', '', '']);
      continue;
    }
    table.push([String(row.k), formatPercent(row.exactly), formatPercent(row.atLeast), c.green(bar(barFraction(row.exactly, max), BAR_WIDTH))]);
  }
  return [c.bold(title), table.toString()];
}

export function renderTable(report: CalcReport, options: TableOptions): string {
  // An explicit level: the report never asks the terminal; the CLI decides (--color, NO_COLOR, TTY).
  const c = new Chalk({ level: options.color ? 1 : 0 });
  const width = options.width ?? TABLE_WIDTH;
  const view = calcView(report);
  const lines = [
    ...scenarioLines(view, c, width),
    ...ruleLines(view, c, width),
    ...noteLines(view, c, width),
    '',
    ...(view.mortals.length === 0 ? [] : [c.bold(MORTALS_HEADING), ...keyValueLines(view.mortals, c), '']),
    ...(view.weapons.length === 0 ? [] : [weaponsTable(view, c, width), ...wrapWords(STAGES_NOTE, width).map((l) => c.dim(l)), '']),
    c.bold('Result'),
    ...keyValueLines(view.result, c),
    '',
    ...distributionTable(view.distribution, c),
    // After the attack: the attacker's hazardous losses, then what mortal-wound sources cost your own side.
    ...view.costs.flatMap((cost) => ['', ...wrapWords(cost.heading, width).map((l) => c.bold(l)), ...keyValueLines(cost.facts, c)]),
  ];
  return `${lines.join('\n')}\n`;
}
