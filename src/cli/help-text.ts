/**
 * Help text at the terminal's width. Commander lays out the option and command lists (helpWidth) but
 * leaves an item long when its description column would be narrow; the examples and notes after the
 * lists are ours. So here: a list item too long is wrapped under its description column (or, when that
 * column is too narrow, under the term); a paragraph of prose at the margin is filled again to the width
 * (its source lines are broken for the source, not for the terminal); prose under an indent is wrapped
 * under it; an example command at its spaces (never inside quotes) with a trailing `\` so it still
 * pastes into a shell as one command.
 */
import { textWidth } from '../report/text/wrap.js';

function wrapWords(words: readonly string[], first: string, rest: string, width: number, end: string): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of words) {
    const candidate = empty ? `${line}${word}` : `${line} ${word}`;
    if (!empty && textWidth(candidate) + end.length > width) {
      lines.push(`${line}${end}`);
      line = `${rest}${word}`;
    } else {
      line = candidate;
    }
    empty = false;
  }
  lines.push(line);
  return lines;
}

/** A list item as commander writes it: indent and term, two or more spaces, the description. */
const LIST_ITEM = /^(\s+\S(?:.*?\S)?\s{2,})(\S.*)$/;
/** Narrower than this, a description beside its term reads badly: it goes under the term instead. */
const MIN_DESCRIPTION = 30;

function wrapLine(line: string, width: number): string[] {
  if (textWidth(line) <= width) return [line];
  const indent = /^\s*/.exec(line)![0];
  const command = /^\s*\$ /.exec(line);
  if (command !== null) {
    const words = line.slice(command[0].length).match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
    return wrapWords(words, command[0], `${indent}      `, width, ' \\');
  }
  const item = LIST_ITEM.exec(line);
  if (item !== null) {
    const [, head, description] = item as unknown as [string, string, string];
    const words = description.split(/\s+/);
    const column = textWidth(head);
    if (width - column >= MIN_DESCRIPTION) return wrapWords(words, head, ' '.repeat(column), width, '');
    const under = `${indent}    `;
    return [head.trimEnd(), ...wrapWords(words, under, under, width, '')];
  }
  return wrapWords(line.trim().split(/\s+/), indent, indent, width, '');
}

/** Prose at the margin: not blank, not indented, not a heading ("Options:") nor the usage line. */
function isMarginProse(line: string): boolean {
  return /^\S/.test(line) && !/^\S+:$/.test(line) && !line.startsWith('Usage:');
}

/** Consecutive lines of margin prose joined into one paragraph line; every other line as it is. */
function paragraphs(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.length - 1;
    if (last >= 0 && isMarginProse(line) && isMarginProse(out[last]!)) out[last] = `${out[last]!} ${line}`;
    else out.push(line);
  }
  return out;
}

export function wrapHelp(text: string, width: number): string {
  return paragraphs(text.split('\n'))
    .flatMap((line) => wrapLine(line, width))
    .join('\n');
}
