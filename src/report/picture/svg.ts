/**
 * A picture request drawn as SVG: the Vega-Lite spec (spec.ts) compiled by vega-lite and rendered by
 * vega's headless SVG renderer, with vega's text measurement replaced by the bundled font's real widths.
 */
import * as vega from 'vega';
import { compile } from 'vega-lite';
import type { TextMeasure } from './font-metrics.js';
import type { PictureRequest } from './request.js';
import { pictureSpec } from './spec.js';
import { CANVAS } from './theme.js';

/** What vega passes its text measurer: the text mark's item. */
type TextItem = { readonly fontSize?: number; readonly fontWeight?: string | number; readonly limit?: number };

/** vega's text measurement hook (vega-scenegraph's textMetrics; vl-convert replaces it the same way). */
type TextMetrics = { width: (item: TextItem, text: unknown) => number };

function isBold(weight: string | number | undefined): boolean {
  return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
}

/**
 * vega's width of a line of a text item. A label with a `limit` is truncated by vega with this same
 * function, so a line wider than the limit measures as the limit.
 */
function vegaWidth(measure: TextMeasure): TextMetrics['width'] {
  return (item, text) => {
    const line = text === null || text === undefined ? '' : String(text).trim();
    const width = measure(line, item.fontSize ?? 11, isBold(item.fontWeight));
    return item.limit !== undefined && item.limit > 0 ? Math.min(width, item.limit) : width;
  };
}

/**
 * The root element sized to the canvas: the drawing keeps its viewBox, so a layout a few pixels off is
 * scaled to fit and centred rather than clipped.
 */
function fitCanvas(svg: string): string {
  return svg.replace(/<svg\b[^>]*>/, (root) =>
    root.replace(/\swidth="[\d.]+"/, ` width="${CANVAS.width}"`).replace(/\sheight="[\d.]+"/, ` height="${CANVAS.height}"`),
  );
}

/**
 * Receives what vega-lite and vega would print to the console: a warning means the spec builders wrote
 * something the libraries do not understand. The CLI ignores them (the picture is still drawn); the
 * tests fail on any.
 */
export type WarningHandler = (message: string) => void;

/** A vega-util logger that hands warnings and errors to `onWarning` instead of the console. */
function logger(onWarning: WarningHandler): vega.LoggerInterface {
  const report = (...args: readonly unknown[]): void => onWarning(args.map(String).join(' '));
  const self: vega.LoggerInterface = {
    level: ((_?: number) => self) as vega.LoggerInterface['level'],
    error: (...args) => (report(...args), self),
    warn: (...args) => (report(...args), self),
    info: () => self,
    debug: () => self,
  };
  return self;
}

/** The picture as an SVG document, CANVAS pixels large, text in FONT_FAMILY (the font is not embedded). */
export async function drawSvg(request: PictureRequest, measure: TextMeasure, onWarning: WarningHandler = () => {}): Promise<string> {
  (vega as unknown as { textMetrics: TextMetrics }).textMetrics.width = vegaWidth(measure);
  const log = logger(onWarning);
  // The builders write plain JSON; vega-lite checks it against its schema as it compiles.
  const spec = compile(pictureSpec(request, measure) as unknown as Parameters<typeof compile>[0], { logger: log }).spec;
  const view = new vega.View(vega.parse(spec), { renderer: 'none', logger: log });
  try {
    return fitCanvas(await view.toSVG());
  } finally {
    view.finalize();
  }
}
