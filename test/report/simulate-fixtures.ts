/**
 * SimulateReports for the renderer tests: a calc fixture's exact result "simulated" with frequencies equal
 * to its probabilities (and made-up standard errors), optionally tampered with, and checked against it.
 */
import type { AttackResult, Summary } from '../../src/rules/index.js';
import { compareResults } from '../../src/sim/compare.js';
import type { SimulatedResult } from '../../src/sim/monte-carlo.js';
import type { CalcReport, SimulateReport } from '../../src/report/index.js';

export const TRIALS = 10_000;

function estimated(s: Summary) {
  return { ...s, stdError: 0.01 };
}

/** The exact result as if it had been simulated (frequencies equal to the probabilities). */
export function asSimulated(r: AttackResult): SimulatedResult {
  return {
    edition: r.edition,
    weapons: r.weapons.map((w) => ({
      ...w,
      attacks: estimated(w.attacks),
      hits: estimated(w.hits),
      criticalHits: estimated(w.criticalHits),
      wounds: estimated(w.wounds),
      criticalWounds: estimated(w.criticalWounds),
      unsavedWounds: estimated(w.unsavedWounds),
      mortalWounds: estimated(w.mortalWounds),
      damage: estimated(w.damage),
    })),
    woundsLost: estimated(r.woundsLost),
    modelsDestroyed: estimated(r.modelsDestroyed),
    modelsDestroyedByGroup: r.modelsDestroyedByGroup.map(estimated),
    pWipe: r.pWipe,
    pBelowHalf: r.pBelowHalf,
    pAtOrBelowHalf: r.pAtOrBelowHalf,
    ...(r.mortalSources === undefined
      ? {}
      : {
          mortalSources: r.mortalSources.map((m) => ({
            name: m.name,
            mortalWounds: estimated(m.mortalWounds),
            ...(m.selfMortalWounds === undefined ? {} : { selfMortalWounds: estimated(m.selfMortalWounds) }),
            ...(m.ownUnits === undefined ? {} : { ownUnits: { ...m.ownUnits, perUnit: estimated(m.ownUnits.perUnit) } }),
          })),
        }),
    trials: TRIALS,
    seed: 1,
    probabilityStdErrors: { pWipe: 0.001, pBelowHalf: 0.002, pAtOrBelowHalf: 0.002 },
  };
}

export function simulateReport(fixture: () => CalcReport, tamper: (s: SimulatedResult) => SimulatedResult = (s) => s): SimulateReport {
  const { result, ...rest } = fixture();
  const simulated = tamper(asSimulated(result));
  return { ...rest, simulated, exact: result, comparison: compareResults(result, simulated) };
}
