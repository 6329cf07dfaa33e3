/** GitHub-flavoured markdown for forum posts and issues: no colour, no width limit. */
import { bar, barFraction } from '../text/bars.js';
import { formatPercent } from '../text/format.js';
import type { CalcReport } from '../types.js';
import { MORTALS_HEADING } from './scenario.js';
import { calcView, STAGES, STAGES_NOTE, type CalcView, type Fact } from './view.js';

const BAR_WIDTH = 20;

/** Escapes the characters that would start markdown syntax or end a table cell. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (ch) => `\\${ch}`).replace(/\r?\n/g, ' ');
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function scenario(view: CalcView): string[] {
  const heading = `## ${escapeMarkdown(view.attacker)} → ${escapeMarkdown(view.defender)}`;
  const facts = [
    `**Rules:** ${view.rules}`,
    `**Phase:** ${view.phase}`,
    `**Conditions:** ${view.conditions.length === 0 ? 'none' : view.conditions.map(escapeMarkdown).join(', ')}`,
  ];
  if (view.modifiers.length > 0) facts.push(`**Modifiers:** ${view.modifiers.map(escapeMarkdown).join(', ')}`);
  const lines = [heading, '', facts.join(' · ')];
  for (const { side, texts } of view.groups) lines.push('', `**${side}:** ${texts.map(escapeMarkdown).join(', ')}`);
  if (view.effects.length > 0) lines.push('', `**Effects:** ${view.effects.map(escapeMarkdown).join('; ')}`);
  for (const unit of view.unitRules) lines.push('', `**${escapeMarkdown(unit.heading)}:**`, '', ...unit.lines.map((l) => `- ${l.status}: ${escapeMarkdown(l.text)}`));
  for (const warning of view.warnings) lines.push('', `> **Warning:** ${escapeMarkdown(warning)}`);
  for (const note of view.notes) lines.push('', `> **Note:** ${escapeMarkdown(note)}`);
  return lines;
}

function weapons(view: CalcView): string[] {
  const lines = [row(['Weapon', 'Profile', 'Abilities', ...STAGES.map((s) => s.head)]), row([':--', ':--', ':--', ...STAGES.map(() => '--:')])];
  for (const weapon of view.weapons) {
    lines.push(
      row([
        escapeMarkdown(weapon.name),
        escapeMarkdown(weapon.profile),
        weapon.extras.length === 0 ? '–' : weapon.extras.map(escapeMarkdown).join(', '),
        ...weapon.values,
      ]),
    );
  }
  if (view.totals !== null) lines.push(row(['**Total**', '', '', ...view.totals.map((t) => `**${t}**`)]));
  lines.push('', `*${escapeMarkdown(STAGES_NOTE)}*`);
  return lines;
}

export function factLine(fact: Fact): string {
  const extra = fact.extra === undefined ? '' : ` (${escapeMarkdown(fact.extra)})`;
  if (fact.indented === true) return `  - ${escapeMarkdown(fact.label)}: ${escapeMarkdown(fact.value)}${extra}`;
  return `- ${escapeMarkdown(fact.label)}: **${escapeMarkdown(fact.value)}**${extra}`;
}

export function distributionLines(distribution: CalcView['distribution']): string[] {
  const { title, rows, max } = distribution;
  const lines = [`### ${title}`, '', row(['k', 'P(exactly k)', 'P(at least k)', '']), row(['--:', '--:', '--:', ':--'])];
  for (const r of rows) {
    if (r === null) {
      lines.push(row(['…', '', '', '']));
      continue;
    }
    const b = bar(barFraction(r.exactly, max), BAR_WIDTH);
    lines.push(row([String(r.k), escapeMarkdown(formatPercent(r.exactly)), escapeMarkdown(formatPercent(r.atLeast)), b === '' ? '' : `\`${b}\``]));
  }
  return lines;
}

export function renderMarkdown(report: CalcReport): string {
  const view = calcView(report);
  const lines = [
    ...scenario(view),
    '',
    ...(view.mortals.length === 0 ? [] : [`### ${MORTALS_HEADING}`, '', ...view.mortals.map(factLine), '']),
    ...(view.weapons.length === 0 ? [] : [...weapons(view), '']),
    '### Result',
    '',
    ...view.result.map(factLine),
    '',
    ...distributionLines(view.distribution),
    ...view.costs.flatMap((cost) => ['', `### ${escapeMarkdown(cost.heading)}`, '', ...cost.facts.map(factLine)]),
    '',
    `<sub>${escapeMarkdown(view.edition)} · exact distributions by mathhammer</sub>`,
  ];
  return `${lines.join('\n')}\n`;
}
