/** `mathhammer matchup` rendered: the matrices in each text format, and the JSON contract. */
import { renderMatchupCsv } from './csv.js';
import { renderMatchupJson } from './json.js';
import { renderMatchupMarkdown } from './markdown.js';
import { renderMatchupTable, type MatchupRenderOptions } from './table.js';
import { rendererFor, type ReportFormat, type TextRenderers } from '../formats.js';
import type { MatchupReport } from './types.js';

const RENDERERS: TextRenderers<MatchupReport, MatchupRenderOptions> = {
  table: renderMatchupTable,
  json: (report) => renderMatchupJson(report),
  markdown: renderMatchupMarkdown,
  csv: (report) => renderMatchupCsv(report),
};

/** The matchup in one format; every format ends with a line break. */
export function renderMatchup(report: MatchupReport, format: ReportFormat, options: MatchupRenderOptions = { color: false }): string {
  return rendererFor('renderMatchup', RENDERERS, format)(report, options);
}

export type * from './types.js';
export { MATCHUP_SCHEMA_VERSION, RANK_METRICS } from './types.js';
export type { MatchupRenderOptions } from './table.js';
export { toMatchupJson, type MatchupJson, type MatchupCellJson, type MatchupSideJson } from './json.js';
export { MATCHUP_METRICS } from './metrics.js';
