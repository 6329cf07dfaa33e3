/** The bundled font and the SVG renderer as the tests use them: any vega-lite or vega warning fails. */
import { expect } from 'vitest';
import { loadFonts } from '../../../src/cli/picture-renderer.js';
import { fontMetricsOf } from '../../../src/report/picture/fonts.js';
import type { PictureRequest } from '../../../src/report/picture/request.js';
import { drawSvg } from '../../../src/report/picture/svg.js';
import { CANVAS, FONT_FAMILY } from '../../../src/report/picture/theme.js';
import { overlapping, parseSvg, textBoxes, viewBox } from './svg-dom.js';

export const FONTS = loadFonts('test');

export const MEASURE = fontMetricsOf(FONTS).measure;

/** The picture as SVG; throws on the first warning of vega-lite or vega (a spec they do not understand). */
export function svgOf(request: PictureRequest): Promise<string> {
  return drawSvg(request, MEASURE, (message) => {
    throw new Error(`vega warned: ${message}`);
  });
}

/**
 * Every check that holds for any picture: well-formed SVG of the canvas's size, a layout within 2% of it
 * (so little is scaled), no two texts overlapping, no text outside the picture, every text in the font.
 */
export async function checkPicture(request: PictureRequest) {
  const svg = await svgOf(request);
  const doc = parseSvg(svg);
  const root = doc.documentElement!;
  expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual([String(CANVAS.width), String(CANVAS.height)]);
  const own = viewBox(doc);
  expect(Math.abs(own.width / CANVAS.width - 1)).toBeLessThan(0.02);
  expect(Math.abs(own.height / CANVAS.height - 1)).toBeLessThan(0.02);
  const boxes = textBoxes(doc, MEASURE);
  expect(overlapping(boxes), 'overlapping texts').toEqual([]);
  for (const box of boxes) {
    expect(box.x0, box.text).toBeGreaterThanOrEqual(0);
    expect(box.x1, box.text).toBeLessThanOrEqual(own.width);
    expect(box.y0, box.text).toBeGreaterThanOrEqual(0);
    expect(box.y1, box.text).toBeLessThanOrEqual(own.height);
  }
  for (const text of Array.from(doc.getElementsByTagName('text'))) expect(text.getAttribute('font-family')).toBe(FONT_FAMILY);
  return { svg, doc, texts: boxes.map((b) => b.text) };
}
