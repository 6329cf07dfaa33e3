/** A sequence as GitHub-flavoured markdown: the steps, a table with a row per step, the final distribution. */
import { distributionLines, escapeMarkdown, factLine } from '../calc/markdown.js';
import type { SequenceReport } from './types.js';
import { sequenceView } from './view.js';

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

export function renderSequenceMarkdown(report: SequenceReport): string {
  const view = sequenceView(report);
  const lines = [`## ${view.steps.length} step${view.steps.length === 1 ? '' : 's'} → ${escapeMarkdown(view.defender)}`, '', `**Rules:** ${view.rules}`];
  if (view.groups.length > 0) lines.push('', `**Defender:** ${view.groups.map(escapeMarkdown).join(', ')}`);
  lines.push('', '**Steps:**', '');
  for (const step of view.steps) {
    lines.push(`${step.number}. ${escapeMarkdown(step.text)}`);
    for (const detail of [...step.effects.map((e) => `Effect: ${e}`), ...[step.belowHalf, step.hazard].filter((t): t is string => t !== null), ...step.notes.map((n) => `Note: ${n}`)]) {
      lines.push(`   - ${escapeMarkdown(detail)}`);
    }
  }
  for (const note of view.notes) lines.push('', `> **Note:** ${escapeMarkdown(note)}`);
  const kHeads = view.atLeastK.map((k) => `P(≥ ${k} ${view.atLeastOf})`);
  lines.push(
    '',
    row(['#', 'Step', 'Damage (step)', 'Wounds lost so far', ...(view.severalModels ? ['Models destroyed so far'] : []), 'P(unit destroyed)', ...kHeads]),
    row(['--:', ':--', '--:', '--:', ...(view.severalModels ? ['--:'] : []), '--:', ...kHeads.map(() => '--:')]),
    ...view.rows.map((r) =>
      row([String(r.number), escapeMarkdown(r.label), r.damage, r.woundsSoFar, ...(view.severalModels ? [r.modelsSoFar] : []), escapeMarkdown(r.pDestroyed), ...r.atLeast.map(escapeMarkdown)]),
    ),
    '',
    '### After the last step',
    '',
    ...view.final.facts.map(factLine),
    '',
    ...distributionLines(view.final.distribution),
  );
  lines.push('', `<sub>${escapeMarkdown(view.edition)} · exact distributions by mathhammer</sub>`);
  return `${lines.join('\n')}\n`;
}
