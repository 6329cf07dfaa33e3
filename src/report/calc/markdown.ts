/** GitHub-flavoured markdown for forum posts and issues: no colour, no width limit. */
import type { Summary, WeaponResult } from '../../rules/index.js';
import { bar, barFraction } from '../text/bars.js';
import { formatMean, formatPercent } from '../text/format.js';
import {
  battleShockFacts,
  battleShockTrigger,
  chartedDistribution,
  distributionRows,
  editionLabel,
  effectText,
  groupNames,
  groupText,
  modifierTexts,
  mortalSourceFacts,
  pairWeapons,
  selfCosts,
  totalMean,
  unitLabel,
  weaponAbilityTexts,
  weaponModifierTexts,
  weaponProfileText,
  type ResultFact,
} from './scenario.js';
import type { CalcReport } from '../types.js';

const BAR_WIDTH = 20;

const STAGES: readonly { readonly head: string; readonly get: (r: WeaponResult) => Summary }[] = [
  { head: 'Attacks', get: (r) => r.attacks },
  { head: 'Hits', get: (r) => r.hits },
  { head: 'Wounds', get: (r) => r.wounds },
  { head: 'Unsaved', get: (r) => r.unsavedWounds },
  { head: 'Mortal wounds', get: (r) => r.mortalWounds },
  { head: 'Damage', get: (r) => r.damage },
];

/** Escapes the characters that would start markdown syntax or end a table cell. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (ch) => `\\${ch}`).replace(/\r?\n/g, ' ');
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function scenario(report: CalcReport): string[] {
  const heading = `## ${escapeMarkdown(unitLabel(report.attacker))} → ${escapeMarkdown(unitLabel(report.defender))}`;
  const facts = [
    `**Rules:** ${report.rules}`,
    `**Phase:** ${report.phase}`,
    `**Conditions:** ${report.conditions.length === 0 ? 'none' : report.conditions.map(escapeMarkdown).join(', ')}`,
  ];
  const modifiers = modifierTexts(report.modifiers);
  if (modifiers.length > 0) facts.push(`**Modifiers:** ${modifiers.map(escapeMarkdown).join(', ')}`);
  const lines = [heading, '', facts.join(' · ')];
  for (const [label, unit] of [
    ['Attacker', report.attacker],
    ['Defender', report.defender],
  ] as const) {
    if (unit.groups === undefined || unit.groups.length === 0) continue;
    lines.push('', `**${label}:** ${unit.groups.map((g) => escapeMarkdown(groupText(g))).join(', ')}`);
  }
  const effects = report.effects ?? [];
  if (effects.length > 0) lines.push('', `**Effects:** ${effects.map((e) => escapeMarkdown(effectText(e))).join('; ')}`);
  for (const note of report.notes) lines.push('', `> **Note:** ${escapeMarkdown(note)}`);
  return lines;
}

function weapons(report: CalcReport): string[] {
  const pairs = pairWeapons(report);
  const lines = [
    row(['Weapon', 'Profile', 'Abilities', ...STAGES.map((s) => s.head)]),
    row([':--', ':--', ':--', ...STAGES.map(() => '--:')]),
  ];
  for (const pair of pairs) {
    const extras = [...weaponAbilityTexts(pair.fired, pair.result), ...weaponModifierTexts(pair.fired)];
    lines.push(
      row([
        `${pair.fired.count}× ${escapeMarkdown(pair.fired.weapon.name)}`,
        escapeMarkdown(weaponProfileText(pair.fired.weapon)),
        extras.length === 0 ? '–' : extras.map(escapeMarkdown).join(', '),
        ...STAGES.map((s) => formatMean(s.get(pair.result).mean)),
      ]),
    );
  }
  if (pairs.length > 1) {
    lines.push(row(['**Total**', '', '', ...STAGES.map((s) => `**${formatMean(totalMean(pairs, s.get))}**`)]));
  }
  return lines;
}

function result(report: CalcReport): string[] {
  const r = report.result;
  const lines = [
    `### Result`,
    '',
    `- Expected wounds lost: **${formatMean(r.woundsLost.mean)}**`,
    `- Expected models destroyed: **${formatMean(r.modelsDestroyed.mean)}** of ${report.defender.models}`,
  ];
  if (r.modelsDestroyedByGroup.length > 1) {
    const names = groupNames(report);
    r.modelsDestroyedByGroup.forEach((s, i) => {
      const group = report.defender.groups?.[i];
      const name = names[i];
      const of = group === undefined || name === null || name === undefined ? '' : ` of ${group.count}`;
      lines.push(`  - ${escapeMarkdown(name ?? `group ${i + 1}`)}: ${formatMean(s.mean)}${of}`);
    });
  }
  const trigger = battleShockTrigger(report);
  lines.push(`- P(unit destroyed): **${escapeMarkdown(formatPercent(r.pWipe))}**`);
  lines.push(
    `- P(below half-strength): **${escapeMarkdown(formatPercent(r.pBelowHalf))}**${trigger === 'below-half' ? ' (battle-shock test)' : ''}`,
  );
  if (trigger === 'at-or-below-half') {
    lines.push(`- P(at or below half-strength): **${escapeMarkdown(formatPercent(r.pAtOrBelowHalf))}** (battle-shock test)`);
  }
  lines.push(...battleShockFacts(report).map(factLine));
  return lines;
}

function factLine(fact: ResultFact): string {
  const value = fact.probability === undefined ? formatMean(fact.mean ?? 0) : formatPercent(fact.probability);
  return `- ${escapeMarkdown(fact.label)}: **${escapeMarkdown(value)}**${fact.extra === undefined ? '' : ` (${escapeMarkdown(fact.extra)})`}`;
}

/** Mortal wounds rolled before the attack, one line per source in order. */
function mortals(report: CalcReport): string[] {
  const facts = mortalSourceFacts(report);
  if (facts.length === 0) return [];
  return ['### Mortal wounds before the attack', '', ...facts.map(factLine), ''];
}

function distribution(report: CalcReport): string[] {
  const { title, pmf, maxK } = chartedDistribution(report);
  const max = Math.max(...pmf);
  const lines = [
    `### ${title}`,
    '',
    row(['k', 'P(exactly k)', 'P(at least k)', '']),
    row(['--:', '--:', '--:', ':--']),
  ];
  for (const r of distributionRows(pmf, maxK)) {
    if (r === null) {
      lines.push(row(['…', '', '', '']));
      continue;
    }
    const b = bar(barFraction(r.exactly, max), BAR_WIDTH);
    lines.push(
      row([
        String(r.k),
        escapeMarkdown(formatPercent(r.exactly)),
        escapeMarkdown(formatPercent(r.atLeast)),
        b === '' ? '' : `\`${b}\``,
      ]),
    );
  }
  return lines;
}

function hazard(report: CalcReport): string[] {
  const h = report.result.hazard;
  if (h === undefined) return [];
  const lines = [
    '',
    `### Hazardous: losses of ${escapeMarkdown(report.attacker.name)}`,
    '',
    `- Failed hazard rolls: **${formatMean(h.failedRolls.mean)}**`,
    `- Mortal wounds suffered: **${formatMean(h.mortalWounds.mean)}**`,
  ];
  if (h.modelsLost !== undefined) {
    const p = formatPercent(1 - (h.modelsLost.pmf[0] ?? 0));
    lines.push(`- Models lost: **${formatMean(h.modelsLost.mean)}** (P(at least 1) ${escapeMarkdown(p)})`);
  }
  return lines;
}

/** What the mortal-wound sources cost your own side, one list per source. */
function selfCostSections(report: CalcReport): string[] {
  return selfCosts(report).flatMap((cost) => ['', `### ${escapeMarkdown(cost.heading)}`, '', ...cost.facts.map(factLine)]);
}

export function renderMarkdown(report: CalcReport): string {
  const lines = [
    ...scenario(report),
    '',
    ...mortals(report),
    ...(pairWeapons(report).length === 0 ? [] : [...weapons(report), '']),
    ...result(report),
    '',
    ...distribution(report),
    ...hazard(report),
    ...selfCostSections(report),
    '',
    `<sub>${escapeMarkdown(editionLabel(report))} · exact distributions by mathhammer</sub>`,
  ];
  return `${lines.join('\n')}\n`;
}
