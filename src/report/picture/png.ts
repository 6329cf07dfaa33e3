/**
 * SVG → PNG through @resvg/resvg-js: a Rust SVG renderer whose compiled binary comes inside an npm package
 * per platform, so installing it downloads nothing else. Loaded on first use only. It draws text with the
 * bundled font files alone (no system fonts), so a PNG comes out the same on every machine.
 */
import type { PictureFonts } from './fonts.js';
import { COLOR, FONT_FAMILY } from './theme.js';

/** The PNG renderer could not be loaded (no binary for this platform, a broken install). */
export class PngRendererUnavailable extends Error {
  constructor(reason: string) {
    super(`the PNG renderer (@resvg/resvg-js) could not be loaded: ${reason}`);
    this.name = 'PngRendererUnavailable';
  }
}

type ResvgModule = Pick<typeof import('@resvg/resvg-js'), 'Resvg'>;

/** How the renderer is loaded; tests pass one that fails. */
export type LoadResvg = () => Promise<ResvgModule>;

export const loadResvg: LoadResvg = () => import('@resvg/resvg-js');

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

export async function drawPng(svg: string, fonts: PictureFonts, load: LoadResvg = loadResvg): Promise<Uint8Array> {
  let resvg: ResvgModule;
  try {
    resvg = await load();
  } catch (error) {
    throw new PngRendererUnavailable(firstLine(error));
  }
  const image = new resvg.Resvg(svg, {
    font: {
      loadSystemFonts: false,
      fontFiles: [fonts.regular.path, fonts.bold.path],
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
    },
    background: COLOR.background,
    fitTo: { mode: 'original' },
    logLevel: 'off',
  });
  return image.render().asPng();
}
