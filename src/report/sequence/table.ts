/** A sequence on the terminal: the steps in words, a row per step, then the defender after the last step. */
import Table from 'cli-table3';
import { Chalk, type ChalkInstance } from 'chalk';
import { distributionTable, keyValueLines, newTable, noteLines, TABLE_WIDTH } from '../calc/table.js';
import type { RenderOptions } from '../formats.js';
import { shortenLabels } from '../text/shorten.js';
import { textWidth, wrapTokens, wrapWords, type Token } from '../text/wrap.js';
import type { SequenceReport } from './types.js';
import { sequenceView, type SequenceView, type StepRow } from './view.js';

function headingLines(view: SequenceView, c: ChalkInstance, width: number): string[] {
  const lines = wrapTokens(
    [
      { text: `${view.steps.length} step${view.steps.length === 1 ? '' : 's'} →`, sep: '' },
      { text: view.defender, sep: ' ', style: c.bold },
      { text: view.edition, sep: ' · ' },
    ],
    width,
    '  ',
  );
  if (view.groups.length > 0) {
    lines.push(...wrapTokens([{ text: 'Defender:', sep: '', style: c.dim }, ...view.groups.map((g, i): Token => ({ text: g, sep: i === 0 ? ' ' : ', ' }))], width, '  '));
  }
  for (const step of view.steps) {
    const words = (text: string, style?: ChalkInstance): Token[] => text.split(' ').map((w) => ({ text: w, sep: ' ', ...(style === undefined ? {} : { style }) }));
    const tokens: Token[] = [{ text: `${step.number}.`, sep: '', style: c.bold }, ...words(step.text)];
    lines.push(...wrapTokens(tokens, width, '     '));
    for (const effect of step.effects) lines.push(...wrapTokens([{ text: '   Effect:', sep: '', style: c.dim }, ...words(effect, c.cyan)], width, '     '));
    for (const text of [step.belowHalf, step.hazard]) if (text !== null) lines.push(...wrapTokens([{ text: '  ', sep: '' }, ...words(text, c.yellow)], width, '     '));
    lines.push(...noteLines(step, c, width - 3).map((l) => `   ${l}`));
  }
  return lines;
}

/** The steps table, fitted to the width: the step labels get what the numbers leave. */
function stepsTable(view: SequenceView, c: ChalkInstance, width: number): string {
  const columns: { head: [string, string]; align: Table.HorizontalAlignment; cell: (row: StepRow) => string }[] = [
    { head: ['#', ''], align: 'right', cell: (row) => String(row.number) },
    { head: ['Step', ''], align: 'left', cell: (row) => row.label },
    { head: ['Damage', '(step)'], align: 'right', cell: (row) => row.damage },
    { head: ['Wounds', 'so far'], align: 'right', cell: (row) => row.woundsSoFar },
    ...(view.severalModels ? [{ head: ['Models', 'so far'] as [string, string], align: 'right' as const, cell: (row: StepRow) => row.modelsSoFar }] : []),
    { head: ['P(unit', 'destroyed)'], align: 'right', cell: (row) => row.pDestroyed },
    ...view.atLeastK.map((k, i) => ({ head: [`P(≥ ${k}`, `${view.atLeastOf})`] as [string, string], align: 'right' as const, cell: (row: StepRow) => row.atLeast[i] ?? '' })),
  ];
  const widths = columns.map((col) => Math.max(...col.head.map(textWidth), ...view.rows.map((row) => textWidth(col.cell(row)))));
  // Each column: content + 2 padding; borders: one more than the columns.
  const others = widths.reduce((sum, w, i) => (i === 1 ? sum : sum + w + 2), 0) + columns.length + 1;
  const labelWidth = Math.max(8, width - others - 2);
  const table = newTable(columns.map((col) => c.bold(col.head.join('\n').trimEnd())), columns.map((col) => col.align), true);
  // Labels cut where they differ (several steps may share a long attacker name).
  const labels = shortenLabels(view.rows.map((row) => row.label), labelWidth);
  view.rows.forEach((row, r) => table.push(columns.map((col, i) => (i === 1 ? labels[r]! : col.cell(row)))));
  return table.toString();
}

export function renderSequenceTable(report: SequenceReport, options: RenderOptions): string {
  const width = options.width ?? TABLE_WIDTH;
  // An explicit level: the report never asks the terminal; the CLI decides (--color, NO_COLOR, TTY).
  const c = new Chalk({ level: options.color ? 1 : 0 });
  const view = sequenceView(report);
  const lines = [
    ...headingLines(view, c, width),
    ...noteLines(view, c, width),
    '',
    stepsTable(view, c, width),
    '',
    ...wrapWords('After the last step', width).map((l) => c.bold(l)),
    ...keyValueLines(view.final.facts, c),
    '',
    ...distributionTable(view.final.distribution, c),
  ];
  return `${lines.join('\n')}\n`;
}
