/**
 * Seeded Monte Carlo simulation of a whole attack: `trials` attacks played die by die (resolve.ts), each
 * field's distribution estimated by its frequencies, with the standard error of each mean.
 */
import type { EditionRules } from '../rules/editions.js';
import type { Scenario, Sequence, Summary } from '../rules/types.js';
import { buildResult, outcomeFields, type AttackResultOf, type FieldLookups } from './outcome.js';
import { buildSequenceResult, sequenceFields, type SequenceResultOf } from './sequence-outcome.js';
import { playSequence, prepareSequence } from './sequence.js';
import { prepareAttack } from './plan.js';
import { playAttack, type ResolveOptions } from './resolve.js';
import { seededRoller } from './roller.js';

/** An estimated distribution: `stdError` is the standard error of `mean` (sample s.d. / √trials). */
export type EstimatedSummary = Summary & { readonly stdError: number };

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
  return runToEnd(simulateInChunks(scenario, rules, trials, seed, trials, options));
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
  const plan = prepareAttack(scenario, rules);
  const roller = seededRoller(seed);
  const fields = yield* estimateFields(trials, chunk, () => outcomeFields(playAttack(plan, roller, options)));
  return {
    ...buildResult(plan, fields),
    trials,
    seed,
    probabilityStdErrors: {
      pWipe: fields.stdErrorOf('wiped'),
      pBelowHalf: fields.stdErrorOf('belowHalf'),
      pAtOrBelowHalf: fields.stdErrorOf('atOrBelowHalf'),
    },
  };
}

function runToEnd<T>(steps: Generator<number, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

export type SimulatedSequenceResult = SequenceResultOf<EstimatedSummary, number> & { readonly trials: number; readonly seed: number };

/** A sequence of attacks (docs/rules.md §13) played `trials` times; each field estimated as for one attack. */
export function simulateSequence(
  sequence: Sequence,
  rules: EditionRules,
  trials: number,
  seed: number,
  options: ResolveOptions = {},
): SimulatedSequenceResult {
  const plan = prepareSequence(sequence, rules);
  const roller = seededRoller(seed);
  const fields = runToEnd(estimateFields(trials, trials, () => sequenceFields(playSequence(plan, roller, options))));
  return { ...buildSequenceResult(plan, fields), trials, seed };
}

/**
 * Plays `trials` outcomes and estimates every field from its frequencies: a field's distribution, a 0/1
 * field's probability with its standard error √(p(1 − p) / trials), and alike fields pooled. Yields the
 * trials done after every `chunk` of them.
 */
function* estimateFields(
  trials: number,
  chunk: number,
  play: () => Array<readonly [string, number]>,
): Generator<number, FieldLookups<EstimatedSummary, number> & { readonly stdErrorOf: (key: string) => number }> {
  if (!Number.isInteger(trials) || trials < 1) {
    throw new RangeError(`simulate: trials must be a whole number ≥ 1, got ${trials}`);
  }
  if (!Number.isInteger(chunk) || chunk < 1) throw new RangeError(`simulateInChunks: chunk must be a whole number ≥ 1, got ${chunk}`);
  const histograms = new Map<string, number[]>();
  for (let t = 0; t < trials; t++) {
    if (t > 0 && t % chunk === 0) yield t;
    for (const [key, value] of play()) {
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
  const probabilityOf = (key: string) => summaryOf(key).mean;
  const stdErrorOf = (key: string) => {
    const p = probabilityOf(key);
    return Math.sqrt((p * (1 - p)) / trials);
  };
  return { summaryOf, probabilityOf, pooledOf, stdErrorOf };
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
