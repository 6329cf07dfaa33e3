/**
 * bin/table-string-width.cjs, the string-width that cli-table3 gets inside the CLI's bundle, measures
 * every text as cli-table3's own string-width does: one-column characters (ASCII, Latin-1, punctuation,
 * arrows, operators, box drawing, blocks) at once, anything else by string-width itself. Random texts of every kind, and the ones that could fool a shortcut: colour codes,
 * tabs and other controls, wide and combining characters, emoji and keycaps built on ASCII digits.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const tableStringWidth = require('../../bin/table-string-width.cjs') as (text: unknown) => number;
const stringWidth = require(require.resolve('string-width', { paths: [require.resolve('cli-table3')] })) as (text: unknown) => number;

const tricky = fc.constantFrom(
  '', ' ', '~', '\x7f', '\t', '\n', '\x1b[1m0.75\x1b[22m', '\x1b[32m', '\u009b31m', '#\ufe0f\u20e3', '1\u20e3', '*\ufe0f',
  'é', 'e\u0301', '日本', '\ud83d\ude00', '\ud83d\udc4d\ud83c\udffd', '\u200b', '\ufe0f', '\ud800',
  // Characters of the one-column ranges that become emoji, or are next to characters that are.
  '\u2194\ufe0f', '\u00a9\ufe0f', '\u25fd', '\u25fe', '\u2328', '\u2122\ufe0f', '\u2139\ufe0f', '\u203c\ufe0f', '\u2049', '─│█▏×→·≥−–…',
);

/** Every code point of the shortcut's ranges and of the ranges around them. */
const AROUND_THE_RANGES: readonly [number, number][] = [[0x7f, 0x2fff]];

describe('the bundle’s string-width for cli-table3', () => {
  it('gives string-width’s width for any text', () => {
    const text = fc.oneof(
      fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
      fc.string({ unit: 'binary' }),
      fc.array(fc.oneof(tricky, fc.string({ maxLength: 3 })), { maxLength: 6 }).map((parts) => parts.join('')),
    );
    fc.assert(fc.property(text, (t) => tableStringWidth(t) === stringWidth(t)), { numRuns: 3000, seed: 20261201 });
  });

  it('gives string-width’s width for each character of the ranges it measures at once, and around them', () => {
    const differ: string[] = [];
    for (const [first, last] of AROUND_THE_RANGES) {
      for (let code = first; code <= last; code++) {
        const text = `a${String.fromCodePoint(code)}b`;
        if (tableStringWidth(text) !== stringWidth(text)) differ.push(code.toString(16));
      }
    }
    expect(differ).toEqual([]);
  });

  it('gives string-width’s answer for what is not a text', () => {
    for (const value of [undefined, null, 5, {}]) expect(tableStringWidth(value)).toBe(stringWidth(value));
  });

  it('measures printable ASCII and the table’s own characters by their length', () => {
    expect(tableStringWidth('Expected wounds lost  0.75*')).toBe(27);
    expect(tableStringWidth('│ █████▌ 0.42 → ×2 ─')).toBe(20);
  });
});
