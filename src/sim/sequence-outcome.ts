/**
 * Sequence outcomes as named numeric fields, and a sequence result built from the fields' distributions:
 * shared by the Monte Carlo simulator and the exhaustive enumerator, as outcome.ts is for one attack.
 * Keys are one attack's (outcome.ts) under `steps.<k>.`, plus `steps.<k>.alone.woundsLost` and
 * `steps.<k>.alone.modelsDestroyed`; a step's unit-level keys are the unit after it.
 */
import type { EditionId } from '../rules/types.js';
import { buildResult, outcomeFields, type AttackResultOf, type FieldLookups } from './outcome.js';
import type { AttackPlan } from './plan.js';
import type { SequenceOutcome, SequencePlan } from './sequence.js';

const stepKey = (k: number, key: string) => `steps.${k}.${key}`;

export function sequenceFields(outcome: SequenceOutcome): Array<readonly [string, number]> {
  return outcome.steps.flatMap((step, k) => {
    // every step reports a hazard, none rolled in the parts without [HAZARDOUS] weapons (see below)
    const hazard = step.hazard ?? { failedRolls: 0, mortalWounds: 0, modelsLost: 0 };
    const fields = outcomeFields({ ...step, ...step.after, hazard });
    fields.push(['alone.woundsLost', step.alone.woundsLost], ['alone.modelsDestroyed', step.alone.modelsDestroyed]);
    return fields.map(([key, value]) => [stepKey(k, key), value] as const);
  });
}

type StepResultOf<S, P> = Pick<AttackResultOf<S, P>, 'weapons' | 'hazard' | 'mortalSources'> & {
  readonly alone: { readonly woundsLost: S; readonly modelsDestroyed: S };
  readonly after: Pick<AttackResultOf<S, P>, 'woundsLost' | 'modelsDestroyed' | 'modelsDestroyedByGroup' | 'pWipe' | 'pBelowHalf' | 'pAtOrBelowHalf'>;
};

export type SequenceResultOf<S, P> = StepResultOf<S, P>['after'] & {
  readonly edition: EditionId;
  readonly steps: readonly StepResultOf<S, P>[];
};

/**
 * Each step's weapons and sources are named after the first scenario it played; a state-dependent step's
 * scenarios fire the same weapons (as the engine requires), reported with the most copies any of them
 * fired. Its [LETHAL HITS] choice is reported when every scenario it played made the same; its hazard
 * when any of them rolled one.
 */
export function buildSequenceResult<S, P>(plan: SequencePlan, lookups: FieldLookups<S, P>): SequenceResultOf<S, P> {
  const steps = plan.steps.map((step, k): StepResultOf<S, P> => {
    const plans = [...step.plans.values()];
    const first = plans[0];
    if (first === undefined) throw new RangeError(`buildSequenceResult: step ${k + 1} was never played`);
    const prefixed: FieldLookups<S, P> = {
      summaryOf: (key) => lookups.summaryOf(stepKey(k, key)),
      probabilityOf: (key) => lookups.probabilityOf(stepKey(k, key)),
      pooledOf: (keys) => lookups.pooledOf(keys.map((key) => stepKey(k, key))),
    };
    const { weapons, mortalSources, woundsLost, modelsDestroyed, modelsDestroyedByGroup, pWipe, pBelowHalf, pAtOrBelowHalf } = buildResult(first, prefixed);
    const hazard = hazardOf(plans, prefixed);
    return {
      weapons: weapons.map((w, i) => {
        const { lethal, ...rest } = w;
        const count = Math.max(...plans.map((p) => p.weapons[i]?.count ?? 0));
        const same = plans.every((p) => p.weapons[i]?.lethalChoice === first.weapons[i]?.lethalChoice);
        return same && lethal !== undefined ? { ...rest, count, lethal } : { ...rest, count };
      }),
      ...(mortalSources === undefined ? {} : { mortalSources }),
      ...(hazard === undefined ? {} : { hazard }),
      alone: { woundsLost: prefixed.summaryOf('alone.woundsLost'), modelsDestroyed: prefixed.summaryOf('alone.modelsDestroyed') },
      after: { woundsLost, modelsDestroyed, modelsDestroyedByGroup, pWipe, pBelowHalf, pAtOrBelowHalf },
    };
  });
  return { edition: plan.rules.id, ...steps[steps.length - 1]!.after, steps };
}

function hazardOf<S, P>(plans: readonly AttackPlan[], lookups: FieldLookups<S, P>): AttackResultOf<S, P>['hazard'] {
  const hazardous = plans.filter((p) => p.weapons.some((w) => w.hazardous));
  if (hazardous.length === 0) return undefined;
  return {
    failedRolls: lookups.summaryOf('hazard.failedRolls'),
    mortalWounds: lookups.summaryOf('hazard.mortalWounds'),
    ...(hazardous.every((p) => p.self !== null) ? { modelsLost: lookups.summaryOf('hazard.modelsLost') } : {}),
  };
}
