/**
 * The JSON text every `--json` report prints.
 *
 * Tried and measured against the pass below (issue 15): copying the value with each one-line array
 * swapped for a placeholder string, for the native printer to lay out and the placeholders then replaced,
 * and the same with a replacer function. Each took 4–5 % more of an 8 × 8 compare's instructions: they
 * run JavaScript for every value, where this pass is one native regular expression.
 */

const INLINE_WIDTH = 100;

/** One JSON scalar as JSON.stringify writes it: a string (never holding a raw line break), a number, null, true, false. */
const SCALAR = String.raw`(?:"(?:[^"\\\n]|\\.)*"|-?\d[\d.eE+-]*|null|true|false)`;
/**
 * An array of scalars as JSON.stringify(value, null, 2) lays it out, one element a line; the group is the
 * closing bracket's indent, the indent of the line the array starts on. `[` then a line break is always
 * an array's opening bracket: a string holds no raw line break.
 */
const SCALAR_ARRAY = new RegExp(String.raw`\[\n(?: *${SCALAR},\n)* *${SCALAR}\n( *)\]`, 'g');

/**
 * JSON.stringify(value, null, 2), except that arrays of numbers (the pmfs; compare's rows, where a value
 * may be null) always stay on one line and other arrays of scalars when they are short, so a
 * distribution reads as one line. Built on the native pretty-printer and then joined, because a compare
 * matrix holds 64 whole calc results and building the text value by value in JavaScript was most of
 * `compare --json`'s time (test/report/json-text.test.ts pins it to that value-by-value reference).
 */
export function stringify(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(SCALAR_ARRAY, (array: string, indent: string) => {
    // "[\n  1,\n  2\n]": each line break and its indent read as one space, and none inside the brackets.
    const inline = `[${array.slice(2, array.length - 2 - indent.length).replace(/\n */g, ' ').trimStart()}]`;
    // No quote, t(rue) or f(alse): only numbers and null, which stay on one line however long.
    const numbers = !/["tf]/.test(array);
    return numbers || indent.length + inline.length <= INLINE_WIDTH ? inline : array;
  });
}
