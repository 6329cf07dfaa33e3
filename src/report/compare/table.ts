/**
 * A comparison for the terminal, as wide as asked (80 columns unless told; a wide terminal gets every
 * column side by side): metrics as rows and columns side by side (split into several tables when they do
 * not fit), or one matrix per metric for several defenders. The best
 * value of a row is bold green with colour and marked `*` without, so it stands out either way.
 */
import Table from 'cli-table3';
import { Chalk, type ChalkInstance } from 'chalk';
import { chartLines } from './chart.js';
import {
  DEFAULT_MATRIX_METRICS,
  rowShown,
  selectedKeys,
  type MetricFormat,
  type MetricName,
  type MetricRow,
} from './metrics.js';
import type { ColumnFacts } from './scenario.js';
import { compareView, type CompareView } from './view.js';
import type { CompareReport } from './types.js';
import { compactRows } from '../text/compact-rows.js';
import { formatMean, formatPercent } from '../text/format.js';
import { TABLE_WIDTH } from '../calc/table.js';
import { textWidth, wrapTokens, type Token } from '../text/wrap.js';

export type CompareRenderOptions = {
  /** ANSI colours in the table format (ignored by the others). */
  readonly color: boolean;
  /** Draw the chart: default with one defender, not for a matrix. */
  readonly chart?: boolean;
  /** Rows (one defender) or matrices (several) to show; default all rows, or models and damage. */
  readonly metrics?: readonly MetricName[];
  /** The table format's width in columns (default 80). */
  readonly width?: number;
};

/** Header lines of a column are wrapped to at most this many columns (longer words are broken). */
const HEAD_MAX = 12;
const LEGEND_LABEL_MAX = 28;
export const BEST_MARKER = '*';

export function formatValue(value: number | null, format: MetricFormat): string {
  if (value === null) return '–';
  switch (format) {
    case 'mean':
      return formatMean(value);
    case 'probability':
      return formatPercent(value);
    case 'points':
      return String(Math.round(value));
    default: {
      const unknown: never = format;
      throw new TypeError(`formatValue: unknown format ${String(unknown)}`);
    }
  }
}

/**
 * Greedy wrap of a column label to `width`, breaking at spaces and after "-", "+" and "/", so
 * "grenade-launcher" becomes "grenade-" / "launcher"; a piece still too long is broken.
 */
export function wrapLabel(text: string, width: number): string[] {
  // An option's leading "--" stays with its name: "--round", not "--" / "round".
  const pieces = text.match(/--[^\s\-+/]+[\-+/]?|[^\s\-+/]*[\-+/]|[^\s\-+/]+|\s+/g) ?? [text];
  const lines: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (/^\s+$/.test(piece)) {
      if (current !== '') current += ' ';
      continue;
    }
    if (textWidth(current + piece) <= width) {
      current += piece;
      continue;
    }
    if (current.trim() !== '') lines.push(current.trimEnd());
    let rest = [...piece];
    while (rest.length > width) {
      lines.push(rest.slice(0, width).join(''));
      rest = rest.slice(width);
    }
    current = rest.join('');
  }
  if (current.trim() !== '' || lines.length === 0) lines.push(current.trimEnd());
  return lines;
}

/** A header's width: the whole label up to HEAD_MAX, so a label is wrapped only when it is long. */
function headWidth(text: string): number {
  return Math.min(HEAD_MAX, Math.max(1, textWidth(text)));
}

type Grid = {
  readonly corner: string;
  readonly headers: readonly { readonly lines: readonly string[]; readonly dim: readonly string[] }[];
  readonly rows: readonly { readonly label: string; readonly cells: readonly string[]; readonly widths: readonly number[] }[];
};

/**
 * The columns a text rendering marks: those that print like a best value (so two cells that read "66.8%"
 * are both marked), and none when every value prints the same (a bold "0.00" among "0.00"s says nothing).
 * The JSON `best` stays exact.
 */
export function markedColumns(row: MetricRow): readonly number[] {
  const known = marked.get(row);
  if (known !== undefined) return known;
  const columns = markedOf(row);
  marked.set(row, columns);
  return columns;
}

/** Each row's marked columns, asked for once per cell. */
const marked = new WeakMap<MetricRow, readonly number[]>();

function markedOf(row: MetricRow): number[] {
  const printed = row.values.map((v) => (v === null ? null : formatValue(v, row.format)));
  const known = printed.filter((p): p is string => p !== null);
  if (row.best.length === 0 || known.every((p) => p === known[0])) return [];
  const bestPrinted = new Set(row.best.map((i) => printed[i]));
  return printed.flatMap((p, i) => (p !== null && bestPrinted.has(p) ? [i] : []));
}

/** A value with the best marker (or its blank, so the numbers stay aligned) or the colour. */
function valueText(row: MetricRow, i: number, marker: boolean, c: ChalkInstance): { text: string; width: number } {
  const plain = formatValue(row.values[i] ?? null, row.format);
  const best = markedColumns(row).includes(i);
  if (marker) return { text: `${plain}${best ? BEST_MARKER : ' '}`, width: textWidth(plain) + 1 };
  if (row.values[i] === null) return { text: c.dim(plain), width: textWidth(plain) };
  return { text: best ? c.bold.green(plain) : plain, width: textWidth(plain) };
}

/** Column indices in groups that fit the width, each table repeating the row labels. */
function chunkColumns(widths: readonly number[], labelColumn: number, width: number): number[][] {
  const available = width - (labelColumn + 4);
  const chunks: number[][] = [];
  let current: number[] = [];
  let used = 0;
  widths.forEach((w, i) => {
    const cost = w + 3;
    if (current.length > 0 && used + cost > available) {
      chunks.push(current);
      current = [];
      used = 0;
    }
    current.push(i);
    used += cost;
  });
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function renderGrid(grid: Grid, c: ChalkInstance, width: number): string[] {
  const columns = grid.headers.length;
  const labelColumn = Math.max(textWidth(grid.corner), ...grid.rows.map((r) => textWidth(r.label)));
  const widths = Array.from({ length: columns }, (_, i) => {
    const header = grid.headers[i];
    const headerWidth = Math.max(...(header?.lines ?? []).map(textWidth), ...(header?.dim ?? []).map(textWidth), 1);
    return Math.max(headerWidth, ...grid.rows.map((r) => r.widths[i] ?? 0));
  });
  const out: string[] = [];
  for (const chunk of chunkColumns(widths, labelColumn, width)) {
    const table = new Table({
      head: [
        c.bold(grid.corner),
        ...chunk.map((i) => {
          const header = grid.headers[i];
          return [...(header?.lines ?? []).map((l) => c.bold(l)), ...(header?.dim ?? []).map((l) => c.dim(l))].join('\n');
        }),
      ],
      colAligns: ['left', ...chunk.map((): Table.HorizontalAlignment => 'right')],
      style: { head: [], border: [], 'padding-left': 1, 'padding-right': 1, compact: true },
    });
    table.push(...compactRows(grid.rows.map((row) => [row.label, ...chunk.map((i) => row.cells[i] ?? '')])));
    if (out.length > 0) out.push('');
    out.push(table.toString());
  }
  return out;
}

/** Column headers: the label wrapped to fit a value, the --vary variant under it, dimmed. */
function headers(report: CompareReport, valueWidth: number): Grid['headers'] {
  return report.columns.map((column) => {
    const width = Math.max(valueWidth, headWidth(column.base), column.variant === null ? 0 : headWidth(column.variant));
    return {
      lines: wrapLabel(column.base, width),
      dim: column.variant === null ? [] : wrapLabel(column.variant, width),
    };
  });
}

function metricGrid(report: CompareReport, rows: readonly MetricRow[], marker: boolean, c: ChalkInstance): Grid {
  const values = rows.map((row) => report.columns.map((_, i) => valueText(row, i, marker, c)));
  const valueWidth = Math.max(1, ...values.flat().map((v) => v.width));
  return {
    corner: '',
    headers: headers(report, valueWidth),
    rows: rows.map((row, r) => ({
      label: row.label,
      cells: (values[r] ?? []).map((v) => v.text),
      widths: (values[r] ?? []).map((v) => v.width),
    })),
  };
}

/** A matrix: a row per defender. `valueWidth` is shared by all matrices, so their columns line up. */
function matrixGrid(report: CompareReport, rows: readonly (MetricRow | undefined)[], valueWidth: number, marker: boolean, c: ChalkInstance): Grid {
  const values = rows.map((row) => (row === undefined ? [] : report.columns.map((_, i) => valueText(row, i, marker, c))));
  return {
    corner: 'vs',
    headers: headers(report, valueWidth),
    rows: report.defenders.map((defender, d) => ({
      label: defender.label,
      cells: (values[d] ?? []).map((v) => v.text),
      widths: (values[d] ?? []).map((v) => v.width),
    })),
  };
}

function headingLines(view: CompareView, c: ChalkInstance, width: number): string[] {
  const common = view.common;
  const tokens: Token[] = [
    { text: common.attacker, sep: '', style: c.bold },
    { text: '→', sep: ' ' },
    { text: common.defender, sep: ' ', style: c.bold },
  ];
  if (common.rules !== null) tokens.push({ text: `${common.rules} rules`, sep: ' · ' });
  if (common.phase !== null) tokens.push({ text: common.phase, sep: ' · ' });
  common.conditions.forEach((text, i) => tokens.push({ text, sep: i === 0 ? ' · ' : ', ' }));
  common.modifiers.forEach((text, i) => tokens.push({ text, sep: i === 0 ? ' · ' : ', ', style: c.cyan }));
  const lines = wrapTokens(tokens, width, '  ');
  if (view.defenderGroups !== null) {
    lines.push(...wrapTokens([{ text: 'Defender:', sep: '', style: c.dim }, { text: view.defenderGroups, sep: ' ' }], width, '  '));
  }
  lines.push(...legend('Columns:', view.columns.map((f) => ({ label: f.label, text: columnText(f) })), c, width));
  if (view.defenders.length > 1) lines.push(...legend('Defenders:', view.defenders, c, width));
  for (const [kind, notes, style] of [['Warning', view.warnings, c.red], ['Note', view.notes, c.yellow]] as const) {
    for (const note of notes) {
      const head = note.columns.length === 0 ? `${kind}:` : `${kind} (${note.columns.join(', ')}):`;
      const words = [head, ...note.text.split(' ')].map((w, i): Token => ({ text: w, sep: ' ', ...(i === 0 ? { style } : {}) }));
      lines.push(...wrapTokens(words, width, ' '.repeat(kind.length + 2)));
    }
  }
  return lines;
}

/** "10× Pulse carbine · half range", with the unit first when the columns have different ones. */
function columnText(facts: ColumnFacts): string {
  return [...(facts.attacker === null ? [] : [`${facts.attacker}:`]), facts.fired, ...facts.differences.map((d) => `· ${d}`)].join(' ');
}

function legend(title: string, entries: readonly { label: string; text: string }[], c: ChalkInstance, lineWidth: number): string[] {
  const width = Math.min(LEGEND_LABEL_MAX, Math.max(...entries.map((e) => textWidth(e.label))));
  const lines = [c.dim(title)];
  for (const entry of entries) {
    const words = entry.text.split(' ').map((w): Token => ({ text: w, sep: ' ' }));
    const indent = ' '.repeat(2 + width + 2);
    const body = wrapTokens(words, lineWidth - indent.length, '');
    // The legend is where a label is read in full: a longer one gets a line of its own, never a cut.
    if (textWidth(entry.label) > width) {
      lines.push(`  ${c.bold(entry.label)}`, ...body.map((line) => `${indent}${line}`));
      continue;
    }
    const pad = ' '.repeat(width - textWidth(entry.label) + 2);
    body.forEach((line, i) => lines.push(i === 0 ? `  ${c.bold(entry.label)}${pad}${line}` : `${indent}${line}`));
  }
  return lines;
}

function markerNote(rows: readonly MetricRow[], marker: boolean): string[] {
  if (!marker || !rows.some((r) => markedColumns(r).length > 0)) return [];
  return [`${BEST_MARKER} best in its row`];
}

export function renderCompareTable(report: CompareReport, options: CompareRenderOptions): string {
  // An explicit level: the report never asks the terminal; the CLI decides (--color, NO_COLOR, TTY).
  const c = new Chalk({ level: options.color ? 1 : 0 });
  const marker = !options.color;
  const width = options.width ?? TABLE_WIDTH;
  const view = compareView(report);
  const lines = headingLines(view, c, width);
  const metrics = view.metrics;
  if (report.defenders.length === 1) {
    const keys = options.metrics === undefined ? null : selectedKeys(options.metrics);
    const rows = (metrics[0]?.rows ?? []).filter((row) => rowShown(row) && (keys === null || keys.has(row.key)));
    lines.push('', ...renderGrid(metricGrid(report, rows, marker, c), c, width), ...markerNote(rows, marker));
    if (options.chart !== false) {
      const chart = chartLines(report, 0, width, c);
      if (chart.length > 0) lines.push('', ...chart);
    }
  } else {
    const matrices = [...selectedKeys(options.metrics ?? DEFAULT_MATRIX_METRICS)]
      .map((key) => metrics.map((m) => m.rows.find((row) => row.key === key)))
      .filter((rows) => rows.some((row) => row !== undefined && rowShown(row)));
    const shownRows = matrices.flat().filter((row): row is MetricRow => row !== undefined);
    const valueWidth = Math.max(1, ...shownRows.flatMap((row) => report.columns.map((_, i) => valueText(row, i, marker, c).width)));
    for (const rows of matrices) {
      const title = shownRows.find((row) => rows.includes(row))?.label ?? '';
      lines.push('', c.bold(title), ...renderGrid(matrixGrid(report, rows, valueWidth, marker, c), c, width));
    }
    lines.push(...markerNote(shownRows, marker));
    if (options.chart === true) {
      report.defenders.forEach((defender, d) => {
        const chart = chartLines(report, d, width, c);
        if (chart.length > 0) lines.push('', c.bold(`vs ${defender.label}`), ...chart);
      });
    }
  }
  return `${lines.join('\n')}\n`;
}
