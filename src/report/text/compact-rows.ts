/**
 * The rows of a compact cli-table3 table (one drawn without a line between its rows), ready to push.
 * Rows of narrow cells go in as a single row whose cells hold the column's values one under another:
 * the same text, and a fraction of the cells for cli-table3 to set up (it merges its options into each
 * cell: 24 M of an 8 × 8 compare's 762 M instructions). Otherwise every row stays a row of its own:
 * - a cell with a line break is taller than one line, and a short row is drawn short;
 * - a cell wider than 10 columns: cli-table3 as installed (the library's renderers use it) cuts each
 *   cell's whole text to 10 columns on every line it draws, for a debug message, so a wide stacked cell
 *   would cost the square of its lines (the CLI's bundle takes that cut out: bin/bundle.cjs).
 * The renderers close every colour they open; a colour code left open in a name (let through in colour,
 * src/cli/terminal-text.ts) colours the names under it too, as it colours the rest of any line it is on.
 */
export function compactRows(rows: readonly (readonly string[])[]): string[][] {
  const [first] = rows;
  const stackable = first !== undefined && rows.length > 1 && rows.every((row) => row.length === first.length && row.every(isNarrow));
  if (!stackable) return rows.map((row) => [...row]);
  return [first.map((_, column) => rows.map((row) => row[column]).join('\n'))];
}

/** A colour code (SGR), which takes no room. */
const COLOUR_CODE = /\u001b\[[0-9;]*m/g;
/** One line of at most 10 printable ASCII characters, each one column wide. */
const NARROW = /^[\x20-\x7e]{0,10}$/;

function isNarrow(cell: string): boolean {
  return NARROW.test(cell.replace(COLOUR_CODE, ''));
}
