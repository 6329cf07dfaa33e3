import { describe, expect, it } from 'vitest';
import { bar, formatMean, formatPercent } from '../../src/report/index.js';
import { barFraction } from '../../src/report/text/bars.js';
import { distributionRows } from '../../src/report/calc/scenario.js';
import { textWidth, wrapTokens, wrapWords } from '../../src/report/text/wrap.js';

describe('formatPercent', () => {
  it.each([
    [0.123, '12.3%'],
    [0.5, '50.0%'],
    [0.0005, '0.1%'],
    [0.00049, '<0.1%'],
    [1e-9, '<0.1%'],
    [0, '0%'],
    [1e-13, '0%'],
    [-1e-17, '0%'],
    [1, '100%'],
    [1 - 1e-13, '100%'],
    [1 + 1e-15, '100%'],
    [0.9999, '>99.9%'],
    [0.99949, '99.9%'],
    [0.9995, '>99.9%'],
    [1 - 1e-11, '>99.9%'],
  ])('formatPercent(%s) is %s', (p, text) => {
    expect(formatPercent(p)).toBe(text);
  });

  it('formatPercent(NaN) throws a RangeError naming the function', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(/formatPercent: p must be a finite number, got NaN/);
  });
});

describe('formatMean', () => {
  it('prints two decimals and never "-0.00"', () => {
    expect(formatMean(13.3333)).toBe('13.33');
    expect(formatMean(2)).toBe('2.00');
    expect(formatMean(0.005)).toBe('0.01');
    expect(formatMean(-1e-15)).toBe('0.00');
  });
});

describe('bar', () => {
  it('bar(1, 4) is four full cells and bar(0, 4) is empty', () => {
    expect(bar(1, 4)).toBe('████');
    expect(bar(0, 4)).toBe('');
  });

  it('bar rounds to the nearest eighth of a cell', () => {
    expect(bar(0.5, 3)).toBe('█▌');
    expect(bar(1 / 32, 4)).toBe('▏');
    expect(bar(7 / 8, 1)).toBe('▉');
  });

  it('a tiny positive fraction still shows one eighth', () => {
    expect(bar(1e-9, 30)).toBe('▏');
  });

  it('fractions outside 0..1 are clamped', () => {
    expect(bar(2, 2)).toBe('██');
    expect(bar(-1, 2)).toBe('');
  });
});

describe('distributionRows', () => {
  it('keeps k = 0 and the last k, drops negligible tail rows and marks the gap with null', () => {
    const rows = distributionRows([0.5, 0.4999, 0.0001, 0, 0], 4);
    expect(rows.map((r) => (r === null ? null : r.k))).toEqual([0, 1, null, 4]);
  });

  it('keeps a row whose "exactly" is negligible while "at least" is not', () => {
    const rows = distributionRows([0.0001, 0.9999], 1);
    expect(rows.map((r) => r?.k)).toEqual([0, 1]);
    expect(rows[0]?.atLeast).toBeCloseTo(1, 12);
  });

  it('extends to maxK when the pmf is shorter', () => {
    const rows = distributionRows([1], 3);
    expect(rows.map((r) => r?.k ?? null)).toEqual([0, null, 3]);
  });
});

describe('wrapping', () => {
  it('wrapWords breaks at spaces and splits words longer than the width', () => {
    expect(wrapWords('a bb ccc', 4)).toEqual(['a bb', 'ccc']);
    expect(wrapWords('abcdefgh', 3)).toEqual(['abc', 'def', 'gh']);
    expect(wrapWords('', 3)).toEqual(['']);
  });

  it('wrapTokens keeps tokens whole, drops separators at line starts and indents continuations', () => {
    const lines = wrapTokens(
      [
        { text: 'alpha beta', sep: '' },
        { text: 'gamma', sep: ' · ' },
        { text: 'delta', sep: ', ' },
      ],
      20,
      '  ',
    );
    expect(lines).toEqual(['alpha beta · gamma', '  delta']);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(20);
  });

  it('wrapTokens breaks a token that is longer than a line', () => {
    const lines = wrapTokens([{ text: 'one two three four five', sep: '' }], 10, '  ');
    expect(lines).toEqual(['one two', '  three', '  four', '  five']);
  });

  it('wraps by any measure (pixels in a picture): here w counts 3 and every other letter 1', () => {
    const measure = (text: string) => [...text].reduce((sum, ch) => sum + (ch === 'w' ? 3 : 1), 0);
    expect(wrapWords('ww aa', 6, measure)).toEqual(['ww', 'aa']);
    expect(wrapWords('wwwa', 4, measure)).toEqual(['w', 'w', 'wa']);
    expect(wrapTokens([{ text: 'aaa', sep: '' }, { text: 'w', sep: ' ' }], 5, '', measure)).toEqual(['aaa', 'w']);
    expect(() => wrapWords('a', 0, measure)).toThrow(RangeError);
    expect(wrapWords('a', 2.5, measure)).toEqual(['a']);
  });
});

describe('barFraction', () => {
  it('is 0 for a probability that prints as 0%, else relative to the largest', () => {
    expect(barFraction(1e-20, 0.5)).toBe(0);
    expect(barFraction(0.25, 0.5)).toBe(0.5);
    expect(barFraction(0.25, 0)).toBe(0);
  });
});
