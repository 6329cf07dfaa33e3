/**
 * The export cut into its sections: the title line, then the weapon tables and the headed sections
 * (WARGEAR OPTIONS, ABILITIES, UNIT COMPOSITION, KEYWORDS, FACTION KEYWORDS, STRATAGEMS, LED BY,
 * DETACHMENT ABILITY). A section may come twice (a block pasted twice): the parsers merge repeats.
 */
import type { Issue } from '../issue.js';
import type { Line } from './types.js';

export type SectionKind =
  | 'ranged'
  | 'melee'
  | 'wargear'
  | 'abilities'
  | 'composition'
  | 'keywords'
  | 'faction-keywords'
  | 'stratagems'
  | 'led-by'
  | 'detachment'
  /** Lines under no heading (between the title and the first table, say). */
  | 'other';

export type Section = {
  readonly kind: SectionKind;
  /** The heading line (a table's header row); null for `other`. */
  readonly heading: Line | null;
  /** The body's non-blank lines. KEYWORDS: and FACTION KEYWORDS: put their inline text first. */
  readonly lines: Line[];
  /** Tables only: true for the datasheet's own weapons (tables right after the title line). */
  readonly main: boolean;
  /** Tables only: the non-blank line before the header, which may end with a wargear's name (GUN DRONE). */
  readonly before: Line | null;
};

export type Split = { ok: true; title: Line; sections: Section[] } | { ok: false; issues: Issue[] };

const HEADINGS: ReadonlyMap<string, SectionKind> = new Map([
  ['WARGEAR OPTIONS', 'wargear'],
  ['ABILITIES', 'abilities'],
  ['UNIT COMPOSITION', 'composition'],
  ['STRATAGEMS', 'stratagems'],
  ['LED BY', 'led-by'],
  ['DETACHMENT ABILITY', 'detachment'],
  ['DETACHMENT ABILITIES', 'detachment'],
  ['DETACHMENT RULE', 'detachment'],
]);

/** A heading line, with the text that follows it on the same line (KEYWORDS: INFANTRY; ...). */
export function headingOf(text: string): { kind: SectionKind; rest: string } | undefined {
  const table = /^(RANGED|MELEE) WEAPONS\b/i.exec(text);
  if (table !== null) return { kind: table[1]!.toUpperCase() === 'RANGED' ? 'ranged' : 'melee', rest: text.slice(table[0].length) };
  const keywords = /^(FACTION )?KEYWORDS\s*:\s*/i.exec(text);
  if (keywords !== null) return { kind: keywords[1] === undefined ? 'keywords' : 'faction-keywords', rest: text.slice(keywords[0].length) };
  const kind = HEADINGS.get(text.replace(/\s*:$/, '').toUpperCase());
  return kind === undefined ? undefined : { kind, rest: '' };
}

export function isTable(kind: SectionKind): boolean {
  return kind === 'ranged' || kind === 'melee';
}

export function splitSections(lines: readonly Line[], file: string): Split {
  const first = lines.find((l) => l.text !== '');
  if (first === undefined) return { ok: false, issues: [{ file, line: 0, col: 0, path: '', message: 'the file has only blank lines' }] };
  const firstHeading = headingOf(first.text);
  if (firstHeading !== undefined || first.text.startsWith('|')) {
    const what = firstHeading === undefined ? 'a table row' : `the ${first.text.split('|')[0]!.trim()} heading`;
    return {
      ok: false,
      issues: [{ file, line: first.no, col: 1, path: '', message: `expected the title line "Faction – Unit" first, got ${what}` }],
    };
  }
  const sections: Section[] = [];
  let current: Section | undefined;
  // Tables count as the datasheet's own weapons until another heading comes; the title line, pasted
  // again with its block, starts over.
  let main = true;
  let previous: Line = first;
  for (const line of lines) {
    if (line.no <= first.no || line.text === '') continue;
    if (line.text === first.text) {
      main = true;
      current = undefined;
      previous = line;
      continue;
    }
    const heading = headingOf(line.text);
    if (heading !== undefined && isTable(heading.kind)) {
      current = { kind: heading.kind, heading: line, lines: [], main, before: previous };
      sections.push(current);
    } else if (current !== undefined && isTable(current.kind) && line.text.startsWith('|')) {
      current.lines.push(line);
    } else if (heading !== undefined) {
      main = false;
      current = { kind: heading.kind, heading: line, lines: [], main: false, before: null };
      if (heading.rest !== '') current.lines.push({ no: line.no, text: heading.rest });
      sections.push(current);
    } else {
      if (current === undefined || isTable(current.kind)) {
        current = { kind: 'other', heading: null, lines: [], main: false, before: null };
        sections.push(current);
      }
      current.lines.push(line);
    }
    previous = line;
  }
  return { ok: true, title: first, sections };
}
