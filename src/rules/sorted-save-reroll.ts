/**
 * 11e sorted saves (05.04) when the defender's Command Re-roll (15.02) re-rolls one save die of the batch:
 * the lowest die that fails against the group current when the dice are rolled and was not re-rolled
 * already (docs/rules.md §10). One die's face is replaced, so the dice are no longer independent and the
 * plain class-by-class binomial split of resolveSorted does not hold. It still holds inside "lanes" that
 * record what is known about the re-roll so far, so the batch is resolved exactly, lowest class first:
 *
 * - SEARCHING: no die that may be re-rolled among the lower classes; the fresh face is not placed yet.
 * - PLACED: the fresh face fell in a lower class than any die that may be re-rolled, so it was applied
 *   there; the paths here are those where such a die does come (the dice left are conditioned on it).
 * - NO_REROLL: no die of the batch may be re-rolled (the dice left are conditioned on that).
 * - PENDING: the lowest die that may be re-rolled was removed; the fresh face is in a higher class (or
 *   among the faces every group saves).
 * - DONE: the re-roll is fully accounted for.
 *
 * The fresh face is drawn lazily: at each class, P(it is this class | it is not a lower one).
 */
import { bernoulli, binomial, compound, compoundBernoulli, convolve, mixture, type Pmf } from '../prob/pmf.js';
import { resolveSortedLanes, stepsTable, type ClassStep, type SortedBatch } from './sorted-batch.js';
import type { LevelCounts } from './sorted-walk.js';

/** For one face class, beyond its odds (P(a save die shows this class), re-rolls by policy included). */
export type RerollClassOdds = {
  /** P(a die shows this class, fails against the judging group and was not re-rolled): it may be re-rolled. */
  readonly eligible: number;
  /** P(the re-rolled die, a fresh D6, shows this class). */
  readonly fresh: number;
};

const SEARCHING = 0;
const PLACED = 1;
const NO_REROLL = 2;
const PENDING = 3;
const DONE = 4;
/** The lanes other than SEARCHING start empty. */
const NONE: Pmf = new Float64Array(0);

/** The lanes above: resolveSortedLanes keeps up to this many at once. */
export const REROLL_LANES = 5;

/**
 * `batch.classes[c].odds` are the judging group's face odds; `reroll[c]` the parts above; `freshDropped`
 * is P(the fresh face is one every group saves). `count`: the number of save dice rolled.
 */
export function resolveSortedWithReroll(
  batch: SortedBatch,
  reroll: readonly RerollClassOdds[],
  freshDropped: number,
  count: Pmf,
): Float64Array {
  const { classes } = batch;
  const n = classes.length;
  const eligibleOf = reroll.map((r) => r.eligible);
  const otherOf = classes.map((cls, c) => Math.max(0, cls.odds - eligibleOf[c]!));
  // Tails from class c up, summed from the top so that the last class's share is exactly 1.
  const all = new Float64Array(n + 1); // P(class ≥ c)
  const eligible = new Float64Array(n + 1); // P(class ≥ c and the die may be re-rolled)
  const other = new Float64Array(n + 1); // P(class ≥ c and it may not)
  const fresh = new Float64Array(n + 1); // P(the fresh face is of class ≥ c or one every group saves)
  fresh[n] = freshDropped;
  for (let c = n - 1; c >= 0; c--) {
    eligible[c] = eligibleOf[c]! + eligible[c + 1]!;
    other[c] = otherOf[c]! + other[c + 1]!;
    all[c] = eligibleOf[c]! + otherOf[c]! + all[c + 1]!;
    fresh[c] = reroll[c]!.fresh + fresh[c + 1]!;
  }
  const relevant = compound(count, bernoulli(Math.min(1, all[0]!)));
  const start: Pmf[] = [relevant, NONE, NONE, NONE, NONE];

  return resolveSortedLanes(batch, start, (c, lane, r) => {
    if (lane === NO_REROLL && eligible[c]! > 0) {
      // the dice left are those that may not be re-rolled (none left when every die may be)
      const q = other[c]! > 0 ? otherOf[c]! / other[c]! : 1;
      return stepsTable(Array.from(binomial(r, q), (w, j) => ({ applied: j, lane: NO_REROLL, left: r - j, p: w })));
    }
    // how many of the r dice left are of this class
    const k = binomial(r, (eligibleOf[c]! + otherOf[c]!) / all[c]!);
    // P(a die of this class may not be re-rolled | it is of this class)
    const x = otherOf[c]! / (eligibleOf[c]! + otherOf[c]!);
    const pFresh = fresh[c]! > 0 ? reroll[c]!.fresh / fresh[c]! : 0;
    // P(none of m dice of the higher classes may be re-rolled)
    const noneLater = (m: number) => (m === 0 ? 1 : (other[c + 1]! / all[c + 1]!) ** m);
    const steps: ClassStep[] = [];
    const add = (applied: number, to: number, left: number, p: number) => {
      if (p !== 0) steps.push({ applied, lane: to, left, p });
    };
    const noMoreEligible = eligible[c] === 0;
    if (lane === PENDING) {
      k.forEach((w, j) => {
        add(j + 1, DONE, r - j, w * pFresh);
        add(j, PENDING, r - j, w * (1 - pFresh));
      });
    } else if (lane === DONE || noMoreEligible) {
      // Without dice that may be re-rolled, SEARCHING, PLACED and NO_REROLL are all plain batches.
      k.forEach((w, j) => add(j, DONE, r - j, w));
    } else if (lane === SEARCHING) {
      k.forEach((w, j) => {
        if (w === 0) return;
        const none = w * x ** j;
        const some = w * (1 - x ** j);
        // the lowest die that may be re-rolled is of this class: it leaves, the fresh face comes in
        add(j, DONE, r - j, some * pFresh);
        add(j - 1, PENDING, r - j, some * (1 - pFresh));
        // none of this class: a fresh face of this class counts only if such a die comes later
        const later = noneLater(r - j);
        add(j + 1, PLACED, r - j, none * pFresh * (1 - later));
        add(j, NO_REROLL, r - j, none * pFresh * later);
        add(j, SEARCHING, r - j, none * (1 - pFresh));
      });
    } else {
      // PLACED: conditioned on a die that may be re-rolled among the r left
      const z = 1 - (other[c]! / all[c]!) ** r;
      if (z === 0) return stepsTable([{ applied: 0, lane: DONE, left: r, p: 1 }]); // holds no mass
      k.forEach((w, j) => {
        if (w === 0) return;
        add(j - 1, DONE, r - j, (w * (1 - x ** j)) / z);
        add(j, PLACED, r - j, (w * x ** j * (1 - noneLater(r - j))) / z);
      });
    }
    return stepsTable(steps);
  });
}

/**
 * The dice below each class once the re-roll is made, for the walk (sorted-walk.ts): F'_ℓ = F_ℓ − 1 when
 * a die that may be re-rolled is below class ℓ (the lowest such die is then below ℓ), + 1 when the fresh
 * die is below ℓ and some die may be re-rolled at all. A die is below ℓ and may be re-rolled (odds u),
 * below ℓ and may not (v), at or above ℓ and may (w), or neither (the rest, r); with G the generating
 * function of the number of dice, and A and E the dice of the first kind and all that may be re-rolled:
 * P(F = f, A ≥ 1) is z^f's coefficient in G((u + v)z + w + r) − G(vz + w + r), P(F = f, A = 0 < E) in
 * G(vz + w + r) − G(vz + r), and P(F = f, E = 0) in G(vz + r). The dice are no longer independent of
 * each other, so there are no lane odds: the walk takes such a batch only where no path's level rises.
 */
export function rerolledCounts(classes: SortedBatch['classes'], reroll: readonly RerollClassOdds[], count: Pmf): LevelCounts {
  const counts = Array.from({ length: classes.length + 1 }, (_, level) => {
    let u = 0;
    let v = 0;
    let w = 0;
    let fresh = 0;
    classes.forEach((cls, c) => {
      const eligible = reroll[c]!.eligible;
      const other = Math.max(0, cls.odds - eligible);
      if (c < level) {
        u += eligible;
        v += other;
        fresh += reroll[c]!.fresh;
      } else w += eligible;
    });
    const r = Math.max(0, 1 - u - v - w);
    const sum = (zero: number, one: number) => compoundBernoulli(count, zero, one);
    const lowestBelow = difference(sum(w + r, u + v), sum(w + r, v)); // A ≥ 1
    const onlyAbove = difference(sum(w + r, v), sum(r, v)); // A = 0 < E
    const none = sum(r, v); // E = 0
    const freshBelow = Float64Array.of(1 - Math.min(1, fresh), Math.min(1, fresh));
    // the lowest die that may be re-rolled leaves (A ≥ 1: F ≥ 1), the fresh die comes in
    const oneLess = lowestBelow.length > 1 ? lowestBelow.subarray(1) : Float64Array.of(0);
    return mixture([1, 1, 1], [convolve(oneLess, freshBelow), convolve(onlyAbove, freshBelow), none]);
  });
  return { counts, laneOdds: null };
}

/** a − b entry by entry, never below 0 (their difference is a probability; rounding may undershoot it). */
function difference(a: Pmf, b: Pmf): Pmf {
  const out = new Float64Array(Math.max(a.length, b.length));
  for (let i = 0; i < out.length; i++) out[i] = Math.max(0, (a[i] ?? 0) - (b[i] ?? 0));
  return out;
}
