/**
 * A boxed grid for the terminal: a header row, then the rows, lines drawn in box characters, one space
 * of padding each side, columns as wide as their widest line; `compact` draws a rule under the header
 * only, otherwise under every row. It draws what cli-table3 draws with the options the tables used
 * (padding 1, no colours of its own), and is pinned to it by test/report/grid.test.ts; it exists because
 * cli-table3 measures every cell several times with a regular expression built afresh each time, which
 * was the largest part of printing an 8 × 8 comparison.
 * Widths count code points (as textWidth does for the whole table layout), colour codes none.
 */
import { textWidth } from './wrap.js';

export type CellAlign = 'left' | 'right';

/** SGR colour codes (chalk's): no width on the terminal. */
const SGR = /\u001b\[[0-9;]*m/g;

function visibleWidth(line: string): number {
  return textWidth(line.includes('\u001b') ? line.replace(SGR, '') : line);
}

/** `head` and each row: one text per column (lines split at `\n`); `aligns`: per column, default left. */
export function drawGrid(head: readonly string[], rows: readonly (readonly string[])[], aligns: readonly CellAlign[], compact = true): string {
  const table = [head, ...rows].map((row) => head.map((_, x) => (row[x] ?? '').split('\n')));
  const widths = head.map((_, x) => Math.max(...table.map((row) => Math.max(...row[x]!.map(visibleWidth)))));
  const rule = (left: string, middle: string, right: string) => `${left}${widths.map((w) => '─'.repeat(w + 2)).join(middle)}${right}`;
  const lines = [rule('┌', '┬', '┐')];
  table.forEach((row, y) => {
    const height = Math.max(...row.map((cell) => cell.length));
    for (let l = 0; l < height; l++) {
      const cells = row.map((cell, x) => {
        const text = cell[l] ?? '';
        const gap = ' '.repeat(widths[x]! - visibleWidth(text));
        return ` ${aligns[x] === 'right' ? gap + text : text + gap} `;
      });
      lines.push(`│${cells.join('│')}│`);
    }
    if (y < table.length - 1 && (y === 0 || !compact)) lines.push(rule('├', '┼', '┤'));
  });
  lines.push(rule('└', '┴', '┘'));
  return lines.join('\n');
}
