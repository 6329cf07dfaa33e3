/**
 * `sequence` and `needed` as pictures. A sequence: the defender after the last step (as calc draws one
 * attack), beside how likely it is destroyed by the end of each step. `needed`: P(goal) for each N, the
 * answer marked.
 */
import { renderNeededMarkdown } from '../needed/render.js';
import { goalText, unitOf, type NeededReport } from '../needed/types.js';
import { renderSequenceMarkdown } from '../sequence/markdown.js';
import { stepAsCalc, type SequenceReport } from '../sequence/types.js';
import { neededView } from '../needed/view.js';
import { formatMean, formatPercent } from '../text/format.js';
import { unitLabel } from '../calc/scenario.js';
import { distributionPanel, FOOTER, quantities, scenarioPhrases } from './from-calc.js';
import type { PictureRequest, RankingPanel } from './request.js';

export function sequencePicture(report: SequenceReport): PictureRequest {
  const cells = report.steps.map((_, i) => stepAsCalc(report, i));
  const last = cells[cells.length - 1]!;
  const label = (i: number) => `${i + 1}. ${report.steps[i]!.label}`;
  const byStep: RankingPanel[] = [
    {
      kind: 'ranking',
      title: 'P(unit destroyed) by the end of each step',
      max: 1,
      items: cells.map((cell, i) => ({ label: label(i), value: cell.result.pWipe, text: formatPercent(cell.result.pWipe), best: false })),
    },
    {
      kind: 'ranking',
      title: report.defender.models > 1 ? 'Expected models destroyed so far' : 'Expected wounds lost so far',
      max: null,
      items: cells.map((cell, i) => {
        const value = report.defender.models > 1 ? cell.result.modelsDestroyed.mean : cell.result.woundsLost.mean;
        return { label: label(i), value, text: formatMean(value), best: false };
      }),
    },
  ];
  return {
    title: `${report.steps.map((s) => s.attacker.name).join(', then ')} vs ${unitLabel(report.defender)}`,
    subtitle: [...new Set(cells.flatMap((cell) => scenarioPhrases(cell).slice(1)))],
    panels: [...quantities(last).slice(0, 1).map((q) => distributionPanel(last, q)), ...byStep],
    footer: FOOTER,
    document: { markdown: renderSequenceMarkdown(report) },
  };
}

export function neededPicture(report: NeededReport): PictureRequest {
  const view = neededView(report);
  return {
    // the picture's font has no arrow
    title: view.question.replace(' → ', ' vs '),
    subtitle: [view.answer, ...scenarioPhrases(report.attack)],
    panels: [
      {
        kind: 'ranking',
        title: `P(${goalText(report.goal)}) with N ${unitOf(report, 2)}`,
        max: 1,
        items: report.curve.map((point) => ({ label: String(point.n), value: point.p, text: formatPercent(point.p), best: point.n === report.answer })),
      },
    ],
    footer: FOOTER,
    document: { markdown: renderNeededMarkdown(report) },
  };
}
