/**
 * The exact sequence (resolveSequence) against a Monte Carlo estimate of the same sequence, step by step
 * as compare.ts checks one attack: each step's weapons, hazard and sources and the unit after it, named
 * `steps[k].…` (k from 0), and what the step alone did when the exact result has its distributions.
 */
import type { AttackResult, SequenceResult } from '../rules/types.js';
import { compareResults, DEFAULT_SIGMAS, summarizeChecks, checkSummary, type Comparison, type EntryCheck, type MeanCheck } from './compare.js';
import type { SimulatedResult, SimulatedSequenceResult } from './monte-carlo.js';

export function compareSequences(exact: SequenceResult, simulated: SimulatedSequenceResult, sigmas = DEFAULT_SIGMAS): Comparison {
  if (exact.steps.length !== simulated.steps.length) {
    throw new RangeError(`compareSequences: ${exact.steps.length} exact steps against ${simulated.steps.length} simulated`);
  }
  const entries: EntryCheck[] = [];
  const means: MeanCheck[] = [];
  const { trials, seed } = simulated;
  exact.steps.forEach((step, k) => {
    const name = (field: string) => `steps[${k}].${field}`;
    const sim = simulated.steps[k]!;
    const asExact: AttackResult = { edition: exact.edition, ...step.after, ...step };
    const asSimulated: SimulatedResult = {
      edition: simulated.edition, ...sim.after, ...sim, trials, seed, probabilityStdErrors: { pWipe: 0, pBelowHalf: 0, pAtOrBelowHalf: 0 },
    };
    const one = compareResults(asExact, asSimulated, sigmas);
    entries.push(...one.entries.map((c) => ({ ...c, field: name(c.field) })));
    means.push(...one.means.map((c) => ({ ...c, field: name(c.field) })));
    for (const key of ['woundsLost', 'modelsDestroyed'] as const) {
      const distribution = step.alone[key];
      if (distribution === undefined) continue;
      const checked = checkSummary(name(`alone.${key}`), distribution, sim.alone[key], trials, sigmas);
      entries.push(...checked.entries);
      means.push(checked.mean);
    }
  });
  return summarizeChecks(trials, sigmas, entries, means);
}
