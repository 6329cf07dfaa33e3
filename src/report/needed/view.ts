/** `needed` as the readable formats show it: the question, the answer, and the curve N → P(goal). */
import { editionLabel, firedText, modifierTexts, unitLabel } from '../calc/scenario.js';
import { formatPercent } from '../text/format.js';
import { goalText, unitOf, type NeededReport } from './types.js';

export type NeededView = {
  /** "strike-team → meq: how many copies for the unit destroyed, 90% sure?" */
  readonly question: string;
  /** "4 copies (93.1%)", or "not reached within 20 copies (71.2% with 20)". */
  readonly answer: string;
  /** The attack in words: weapons, conditions, modifiers. */
  readonly attack: string;
  readonly edition: string;
  readonly rows: readonly { readonly n: number; readonly p: number; readonly text: string; readonly reached: boolean }[];
  /** The attack's inputs not applied as given. */
  readonly warnings: readonly string[];
  readonly notes: readonly string[];
};

export function neededView(report: NeededReport): NeededView {
  const { attack } = report;
  const last = report.curve[report.curve.length - 1];
  const found = report.curve.find((point) => point.n === report.answer);
  const target = formatPercent(report.target);
  return {
    question: `${unitLabel(attack.attacker)} → ${unitLabel(attack.defender)}: how many ${unitOf(report, 2)} for ${goalText(report.goal)}, ${target} sure?`,
    answer:
      found === undefined
        ? `not reached within ${last?.n ?? 0} ${unitOf(report, last?.n ?? 0)} (${formatPercent(last?.p ?? 0)} with ${last?.n ?? 0})`
        : `${found.n} ${unitOf(report, found.n)} (${formatPercent(found.p)})`,
    attack: [firedText(attack), ...attack.conditions, ...modifierTexts(attack.modifiers)].join(' · '),
    edition: editionLabel(attack),
    rows: report.curve.map((point) => ({ n: point.n, p: point.p, text: formatPercent(point.p), reached: point.p >= report.target - 1e-12 })),
    warnings: (attack.warnings ?? []).map((w) => w.text),
    notes: [...attack.notes, ...report.notes],
  };
}
