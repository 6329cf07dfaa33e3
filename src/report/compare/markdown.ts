/** A comparison as GitHub-flavoured markdown: the same tables as the terminal, best values in bold. */
import { DEFAULT_MATRIX_METRICS, rowShown, selectedKeys, type MetricRow } from './metrics.js';
import { formatValue, markedColumns, type CompareRenderOptions } from './table.js';
import type { CompareReport } from './types.js';
import { compareView, type CompareView } from './view.js';
import { escapeMarkdown } from '../calc/markdown.js';

function line(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function value(row: MetricRow, i: number): string {
  const text = escapeMarkdown(formatValue(row.values[i] ?? null, row.format));
  return markedColumns(row).includes(i) ? `**${text}**` : text;
}

function heading(view: CompareView): string[] {
  const common = view.common;
  const facts: string[] = [];
  if (common.rules !== null) facts.push(`**Rules:** ${common.rules}`);
  if (common.phase !== null) facts.push(`**Phase:** ${common.phase}`);
  // "none" only when no column has a condition; the ones a column alone has are in the column list.
  if (common.conditions.length > 0 || !view.anyCondition) {
    facts.push(`**Conditions:** ${common.conditions.length === 0 ? 'none' : common.conditions.map(escapeMarkdown).join(', ')}`);
  }
  if (common.modifiers.length > 0) facts.push(`**Modifiers:** ${common.modifiers.map(escapeMarkdown).join(', ')}`);
  const lines = [`## ${escapeMarkdown(common.attacker)} → ${escapeMarkdown(common.defender)}`, '', facts.join(' · ')];
  if (view.defenderGroups !== null) lines.push('', `**Defender:** ${escapeMarkdown(view.defenderGroups)}`);
  lines.push('', '**Columns:**', '');
  for (const column of view.columns) {
    const fired = column.attacker === null ? column.fired : `${column.attacker}: ${column.fired}`;
    const text = [fired, ...column.differences].map(escapeMarkdown).join(' · ');
    lines.push(`- **${escapeMarkdown(column.label)}**: ${text}`);
  }
  if (view.defenders.length > 1) {
    lines.push('', '**Defenders:**', '');
    for (const defender of view.defenders) lines.push(`- **${escapeMarkdown(defender.label)}**: ${escapeMarkdown(defender.text)}`);
  }
  for (const [kind, notes] of [['Warning', view.warnings], ['Note', view.notes]] as const) {
    for (const note of notes) {
      const who = note.columns.length === 0 ? '' : ` (${note.columns.map(escapeMarkdown).join(', ')})`;
      lines.push('', `> **${kind}${who}:** ${escapeMarkdown(note.text)}`);
    }
  }
  return lines;
}

function header(report: CompareReport, corner: string): string[] {
  return [
    line([corner, ...report.columns.map((c) => escapeMarkdown(c.label))]),
    line([':--', ...report.columns.map(() => '--:')]),
  ];
}

export function renderCompareMarkdown(report: CompareReport, options: Pick<CompareRenderOptions, 'metrics'> = {}): string {
  const view = compareView(report);
  const lines = heading(view);
  const metrics = view.metrics;
  if (report.defenders.length === 1) {
    const keys = options.metrics === undefined ? null : selectedKeys(options.metrics);
    const rows = (metrics[0]?.rows ?? []).filter((row) => rowShown(row) && (keys === null || keys.has(row.key)));
    lines.push('', ...header(report, ''));
    for (const row of rows) lines.push(line([escapeMarkdown(row.label), ...report.columns.map((_, i) => value(row, i))]));
  } else {
    for (const key of selectedKeys(options.metrics ?? DEFAULT_MATRIX_METRICS)) {
      const rows = metrics.map((m) => m.rows.find((row) => row.key === key));
      const title = rows.find((row) => row !== undefined)?.label;
      if (title === undefined || !rows.some((row) => row !== undefined && rowShown(row))) continue;
      lines.push('', `### ${escapeMarkdown(title)}`, '', ...header(report, 'vs'));
      rows.forEach((row, d) => {
        const label = escapeMarkdown(report.defenders[d]?.label ?? '');
        lines.push(line([label, ...report.columns.map((_, i) => (row === undefined ? '–' : value(row, i)))]));
      });
    }
  }
  lines.push('', '<sub>**Bold**: best in its row · exact distributions by mathhammer</sub>');
  return `${lines.join('\n')}\n`;
}
