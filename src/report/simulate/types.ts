/**
 * What the simulate renderers print: the scenario as understood, a Monte Carlo estimate of the attack and,
 * with --compare, the exact result beside it and the check of one against the other. The shapes are
 * those of src/sim (monte-carlo.ts, compare.ts), restated here because the report layer does not import
 * the simulator; the CLI passes the simulator's values and TypeScript checks that they fit.
 */
import type { AttackResult, EditionId, Summary } from '../../rules/index.js';
import type { CalcReport } from '../types.js';

/** Version of the simulate JSON contract (docs/json.md, "simulate"); independent of the calc contract's. */
export const SIMULATE_SCHEMA_VERSION = 1;

/** A distribution estimated from frequencies; `stdError` is the standard error of its mean. */
export type EstimatedSummary = Summary & { readonly stdError: number };

export type SimulatedWeapon = {
  readonly weapon: string;
  readonly count: number;
  readonly lethal?: 'auto' | 'roll';
  readonly attacks: EstimatedSummary;
  readonly hits: EstimatedSummary;
  readonly criticalHits: EstimatedSummary;
  readonly wounds: EstimatedSummary;
  readonly criticalWounds: EstimatedSummary;
  readonly unsavedWounds: EstimatedSummary;
  readonly mortalWounds: EstimatedSummary;
  readonly damage: EstimatedSummary;
};

/** A mortal-wound source (--mortals) as simulated; `ownUnits.perUnit` pools every unit's roll. */
export type SimulatedMortalSource = {
  readonly name: string;
  readonly mortalWounds: EstimatedSummary;
  readonly selfMortalWounds?: EstimatedSummary;
  readonly ownUnits?: {
    readonly units: string;
    readonly count: number;
    readonly perUnit: EstimatedSummary;
    readonly pAnyUnitHit: number;
  };
};

/** The simulator's estimate: an AttackResult whose distributions carry standard errors. */
export type SimulatedAttack = {
  readonly edition: EditionId;
  readonly weapons: readonly SimulatedWeapon[];
  readonly woundsLost: EstimatedSummary;
  readonly modelsDestroyed: EstimatedSummary;
  readonly modelsDestroyedByGroup: readonly EstimatedSummary[];
  readonly pWipe: number;
  readonly pBelowHalf: number;
  readonly pAtOrBelowHalf: number;
  readonly hazard?: {
    readonly failedRolls: EstimatedSummary;
    readonly mortalWounds: EstimatedSummary;
    readonly modelsLost?: EstimatedSummary;
  };
  readonly mortalSources?: readonly SimulatedMortalSource[];
  readonly trials: number;
  readonly seed: number;
  readonly probabilityStdErrors: { readonly pWipe: number; readonly pBelowHalf: number; readonly pAtOrBelowHalf: number };
};

export type MeanCheckView = {
  /** As named in the JSON report: `damage`, `modelsSlain`, `weapons[0].hits`, `mortalSources[0].mortalWounds`, `pWipe`. */
  readonly field: string;
  readonly exact: number;
  readonly simulated: number;
  readonly difference: number;
  readonly stdError: number;
  readonly z: number;
  readonly within: boolean;
};

/** One pmf entry (`k`) or probability (`k` null) of the exact result against its frequency. */
export type EntryCheckView = MeanCheckView & { readonly k: number | null };

export type ComparisonView = {
  readonly trials: number;
  readonly sigmas: number;
  readonly entries: readonly EntryCheckView[];
  readonly means: readonly MeanCheckView[];
  readonly largest: EntryCheckView | null;
  readonly worst: EntryCheckView | null;
  readonly outside: readonly EntryCheckView[];
  readonly meansOutside: readonly MeanCheckView[];
  readonly agrees: boolean;
};

export type SimulateReport = Omit<CalcReport, 'result'> & {
  readonly simulated: SimulatedAttack;
  /** The exact engine's result (simulate --compare), else null. */
  readonly exact: AttackResult | null;
  /** The check of one against the other (simulate --compare), else null. */
  readonly comparison: ComparisonView | null;
};

/** The report with the simulated numbers in the calc report's place (for the calc renderers' helpers). */
export function asCalcReport(report: SimulateReport, result: AttackResult | SimulatedAttack): CalcReport {
  const { simulated: _s, exact: _e, comparison: _c, ...rest } = report;
  return { ...rest, result };
}
