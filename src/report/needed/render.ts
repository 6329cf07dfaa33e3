/** `needed` in each format: the question and answer, then the curve N → P(goal) (every format ends with a line break). */
import { stringify } from '../json-text.js';
import { Chalk } from 'chalk';
import { csvField } from '../calc/csv.js';
import { escapeMarkdown } from '../calc/markdown.js';
import { noteLines, TABLE_WIDTH } from '../calc/table.js';
import { PLAIN, rendererFor, type RenderOptions, type ReportFormat, type TextRenderers } from '../formats.js';
import { bar } from '../text/bars.js';
import { wrapWords } from '../text/wrap.js';
import { NEEDED_SCHEMA_VERSION, type Goal, type NeededReport } from './types.js';
import { neededView } from './view.js';

const BAR_WIDTH = 30;

export type NeededJson = {
  schemaVersion: number;
  command: 'needed';
  rules: NeededReport['attack']['rules'];
  attacker: string;
  defender: string;
  goal: Goal;
  target: number;
  by: NeededReport['by'];
  answer: number | null;
  curve: { n: number; p: number }[];
  notes: string[];
};

export function toNeededJson(report: NeededReport): NeededJson {
  return {
    schemaVersion: NEEDED_SCHEMA_VERSION,
    command: 'needed',
    rules: report.attack.rules,
    attacker: report.attack.attacker.source,
    defender: report.attack.defender.source,
    goal: { ...report.goal },
    target: report.target,
    by: report.by,
    answer: report.answer,
    curve: report.curve.map((point) => ({ ...point })),
    notes: neededView(report).notes.slice(),
  };
}

function renderTable(report: NeededReport, options: RenderOptions): string {
  const c = new Chalk({ level: options.color ? 1 : 0 });
  const width = options.width ?? TABLE_WIDTH;
  const view = neededView(report);
  const nWidth = String(Math.max(...view.rows.map((r) => r.n))).length;
  const lines = [
    ...wrapWords(view.question, width).map((l) => c.bold(l)),
    ...wrapWords(`${view.attack} · ${view.edition}`, width).map((l) => c.dim(l)),
    ...noteLines(view, c, width),
    '',
    `Answer: ${c.bold(view.answer)}`,
    '',
    ...view.rows.map((r) => {
      const line = `  ${String(r.n).padStart(nWidth)}  ${r.text.padStart(7)}  ${bar(r.p, BAR_WIDTH)}`.trimEnd();
      return r.reached ? c.green(line) : line;
    }),
  ];
  return `${lines.join('\n')}\n`;
}

export function renderNeededMarkdown(report: NeededReport): string {
  const view = neededView(report);
  const head = report.by === 'copies' ? 'Copies' : 'Models';
  const lines = [
    `## ${escapeMarkdown(view.question)}`,
    '',
    `**Answer:** ${escapeMarkdown(view.answer)}`,
    '',
    `${escapeMarkdown(view.attack)} · ${escapeMarkdown(view.edition)}`,
    ...view.notes.map((n) => `\n> **Note:** ${escapeMarkdown(n)}`),
    '',
    `| ${head} | P(goal) | |`,
    '| --: | --: | :-- |',
    ...view.rows.map((r) => `| ${r.reached ? `**${r.n}**` : r.n} | ${escapeMarkdown(r.text)} | \`${bar(r.p, 20)}\` |`),
    '',
    '<sub>exact distributions by mathhammer</sub>',
  ];
  return `${lines.join('\n')}\n`;
}

function renderCsv(report: NeededReport): string {
  const rows = [['n', 'p', 'reached'], ...report.curve.map((point) => [point.n, point.p, point.p >= report.target - 1e-12 ? 'yes' : 'no'])];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

const RENDERERS: TextRenderers<NeededReport> = {
  table: renderTable,
  json: (report) => `${stringify(toNeededJson(report))}\n`,
  markdown: (report) => renderNeededMarkdown(report),
  csv: (report) => renderCsv(report),
};

export function renderNeeded(report: NeededReport, format: ReportFormat, options: RenderOptions = PLAIN): string {
  return rendererFor('renderNeeded', RENDERERS, format)(report, options);
}

export type * from './types.js';
export { NEEDED_SCHEMA_VERSION, goalText } from './types.js';
