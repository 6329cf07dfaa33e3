/**
 * compactRows (src/report/text/compact-rows.ts) stacks the rows of a compact table into one row of
 * multi-line cells. The table cli-table3 draws from them must be the one it draws row by row, byte for
 * byte: random cells of every width, empty ones, colour codes (closed, as the renderers write them), wide
 * characters, every alignment; rows stack only when every cell is one line of at most 10 columns of
 * printable ASCII (wider cells, short rows and line breaks stay rows).
 */
import Table from 'cli-table3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactRows } from '../../src/report/text/compact-rows.js';

type Align = 'left' | 'right' | 'center';

function draw(rows: readonly (readonly string[])[], aligns: readonly Align[], stacked: boolean): string {
  const table = new Table({
    head: aligns.map((_, i) => `h${i}`),
    colAligns: [...aligns],
    style: { head: [], border: [], 'padding-left': 1, 'padding-right': 1, compact: true },
  });
  const pushed = stacked ? compactRows(rows) : rows.map((row) => [...row]);
  if (pushed.length > 0) table.push(...pushed);
  return table.toString();
}

/** Cells that may stack: one line of at most 10 printable ASCII columns, colour codes aside. */
const narrowCell = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 10 }) },
  fc.constantFrom('', ' ', '0.75', '12.3%', '\x1b[1m\x1b[32m1.89\x1b[39m\x1b[22m', '\x1b[2mn/a\x1b[22m', '\x1b[1mTotal\x1b[22m'),
);
/** Any cell: wider ones, wide characters and line breaks too. */
const anyCell = fc.oneof(narrowCell, fc.string({ minLength: 11, maxLength: 14 }), fc.constantFrom('⋮', '█▌', '日本', 'two\nlines'));

describe('compactRows', () => {
  it('draws the table that rows pushed one by one draw', () => {
    // Each table's cells all narrow (they may stack) or of any kind (they mostly stay rows).
    const table = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom(narrowCell, anyCell)).chain(([columns, cell]) =>
      fc.record({
        aligns: fc.array(fc.constantFrom<Align>('left', 'right', 'center'), { minLength: columns, maxLength: columns }),
        // Mostly whole rows, which can stack; now and then a short one.
        rows: fc.array(
          fc.oneof({ weight: 4, arbitrary: fc.array(cell, { minLength: columns, maxLength: columns }) }, fc.array(cell, { minLength: 1, maxLength: columns })),
          { maxLength: 12 },
        ),
      }),
    );
    let stacked = 0;
    fc.assert(
      fc.property(table, ({ aligns, rows }) => {
        if (compactRows(rows).length < rows.length) stacked++;
        return draw(rows, aligns, true) === draw(rows, aligns, false);
      }),
      { numRuns: 1500, seed: 20261201 },
    );
    expect(stacked).toBeGreaterThan(300); // the property tried stacked tables, not only rows
  });

  it('stacks rows of narrow cells into one row, and keeps rows apart otherwise', () => {
    expect(compactRows([['a', '1'], ['bb', '22']])).toEqual([['a\nbb', '1\n22']]);
    expect(compactRows([['a', ''], ['', '2']])).toEqual([['a\n', '\n2']]);
    expect(compactRows([['a', '1'], ['b']])).toEqual([['a', '1'], ['b']]);
    expect(compactRows([['a', '1\n2'], ['b', '3']])).toEqual([['a', '1\n2'], ['b', '3']]);
    expect(compactRows([['only', 'row']])).toEqual([['only', 'row']]);
    expect(compactRows([['vs', '\x1b[1m\x1b[32m1.89\x1b[39m\x1b[22m'], ['geq', '0.50*']])).toEqual([['vs\ngeq', '\x1b[1m\x1b[32m1.89\x1b[39m\x1b[22m\n0.50*']]);
    expect(compactRows([['ten chars!', '1'], ['b', '2']])).toEqual([['ten chars!\nb', '1\n2']]);
    expect(compactRows([['eleven char', '1'], ['b', '2']])).toEqual([['eleven char', '1'], ['b', '2']]);
    expect(compactRows([['日本', '1'], ['b', '2']])).toEqual([['日本', '1'], ['b', '2']]);
    expect(compactRows([['█▌', '1'], ['b', '2']])).toEqual([['█▌', '1'], ['b', '2']]);
    expect(compactRows([])).toEqual([]);
  });
});
