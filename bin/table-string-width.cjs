// string-width as cli-table3 sees it inside the CLI's bundle (bin/bundle.cjs puts it there): a text of
// one-column characters only, which is nearly every cell of a table, is as wide as it is long, and is
// measured at once. Anything else goes to cli-table3's own string-width. Why: cli-table3 measures each
// cell several times per line it draws, and string-width runs a large emoji pattern over every text it
// is given, about 2 ms of an 8 × 8 compare and of a one-case calc (whose bars and rules are not ASCII).
// test/cli/table-string-width.test.ts checks that both give the same widths, character by character
// over these ranges and on random texts.
'use strict';
const stringWidth = require('string-width');

/**
 * Printable ASCII, Latin-1's printable half, general punctuation (dashes, bullets, ellipsis), letterlike
 * symbols, arrows and mathematical operators, box drawing, block elements and geometric shapes up to
 * U+25FC. string-width gives each of these 1 column, and no run of them is an emoji: every emoji sequence
 * needs a character outside them (a variation selector, a joiner, a keycap mark, a surrogate), and U+25FD
 * and U+25FE, which string-width counts as emoji, are left out.
 */
const ONE_COLUMN = /^[\x20-\x7e\xa0-\xff\u2010-\u2027\u2030-\u205e\u2100-\u214f\u2190-\u22ff\u2500-\u25fc]*$/;

module.exports = function tableStringWidth(text) {
  return typeof text === 'string' && ONE_COLUMN.test(text) ? text.length : stringWidth(text);
};
