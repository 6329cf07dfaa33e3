/**
 * A sequence as the readable formats show it, built once: the steps in words, a row per step (what it
 * did, the defender so far, P(destroyed by now), P(at least k)), and the defender after the last step as
 * calc shows one attack's result. The terminal table and the Markdown only lay it out.
 */
import { atLeastOf, interestingK, pAtLeast } from '../compare/metrics.js';
import { effectText, firedText, groupText, modifierTexts, unitLabel } from '../calc/scenario.js';
import { calcView, type Fact } from '../calc/view.js';
import { formatMean, formatPercent } from '../text/format.js';
import { sharedWarnings } from '../shared-warnings.js';
import type { CalcReport, ReportWarning } from '../types.js';
import { stepAsCalc, type SequenceReport } from './types.js';

/** At most this many P(at least k) columns (the table fits 80 columns). */
const MAX_AT_LEAST = 2;

export type StepLegend = {
  readonly number: number;
  readonly label: string;
  /** "10× Pulse rifle · half range · +1 to hit". */
  readonly text: string;
  readonly effects: readonly string[];
  /** Effects that apply only when the target is Below Half-strength as the step starts, with how likely. */
  readonly belowHalf: string | null;
  /** The step attacker's own losses ([HAZARDOUS]), in words. */
  readonly hazard: string | null;
  /** Inputs of this step not applied as given. */
  readonly warnings: readonly string[];
  readonly notes: readonly string[];
};

export type StepRow = {
  readonly number: number;
  readonly label: string;
  /** Expected wounds lost in this step alone. */
  readonly damage: string;
  /** Expected wounds lost, models destroyed, P(destroyed): after the step. */
  readonly woundsSoFar: string;
  readonly modelsSoFar: string;
  readonly pDestroyed: string;
  readonly atLeast: readonly string[];
};

export type SequenceView = {
  readonly defender: string;
  readonly edition: string;
  readonly rules: string;
  readonly groups: readonly string[];
  readonly steps: readonly StepLegend[];
  /** "models" destroyed or, for a single-model defender, "wounds" lost: what P(at least k) counts. */
  readonly atLeastOf: 'models' | 'wounds';
  /** Whether the defender has several models (else "models destroyed so far" says nothing P(destroyed) does not). */
  readonly severalModels: boolean;
  readonly atLeastK: readonly number[];
  readonly rows: readonly StepRow[];
  /** The defender after the last step, as calc shows a result. */
  readonly final: { readonly facts: readonly Fact[]; readonly distribution: ReturnType<typeof calcView>['distribution'] };
  readonly warnings: readonly string[];
  readonly notes: readonly string[];
};

function legend(report: SequenceReport, cell: CalcReport, i: number, warnings: readonly ReportWarning[]): StepLegend {
  const step = report.steps[i]!;
  const parts = step.result.parts;
  const below = parts?.find((p) => p.facts.belowHalf === true);
  const extra = (step.belowHalfEffects ?? []).filter((e) => !(step.effects ?? []).some((s) => s.name === e.name));
  const hazard = step.result.hazard;
  return {
    number: i + 1,
    label: step.label,
    text: [
      `${step.label === step.attacker.source ? '' : `${step.label} — `}${unitLabel(step.attacker)}: ${firedText(cell)}`,
      ...step.conditions,
      ...modifierTexts(step.modifiers),
    ].join(' · '),
    effects: (step.effects ?? []).map(effectText),
    belowHalf:
      extra.length === 0
        ? null
        : `${extra.map((e) => e.name).join(', ')} only if the target is Below Half-strength as the step starts (${formatPercent(below?.p ?? 0)})`,
    hazard:
      hazard === undefined
        ? null
        : `hazardous: ${formatMean(hazard.failedRolls.mean)} failed rolls${hazard.modelsLost === undefined ? '' : `, ${formatMean(hazard.modelsLost.mean)} models lost`}`,
    warnings: warnings.map((w) => w.text),
    notes: step.notes,
  };
}

export function sequenceView(report: SequenceReport): SequenceView {
  const cells = report.steps.map((_, i) => stepAsCalc(report, i));
  const shown = sharedWarnings(report.steps);
  const last = cells[cells.length - 1]!;
  const { of, maxK } = atLeastOf(last);
  // P(at least all of them) is P(destroyed), its own column
  const ks = interestingK(cells, maxK - 1, MAX_AT_LEAST);
  const lastView = calcView(last);
  return {
    defender: unitLabel(report.defender),
    edition: lastView.edition,
    rules: report.rules,
    groups: (report.defender.groups ?? []).map(groupText),
    steps: cells.map((cell, i) => legend(report, cell, i, shown[i] ?? [])),
    atLeastOf: of === 'damage' ? 'wounds' : 'models',
    severalModels: report.defender.models > 1,
    atLeastK: ks,
    rows: cells.map((cell, i) => ({
      number: i + 1,
      label: report.steps[i]!.label,
      damage: formatMean(report.steps[i]!.result.alone.expectedWoundsLost),
      woundsSoFar: formatMean(cell.result.woundsLost.mean),
      modelsSoFar: formatMean(cell.result.modelsDestroyed.mean),
      pDestroyed: formatPercent(cell.result.pWipe),
      atLeast: ks.map((k) => formatPercent(pAtLeast(cell, k))),
    })),
    final: { facts: lastView.result, distribution: lastView.distribution },
    warnings: [],
    notes: report.notes,
  };
}
