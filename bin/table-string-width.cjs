// string-width as cli-table3 sees it inside the CLI's bundle (bin/bundle.cjs puts it there): printable
// ASCII, which is nearly every cell of a table, is as wide as it is long, and is measured at once.
// Anything else goes to cli-table3's own string-width. Why: cli-table3 measures each cell several times
// per line it draws, and string-width runs a large emoji pattern over every text it is given, about
// 2 ms of an 8 × 8 compare. test/cli/table-string-width.test.ts checks that both give the same widths.
'use strict';
const stringWidth = require('string-width');

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

module.exports = function tableStringWidth(text) {
  return typeof text === 'string' && PRINTABLE_ASCII.test(text) ? text.length : stringWidth(text);
};
