/**
 * drawGrid (src/report/text/grid.ts) draws exactly what cli-table3 draws with the options the tables
 * gave it (padding 1, no colours of its own): random grids of one- to three-line cells,
 * some coloured, some empty, aligned left or right, compact or ruled under every row, are compared byte
 * for byte.
 */
import Table from 'cli-table3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawGrid, type CellAlign } from '../../src/report/text/grid.js';

function cliTable3(head: readonly string[], rows: readonly (readonly string[])[], aligns: readonly CellAlign[], compact: boolean): string {
  const table = new Table({ head: [...head], colAligns: [...aligns], style: { head: [], border: [], 'padding-left': 1, 'padding-right': 1, compact } });
  for (const row of rows) table.push([...row]);
  return table.toString();
}

const COLOURS = [(s: string) => s, (s: string) => `\u001b[1m${s}\u001b[22m`, (s: string) => `\u001b[2m${s}\u001b[22m`, (s: string) => `\u001b[1m\u001b[32m${s}\u001b[39m\u001b[22m`];
// Characters one column wide for both width measures (no wide or zero-width characters).
const line = fc
  .tuple(fc.string({ unit: fc.constantFrom(...'abcXYZ 019.%*-+()/:→×–é½'.split('')), maxLength: 14 }), fc.integer({ min: 0, max: COLOURS.length - 1 }))
  .map(([text, colour]) => (text === '' ? '' : COLOURS[colour]!(text)));
const cell = fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n'));
const grid = fc.integer({ min: 1, max: 5 }).chain((columns) =>
  fc.record({
    head: fc.array(cell, { minLength: columns, maxLength: columns }),
    rows: fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { maxLength: 5 }),
    aligns: fc.array(fc.constantFrom<CellAlign>('left', 'right'), { minLength: columns, maxLength: columns }),
    compact: fc.boolean(),
  }),
);

describe('drawGrid', () => {
  it('draws what cli-table3 draws', () => {
    fc.assert(fc.property(grid, ({ head, rows, aligns, compact }) => drawGrid(head, rows, aligns, compact) === cliTable3(head, rows, aligns, compact)), { numRuns: 400 });
  });

  it('a two-line header over one row, values right-aligned', () => {
    expect(drawGrid(['', 'plasma-\npistol'], [['Expected wounds', '0.33']], ['left', 'right'])).toBe(
      ['┌─────────────────┬─────────┐', '│                 │ plasma- │', '│                 │  pistol │', '├─────────────────┼─────────┤', '│ Expected wounds │    0.33 │', '└─────────────────┴─────────┘'].join('\n'),
    );
  });
});
