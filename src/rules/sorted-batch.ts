/**
 * 11e 05.04 (docs/rules.md 4.5): all save dice of one weapon are rolled together and resolved from the
 * lowest result up, against whichever group is current at that moment. The batch runs on the states it
 * can reach from where it starts, numbered 0..n-1: with many model groups they are few of all states.
 */
import { mostStepsToSettle, reachableStates, type Kernel } from '../prob/markov.js';
import { expandDist, restrictDist, restrictKernels } from '../prob/state-lists.js';
import { bernoulli, binomial, compound, NEGLIGIBLE, total, type Pmf } from '../prob/pmf.js';
import { ranged, settleRange, splitClass, type ClassSteps, type Lanes } from './sorted-lanes.js';
import { independentCounts, resolveSortedWalk, sortedWalk, sortedWalkWork, type LevelCounts, type SortedWalk } from './sorted-walk.js';

export type { ClassSteps } from './sorted-lanes.js';

/**
 * Save faces that act alike: consecutive faces that every group saves or fails in the same way.
 * Their order among themselves does not matter, so the sorted resolution treats them as one.
 */
export type FaceClass = {
  /** P(a save die shows a face of this class). */
  readonly odds: number;
  /** One die of this class against the current group. */
  readonly kernel: Kernel;
  /**
   * States where nothing more can happen in this batch: the unit is destroyed, or its current group saves
   * this class and therefore every higher one (saves succeed from a threshold up).
   */
  readonly settled: Uint8Array;
};

/** One batch ready to resolve: its face classes and starting distribution on the states it can reach. */
export type SortedBatch = {
  /** States of the distributions given and returned. */
  readonly size: number;
  /** states[i]: the state that is number i in the batch, in increasing order. */
  readonly states: Int32Array;
  /** The face classes on the batch's states (same odds). */
  readonly classes: readonly FaceClass[];
  readonly start: Float64Array;
  /** The batch resolved along one chain (sorted-walk.ts), or null when it has to be class by class. */
  readonly walk: SortedWalk | null;
};

export function sortedBatch(classes: readonly FaceClass[], dist: Float64Array): SortedBatch {
  const states = reachableStates(classes.map((c) => c.kernel), dist);
  const kernels = restrictKernels(classes.map((c) => c.kernel), states);
  const local = classes.map((c, i) => ({ odds: c.odds, kernel: kernels[i]!, settled: Uint8Array.from(states, (s) => c.settled[s]!) }));
  const start = restrictDist(dist, states);
  return {
    size: dist.length,
    states,
    classes: local,
    start,
    walk: sortedWalk({ size: dist.length, states, classes: local, start }),
  };
}

/**
 * Per class: the most dice of it that can change a path before it is settled (Infinity with Feel No
 * Pain). Only the class-by-class work estimate asks, once per batch: a walked batch never does.
 */
const mostDiceOf = (() => {
  const known = new WeakMap<SortedBatch, readonly number[]>();
  return (batch: SortedBatch): readonly number[] => {
    let most = known.get(batch);
    if (most === undefined) known.set(batch, (most = batch.classes.map((c) => mostStepsToSettle(c.kernel, c.settled))));
    return most;
  };
})();

/**
 * The work of resolving the batch with up to `dice` dice kept in `lanes` lanes. Along the walk: its main
 * walk's (its lanes are charged as they go). Class by class: passes over the batch's states (each: one
 * die of a class applied to every state), per class, lane and number r of dice left, one pass more than
 * the dice applied, which are at most r + 1 and at most the class's mostDice. Time is proportional.
 */
export function sortedBatchWork(batch: SortedBatch, dice: number, lanes: number): number {
  const walk = walkOf(batch, lanes);
  if (walk !== null) return sortedWalkWork(walk, batch.start, dice);
  if (lanes === 1 && dice > LONG_BATCH) return oneLaneWork(batch, dice);
  let passes = 0;
  for (const most of mostDiceOf(batch)) {
    // Σ_{r=0..dice} (min(r + 1, most) + 1)
    const m = Math.min(most, dice + 1);
    passes += dice + 1 + (m * (m + 1)) / 2 + (dice + 1 - m) * m;
  }
  return lanes * passes * batch.states.length;
}

/**
 * resolveSorted's passes over states with hundreds of dice, as measured (issue 15's mixed unit, 300 to
 * 3,000 dice): per class, the numbers of dice left that hold mass (about 8√n once NEGLIGIBLE paths are
 * dropped), each applying the class's share of them one at a time (and 12 standard deviations more),
 * each pass over the states its mass has reached (about 1.2√n of them); then as many passes adding.
 */
function oneLaneWork(batch: SortedBatch, dice: number): number {
  const spread = Math.sqrt(dice + 1);
  const counts = Math.min(dice + 1, 8 * spread);
  const width = Math.min(batch.states.length, 1.2 * spread + 8);
  const all = batch.classes.reduce((sum, c) => sum + c.odds, 0);
  let tail = all;
  let passes = 0;
  batch.classes.forEach((cls, i) => {
    const reaching = tail > 0 ? (dice * tail) / all : 0;
    const share = tail > 0 ? Math.min(1, cls.odds / tail) : 1;
    passes += counts * (Math.min(mostDiceOf(batch)[i]!, dice, reaching * share + 12 * spread) + 1);
    tail -= cls.odds;
  });
  return 2 * passes * width;
}

/**
 * The batch with `count` save dice: along one chain when it can be (sorted-walk.ts), else class by class.
 * `chargeLanes` is told the work of the walk's lanes before each of their steps.
 */
export function resolveSorted(batch: SortedBatch, count: Pmf, chargeLanes: (work: number) => void = () => {}): Float64Array {
  if (batch.walk === null) return resolveSortedByClass(batch, count);
  return walkSorted(batch, batch.walk, independentCounts(batch.classes, count), count, chargeLanes);
}

/**
 * The walk the batch is resolved along with its dice kept in `lanes` lanes, or null (class by class): the
 * walk's own lanes need independent dice, so a Command Re-roll's (REROLL_LANES) is walked only where no
 * path's level rises.
 */
export function walkOf(batch: SortedBatch, lanes: number): SortedWalk | null {
  return batch.walk !== null && (lanes === 1 || !batch.walk.rises) ? batch.walk : null;
}

/** The batch along its walk, its dice counted by `dice` (of `count` dice rolled). */
export function walkSorted(batch: SortedBatch, walk: SortedWalk, dice: LevelCounts, count: Pmf, chargeLanes: (work: number) => void): Float64Array {
  const floor = count.length > LONG_BATCH + 1 ? NEGLIGIBLE * total(count) * total(batch.start) : 0;
  return resolveSortedWalk(batch, walk, dice, floor, chargeLanes);
}

/**
 * The batch with `count` save dice, class by class: faces every group saves change nothing and are
 * dropped first; the remaining classes are processed from the lowest: among r remaining dice,
 * Binomial(r, q) belong to this class (q conditional on being at least this class), and each is one event
 * against whichever group is current at that moment.
 */
export function resolveSortedByClass(batch: SortedBatch, count: Pmf): Float64Array {
  const tails: number[] = [];
  let tail = batch.classes.reduce((sum, c) => sum + c.odds, 0);
  const relevant = compound(count, bernoulli(Math.min(1, tail)));
  for (const [index, cls] of batch.classes.entries()) {
    tails.push(index === batch.classes.length - 1 ? 1 : Math.min(1, cls.odds / tail));
    tail -= cls.odds;
  }
  return resolveSortedLanes(batch, [relevant], (index, _lane, r) => {
    const q = tails[index]!;
    if (q === 1) return stepsTable([{ applied: r, lane: 0, left: 0, p: 1 }]);
    // Binomial(r, q) dice of this class, then r − c left: one lane, no step objects
    const b = binomial(r, q);
    return { most: r, atLeast: tailsFromTop(b), at: (c, visit) => visit(0, r - c, b[c]!) };
  });
}

/**
 * Where paths go at one face class: `applied` dice of the class act on the defender, then the path
 * continues in `lane` with `left` dice still to come; with probability p given the lane and the dice left.
 */
export type ClassStep = { readonly applied: number; readonly lane: number; readonly left: number; readonly p: number };

/** The steps of paths in `lane` with r dice left, at class `index`; their p sum to 1. */
export type ClassSplit = (index: number, lane: number, r: number) => ClassSteps;

/** A list of steps as a table. */
export function stepsTable(steps: readonly ClassStep[]): ClassSteps {
  const most = steps.reduce((m, step) => Math.max(m, step.applied), 0);
  const byApplied: ClassStep[][] = Array.from({ length: most + 1 }, () => []);
  for (const step of steps) if (step.p !== 0) byApplied[step.applied]!.push(step);
  const totals = Float64Array.from(byApplied, (list) => list.reduce((sum, step) => sum + step.p, 0));
  return { most, atLeast: tailsFromTop(totals), at: (c, visit) => byApplied[c]!.forEach((step) => visit(step.lane, step.left, step.p)) };
}

/** out[c] = Σ_{c' ≥ c} p[c'], one entry longer than p (its last 0). */
function tailsFromTop(p: Float64Array): Float64Array {
  const out = new Float64Array(p.length + 1);
  for (let c = p.length - 1; c >= 0; c--) out[c] = out[c + 1]! + p[c]!;
  return out;
}

/**
 * The sorted resolution with paths kept apart in "lanes" that split the remaining dice differently (a
 * Command Re-roll of one save die: docs/rules.md §10). `start[lane][r]`: P(the batch starts in that lane
 * with r dice that some group can fail). Every die still to come is of the current class or a higher one.
 * Each distribution is visited only over the range of states where it has mass (a batch of many dice
 * from a few states moves its mass a few states at a time).
 */
export function resolveSortedLanes(batch: SortedBatch, start: readonly Pmf[], split: ClassSplit): Float64Array {
  const { classes, states } = batch;
  if (classes.length === 0) return expandDist(batch.start, states, batch.size);
  const settled = new Float64Array(states.length);
  // Before the first class every lane and count holds the starting distribution times its probability:
  // kept as that number, not as a copy per count.
  const first = ranged(Float64Array.from(batch.start));
  let weight = 0;
  for (const pmf of start) for (const p of pmf) weight += p;
  settleRange(classes[0]!.settled, first, weight, settled);
  let lanes: Lanes = start.map((pmf) => Array.from(pmf, (p) => (p === 0 ? undefined : p)));
  // With hundreds of dice, paths of NEGLIGIBLE probability are not followed (pmf.ts): they stop where they are.
  const long = start.some((pmf) => pmf.length > LONG_BATCH);
  const floor = long ? NEGLIGIBLE * weight * total(batch.start) : 0;
  for (const [index, cls] of classes.entries()) {
    if (index > 0) for (const lane of lanes) for (const x of lane) if (typeof x === 'object') settleRange(cls.settled, x, 1, settled);
    lanes = splitClass(cls, lanes, first, (lane, r) => split(index, lane, r), settled, floor);
  }
  for (const lane of lanes) for (const x of lane) if (typeof x === 'object') for (let s = x.lo; s <= x.hi; s++) settled[s]! += x.data[s]!;
  return expandDist(settled, states, batch.size);
}

/** Batches with more save dice than this do not follow paths of NEGLIGIBLE probability. */
const LONG_BATCH = 256;
