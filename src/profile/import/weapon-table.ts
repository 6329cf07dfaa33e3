/**
 * A RANGED or MELEE WEAPONS table of the export:
 *
 *     RANGED WEAPONS | RANGE | A | BS | S | AP | D | |
 *     | Pulse rifle rapid fire 1 | |||||||                    ← the name row
 *     | Pulse rifle rapid fire 1 | 30" | 1 | 4+ | 5 | 0 | 1 | |  ← the same name, then the characteristics
 *
 * The header says which column is which; trailing empty cells are ignored. A damaged table (a name row
 * with no characteristics row after it, a row with too few cells, a cell that is not a number) is an
 * error naming the line and the column: guessing would put wrong numbers in the profile.
 */
import { parseDice } from '../../prob/dice.js';
import { parseAbility, splitAbilities } from '../abilities.js';
import type { Issue } from '../issue.js';
import { excerpt } from './names.js';
import type { Section } from './sections.js';
import type { Line, WeaponRow } from './types.js';
import { parseNameCell } from './weapon-name.js';

type Column = 'range' | 'A' | 'skill' | 'S' | 'AP' | 'D' | 'abilities';
const REQUIRED: readonly Column[] = ['range', 'A', 'skill', 'S', 'AP', 'D'];
const COLUMN_NAMES: ReadonlyMap<string, Column> = new Map([
  ['RANGE', 'range'],
  ['RNG', 'range'],
  ['A', 'A'],
  ['ATTACKS', 'A'],
  ['BS', 'skill'],
  ['WS', 'skill'],
  ['S', 'S'],
  ['STRENGTH', 'S'],
  ['AP', 'AP'],
  ['D', 'D'],
  ['DAMAGE', 'D'],
  ['ABILITIES', 'abilities'],
  ['KEYWORDS', 'abilities'],
]);

type Cell = { readonly text: string; readonly col: number };

export type TableResult = { readonly rows: WeaponRow[]; readonly errors: Issue[]; readonly warnings: Issue[] };

/** The cells of a `|`-separated line with their 1-based columns; the empty cell before a leading `|` and trailing empty cells are dropped. */
export function cellsOf(text: string): Cell[] {
  const cells: Cell[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text[i] === '|') {
      const raw = text.slice(start, i);
      const lead = raw.length - raw.trimStart().length;
      cells.push({ text: raw.trim(), col: start + lead + 1 });
      start = i + 1;
    }
  }
  if (text.startsWith('|')) cells.shift();
  while (cells.length > 0 && cells[cells.length - 1]!.text === '') cells.pop();
  return cells;
}

export function parseTable(section: Section, file: string, isKnown: (key: string) => boolean): TableResult {
  const kind = section.kind === 'melee' ? 'melee' : 'ranged';
  const label = kind === 'melee' ? 'MELEE WEAPONS' : 'RANGED WEAPONS';
  const path = `${kind} weapons`;
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const rows: WeaponRow[] = [];
  const heading = section.heading!;
  const error = (line: number, col: number, message: string): void => {
    errors.push({ file, line, col, path, message });
  };

  const columns = new Map<Column, number>();
  const header = cellsOf(heading.text).slice(1);
  header.forEach((cell, index) => {
    const column = COLUMN_NAMES.get(cell.text.toUpperCase());
    if (column === undefined) {
      if (cell.text !== '') warnings.push({ file, line: heading.no, col: cell.col, path, message: `unknown column "${excerpt(cell.text)}": its values are not imported` });
    } else if (columns.has(column)) {
      error(heading.no, cell.col, `the ${label} header has two ${cell.text} columns`);
    } else {
      columns.set(column, index);
    }
  });
  const missing = REQUIRED.filter((c) => !columns.has(c));
  if (missing.length > 0) {
    const names = missing.map((c) => (c === 'skill' ? (kind === 'melee' ? 'WS' : 'BS') : c.toUpperCase()));
    error(
      heading.no,
      1,
      `the ${label} header has no ${names.join(', ')} column${names.length === 1 ? '' : 's'} (expected "${label} | RANGE | A | ${kind === 'melee' ? 'WS' : 'BS'} | S | AP | D")`,
    );
    return { rows, errors, warnings };
  }
  const width = Math.max(...REQUIRED.map((c) => columns.get(c)!)) + 1;

  let pending: { name: string; line: Line } | undefined;
  const orphan = (p: { name: string; line: Line }): void => {
    error(p.line.no, 1, `${p.name} has a name row but no characteristics row after it (the table looks truncated)`);
  };
  for (const line of section.lines) {
    const cells = cellsOf(line.text);
    if (cells.length === 0) continue;
    const name = cells[0]!;
    const values = cells.slice(1);
    if (name.text === '') {
      error(line.no, name.col, `a row with no weapon name: "${excerpt(line.text)}"`);
      continue;
    }
    if (values.length === 0) {
      if (pending !== undefined && pending.name !== name.text) orphan(pending);
      pending = { name: name.text, line };
      continue;
    }
    if (pending !== undefined && pending.name !== name.text) orphan(pending);
    pending = undefined;
    if (values.length < width) {
      error(
        line.no,
        name.col,
        `${name.text} has ${values.length} of the ${width} values the header names (RANGE, A, ${kind === 'melee' ? 'WS' : 'BS'}, S, AP, D): the row looks truncated`,
      );
      continue;
    }
    const extra = values.slice(Math.max(header.length, width)).find((c) => c.text !== '');
    if (extra !== undefined) {
      error(line.no, extra.col, `${name.text} has more values than the header has columns: "${excerpt(extra.text)}"`);
      continue;
    }
    const row = readRow(kind, name, values, columns, line, file, path, isKnown);
    errors.push(...row.errors);
    warnings.push(...row.warnings);
    if (row.row !== undefined) rows.push(row.row);
  }
  if (pending !== undefined) orphan(pending);
  if (rows.length === 0 && errors.length === 0) {
    error(heading.no, 1, `the ${label} table has no weapons (expected rows like "| Bolt rifle | 24" | 2 | 3+ | 4 | -1 | 1 |")`);
  }
  return { rows, errors, warnings };
}

function readRow(
  kind: 'ranged' | 'melee',
  name: Cell,
  values: readonly Cell[],
  columns: ReadonlyMap<Column, number>,
  line: Line,
  file: string,
  path: string,
  isKnown: (key: string) => boolean,
): { row?: WeaponRow; errors: Issue[]; warnings: Issue[] } {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const cell = (column: Column): Cell => values[columns.get(column)!] ?? { text: '', col: name.col };
  const parsed = parseNameCell(name.text, isKnown);
  const fail = (c: Cell, what: string, expected: string): undefined => {
    const shown = parsed.profile === null ? parsed.base : `${parsed.base} – ${parsed.profile}`;
    errors.push({ file, line: line.no, col: c.col, path, message: `${shown} ${what}: expected ${expected}, got ${c.text === '' ? 'an empty cell' : JSON.stringify(excerpt(c.text))}` });
    return undefined;
  };

  const abilities = [...parsed.abilities];
  const unknown = [...parsed.unknown];
  if (columns.has('abilities')) {
    for (const part of splitAbilities(cell('abilities').text.replace(/^[-\u2013]$/, ''))) {
      const spelled = part.toLowerCase().replace(/\s+/g, ' ');
      if (parseAbility(spelled).ok) {
        if (!abilities.includes(spelled)) abilities.push(spelled);
      } else {
        unknown.push(part);
      }
    }
  }
  for (const text of unknown) {
    warnings.push({ file, line: line.no, col: name.col, path, message: `${parsed.base}: unknown ability "${excerpt(text)}" is kept as a note of the weapon, not used in calculations` });
  }

  const rangeCell = cell('range');
  let range: number | 'melee' | undefined;
  if (/^melee$/i.test(rangeCell.text)) {
    range = kind === 'melee' ? 'melee' : fail(rangeCell, 'range', 'a range in inches like 24" in the RANGED WEAPONS table');
  } else {
    const inches = /^(\d+)\s*(?:"|''|in|inches)?$/i.exec(rangeCell.text);
    const value = inches === null ? undefined : Number(inches[1]);
    if (kind === 'melee') range = fail(rangeCell, 'range', 'Melee in the MELEE WEAPONS table');
    else range = value !== undefined && value >= 1 && value <= 1000 ? value : fail(rangeCell, 'range', 'a range in inches like 24"');
  }

  const dice = (column: 'A' | 'D', what: string): string | undefined => {
    const c = cell(column);
    const parsedDice = parseDice(/^\d+$/.test(c.text) ? Number(c.text) : c.text);
    if (!parsedDice.ok) return fail(c, what, 'a number or dice like D3, D6, 2D6, D6+1');
    if (column === 'D' && parsedDice.value.terms.length === 0 && parsedDice.value.flat === 0) return fail(c, what, 'a Damage of 1 or more');
    return parsedDice.value.text;
  };
  const attacks = dice('A', 'A');
  const damage = dice('D', 'D');

  const skillName = kind === 'melee' ? 'WS' : 'BS';
  const skillCell = cell('skill');
  let skill: string | undefined;
  const roll = /^([2-6])\+?$/.exec(skillCell.text);
  if (roll !== null) skill = `${roll[1]}+`;
  else if (/^(n\/a|na|-|\u2013)$/i.test(skillCell.text)) {
    skill = abilities.includes('torrent') ? 'N/A' : fail(skillCell, skillName, 'a roll like 4+ (N/A is only for [TORRENT] weapons)');
  } else skill = fail(skillCell, skillName, 'a roll from 2+ to 6+, or N/A');

  const sCell = cell('S');
  const s = /^\d+$/.test(sCell.text) ? Number(sCell.text) : undefined;
  const strength = s !== undefined && s >= 1 && s <= 30 ? s : fail(sCell, 'S', 'a whole number from 1 to 30');

  const apCell = cell('AP');
  const apText = apCell.text.replace(/\u2013/g, '-');
  const ap = /^[+-]?\d+$/.test(apText) ? Number(apText) : undefined;
  let armour: number | undefined;
  if (ap !== undefined && ap <= 0 && ap >= -6) armour = ap === 0 ? 0 : ap;
  else if (ap !== undefined && ap > 0 && ap <= 6) armour = fail(apCell, 'AP', `0 or a negative AP (did you mean -${ap}?)`);
  else armour = fail(apCell, 'AP', '0 or a negative AP like -1');

  if (range === undefined || attacks === undefined || damage === undefined || skill === undefined || strength === undefined || armour === undefined) {
    return { errors, warnings };
  }
  if (parsed.base === '') {
    errors.push({ file, line: line.no, col: name.col, path, message: `"${excerpt(name.text)}" has abilities but no weapon name` });
    return { errors, warnings };
  }
  return {
    row: {
      base: parsed.base,
      profile: parsed.profile,
      range,
      A: attacks,
      skill,
      S: strength,
      AP: armour,
      D: damage,
      abilities,
      unknownAbilities: unknown,
      line: line.no,
    },
    errors,
    warnings,
  };
}
