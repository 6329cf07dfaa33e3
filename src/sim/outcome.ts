/**
 * What one simulated attack produced (`Outcome`), and how many outcomes become an AttackResult-shaped
 * report. The Monte Carlo simulator and the exhaustive enumerator share this: each turns an Outcome into
 * named numeric fields, builds a distribution per field, and calls `buildResult`.
 */
import type { AttackResult, EditionId, Summary } from '../rules/types.js';
import type { AttackPlan } from './plan.js';

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

export type Outcome = {
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

/** Every numeric field of an outcome, booleans as 0/1, in a fixed order for a given plan. */
export function outcomeFields(outcome: Outcome): Array<readonly [string, number]> {
  const fields: Array<readonly [string, number]> = [];
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
};

/** Compile-time check: the float form is an AttackResult. */
export function asAttackResult(result: AttackResultOf<Summary, number>): AttackResult {
  return result;
}

/** Assembles a result from a lookup of each field's distribution (`summaryOf`) and probability (`probabilityOf`). */
export function buildResult<S, P>(
  plan: AttackPlan,
  summaryOf: (key: string) => S,
  probabilityOf: (key: string) => P,
): AttackResultOf<S, P> {
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
  };
}
