/**
 * The export's text as lines, undoing what copy-paste does: Windows and old Mac line endings, a byte
 * order mark, curly quotes (’ “ ”), typographic dashes (– — −), non-breaking and zero-width spaces.
 * Line numbers are kept: normalising never joins or splits lines.
 */
import type { Issue } from '../issue.js';
import type { Line } from './types.js';

/** Control characters a text export never contains (tab, line feed, carriage return and form feed may). */
const CONTROL = /[\u0001-\u0008\u000B\u000E-\u001F\u007F\uFFFD]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

export type LinesResult = { ok: true; lines: Line[]; warnings: Issue[] } | { ok: false; issues: Issue[] };

export function normaliseLine(text: string): string {
  return (
    text
      .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
      .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000\t\f]/g, ' ')
      .replace(/[\u2018\u2019\u201A\u201B\u2032\u02BC\u00B4]/g, "'")
      .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
      // Hyphens join words (twin-linked); the longer dashes separate (Plasma gun – supercharge).
      .replace(/[\u2010\u2011]/g, '-')
      .replace(/[\u2012-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '–')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

/** Line and column of a character offset, for "binary data at line 3". */
function positionOf(text: string, index: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < index; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, col: index - start + 1 };
}

export function toLines(text: string, file: string): LinesResult {
  const body = text.replace(/^\uFEFF/, '');
  const fail = (line: number, col: number, message: string): LinesResult => ({ ok: false, issues: [{ file, line, col, path: '', message }] });
  if (body.trim() === '') {
    return fail(0, 0, 'the file is empty: expected a datasheet export (a title line "Faction – Unit", then the RANGED WEAPONS and MELEE WEAPONS tables)');
  }
  const nul = body.indexOf('\u0000');
  const controls = body.match(CONTROLS)?.length ?? 0;
  // A few stray control characters are a copy-paste accident; many (or any NUL) mean the file is not text.
  if (nul >= 0 || controls > 32 || controls * 200 > body.length) {
    const first = nul >= 0 ? nul : body.search(CONTROL);
    const at = positionOf(body, first);
    return fail(at.line, at.col, 'is not a text file (binary data here): expected a datasheet export copied as text');
  }
  const warnings: Issue[] = [];
  const lines = body.split(/\r\n|\r|\n/).map((raw, index): Line => {
    if (CONTROL.test(raw)) {
      warnings.push({ file, line: index + 1, col: raw.search(CONTROL) + 1, path: '', message: 'control characters removed' });
    }
    return { no: index + 1, text: normaliseLine(raw.replace(CONTROLS, '')) };
  });
  return { ok: true, lines, warnings };
}
