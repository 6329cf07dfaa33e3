/** What the sequence renderers print: each step as planned, and the engine's sequence result. */
import type { AttackResult, SequenceResult, SequenceStepResult } from '../../rules/index.js';
import { sharedWarnings, withoutApplied } from '../shared-warnings.js';
import type { CalcReport, ReportWarning, UnitSummary } from '../types.js';

export const SEQUENCE_SCHEMA_VERSION = 1;

/** One step: its attack as calc reports it (without a result), and what the engine found for it. */
export type SequenceStepReport = Omit<CalcReport, 'result' | 'defender'> & {
  /** As the user named it (the attacker, or a file's label). */
  readonly label: string;
  /** The step's own options, as command-line words. */
  readonly options: readonly string[];
  /**
   * When the step's effects depend on the target being Below Half-strength as it starts: the effects
   * applied in that case (the step's own `effects` are those when it is not).
   */
  readonly belowHalfEffects?: CalcReport['effects'];
  readonly result: SequenceStepResult;
};

export type SequenceReport = {
  readonly rules: CalcReport['rules'];
  readonly defender: UnitSummary;
  readonly steps: readonly SequenceStepReport[];
  readonly result: SequenceResult;
  readonly notes: readonly string[];
};

/**
 * Step `i` as a calc report whose result is the defender after it (everything so far) with that step's
 * weapons, hazard and mortal-wound sources; after the last step, the battle-shock test too. So every calc
 * helper (distributions, P(at least k), the JSON contract) reads a step as it reads one attack.
 */
export function stepAsCalc(report: SequenceReport, i: number): CalcReport {
  const step = report.steps[i];
  if (step === undefined) throw new RangeError(`stepAsCalc: no step ${i}`);
  const r = step.result;
  const last = i === report.steps.length - 1;
  const shock = report.result.battleShock;
  const forced = r.forcedBattleShock;
  const battleShock = last && shock !== undefined ? { ...shock, ...(forced === undefined ? {} : { forced }) } : undefined;
  const result: AttackResult = {
    edition: report.rules,
    weapons: r.weapons,
    ...r.after,
    ...(r.hazard === undefined ? {} : { hazard: r.hazard }),
    ...(r.mortalSources === undefined ? {} : { mortalSources: r.mortalSources }),
    ...(battleShock === undefined ? {} : { battleShock }),
    ...(r.commandReroll === undefined ? {} : { commandReroll: r.commandReroll }),
    ...(r.changeToSix === undefined ? {} : { changeToSix: r.changeToSix }),
  };
  const { label: _label, options: _options, belowHalfEffects: _below, result: _result, ...attack } = step;
  return { ...attack, defender: report.defender, result };
}

/**
 * The whole sequence as one calc report, for a comparison column: the defender after the last step, every
 * step's weapons and effects in order, the attackers together ("Strike Team → Mukaali Riders", their points
 * added up when all are known).
 * Hazardous losses are kept when one step has them (the attackers' losses do not add up across units).
 */
export function sequenceAsCalc(report: SequenceReport): CalcReport {
  // Every step's warnings, as the sequence shows them (shared-warnings.ts), not only the last step's; an
  // effect one step applied is applied in the sequence (compare labels a column whose effect is not).
  const { warnings: _lastOnly, ...last } = stepAsCalc(report, report.steps.length - 1);
  const steps = report.steps;
  const applied = new Set(steps.flatMap((s) => (s.effects ?? []).map((e) => e.name)));
  const warnings = uniqueWarnings(withoutApplied(sharedWarnings(steps).flat(), applied));
  const points = steps.every((s) => s.attacker.points !== undefined) ? steps.reduce((sum, s) => sum + s.attacker.points!, 0) : undefined;
  const hazards = steps.flatMap((s) => (s.result.hazard === undefined ? [] : [s.result.hazard]));
  const { hazard: _hazard, ...rest } = last.result;
  return {
    ...last,
    attacker: {
      name: steps.map((s) => s.attacker.name).join(' → '),
      source: steps.map((s) => s.attacker.source).join(' → '),
      ...(points === undefined ? {} : { points }),
      models: steps.reduce((n, s) => n + s.attacker.models, 0),
    },
    conditions: [...new Set(steps.flatMap((s) => s.conditions))],
    effects: steps.flatMap((s) => s.effects ?? []),
    fired: steps.flatMap((s) => s.fired),
    notes: [...new Set([...steps.flatMap((s) => s.notes), ...report.notes])],
    ...(warnings.length === 0 ? {} : { warnings }),
    result: { ...rest, weapons: steps.flatMap((s) => s.result.weapons), ...(hazards.length === 1 ? { hazard: hazards[0]! } : {}) },
  };
}

/** Each warning once, in first-seen order: by its text, and an effect not applied once (its first reason). */
function uniqueWarnings(warnings: readonly ReportWarning[]): ReportWarning[] {
  const byKey = new Map<string, ReportWarning>();
  for (const w of warnings) {
    const key = w.effect === undefined ? `text ${w.text}` : `effect ${w.effect.name}`;
    if (!byKey.has(key)) byKey.set(key, w);
  }
  return [...byKey.values()];
}
