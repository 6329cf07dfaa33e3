/**
 * The picture formats as files: the PNG decoded (size, content, the palette's colours drawn), the PNG
 * renderer failing to load, the standalone SVG with its font, and the HTML report self-contained.
 */
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { calcPicture } from '../../../src/report/picture/from-calc.js';
import { simulatePicture } from '../../../src/report/picture/from-simulate.js';
import { PngRendererUnavailable } from '../../../src/report/picture/png.js';
import { renderPicture } from '../../../src/report/picture/render.js';
import { CANVAS, COLOR } from '../../../src/report/picture/theme.js';
import { strikeTeamVsMeq } from '../fixtures.js';
import { simulateReport } from '../simulate-fixtures.js';
import { parseSvg } from './svg-dom.js';
import { FONTS } from './support.js';

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** How many pixels are within `tolerance` of a colour in every channel. */
function count(png: PNG, hex: string, tolerance = 8): number {
  const [r, g, b] = rgb(hex);
  let n = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (Math.abs(png.data[i]! - r) <= tolerance && Math.abs(png.data[i + 1]! - g) <= tolerance && Math.abs(png.data[i + 2]! - b) <= tolerance) n++;
  }
  return n;
}

describe('PNG', () => {
  it('is 1200 × 675, opaque, with bars, the curve and dark text drawn', async () => {
    const bytes = await renderPicture(calcPicture(strikeTeamVsMeq()), 'png', FONTS);
    expect(bytes).toBeInstanceOf(Uint8Array);
    const png = PNG.sync.read(Buffer.from(bytes as Uint8Array));
    expect([png.width, png.height]).toEqual([CANVAS.width, CANVAS.height]);
    const pixels = png.width * png.height;
    const white = count(png, COLOR.background, 2);
    expect(white / pixels).toBeGreaterThan(0.6);
    expect(white / pixels).toBeLessThan(0.97);
    expect(count(png, COLOR.primary) / pixels).toBeGreaterThan(0.02);
    expect(count(png, COLOR.secondary)).toBeGreaterThan(500);
    expect(count(png, COLOR.text, 40)).toBeGreaterThan(5000);
    let transparent = 0;
    for (let i = 3; i < png.data.length; i += 4) if (png.data[i]! < 255) transparent++;
    expect(transparent).toBe(0);
  });

  it('when the renderer cannot be loaded, says so with the reason', async () => {
    const failing = () => Promise.reject(new Error('Cannot find module @resvg/resvg-js-linux-x64-gnu'));
    const drawing = renderPicture(calcPicture(strikeTeamVsMeq()), 'png', FONTS, { loadResvg: failing });
    await expect(drawing).rejects.toBeInstanceOf(PngRendererUnavailable);
    await expect(drawing).rejects.toThrow(/\(@resvg\/resvg-js\) could not be loaded: Cannot find module/);
  });
});

describe('SVG file', () => {
  it('is standalone: XML with its namespace and the font embedded', async () => {
    const svg = (await renderPicture(calcPicture(strikeTeamVsMeq()), 'svg', FONTS)) as string;
    parseSvg(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.match(/@font-face\{font-family:'Atkinson Hyperlegible';font-weight:(400|700);src:url\(data:font\/ttf;base64,/g)).toHaveLength(2);
  });
});

describe('HTML report', () => {
  it('is one self-contained file: no address, script, stylesheet or image to fetch; the picture, tables and scenario in it', async () => {
    const html = (await renderPicture(calcPicture(strikeTeamVsMeq()), 'html', FONTS)) as string;
    expect(html).not.toMatch(/https?:/i);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|<object|@import/i);
    expect(html.match(/url\(([^)]*)\)/g)?.every((u) => u.startsWith('url(data:'))).toBe(true);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<svg');
    expect(html).toContain('<title>Strike Team (10 pulse rifles) vs Intercessor Squad (5 models)</title>');
    expect(html.match(/<table>/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toContain('<h3>Models destroyed (of 5)</h3>');
    expect(html).toContain('@media print');
  });

  it('escapes names: a profile called <script> is text', async () => {
    const report = strikeTeamVsMeq();
    const hostile = { ...report, attacker: { ...report.attacker, name: '<script>alert(1)</script>' } };
    const html = (await renderPicture(calcPicture(hostile), 'html', FONTS)) as string;
    expect(html).not.toMatch(/<script/i);
  });

  it('a command without Markdown (simulate) shows its text table as preformatted text', async () => {
    const html = (await renderPicture(simulatePicture(simulateReport(strikeTeamVsMeq)), 'html', FONTS)) as string;
    expect(html).toContain('<pre>');
    expect(html).toContain('Every entry and every mean passes: yes.');
    expect(html).not.toMatch(/https?:/i);
  });
});
