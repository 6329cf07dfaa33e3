/**
 * Seeded Monte Carlo simulation of a whole attack: `trials` attacks played die by die (resolve.ts), each
 * field's distribution estimated by its frequencies, with the standard error of each mean.
 */
import type { EditionRules } from '../rules/editions.js';
import type { Scenario, Summary } from '../rules/types.js';
import { buildResult, outcomeFields, type AttackResultOf } from './outcome.js';
import { prepareAttack } from './plan.js';
import { playAttack, type ResolveOptions } from './resolve.js';
import { seededRoller } from './roller.js';

/** An estimated distribution: `stdError` is the standard error of `mean` (sample s.d. / √trials). */
export type EstimatedSummary = Summary & { readonly stdError: number };

/** An estimated probability with its standard error √(p(1 − p) / trials). */
export type EstimatedProbability = { readonly p: number; readonly stdError: number };

export type SimulatedResult = AttackResultOf<EstimatedSummary, number> & {
  readonly trials: number;
  readonly seed: number;
  /** Standard errors of pWipe, pBelowHalf and pAtOrBelowHalf. */
  readonly probabilityStdErrors: {
    readonly pWipe: number;
    readonly pBelowHalf: number;
    readonly pAtOrBelowHalf: number;
  };
};

export function simulate(
  scenario: Scenario,
  rules: EditionRules,
  trials: number,
  seed: number,
  options: ResolveOptions = {},
): SimulatedResult {
  const steps = simulateInChunks(scenario, rules, trials, seed, trials, options);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

/**
 * The same simulation, pausing after every `chunk` trials: it yields the trials done so far, so a caller
 * can show progress or stop between chunks (the CLI's progress meter and Ctrl-C), and returns the result.
 * The numbers are those of `simulate` whatever the chunk.
 */
export function* simulateInChunks(
  scenario: Scenario,
  rules: EditionRules,
  trials: number,
  seed: number,
  chunk: number,
  options: ResolveOptions = {},
): Generator<number, SimulatedResult> {
  if (!Number.isInteger(trials) || trials < 1) {
    throw new RangeError(`simulate: trials must be a whole number ≥ 1, got ${trials}`);
  }
  if (!Number.isInteger(chunk) || chunk < 1) throw new RangeError(`simulateInChunks: chunk must be a whole number ≥ 1, got ${chunk}`);
  const plan = prepareAttack(scenario, rules);
  const roller = seededRoller(seed);
  const histograms = new Map<string, number[]>();
  for (let t = 0; t < trials; t++) {
    if (t > 0 && t % chunk === 0) yield t;
    for (const [key, value] of outcomeFields(playAttack(plan, roller, options))) {
      let histogram = histograms.get(key);
      if (histogram === undefined) {
        histogram = [];
        histograms.set(key, histogram);
      }
      while (histogram.length <= value) histogram.push(0);
      histogram[value] = (histogram[value] ?? 0) + 1;
    }
  }
  const summaryOf = (key: string): EstimatedSummary => estimate(histograms.get(key) ?? [trials], trials);
  const probabilityOf = (key: string): EstimatedProbability => {
    const s = summaryOf(key);
    return { p: s.mean, stdError: Math.sqrt((s.mean * (1 - s.mean)) / trials) };
  };
  // Alike fields (each own unit's roll, independent of the others) pooled: keys.length samples per trial.
  const pooledOf = (keys: readonly string[]): EstimatedSummary => {
    const pooled: number[] = [];
    for (const key of keys) {
      (histograms.get(key) ?? [trials]).forEach((n, k) => {
        pooled[k] = (pooled[k] ?? 0) + n;
      });
    }
    return estimate(Array.from(pooled, (n) => n ?? 0), trials * keys.length);
  };
  const result = buildResult(plan, { summaryOf, probabilityOf: (key) => probabilityOf(key).p, pooledOf });
  return {
    ...result,
    trials,
    seed,
    probabilityStdErrors: {
      pWipe: probabilityOf('wiped').stdError,
      pBelowHalf: probabilityOf('belowHalf').stdError,
      pAtOrBelowHalf: probabilityOf('atOrBelowHalf').stdError,
    },
  };
}

/** Frequencies of `samples` values → pmf, mean and the standard error of the mean. */
function estimate(histogram: readonly number[], samples: number): EstimatedSummary {
  const pmf = histogram.map((n) => n / samples);
  let mean = 0;
  let square = 0;
  pmf.forEach((p, k) => {
    mean += p * k;
    square += p * k * k;
  });
  const variance = samples > 1 ? Math.max(0, square - mean * mean) * (samples / (samples - 1)) : 0;
  return { mean, pmf, stdError: Math.sqrt(variance / samples) };
}
