/**
 * Exhaustive exact enumeration of a whole attack (test-only): the reference simulator (src/sim/resolve.ts)
 * is run once for every possible sequence of die faces. A replaying Roller walks the sequences depth first,
 * like an odometer over the recorded path: after each run the last die that has not shown its highest face
 * is advanced and everything after it is forgotten. A path's probability is the product of 1/sides over
 * its dice, kept as an exact BigInt rational. Only small cases are feasible: past `maxPaths` it throws.
 * A whole sequence of attacks (src/sim/sequence.ts) is enumerated the same way.
 */
import type { EditionRules } from '../../src/rules/editions.js';
import type { AttackResult, Scenario, Sequence, Summary } from '../../src/rules/types.js';
import { asAttackResult, buildResult, outcomeFields, type AttackResultOf, type FieldLookups, type Outcome } from '../../src/sim/outcome.js';
import { prepareAttack } from '../../src/sim/plan.js';
import { playAttack, type ResolveOptions } from '../../src/sim/resolve.js';
import type { Roller } from '../../src/sim/roller.js';
import { buildSequenceResult, sequenceFields, type SequenceResultOf } from '../../src/sim/sequence-outcome.js';
import { playSequence, prepareSequence } from '../../src/sim/sequence.js';

/** A non-negative rational num/den in lowest terms, den > 0. */
export type Rational = { readonly num: bigint; readonly den: bigint };

export type ExactSummary = { readonly mean: Rational; readonly pmf: readonly Rational[] };

export type ExactEnumeration = {
  /** How many dice paths were played. */
  readonly paths: number;
  /** Every distinct outcome with its exact probability. */
  readonly outcomes: readonly { readonly outcome: Outcome; readonly p: Rational }[];
  readonly exact: AttackResultOf<ExactSummary, Rational>;
  /** The same, converted to floats: an AttackResult. */
  readonly float: AttackResult;
  /** Exact distribution of one field by key (`weapons.0.wounds`, `woundsLost`, `mortalSources.0.mortalWounds`, ... see outcome.ts). */
  readonly field: (key: string) => ExactSummary;
};

export type EnumerateOptions = ResolveOptions & {
  /** Stop with an error past this many dice paths (default 2,000,000). */
  readonly maxPaths?: number;
};

export function enumerateExact(scenario: Scenario, rules: EditionRules, options: EnumerateOptions = {}): ExactEnumeration {
  const plan = prepareAttack(scenario, rules);
  const { paths, outcomes, lookups } = enumerateOutcomes((roller) => playAttack(plan, roller, options), outcomeFields, options.maxPaths);
  const exact = buildResult(plan, lookups.exact);
  const float = asAttackResult(buildResult(plan, lookups.float));
  return { paths, outcomes, exact, float, field: lookups.exact.summaryOf };
}

export type ExactSequenceEnumeration = {
  readonly paths: number;
  readonly exact: SequenceResultOf<ExactSummary, Rational>;
  readonly float: SequenceResultOf<Summary, number>;
};

/** Every dice path of a whole sequence of attacks (src/sim/sequence.ts), exactly. */
export function enumerateSequence(sequence: Sequence, rules: EditionRules, options: EnumerateOptions = {}): ExactSequenceEnumeration {
  const plan = prepareSequence(sequence, rules);
  const { paths, lookups } = enumerateOutcomes((roller) => playSequence(plan, roller, options), sequenceFields, options.maxPaths);
  return { paths, exact: buildSequenceResult(plan, lookups.exact), float: buildSequenceResult(plan, lookups.float) };
}

/**
 * Plays `play` once for every sequence of die faces (the odometer above) and collects each distinct
 * outcome's exact probability, then the exact (and float) distribution of every field.
 */
function enumerateOutcomes<T>(
  play: (roller: Roller) => T,
  fieldsOf: (outcome: T) => Array<readonly [string, number]>,
  maxPaths = 2_000_000,
): {
  paths: number;
  outcomes: { outcome: T; p: Rational }[];
  lookups: { exact: FieldLookups<ExactSummary, Rational>; float: FieldLookups<Summary, number> };
} {
  // The recorded path: sides and face of every die rolled so far in this run's prefix.
  const sides: number[] = [];
  const faces: number[] = [];
  let cursor = 0;
  const roller: Roller = {
    roll(s: number): number {
      if (cursor < faces.length) {
        if (sides[cursor] !== s) throw new Error(`enumerateExact: the resolver is not deterministic (die ${cursor})`);
        return faces[cursor++]!;
      }
      sides.push(s);
      faces.push(1);
      cursor++;
      return 1;
    },
  };

  // outcome key → (probability denominator key → number of paths)
  const byOutcome = new Map<string, { outcome: T; fields: Array<readonly [string, number]>; counts: Map<string, number> }>();
  let paths = 0;
  for (;;) {
    cursor = 0;
    const outcome = play(roller);
    if (cursor !== faces.length) throw new Error('enumerateExact: the resolver used fewer dice than replayed');
    paths++;
    if (paths > maxPaths) {
      throw new Error(
        `enumerateExact: more than ${maxPaths} dice paths; choose a smaller case (fewer attacks or dice, or sideTrack: false)`,
      );
    }
    const fields = fieldsOf(outcome);
    const key = fields.map(([, v]) => v).join(',');
    let entry = byOutcome.get(key);
    if (entry === undefined) {
      entry = { outcome, fields, counts: new Map() };
      byOutcome.set(key, entry);
    }
    const den = denominatorKey(sides);
    entry.counts.set(den, (entry.counts.get(den) ?? 0) + 1);
    // Odometer: drop the dice that showed their last face, advance the last one that did not.
    while (faces.length > 0 && faces[faces.length - 1] === sides[sides.length - 1]) {
      faces.pop();
      sides.pop();
    }
    if (faces.length === 0) break;
    faces[faces.length - 1]! += 1;
  }

  const outcomes = [...byOutcome.values()].map(({ outcome, fields, counts }) => {
    let p = ZERO;
    for (const [den, count] of counts) p = add(p, rational(BigInt(count), denominatorOf(den)));
    return { outcome, fields, p };
  });
  const total = outcomes.reduce((sum, o) => add(sum, o.p), ZERO);
  if (total.num !== 1n || total.den !== 1n) throw new Error(`enumerateExact: probabilities sum to ${format(total)}`);

  // Marginal distribution of every field.
  const pmfs = new Map<string, Rational[]>();
  for (const { fields, p } of outcomes) {
    for (const [key, value] of fields) {
      let pmf = pmfs.get(key);
      if (pmf === undefined) {
        pmf = [];
        pmfs.set(key, pmf);
      }
      while (pmf.length <= value) pmf.push(ZERO);
      pmf[value] = add(pmf[value]!, p);
    }
  }
  const field = (key: string): ExactSummary => {
    const pmf = pmfs.get(key);
    if (pmf === undefined) throw new Error(`enumerateExact: no field "${key}"`);
    const mean = pmf.reduce((sum, p, k) => add(sum, multiply(p, rational(BigInt(k), 1n))), ZERO);
    return { mean, pmf };
  };
  // Alike fields (each own unit's mortal wounds): one value drawn from them is the average of their pmfs.
  const pooled = (keys: readonly string[]): ExactSummary => {
    const share = rational(1n, BigInt(keys.length));
    const pmf: Rational[] = [];
    for (const key of keys) {
      field(key).pmf.forEach((p, k) => {
        pmf[k] = add(pmf[k] ?? ZERO, multiply(p, share));
      });
    }
    const mean = pmf.reduce((sum, p, k) => add(sum, multiply(p, rational(BigInt(k), 1n))), ZERO);
    return { mean, pmf };
  };
  const floats = (s: ExactSummary) => ({ mean: toNumber(s.mean), pmf: s.pmf.map(toNumber) });
  return {
    paths,
    outcomes: outcomes.map(({ outcome, p }) => ({ outcome, p })),
    lookups: {
      exact: { summaryOf: field, probabilityOf: (key) => field(key).mean, pooledOf: pooled },
      float: {
        summaryOf: (key) => floats(field(key)),
        probabilityOf: (key) => toNumber(field(key).mean),
        pooledOf: (keys) => floats(pooled(keys)),
      },
    },
  };
}

/** "3:2,6:5" for two D3 and five D6: the path's probability is 1 / (3² · 6⁵). */
function denominatorKey(sides: readonly number[]): string {
  const counts: number[] = [];
  for (const s of sides) counts[s] = (counts[s] ?? 0) + 1;
  let key = '';
  for (let s = 0; s < counts.length; s++) {
    const n = counts[s];
    if (n !== undefined) key += `${key === '' ? '' : ','}${s}:${n}`;
  }
  return key;
}

function denominatorOf(key: string): bigint {
  if (key === '') return 1n;
  return key.split(',').reduce((den, part) => {
    const [s, n] = part.split(':').map(BigInt) as [bigint, bigint];
    return den * s ** n;
  }, 1n);
}

// ---- exact rationals ----

export const ZERO: Rational = { num: 0n, den: 1n };

export function rational(num: bigint, den: bigint): Rational {
  if (den === 0n) throw new RangeError('rational: zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num < 0n ? -num : num, den < 0n ? -den : den);
  return { num: (sign * num) / g, den: (sign * den) / g };
}

/** `r(1, 4)` is 1/4: a shorthand for tests. */
export function r(num: number, den = 1): Rational {
  return rational(BigInt(num), BigInt(den));
}

export function add(a: Rational, b: Rational): Rational {
  if (a.den === b.den) return rational(a.num + b.num, a.den);
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function multiply(a: Rational, b: Rational): Rational {
  return rational(a.num * b.num, a.den * b.den);
}

export function equals(a: Rational, b: Rational): boolean {
  return a.num === b.num && a.den === b.den;
}

/** Float value with an absolute error below 2⁻⁶⁴ plus one rounding. */
export function toNumber(x: Rational): number {
  const whole = x.num / x.den;
  const rest = x.num - whole * x.den;
  return Number(whole) + Number((rest << 64n) / x.den) / 2 ** 64;
}

export function format(x: Rational): string {
  return x.den === 1n ? `${x.num}` : `${x.num}/${x.den}`;
}

/** A pmf as "a/b c/d ..." strings, for readable test failures. */
export function formatPmf(pmf: readonly Rational[]): string[] {
  return pmf.map(format);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}
