/** The simulate command's renderers: a table for the terminal and the JSON contract (docs/json.md). */
import { renderSimulateJson } from './json.js';
import { renderSimulateTable } from './table.js';
import { PLAIN, rendererFor, type RenderOptions } from '../formats.js';
import type { SimulateReport } from './types.js';

export type SimulateFormat = 'table' | 'json';

export const SIMULATE_FORMATS: readonly SimulateFormat[] = ['table', 'json'];

const RENDERERS = { table: renderSimulateTable, json: (report: SimulateReport) => renderSimulateJson(report) };

/** The report in one format; every format ends with a line break. */
export function renderSimulate(report: SimulateReport, format: SimulateFormat, options: RenderOptions = PLAIN): string {
  return rendererFor<SimulateReport, RenderOptions>('renderSimulate', RENDERERS, format)(report, options);
}

export type * from './types.js';
export type { SimulateJson, EstimatedSummaryJson, SimulatedMortalSourceJson, ComparisonJson, EntryCheckJson, MeanCheckJson } from './json.js';
export { SIMULATE_SCHEMA_VERSION } from './types.js';
export { toSimulateJson, renderSimulateJson } from './json.js';
export { renderSimulateTable } from './table.js';
