/**
 * The simulate JSON contract (docs/json.md, "simulate"): the calc report's shape with simulated numbers,
 * every distribution with the standard error of its mean, plus the simulation's parameters and, with
 * --compare, the exact calc report and the check. Every key is always present; `null` when it does not
 * apply. Numbers are not rounded.
 */
import { toCalcJson, type CalcJson, type MortalSourceJson, type SummaryJson, type WeaponJson } from '../calc/json.js';
import { stringify } from '../json-text.js';
import {
  asCalcReport,
  SIMULATE_SCHEMA_VERSION,
  type ComparisonView,
  type EntryCheckView,
  type EstimatedSummary,
  type MeanCheckView,
  type SimulateReport,
} from './types.js';

export type EstimatedSummaryJson = SummaryJson & { stdError: number };

const WEAPON_DISTRIBUTIONS = ['attacks', 'hits', 'criticalHits', 'wounds', 'criticalWounds', 'unsavedWounds', 'mortalWounds', 'damage'] as const;

export type SimulatedWeaponJson = Omit<WeaponJson, (typeof WEAPON_DISTRIBUTIONS)[number]> & {
  [K in (typeof WEAPON_DISTRIBUTIONS)[number]]: EstimatedSummaryJson;
};

/** A checked entry; `z` is null when the standard error is 0 and the values differ (infinitely far). */
export type EntryCheckJson = Omit<EntryCheckView, 'z'> & { z: number | null };
export type MeanCheckJson = Omit<MeanCheckView, 'z'> & { z: number | null };

export type ComparisonJson = {
  sigmas: number;
  agrees: boolean;
  entriesCompared: number;
  largest: EntryCheckJson | null;
  worst: EntryCheckJson | null;
  outside: EntryCheckJson[];
  means: MeanCheckJson[];
};

/** A mortal-wound source with its simulated distributions (`perUnit`: every unit's roll pooled). */
export type SimulatedMortalSourceJson = Omit<MortalSourceJson, 'mortalWounds' | 'selfMortalWounds' | 'ownUnits'> & {
  mortalWounds: EstimatedSummaryJson;
  selfMortalWounds: EstimatedSummaryJson | null;
  ownUnits: { units: string; count: number; perUnit: EstimatedSummaryJson; pAnyUnitHit: number } | null;
};

export type SimulateJson = Omit<CalcJson, 'schemaVersion' | 'mortalSources' | 'weapons' | 'damage' | 'modelsSlain' | 'modelsSlainByGroup' | 'hazard'> & {
  schemaVersion: number;
  simulation: { trials: number; seed: number };
  mortalSources: SimulatedMortalSourceJson[];
  weapons: SimulatedWeaponJson[];
  damage: EstimatedSummaryJson;
  modelsSlain: EstimatedSummaryJson;
  modelsSlainByGroup: (EstimatedSummaryJson & { group: string | null })[];
  probabilityStdErrors: { pWipe: number; pBelowHalf: number; pAtOrBelowHalf: number };
  hazard: { failedRolls: EstimatedSummaryJson; mortalWounds: EstimatedSummaryJson; modelsLost: EstimatedSummaryJson | null } | null;
  /** The calc command's JSON for the same scenario (simulate --compare), else null. */
  exact: CalcJson | null;
  comparison: ComparisonJson | null;
};

function estimated(json: SummaryJson, s: EstimatedSummary): EstimatedSummaryJson {
  return { ...json, stdError: s.stdError };
}

function finiteZ<T extends { z: number }>(check: T): Omit<T, 'z'> & { z: number | null } {
  return { ...check, z: Number.isFinite(check.z) ? check.z : null };
}

function comparisonJson(c: ComparisonView): ComparisonJson {
  return {
    sigmas: c.sigmas,
    agrees: c.agrees,
    entriesCompared: c.entries.length,
    largest: c.largest === null ? null : finiteZ(c.largest),
    worst: c.worst === null ? null : finiteZ(c.worst),
    outside: c.outside.map(finiteZ),
    means: c.means.map(finiteZ),
  };
}

export function toSimulateJson(report: SimulateReport): SimulateJson {
  const s = report.simulated;
  const base = toCalcJson(asCalcReport(report, s));
  const weapons = base.weapons.map((w, i): SimulatedWeaponJson => {
    const sw = s.weapons[i];
    if (sw === undefined) throw new RangeError(`toSimulateJson: no simulated weapon ${i}`);
    const out = { ...w } as Record<string, unknown>;
    for (const key of WEAPON_DISTRIBUTIONS) out[key] = estimated(w[key], sw[key]);
    return out as SimulatedWeaponJson;
  });
  const mortalSources = base.mortalSources.map((m, i): SimulatedMortalSourceJson => {
    const sm = s.mortalSources?.[i];
    if (sm === undefined) throw new RangeError(`toSimulateJson: no simulated mortal-wound source ${i}`);
    return {
      ...m,
      mortalWounds: estimated(m.mortalWounds, sm.mortalWounds),
      selfMortalWounds: m.selfMortalWounds === null || sm.selfMortalWounds === undefined ? null : estimated(m.selfMortalWounds, sm.selfMortalWounds),
      ownUnits: m.ownUnits === null || sm.ownUnits === undefined ? null : { ...m.ownUnits, perUnit: estimated(m.ownUnits.perUnit, sm.ownUnits.perUnit) },
    };
  });
  const hazard = s.hazard;
  const { schemaVersion: _calcVersion, ...rest } = base;
  return {
    schemaVersion: SIMULATE_SCHEMA_VERSION,
    simulation: { trials: s.trials, seed: s.seed },
    ...rest,
    mortalSources,
    weapons,
    damage: estimated(base.damage, s.woundsLost),
    modelsSlain: estimated(base.modelsSlain, s.modelsDestroyed),
    modelsSlainByGroup: base.modelsSlainByGroup.map((g, i) => ({ ...g, stdError: s.modelsDestroyedByGroup[i]?.stdError ?? 0 })),
    probabilityStdErrors: { ...s.probabilityStdErrors },
    hazard:
      base.hazard === null || hazard === undefined
        ? null
        : {
            failedRolls: estimated(base.hazard.failedRolls, hazard.failedRolls),
            mortalWounds: estimated(base.hazard.mortalWounds, hazard.mortalWounds),
            modelsLost: base.hazard.modelsLost === null || hazard.modelsLost === undefined ? null : estimated(base.hazard.modelsLost, hazard.modelsLost),
          },
    exact: report.exact === null ? null : toCalcJson(asCalcReport(report, report.exact)),
    comparison: report.comparison === null ? null : comparisonJson(report.comparison),
  };
}

/** The JSON text: pretty-printed as calc's, one trailing line break. */
export function renderSimulateJson(report: SimulateReport): string {
  return `${stringify(toSimulateJson(report))}\n`;
}
