/**
 * The sequence JSON contract (docs/json.md, "sequence"; schema in ./schema.ts): each step in the calc
 * contract's words — its attacker, conditions, modifiers, effects, weapons, mortal-wound sources, hazard —
 * with the defender's distributions AFTER that step (everything so far), what the step alone did, and the
 * final state after the last step.
 */
import { toCalcJson, type CalcJson } from '../calc/json.js';
import { stringify } from '../json-text.js';
import { SEQUENCE_SCHEMA_VERSION, stepAsCalc, type SequenceReport } from './types.js';

export type SequenceStepJson = Omit<CalcJson, 'schemaVersion' | 'defender'> & {
  label: string;
  options: string[];
  /** What this step alone did, in expectation. */
  alone: { damage: number; modelsSlain: number };
  /** A step whose effects depend on the target being Below Half-strength: each case with its probability. */
  stateDependent: { belowHalf: boolean; p: number; effects: string[] }[] | null;
};

export type SequenceJson = {
  schemaVersion: number;
  command: 'sequence';
  rules: CalcJson['rules'];
  defender: CalcJson['defender'];
  steps: SequenceStepJson[];
  final: Pick<CalcJson, 'damage' | 'modelsSlain' | 'modelsSlainByGroup' | 'pWipe' | 'pBelowHalf' | 'pAtOrBelowHalf' | 'battleShock'>;
  notes: string[];
};

export function toSequenceJson(report: SequenceReport): SequenceJson {
  const steps = report.steps.map((step, i): SequenceStepJson => {
    const { schemaVersion: _version, defender: _defender, ...calc } = toCalcJson(stepAsCalc(report, i));
    const parts = step.result.parts;
    return {
      label: step.label,
      options: [...step.options],
      ...calc,
      alone: { damage: step.result.alone.expectedWoundsLost, modelsSlain: step.result.alone.expectedModelsDestroyed },
      stateDependent:
        parts === undefined
          ? null
          : parts.map((part) => {
              const belowHalf = part.facts.belowHalf === true;
              return { belowHalf, p: part.p, effects: ((belowHalf ? step.belowHalfEffects : step.effects) ?? []).map((e) => e.name) };
            }),
    };
  });
  const last = toCalcJson(stepAsCalc(report, report.steps.length - 1));
  return {
    schemaVersion: SEQUENCE_SCHEMA_VERSION,
    command: 'sequence',
    rules: report.rules,
    defender: last.defender,
    steps,
    final: {
      damage: last.damage,
      modelsSlain: last.modelsSlain,
      modelsSlainByGroup: last.modelsSlainByGroup,
      pWipe: last.pWipe,
      pBelowHalf: last.pBelowHalf,
      pAtOrBelowHalf: last.pAtOrBelowHalf,
      battleShock: last.battleShock === null ? null : { ...last.battleShock, forced: null },
    },
    notes: [...report.notes],
  };
}

export function renderSequenceJson(report: SequenceReport): string {
  return `${stringify(toSequenceJson(report))}\n`;
}
