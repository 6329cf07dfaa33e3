/**
 * The plan as text, step by step: the goal's value and the bound, each target with its attackers in the
 * order they attack and its exact outcome, the attackers left idle, then the runners-up as what they
 * change. `markdown` is the same lines as a document (headings, lists, bold).
 */
import { formatMean, formatPercent, plural } from '../text/format.js';
import { escapeMarkdown } from '../calc/markdown.js';
import type { PlanAlternative, PlanReport, PlanTarget, PlanWeapons } from './types.js';

const ARROW = '\u2192';

export function valueText(report: Pick<PlanReport, 'goal'>, value: number): string {
  return report.goal.kind === 'must-kill' ? formatPercent(value) : formatMean(value);
}

function targetHead(t: PlanTarget): string {
  const points = t.expectedPoints === null ? '' : `, E[points] ${formatMean(t.expectedPoints)}`;
  const size = `${t.points === null ? 'points unknown' : `${t.points} pts`}, ${plural(t.models, 'model')}`;
  return `${t.target} (${size}): P(destroyed) ${formatPercent(t.pDestroyed)}, E[models] ${formatMean(t.expectedModels)}${points}`;
}

/** An attacker as the plan names it: the unit, and with split fire its weapon groups when not all ("Strike Team: Pulse rifle ×10"). */
export function attackerText(attacker: string, weapons: PlanWeapons | undefined): string {
  return weapons === undefined ? attacker : `${attacker}: ${weapons.map((w) => `${w.name} \u00d7${w.count}`).join(', ')}`;
}

/** Each weapon group's target in a plan, by unit and weapon; a unit whole is keyed by its name alone. */
function targetsOf(assignment: PlanAlternative['assignment']): Map<string, { text: string; target: string }> {
  const found = new Map<string, { text: string; target: string }>();
  for (const p of assignment) {
    if (p.weapons === undefined) found.set(p.attacker, { text: p.attacker, target: p.target });
    else for (const w of p.weapons) found.set(`${p.attacker}\u0000${w.name}`, { text: attackerText(p.attacker, [w]), target: p.target });
  }
  return found;
}

/** What a runner-up changes from the plan: "Strike Team → TEQ (not MEQ)", "Starfangs: Disintegrator cannon ×2 → MEQ (not TEQ)". */
function changes(report: PlanReport, alt: PlanAlternative): string {
  const planned = targetsOf(report.assignment);
  const moved = [...targetsOf(alt.assignment)].filter(([key, p]) => planned.get(key)?.target !== p.target).map(([key, p]) => `${p.text} ${ARROW} ${p.target}${planned.has(key) ? ` (not ${planned.get(key)!.target})` : ''}`);
  return moved.length === 0 ? 'the same targets' : moved.join(', ');
}

type Style = { readonly heading: (text: string) => string; readonly item: string; readonly step: (k: number) => string; readonly esc: (text: string) => string; readonly bold: (text: string) => string };

const PLAIN: Style = { heading: (t) => t, item: '  ', step: (k) => `  ${k})`, esc: (t) => t, bold: (t) => t };
const MARKDOWN: Style = { heading: (t) => `## ${t}`, item: '- ', step: (k) => `${k}.`, esc: escapeMarkdown, bold: (t) => `**${t}**` };

function lines(report: PlanReport, style: Style, title: string): string[] {
  const { esc } = style;
  const s = report.search;
  const out = [
    title,
    '',
    `Mine: ${esc(report.mine.source)} (${esc(report.mine.what)}). Theirs: ${esc(report.theirs.source)} (${esc(report.theirs.what)}).`,
    `Rules ${report.rules}, ${report.phase} phase. Goal: ${esc(report.goal.description)} (ties: ${report.goal.tieBreak}).`,
    '',
    `${style.bold(`Value: ${valueText(report, report.value)}`)} ${esc(report.goal.description)}; bound ${valueText(report, s.bound)}, gap ${valueText(report, s.gap)}.`,
  ];
  report.targets.forEach((t, i) => {
    out.push('', style.heading(`${i + 1}. ${esc(targetHead(t))}`));
    t.steps.forEach((step, k) => out.push(`${style.step(k + 1)} ${esc(attackerText(step.attacker, step.weapons))}: ${formatMean(step.modelsDestroyed)} models, then P(destroyed) ${formatPercent(step.pDestroyedAfter)}`));
  });
  const reroll = report.commandReroll;
  if (reroll !== null) out.push('', rerollText(report, reroll, esc));
  if (report.idle.length > 0) {
    out.push('', style.heading('Not assigned'));
    for (const i of report.idle) out.push(`${style.item}${esc(i.attacker)}: ${esc(i.reason)}`);
  }
  if (report.runnersUp.length > 0) {
    out.push('', style.heading('Runners-up'));
    report.runnersUp.forEach((alt, i) => out.push(`${style.item}${i + 2}. ${valueText(report, alt.value)}: ${esc(changes(report, alt))}`));
  }
  const groups = s.weaponGroups === undefined ? '' : ` (${plural(s.weaponGroups, 'weapon group')}, split fire)`;
  out.push('', `Search: ${s.method} over ${plural(s.attackers, 'attacker')}${groups} ${'\u00d7'} ${plural(s.targets, 'target')}; ${s.plansTried} plans tried, ${s.sequencesResolved} sequences resolved exactly.`);
  for (const warning of report.warnings) out.push(`Warning: ${esc(warning)}`);
  for (const note of report.notes) out.push(`Note: ${esc(note)}`);
  for (const problem of report.problems) out.push(`Problem: ${esc(problem)}`);
  return out;
}

/** "Command Re-roll (wound): Strike Team (2) → MEQ, +0.11 models"; the defender's: "…(save, theirs): against …, -0.11 models". */
function rerollText(report: PlanReport, r: NonNullable<PlanReport['commandReroll']>, esc: (text: string) => string): string {
  const sign = r.gain < 0 ? '-' : '+';
  const unit = report.goal.kind === 'must-kill' ? '' : report.goal.kind === 'points' ? ' points' : ' models';
  const head = r.side === 'mine' ? `Command Re-roll (${r.roll}): ` : `Command Re-roll (${r.roll}, theirs): against `;
  return `${head}${esc(attackerText(r.attacker, r.weapons))} ${ARROW} ${esc(r.target)}, ${sign}${valueText(report, Math.abs(r.gain))}${unit}`;
}

/** "Shooting plan", or "Fight plan" for the melee phase, and the goal; `withValue`: with the plan's value ("9.63 expected models destroyed"). */
export function planTitle(report: PlanReport, withValue = false): string {
  const { description } = report.goal;
  const value = valueText(report, report.value);
  const goal = !withValue ? description : report.goal.kind === 'must-kill' ? `${description} ${value}` : `${value} ${description}`;
  return `${report.phase === 'melee' ? 'Fight' : 'Shooting'} plan: ${goal}`;
}

export function renderPlanText(report: PlanReport): string {
  return `${lines(report, PLAIN, planTitle(report)).join('\n')}\n`;
}

export function renderPlanMarkdown(report: PlanReport): string {
  return `${lines(report, MARKDOWN, `# ${escapeMarkdown(planTitle(report))}`).join('\n')}\n`;
}
