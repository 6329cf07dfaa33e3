/** `mathhammer show` on the terminal: the unit's facts, its models and weapons as tables, then its rules. */
import type Table from 'cli-table3';
import { Chalk, type ChalkInstance } from 'chalk';
import { newTable, noteLines, TABLE_WIDTH } from '../calc/table.js';
import type { RenderOptions } from '../formats.js';
import { textWidth, wrapTokens, wrapWords, type Token } from '../text/wrap.js';
import type { ShowJson, ShowRuleStatus } from './types.js';
import { GROUP_HEADS, showView, WEAPON_HEADS, type RuleView, type ShowView } from './view.js';

/** Narrower than this, a column of names wraps a word a line (the weapons' is allowed less, to fit 60 columns). */
const MIN_NAME_WIDTH = 12;
const MIN_WEAPON_WIDTH = 10;

/** Words as tokens that wrap at their spaces. */
function words(text: string, style?: (s: string) => string): Token[] {
  return text.split(' ').map((w): Token => ({ text: w, sep: ' ', ...(style === undefined ? {} : { style }) }));
}

/** `text` wrapped to `width` with `indent` before every line. */
function indented(text: string, indent: string, width: number, style: (s: string) => string = (s) => s): string[] {
  return wrapWords(text, Math.max(1, width - indent.length)).map((line) => indent + style(line));
}

function headLines(view: ShowView, c: ChalkInstance, width: number): string[] {
  const lines = wrapTokens([{ text: view.name, sep: '', style: c.bold }, ...(view.faction === null ? [] : [{ text: view.faction, sep: ' · ' }])], width, '  ');
  const label = Math.max(...view.facts.map((f) => textWidth(f.label)));
  for (const fact of view.facts) {
    lines.push(...wrapTokens([{ text: `  ${fact.label.padEnd(label)}`, sep: '', style: c.dim }, ...words(fact.text)], width, ' '.repeat(label + 3)));
  }
  if (view.description !== null) lines.push(...indented(view.description, '  ', width, c.dim));
  return lines;
}

/** Width of each column: its head's and its values' widest line. */
function columnWidths(heads: readonly string[], rows: readonly (readonly string[])[]): number[] {
  return heads.map((head, i) => Math.max(...[head, ...rows.map((row) => row[i] ?? '')].flatMap((cell) => cell.split('\n')).map(textWidth)));
}

/** What `width` leaves for `flexible` columns besides `fixed` (each column: its content, 2 of padding and a border; one border more). */
function room(width: number, fixed: readonly number[], flexible: number): number {
  return width - fixed.reduce((sum, w) => sum + w, 0) - (fixed.length + flexible) * 3 - 1;
}

function cellLines(first: readonly string[], rest: readonly string[], width: number, c: ChalkInstance): string {
  return [...first.flatMap((l) => wrapWords(l, width).map((w) => c.bold(w))), ...rest.flatMap((l) => wrapWords(l, width).map((w) => c.dim(w)))].join('\n');
}

function modelsTable(view: ShowView, c: ChalkInstance, width: number): string {
  // The invulnerable saves and Feel No Pain, one a line, in a column of their own when some model has one.
  const saves = view.groups.some((g) => g.saves.length > 0) ? view.groups.map((g) => g.saves.join('\n')) : undefined;
  const savesHead = 'Invuln,\nFNP';
  const values = view.groups.map((g, i) => [...g.values, ...(saves === undefined ? [] : [saves[i]!])]);
  const heads = [...GROUP_HEADS, ...(saves === undefined ? [] : [savesHead])];
  const fixed = columnWidths(heads, values);
  const natural = Math.max(textWidth('Model'), ...view.groups.flatMap((g) => [g.name, ...g.details].map(textWidth)));
  const nameWidth = Math.min(natural, Math.max(MIN_NAME_WIDTH, room(width, fixed, 1)));
  const align: Table.HorizontalAlignment[] = ['left', ...GROUP_HEADS.map((): Table.HorizontalAlignment => 'right'), 'left'];
  const table = newTable([c.bold('Model'), ...heads.map((h) => c.bold(h))], align, false);
  view.groups.forEach((g, i) => table.push([cellLines([g.name], g.details, nameWidth, c), ...values[i]!]));
  return table.toString();
}

function weaponsTable(view: ShowView, c: ChalkInstance, width: number): string {
  const fixed = columnWidths(WEAPON_HEADS, view.weapons.map((w) => w.values));
  const space = room(width, fixed, 2);
  const nameNatural = Math.max(textWidth('Weapon'), ...view.weapons.flatMap((w) => [...w.name, ...w.notes].map(textWidth)));
  const abilitiesNatural = Math.max(textWidth('Abilities'), ...view.weapons.map((w) => textWidth(w.abilities)));
  // The names get what they need up to 3/5 of what the numbers leave, the abilities the rest; a column that needs less gives it to the other.
  const abilitiesWidth = Math.max(textWidth('Abilities'), Math.min(abilitiesNatural, space - Math.min(nameNatural, Math.max(MIN_WEAPON_WIDTH, Math.floor((space * 3) / 5)))));
  const nameWidth = Math.max(MIN_WEAPON_WIDTH, Math.min(nameNatural, space - abilitiesWidth));
  const align: Table.HorizontalAlignment[] = ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'];
  const table = newTable(['Weapon', ...WEAPON_HEADS, 'Abilities'].map((h) => c.bold(h)), align, false);
  for (const w of view.weapons) {
    table.push([cellLines(w.name, w.notes, nameWidth, c), ...w.values, w.abilities === '' ? '' : wrapTokens(words(w.abilities, c.cyan), abilitiesWidth).join('\n')]);
  }
  return table.toString();
}

function loadoutLines(view: ShowView, c: ChalkInstance, width: number): string[] {
  const nameWidth = Math.min(28, Math.max(...view.loadouts.map((l) => textWidth(l.name))));
  const indent = ' '.repeat(nameWidth + 3);
  return [
    c.bold('Loadouts (--loadout <name>)'),
    ...view.loadouts.flatMap((l) => wrapTokens([{ text: `  ${l.name.padEnd(nameWidth)}`, sep: '' }, ...words(l.text, c.dim)], width, indent)),
  ];
}

function statusStyle(status: ShowRuleStatus, c: ChalkInstance): (s: string) => string {
  switch (status) {
    case 'applied':
    case 'statline':
      return c.green;
    case 'by-name':
      return c.cyan;
    case 'not-modelled':
      return c.yellow;
    case 'no-effect':
      return c.dim;
    default: {
      const unknown: never = status;
      throw new TypeError(`statusStyle: unknown status ${JSON.stringify(unknown)}`);
    }
  }
}

function ruleLines(rule: RuleView, c: ChalkInstance, width: number): string[] {
  const head = wrapTokens(
    [{ text: `  ${rule.name}`, sep: '', style: c.bold }, ...words(`(${rule.origin}):`, c.dim), ...words(rule.label, statusStyle(rule.status, c))],
    width,
    '    ',
  );
  return [
    ...head,
    ...(rule.text === '' ? [] : indented(`“${rule.text}”`, '    ', width, c.dim)),
    ...rule.parts.flatMap((part) => [
      ...wrapTokens([{ text: '    -', sep: '' }, ...words(part.head)], width, '      '),
      ...(part.details === '' ? [] : indented(part.details, '      ', width, c.dim)),
    ]),
    ...rule.notes.flatMap((note) => indented(note, '    ', width, c.dim)),
  ];
}

export function renderShowTable(json: ShowJson, options: RenderOptions): string {
  // An explicit level: the report never asks the terminal; the CLI decides (--color, NO_COLOR, TTY).
  const c = new Chalk({ level: options.color ? 1 : 0 });
  const width = options.width ?? TABLE_WIDTH;
  const view = showView(json);
  const lines = [
    ...headLines(view, c, width),
    ...noteLines({ warnings: view.warnings, notes: [] }, c, width),
    '',
    c.bold('Models'),
    modelsTable(view, c, width),
    ...view.groupNotes.flatMap((note) => indented(note, '', width, c.dim)),
    ...(view.weapons.length === 0 ? [] : ['', c.bold('Weapons'), weaponsTable(view, c, width)]),
    ...(view.loadouts.length === 0 ? [] : ['', ...loadoutLines(view, c, width)]),
    '',
    c.bold(view.rules.length === 0 ? 'Rules: none in the profile' : 'Rules'),
    ...view.rules.flatMap((rule, i) => [...(i === 0 ? [] : ['']), ...ruleLines(rule, c, width)]),
  ];
  return `${lines.join('\n')}\n`;
}
