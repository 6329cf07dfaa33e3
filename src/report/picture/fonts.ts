/**
 * The bundled font, as the renderers need it: its widths for the layout, its files for the PNG renderer,
 * and its bytes embedded (@font-face) so an SVG or HTML file shows the same letters in any browser.
 * The CLI reads the files (src/cli/picture-fonts.ts); nothing here does I/O.
 */
import { readFontMetrics, textMeasure, type TextMeasure } from './font-metrics.js';
import { FONT_FAMILY } from './theme.js';

export type FontFile = { readonly path: string; readonly bytes: Uint8Array };

export type PictureFonts = { readonly regular: FontFile; readonly bold: FontFile };

/** Both weights' tables read once: text widths for the layout, and what both weights draw. */
export function fontMetricsOf(fonts: PictureFonts): { readonly measure: TextMeasure; readonly drawn: (codePoint: number) => boolean } {
  const regular = readFontMetrics(fonts.regular.bytes);
  const bold = readFontMetrics(fonts.bold.bytes);
  return { measure: textMeasure(regular, bold), drawn: (codePoint) => regular.has(codePoint) && bold.has(codePoint) };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** RFC 4648 base64 (a lookup per 6 bits: several times faster than btoa over a byte string). */
function base64(bytes: Uint8Array): string {
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = bytes.length - i;
    out.push(
      BASE64[(n >> 18) & 63]! +
        BASE64[(n >> 12) & 63]! +
        (left > 1 ? BASE64[(n >> 6) & 63]! : '=') +
        (left > 2 ? BASE64[n & 63]! : '='),
    );
  }
  return out.join('');
}

/** CSS that embeds both weights of the font: no file or network needed to show it. */
export function fontFaceCss(fonts: PictureFonts): string {
  return ([['regular', 400], ['bold', 700]] as const)
    .map(([key, weight]) => `@font-face{font-family:'${FONT_FAMILY}';font-weight:${weight};src:url(data:font/ttf;base64,${base64(fonts[key].bytes)}) format('truetype')}`)
    .join('\n');
}
