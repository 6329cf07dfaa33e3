/**
 * The JSON text (stringify, src/report/json-text.ts) is the native pretty-printer's with arrays of scalars
 * joined onto one line. It is pinned here to the obvious value-by-value writer it replaced, byte for byte,
 * on random values full of what could fool a text pass: strings holding brackets, commas, quotes, escapes
 * and line breaks; nested and empty arrays; long arrays of numbers; absent properties.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from '../../src/report/json-text.js';

const INLINE_WIDTH = 100;

function isScalar(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** The reference: the layout written value by value (the implementation before issue 15). */
function reference(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    const numbers = value.every((v) => typeof v === 'number' || v === null);
    if (numbers || (value.every(isScalar) && indent.length + inline.length <= INLINE_WIDTH)) return inline;
    return `[\n${value.map((v) => inner + reference(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${reference(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

const tricky = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('[', ']', '[\n', '",\n', 'a, b', '\\', '"', 'true', 'false', 'null', '1, 2', '\u2028', 'é', '\u0001', '[\n  1\n]'),
);
const scalar = fc.oneof(tricky, fc.double(), fc.integer(), fc.constant(-0), fc.constant(null), fc.boolean(), fc.constant(1e-300), fc.constant(-2.5e21));
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, tie('array'), tie('object')),
  array: fc.oneof(fc.array(tie('value'), { maxLength: 5 }), fc.array(fc.oneof(fc.double(), fc.constant(null)), { maxLength: 60 }), fc.array(scalar, { maxLength: 12 })),
  object: fc.dictionary(tricky, fc.option(tie('value'), { nil: undefined }), { maxKeys: 5 }),
})).value;

describe('stringify', () => {
  it('writes exactly what the value-by-value reference writes', () => {
    fc.assert(fc.property(json, (value) => stringify(value) === reference(value)), { numRuns: 600, seed: 20261201 });
  });

  it('keeps a long array of numbers on one line and breaks a long array of strings', () => {
    const numbers = Array.from({ length: 50 }, (_, i) => i / 7);
    const words = Array.from({ length: 20 }, (_, i) => `word ${i}`);
    expect(stringify({ pmf: numbers, words })).toBe(reference({ pmf: numbers, words }));
    expect(stringify({ pmf: numbers })).toBe(`{\n  "pmf": [${numbers.join(', ')}]\n}`);
    expect(stringify({ words }).split('\n')).toHaveLength(words.length + 4);
  });

  it('puts a short array of strings on one line only while it fits its indent', () => {
    const short = ['a', 'b'];
    const fits = ['x'.repeat(40), 'y'.repeat(50)]; // 98 characters inline
    expect(stringify({ short, fits })).toBe('{\n  "short": ["a", "b"],\n  "fits": ["' + 'x'.repeat(40) + '", "' + 'y'.repeat(50) + '"]\n}');
    expect(stringify({ deeper: { fits } })).toBe(reference({ deeper: { fits } }));
    expect(stringify({ deeper: { fits } })).toContain('[\n');
  });
});
