/** `mathhammer plan` rendered: text, Markdown, and the JSON contract (CSV is the matchup's; a plan is no table). */
import { renderPlanJson } from './json.js';
import { renderPlanMarkdown, renderPlanText } from './text.js';
import type { PlanReport } from './types.js';

export const PLAN_FORMATS = ['table', 'json', 'markdown'] as const;
export type PlanFormat = (typeof PLAN_FORMATS)[number];

/** The plan in one format; every format ends with a line break. */
export function renderPlan(report: PlanReport, format: PlanFormat): string {
  switch (format) {
    case 'table':
      return renderPlanText(report);
    case 'json':
      return renderPlanJson(report);
    case 'markdown':
      return renderPlanMarkdown(report);
    default: {
      const unknown: never = format;
      throw new TypeError(`renderPlan: unknown format ${String(unknown)}`);
    }
  }
}

export type * from './types.js';
export { PLAN_SCHEMA_VERSION, PLAN_GOALS } from './types.js';
export { toPlanJson, type PlanJson } from './json.js';
