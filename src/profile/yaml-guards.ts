/**
 * What the yaml library does slowly or wrongly on hostile input, done here in one pass over the text
 * (issue 7, found by fuzzing):
 * - a document nested 10^5–10^6 levels deep in [ ] or { } takes yaml 5–25 s to refuse: `flowDepthExceeded`
 *   finds it first;
 * - yaml checks unique keys by comparing each key with every other (30,000 keys: 10 s; 100,000: out of
 *   memory): `duplicateKeys` does it with a set;
 * - yaml's LineCounter misses the line breaks it skips while recovering from a syntax error, so errors
 *   further down were reported lines too high: `lineCounterOf` counts the text's own line breaks.
 */
import { LineCounter, isMap, isScalar, visit, type Document } from 'yaml';

/** Far deeper than any profile: a weapon inside a list inside a mapping is three levels. */
export const MAX_FLOW_DEPTH = 64;

/** A LineCounter filled from the text's line breaks (\n; a \r before it stays on its line). */
export function lineCounterOf(text: string): LineCounter {
  const counter = new LineCounter();
  counter.addNewLine(0);
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) counter.addNewLine(i + 1);
  return counter;
}

/** Whether a quote at `i` opens a quoted scalar: first on its line, or after `: - [ { , ?` and spaces. */
function opensQuote(text: string, i: number): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const c = text[j]!;
    if (c === ' ' || c === '\t') continue;
    return c === '\n' || c === '\r' || ':-[{,?'.includes(c);
  }
  return true;
}

/**
 * The offset of the first [ or { nested deeper than `limit`, or null. Quoted scalars and comments are
 * skipped; brackets inside plain or block scalars count, which can only refuse a file that has more than
 * `limit` unclosed brackets in its text.
 */
export function flowDepthExceeded(text: string, limit = MAX_FLOW_DEPTH): number | null {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      const end = text.indexOf('\n', i);
      if (end === -1) return null;
      i = end;
    } else if (c === '"' && opensQuote(text, i)) {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === "'" && opensQuote(text, i)) {
      for (i++; i < text.length; i++) {
        if (text[i] !== "'") continue;
        if (text[i + 1] === "'") i++;
        else break;
      }
    } else if (c === '[' || c === '{') {
      depth++;
      if (depth > limit) return i;
    } else if ((c === ']' || c === '}') && depth > 0) {
      depth--;
    }
  }
  return null;
}

/**
 * Block collections nest one indentation column at least per level, and yaml's composer recurses once per
 * level: a line indented this far means nesting no profile has, refused before it can overflow the stack
 * (which would happen at a depth that depends on where the parser runs).
 */
export const MAX_BLOCK_INDENT = 200;

const TOO_INDENTED = new RegExp(`^ {${MAX_BLOCK_INDENT + 1}}`, 'm');

/** The offset of the first line indented more than MAX_BLOCK_INDENT spaces, or null. */
export function blockIndentExceeded(text: string): number | null {
  return TOO_INDENTED.exec(text)?.index ?? null;
}

/** A key that repeats an earlier scalar key of the same mapping: the key, where it repeats and where it was first. */
export type DuplicateKey = { readonly key: string; readonly offset: number; readonly first: number };

/** Keys that repeat an earlier scalar key of the same mapping (yaml's "Map keys must be unique"). */
export function duplicateKeys(doc: Document): DuplicateKey[] {
  const duplicates: DuplicateKey[] = [];
  visit(doc, {
    Map(_, map) {
      if (!isMap(map)) return;
      const seen = new Map<unknown, number>();
      for (const pair of map.items) {
        if (!isScalar(pair.key)) continue;
        const offset = pair.key.range?.[0] ?? 0;
        const first = seen.get(pair.key.value);
        if (first !== undefined) duplicates.push({ key: String(pair.key.value), offset, first });
        else seen.set(pair.key.value, offset);
      }
    },
  });
  return duplicates;
}
