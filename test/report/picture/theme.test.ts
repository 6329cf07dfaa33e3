/** The palette reads for colour-blind players and in greyscale: colours that meet differ in lightness. */
import { describe, expect, it } from 'vitest';
import { COLOR } from '../../../src/report/picture/theme.js';

/** WCAG 2 relative luminance of an sRGB colour: its lightness in greyscale. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('palette', () => {
  it('bars against the curve (and simulated points), the best against the others: far apart in greyscale', () => {
    expect(Math.abs(luminance(COLOR.primary) - luminance(COLOR.secondary))).toBeGreaterThan(0.25);
    expect(Math.abs(luminance(COLOR.primary) - luminance(COLOR.muted))).toBeGreaterThan(0.35);
  });

  it('every colour stands out from the white background; text reads at WCAG AAA', () => {
    for (const color of [COLOR.primary, COLOR.secondary, COLOR.muted]) expect(contrast(color, COLOR.background)).toBeGreaterThan(1.5);
    expect(contrast(COLOR.text, COLOR.background)).toBeGreaterThan(7);
    expect(contrast(COLOR.subtle, COLOR.background)).toBeGreaterThan(7);
  });
});
