/**
 * Help text at the terminal's width. Commander wraps the option and command lists itself (helpWidth);
 * the examples and notes after them are ours, so lines longer than the width are wrapped here: prose
 * under its own indent, an example command at its spaces (never inside quotes) with a trailing `\` so it
 * still pastes into a shell as one command.
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

function wrapLine(line: string, width: number): string[] {
  if (textWidth(line) <= width) return [line];
  const indent = /^\s*/.exec(line)![0];
  const command = /^\s*\$ /.exec(line);
  if (command !== null) {
    const words = line.slice(command[0].length).match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
    return wrapWords(words, command[0], `${indent}      `, width, ' \\');
  }
  return wrapWords(line.trim().split(/\s+/), indent, indent, width, '');
}

export function wrapHelp(text: string, width: number): string {
  return text
    .split('\n')
    .flatMap((line) => wrapLine(line, width))
    .join('\n');
}
