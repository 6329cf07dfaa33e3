/**
 * The picture renderers' entry point: a picture request in a picture format. The heavy libraries (vega,
 * vega-lite, marked, and resvg for PNG) are reached only from here; the build bundles this file on its
 * own (dist/report/picture/render.bundle.cjs) and the CLI loads it only when a picture is asked for.
 */
import { drawableStrings } from './drawable-text.js';
import { fontFaceCss, fontMetricsOf, type PictureFonts } from './fonts.js';
import { htmlReport } from './html.js';
import { drawPng, type LoadResvg } from './png.js';
import type { PictureFormat, PictureRequest } from './request.js';
import { drawSvg } from './svg.js';

export type RenderPictureOptions = { readonly loadResvg?: LoadResvg };

/** An SVG document that shows its text in the embedded font wherever it is opened. */
function withEmbeddedFont(svg: string, fonts: PictureFonts): string {
  return svg.replace(/<svg\b[^>]*>/, (root) => `${root}<defs><style>${fontFaceCss(fonts)}</style></defs>`);
}

/** The picture: SVG and HTML as text, PNG as bytes. */
export async function renderPicture(
  request: PictureRequest,
  format: PictureFormat,
  fonts: PictureFonts,
  options: RenderPictureOptions = {},
): Promise<string | Uint8Array> {
  // The picture in the font's own characters; the HTML's report text keeps them (a browser has fallbacks).
  const { measure, drawn } = fontMetricsOf(fonts);
  const svg = await drawSvg(drawableStrings(request, drawn), measure);
  switch (format) {
    case 'svg':
      return withEmbeddedFont(svg, fonts);
    case 'png':
      return drawPng(svg, fonts, options.loadResvg);
    case 'html':
      return htmlReport(request, svg, fonts);
    default: {
      const unknown: never = format;
      throw new TypeError(`renderPicture: unknown format ${String(unknown)}`);
    }
  }
}

export { PngRendererUnavailable } from './png.js';
export type { PictureFonts } from './fonts.js';
