/**
 * Characters the bundled font lacks never reach a picture: the reports' arrows become a look-alike the
 * font has (a box in a PNG otherwise), other missing ones "?".
 */
import { describe, expect, it } from 'vitest';
import { compareReport } from '../../../src/api/compare.js';
import { drawableStrings, drawableText } from '../../../src/report/picture/drawable-text.js';
import { fontMetricsOf } from '../../../src/report/picture/fonts.js';
import { comparePicture } from '../../../src/report/picture/from-compare.js';
import { renderPicture } from '../../../src/report/picture/render.js';
import { FONTS } from './support.js';

const has = fontMetricsOf(FONTS).drawn;

describe('text the font can draw', () => {
  it('the font lacks → and ✓; it has » and the rest the reports print', () => {
    expect(has('→'.codePointAt(0)!)).toBe(false);
    expect(has('✓'.codePointAt(0)!)).toBe(false);
    for (const ch of 'Aé×·–…%<»≥−') expect(has(ch.codePointAt(0)!), ch).toBe(true);
  });

  it('look-alikes for the known ones, "?" for others, everything else untouched', () => {
    expect(drawableText('strike-team → mukaali-riders', has)).toBe('strike-team » mukaali-riders');
    expect(drawableText('P(≥ 3) ✓ ⅓ \u{1F3B2}', has)).toBe('P(≥ 3) yes 1/3 ?');
    expect(drawableStrings({ a: ['x → y', 3, null], b: { c: '✗' } }, has)).toEqual({ a: ['x » y', 3, null], b: { c: 'no' } });
  });

  it('a column labelled with an arrow is drawn with » in the SVG; the HTML report keeps →', async () => {
    const report = compareReport({ vs: ['meq'], sequences: ['rifles → lances: strike-team --half-range; mukaali-riders --phase melee --charged'] });
    expect(report.columns[0]!.label).toContain('→');
    const svg = String(await renderPicture(comparePicture(report), 'svg', FONTS));
    const texts = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
    expect(texts.some((t) => t.includes('»'))).toBe(true);
    expect(texts.some((t) => t.includes('→'))).toBe(false);
    const html = String(await renderPicture(comparePicture(report), 'html', FONTS));
    expect(html).toContain('→');
  });
});
