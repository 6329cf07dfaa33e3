/** The text formats every report has, and a report's renderers as one function per format. */

export type ReportFormat = 'table' | 'json' | 'markdown' | 'csv';

export const REPORT_FORMATS: readonly ReportFormat[] = ['table', 'json', 'markdown', 'csv'];

export type RenderOptions = {
  /** ANSI colours in the table format (ignored by the others). */
  readonly color: boolean;
  /** The table format's width in columns (default 80); the others ignore it. */
  readonly width?: number;
};

/** A renderer for each text format (a mapped type: a new format is a type error until every report has it). */
export type TextRenderers<R, O = RenderOptions> = { readonly [F in ReportFormat]: (report: R, options: O) => string };

/** Plain text: no colours, 80 columns. What a renderer uses when its caller gives no options. */
export const PLAIN: RenderOptions = { color: false };

/**
 * The renderer of `format`, checked: a library caller may pass any string, and a picture format or a typo
 * deserves its own message rather than "is not a function". `formats` are the report's text formats.
 */
export function rendererFor<R, O>(what: string, renderers: Readonly<Record<string, (report: R, options: O) => string>>, format: string): (report: R, options: O) => string {
  const renderer = Object.hasOwn(renderers, format) ? renderers[format] : undefined;
  if (renderer === undefined) {
    throw new RangeError(`${what}: no text format ${JSON.stringify(format)}; the formats are ${Object.keys(renderers).join(', ')} (pictures are drawn by the CLI's -o, docs/formats.md)`);
  }
  return renderer;
}
