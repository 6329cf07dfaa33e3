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
