/**
 * What one simulated attack produced (`Outcome`), and how many outcomes become an AttackResult-shaped
 * report. The Monte Carlo simulator and the exhaustive enumerator share this: each turns an Outcome into
 * named numeric fields, builds a distribution per field, and calls `buildResult`.
 */
import type { AttackResult, EditionId, MortalSource, Summary } from '../rules/types.js';
import type { AttackPlan } from './plan-types.js';

/** Counts of one weapon in one attack; field meanings as WeaponResult in src/rules/types.ts. */
export type WeaponOutcome = {
  readonly weapon: string;
  readonly count: number;
  readonly lethal?: 'auto' | 'roll';
  readonly attacks: number;
  readonly hits: number;
  readonly criticalHits: number;
  readonly wounds: number;
  readonly criticalWounds: number;
  /** Side track against the first group of the undamaged unit (0 when the side track is off). */
  readonly unsavedWounds: number;
  readonly mortalWounds: number;
  readonly damage: number;
};

export type HazardOutcome = {
  readonly failedRolls: number;
  readonly mortalWounds: number;
  readonly modelsLost?: number;
};

/** One mortal-wound source (docs/rules.md §11); field meanings as MortalSourceResult in src/rules/types.ts. */
export type MortalSourceOutcome = {
  /** On the target, capped, before Feel No Pain (0 when the dice are rolled for your own units). */
  readonly mortalWounds: number;
  /** Your own side's: the attacker's (dice at or below the self threshold) or all your units' together. */
  readonly selfMortalWounds?: number;
  /** When the dice are rolled for your own units (§11.1): what each unit suffered, one entry per unit. */
  readonly ownUnits?: readonly number[];
};

export type Outcome = {
  /** In the scenario's order; empty without sources. */
  readonly mortalSources: readonly MortalSourceOutcome[];
  readonly weapons: readonly WeaponOutcome[];
  readonly woundsLost: number;
  readonly modelsDestroyed: number;
  readonly modelsDestroyedByGroup: readonly number[];
  readonly wiped: boolean;
  readonly belowHalf: boolean;
  readonly atOrBelowHalf: boolean;
  readonly hazard?: HazardOutcome;
};

export const WEAPON_FIELDS = [
  'attacks',
  'hits',
  'criticalHits',
  'wounds',
  'criticalWounds',
  'unsavedWounds',
  'mortalWounds',
  'damage',
] as const;

export type WeaponField = (typeof WEAPON_FIELDS)[number];

/** Field keys: `weapons.0.hits`, `woundsLost`, `modelsDestroyedByGroup.1`, `wiped` (0/1), `hazard.failedRolls`. */
export function weaponKey(index: number, field: WeaponField): string {
  return `weapons.${index}.${field}`;
}

/**
 * Mortal-source keys: `mortalSources.0.mortalWounds`, `mortalSources.0.selfMortalWounds`, per own unit
 * `mortalSources.0.ownUnits.2`, and `mortalSources.0.anyOwnUnitHit` (0/1).
 */
export function mortalSourceKey(index: number, field: 'mortalWounds' | 'selfMortalWounds' | 'anyOwnUnitHit'): string {
  return `mortalSources.${index}.${field}`;
}

export function ownUnitKey(index: number, unit: number): string {
  return `mortalSources.${index}.ownUnits.${unit}`;
}

/** Every numeric field of an outcome, booleans as 0/1, in a fixed order for a given plan. */
export function outcomeFields(outcome: Outcome): Array<readonly [string, number]> {
  const fields: Array<readonly [string, number]> = [];
  outcome.mortalSources.forEach((m, i) => {
    fields.push([mortalSourceKey(i, 'mortalWounds'), m.mortalWounds]);
    if (m.selfMortalWounds !== undefined) fields.push([mortalSourceKey(i, 'selfMortalWounds'), m.selfMortalWounds]);
    if (m.ownUnits === undefined) return;
    m.ownUnits.forEach((n, u) => fields.push([ownUnitKey(i, u), n]));
    fields.push([mortalSourceKey(i, 'anyOwnUnitHit'), m.ownUnits.some((n) => n > 0) ? 1 : 0]);
  });
  outcome.weapons.forEach((w, i) => {
    for (const field of WEAPON_FIELDS) fields.push([weaponKey(i, field), w[field]]);
  });
  fields.push(['woundsLost', outcome.woundsLost], ['modelsDestroyed', outcome.modelsDestroyed]);
  outcome.modelsDestroyedByGroup.forEach((n, g) => fields.push([`modelsDestroyedByGroup.${g}`, n]));
  fields.push(
    ['wiped', outcome.wiped ? 1 : 0],
    ['belowHalf', outcome.belowHalf ? 1 : 0],
    ['atOrBelowHalf', outcome.atOrBelowHalf ? 1 : 0],
  );
  if (outcome.hazard !== undefined) {
    fields.push(['hazard.failedRolls', outcome.hazard.failedRolls], ['hazard.mortalWounds', outcome.hazard.mortalWounds]);
    if (outcome.hazard.modelsLost !== undefined) fields.push(['hazard.modelsLost', outcome.hazard.modelsLost]);
  }
  return fields;
}

/** AttackResult with its distributions of type S and its probabilities of type P. */
export type WeaponResultOf<S> = {
  readonly weapon: string;
  readonly count: number;
  readonly lethal?: 'auto' | 'roll';
} & { readonly [F in WeaponField]: S };

export type MortalSourceResultOf<S, P> = {
  readonly name: string;
  readonly mortalWounds: S;
  readonly selfMortalWounds?: S;
  readonly ownUnits?: { readonly units: string; readonly count: number; readonly perUnit: S; readonly pAnyUnitHit: P };
};

export type AttackResultOf<S, P> = {
  readonly edition: EditionId;
  readonly weapons: readonly WeaponResultOf<S>[];
  readonly woundsLost: S;
  readonly modelsDestroyed: S;
  readonly modelsDestroyedByGroup: readonly S[];
  readonly pWipe: P;
  readonly pBelowHalf: P;
  readonly pAtOrBelowHalf: P;
  readonly hazard?: { readonly failedRolls: S; readonly mortalWounds: S; readonly modelsLost?: S };
  readonly mortalSources?: readonly MortalSourceResultOf<S, P>[];
};

/** Compile-time check: the float form is an AttackResult. */
export function asAttackResult(result: AttackResultOf<Summary, number>): AttackResult {
  return result;
}

/** How a result looks up the distributions of its fields. */
export type FieldLookups<S, P> = {
  /** One field's distribution. */
  readonly summaryOf: (key: string) => S;
  /** A 0/1 field's probability of 1. */
  readonly probabilityOf: (key: string) => P;
  /**
   * The distribution of one value drawn from several alike fields (each own unit's mortal wounds, §11.1):
   * the average of their distributions, every field one sample.
   */
  readonly pooledOf: (keys: readonly string[]) => S;
};

/** Assembles a result from the fields' distributions and probabilities. */
export function buildResult<S, P>(plan: AttackPlan, lookups: FieldLookups<S, P>): AttackResultOf<S, P> {
  const { summaryOf, probabilityOf } = lookups;
  const weapons = plan.weapons.map((w, i): WeaponResultOf<S> => {
    const summaries = Object.fromEntries(WEAPON_FIELDS.map((f) => [f, summaryOf(weaponKey(i, f))])) as {
      [F in WeaponField]: S;
    };
    return { weapon: w.name, count: w.count, ...(w.lethalChoice === null ? {} : { lethal: w.lethalChoice }), ...summaries };
  });
  const hazardous = plan.weapons.some((w) => w.hazardous);
  return {
    edition: plan.edition,
    weapons,
    woundsLost: summaryOf('woundsLost'),
    modelsDestroyed: summaryOf('modelsDestroyed'),
    modelsDestroyedByGroup: plan.defender.groups.map((_, g) => summaryOf(`modelsDestroyedByGroup.${g}`)),
    pWipe: probabilityOf('wiped'),
    pBelowHalf: probabilityOf('belowHalf'),
    pAtOrBelowHalf: probabilityOf('atOrBelowHalf'),
    ...(hazardous
      ? {
          hazard: {
            failedRolls: summaryOf('hazard.failedRolls'),
            mortalWounds: summaryOf('hazard.mortalWounds'),
            ...(plan.self === null ? {} : { modelsLost: summaryOf('hazard.modelsLost') }),
          },
        }
      : {}),
    ...(plan.mortalSources.length === 0 ? {} : { mortalSources: plan.mortalSources.map((m, i) => mortalSourceResult(m, i, lookups)) }),
  };
}

function mortalSourceResult<S, P>(source: MortalSource, index: number, lookups: FieldLookups<S, P>): MortalSourceResultOf<S, P> {
  const hasSelf = source.ownUnits !== undefined || source.selfOnOrBelow !== undefined;
  const units = Array.from({ length: source.dice }, (_, u) => ownUnitKey(index, u));
  return {
    name: source.name,
    mortalWounds: lookups.summaryOf(mortalSourceKey(index, 'mortalWounds')),
    ...(hasSelf ? { selfMortalWounds: lookups.summaryOf(mortalSourceKey(index, 'selfMortalWounds')) } : {}),
    ...(source.ownUnits === undefined
      ? {}
      : {
          ownUnits: {
            units: source.ownUnits,
            count: source.dice,
            perUnit: lookups.pooledOf(units),
            pAnyUnitHit: lookups.probabilityOf(mortalSourceKey(index, 'anyOwnUnitHit')),
          },
        }),
  };
}
