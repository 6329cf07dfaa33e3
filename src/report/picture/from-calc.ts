/**
 * `calc` as a picture: the distribution of models destroyed (wounds lost against a single model) with
 * P(at least k) and the expected value, and beside it the wounds lost when the defender's models have
 * several wounds each, which the kills alone do not show.
 */
import { chartedDistribution, editionLabel, modifierTexts, unitLabel } from '../calc/scenario.js';
import { renderMarkdown } from '../calc/markdown.js';
import { firedText } from '../calc/scenario.js';
import { formatMean, formatPercent } from '../text/format.js';
import type { CalcReport } from '../types.js';
import type { DistributionPanel, PictureRequest } from './request.js';

export const FOOTER = 'Exact probabilities, computed by mathhammer';

/** The scenario in short phrases: what fires, rules, phase, conditions, modifiers, named effects. */
export function scenarioPhrases(report: Pick<CalcReport, 'fired' | 'rules' | 'phase' | 'conditions' | 'modifiers' | 'effects'>): string[] {
  return [
    firedText(report),
    editionLabel(report),
    report.phase,
    ...report.conditions,
    ...modifierTexts(report.modifiers),
    ...(report.effects ?? []).map((e) => e.name),
  ];
}

export function pictureTitle(report: Pick<CalcReport, 'attacker' | 'defender'>): string {
  return `${unitLabel(report.attacker)} vs ${unitLabel(report.defender)}`;
}

/** The defender's wounds in all: the largest number of wounds it can lose. */
function totalWounds(report: CalcReport): number {
  const groups = report.defender.groups;
  if (groups === undefined || groups.length === 0) return report.result.woundsLost.pmf.length - 1;
  return groups.reduce((sum, g) => sum + g.count * g.wounds, 0);
}

/** What a distribution panel shows: the models destroyed, or the wounds lost. */
export type Quantity = 'models' | 'wounds';

/**
 * The quantities drawn: models destroyed, and beside it wounds lost when the models have several wounds
 * each; against a single model, its wounds lost alone (calc's table does the same).
 */
export function quantities(report: CalcReport): Quantity[] {
  if (report.defender.models === 1) return ['wounds'];
  const multiWound = (report.defender.groups ?? []).some((g) => g.wounds > 1);
  return multiWound ? ['models', 'wounds'] : ['models'];
}

export function distributionPanel(report: CalcReport, quantity: Quantity): DistributionPanel {
  const { result, defender } = report;
  if (quantity === 'models') {
    const { title, pmf, maxK } = chartedDistribution(report);
    const mean = result.modelsDestroyed.mean;
    const facts = [`expected ${formatMean(mean)} of ${maxK}`, `P(unit destroyed) ${formatPercent(result.pWipe)}`];
    return { kind: 'distribution', title, axis: 'models destroyed', pmf, maxK, mean, facts };
  }
  const wounds = totalWounds(report);
  const mean = result.woundsLost.mean;
  const facts = [`expected ${formatMean(mean)}`, ...(defender.models === 1 ? [`P(destroyed) ${formatPercent(result.pWipe)}`] : [])];
  return { kind: 'distribution', title: `Wounds lost (of ${wounds})`, axis: 'wounds lost', pmf: result.woundsLost.pmf, maxK: wounds, mean, facts };
}

export function calcPicture(report: CalcReport): PictureRequest {
  return {
    title: pictureTitle(report),
    subtitle: scenarioPhrases(report),
    panels: quantities(report).map((q) => distributionPanel(report, q)),
    footer: FOOTER,
    document: { markdown: renderMarkdown(report) },
  };
}
