/**
 * The widths the layout measures text with (font-metrics.ts) against the ink the PNG renderer draws for
 * the same text in the same font: never narrower, and wider only by the side bearings and kerning.
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { readFontMetrics, textWidth } from '../../../src/report/picture/font-metrics.js';
import { FONT_FAMILY } from '../../../src/report/picture/theme.js';
import { FONTS, MEASURE } from './support.js';

function inkWidth(text: string, size: number, bold: boolean): number {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="120"><text x="10" y="80" font-family="${FONT_FAMILY}" font-weight="${bold ? 'bold' : 'normal'}" font-size="${size}">${escaped}</text></svg>`;
  const image = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [FONTS.regular.path, FONTS.bold.path], defaultFontFamily: FONT_FAMILY } });
  const box = image.getBBox();
  if (box === undefined) throw new Error(`nothing drawn for ${text}`);
  return box.width;
}

describe('readFontMetrics', () => {
  const regular = readFontMetrics(FONTS.regular.bytes);

  it('reads advance widths: i is narrower than M, the bold wider than the regular', () => {
    const i = regular.advance('i'.codePointAt(0)!);
    const m = regular.advance('M'.codePointAt(0)!);
    expect(i).toBeGreaterThan(0);
    expect(m).toBeGreaterThan(2 * i);
    expect(MEASURE('Strike Team', 20, true)).toBeGreaterThan(MEASURE('Strike Team', 20));
  });

  it('knows which characters the font draws: Latin, ×, ·, – and … yes; → no', () => {
    for (const ch of 'Aé×·–…%<') expect(regular.has(ch.codePointAt(0)!), ch).toBe(true);
    expect(regular.has('→'.codePointAt(0)!)).toBe(false);
  });

  it('refuses bytes that are not a font', () => {
    expect(() => readFontMetrics(new Uint8Array(8))).toThrow(TypeError);
    expect(() => readFontMetrics(new TextEncoder().encode('not a font, just some text of a fair length'))).toThrow(TypeError);
    expect(() => readFontMetrics(FONTS.regular.bytes.subarray(0, 2000))).toThrow(/truncated/);
  });

  it('textWidth scales with the font size', () => {
    expect(textWidth(regular, 'Strike Team', 40)).toBeCloseTo(2 * textWidth(regular, 'Strike Team', 20), 10);
  });
});

describe('measured widths against the rendered ink', () => {
  const samples = [
    'Strike Team (10 models) vs MEQ (5 models)',
    'P(at least 2 destroyed) 66.8%',
    '<0.1%  >99.9%  100%',
    'WAVE AT To Ty',
    'carbines at half range with a very long label',
    'Expected models destroyed',
  ];
  it.each(samples)('"%s" measures at least its ink and at most 6%% more (both weights)', (text) => {
    for (const bold of [false, true]) {
      const size = 40;
      const ink = inkWidth(text, size, bold);
      const measured = MEASURE(text, size, bold);
      expect(measured, `${bold ? 'bold' : 'regular'}: measured ${measured}, ink ${ink}`).toBeGreaterThanOrEqual(ink);
      expect(measured, `${bold ? 'bold' : 'regular'}: measured ${measured}, ink ${ink}`).toBeLessThanOrEqual(ink * 1.06 + size * 0.15);
    }
  });
});
