/**
 * 11e 05.04 (docs/rules.md 4.5): all save dice of one weapon are rolled together and resolved from the
 * lowest result up, against whichever group is current at that moment. The batch runs on the states it
 * can reach from where it starts, numbered 0..n-1: with many model groups they are few of all states.
 */
import { mostStepsToSettle, reachableStates, stepInto, type Kernel } from '../prob/markov.js';
import { expandDist, restrictDist, restrictKernels } from '../prob/state-lists.js';
import { bernoulli, binomial, compound, type Pmf } from '../prob/pmf.js';

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
  /** Per class: the most dice of it that can change a path before it is settled (Infinity with Feel No Pain). */
  readonly mostDice: readonly number[];
};

export function sortedBatch(classes: readonly FaceClass[], dist: Float64Array): SortedBatch {
  const states = reachableStates(classes.map((c) => c.kernel), dist);
  const kernels = restrictKernels(classes.map((c) => c.kernel), states);
  const local = classes.map((c, i) => ({ odds: c.odds, kernel: kernels[i]!, settled: Uint8Array.from(states, (s) => c.settled[s]!) }));
  return {
    size: dist.length,
    states,
    classes: local,
    start: restrictDist(dist, states),
    mostDice: local.map((c) => mostStepsToSettle(c.kernel, c.settled)),
  };
}

/**
 * Passes over the batch's states (each: one die of a class applied to every state) that resolving it with
 * up to `dice` dice kept in `lanes` lanes can take: per class, lane and number r of dice left, one pass more
 * than the dice applied, which are at most r + 1 and at most the class's mostDice. Time is proportional.
 */
export function sortedBatchWork(batch: SortedBatch, dice: number, lanes: number): number {
  let passes = 0;
  for (const most of batch.mostDice) {
    // Σ_{r=0..dice} (min(r + 1, most) + 1)
    const m = Math.min(most, dice + 1);
    passes += dice + 1 + (m * (m + 1)) / 2 + (dice + 1 - m) * m;
  }
  return lanes * passes * batch.states.length;
}

/**
 * The batch with `count` save dice: faces every group saves change nothing and are dropped first; the
 * remaining classes are processed from the lowest: among r remaining dice, Binomial(r, q) belong to this
 * class (q conditional on being at least this class), and each is one event against whichever group is
 * current at that moment.
 */
export function resolveSorted(batch: SortedBatch, count: Pmf): Float64Array {
  const tails: number[] = [];
  let tail = batch.classes.reduce((sum, c) => sum + c.odds, 0);
  const relevant = compound(count, bernoulli(Math.min(1, tail)));
  for (const [index, cls] of batch.classes.entries()) {
    tails.push(index === batch.classes.length - 1 ? 1 : Math.min(1, cls.odds / tail));
    tail -= cls.odds;
  }
  return resolveSortedLanes(batch, [relevant], (index, _lane, r) => {
    const q = tails[index]!;
    if (q === 1) return [{ applied: r, lane: 0, left: 0, p: 1 }];
    return Array.from(binomial(r, q), (p, c) => ({ applied: c, lane: 0, left: r - c, p }));
  });
}

/**
 * Where paths go at one face class: `applied` dice of the class act on the defender, then the path
 * continues in `lane` with `left` dice still to come; with probability p given the lane and the dice left.
 */
export type ClassStep = { readonly applied: number; readonly lane: number; readonly left: number; readonly p: number };

/** The steps of paths in `lane` with r dice left, at class `index`; their p sum to 1. */
export type ClassSplit = (index: number, lane: number, r: number) => readonly ClassStep[];

/**
 * The sorted resolution with paths kept apart in "lanes" that split the remaining dice differently (a
 * Command Re-roll of one save die: docs/rules.md §10). `start[lane][r]`: P(the batch starts in that lane
 * with r dice that some group can fail). Every die still to come is of the current class or a higher one.
 */
export function resolveSortedLanes(batch: SortedBatch, start: readonly Pmf[], split: ClassSplit): Float64Array {
  const { classes, states } = batch;
  if (classes.length === 0) return expandDist(batch.start, states, batch.size);
  const settled = new Float64Array(states.length);
  let lanes: Lanes = start.map((pmf) => Array.from(pmf, (p) => (p === 0 ? undefined : batch.start.map((x) => x * p))));
  for (const [index, cls] of classes.entries()) {
    for (const lane of lanes) for (const x of lane) if (x !== undefined) settle(cls.settled, x, settled);
    lanes = splitClass(cls, lanes, (lane, r) => split(index, lane, r), settled);
  }
  for (const lane of lanes) for (const x of lane) if (x !== undefined) for (let s = 0; s < x.length; s++) settled[s]! += x[s]!;
  return expandDist(settled, states, batch.size);
}

/** lanes[lane][r]: the state distribution of the paths in that lane with r dice left (undefined: none). */
type Lanes = (Float64Array | undefined)[][];

/** Move the mass of settled states from `x` to `into`. */
function settle(mask: Uint8Array, x: Float64Array, into: Float64Array): void {
  for (let s = 0; s < x.length; s++) {
    if (mask[s] === 1 && x[s] !== 0) {
      into[s]! += x[s]!;
      x[s] = 0;
    }
  }
}

/** Move the mass of settled states in v, times `weight`, into `settled`; true when some mass is left in v. */
function settlePass(v: Float64Array, mask: Uint8Array, weight: number, settled: Float64Array): boolean {
  let left = false;
  for (let s = 0; s < v.length; s++) {
    const p = v[s]!;
    if (p === 0) continue;
    if (mask[s] === 1) {
      settled[s]! += weight * p;
      v[s] = 0;
    } else {
      left = true;
    }
  }
  return left;
}

/** into += weight · x. */
function addScaled(into: Float64Array, weight: number, x: Float64Array): void {
  for (let s = 0; s < x.length; s++) into[s]! += weight * x[s]!;
}

/**
 * Apply one class to every lane and number of dice left. The dice of the class are applied one at a time;
 * a path that becomes settled after c dice stays as it is whatever comes next, so it leaves the loop with
 * the weight P(at least c applied) at once; the loop ends when no unsettled mass is left.
 */
function splitClass(
  cls: FaceClass,
  lanes: Lanes,
  stepsOf: (lane: number, r: number) => readonly ClassStep[],
  settled: Float64Array,
): Lanes {
  const size = settled.length;
  const out: Lanes = lanes.map((lane) => lane.map(() => undefined));
  const target = (lane: number, left: number) => out[lane]![left] ?? (out[lane]![left] = new Float64Array(size));
  let v = new Float64Array(size);
  let next = new Float64Array(size);
  for (const [lane, byRemaining] of lanes.entries()) {
    for (const [r, x] of byRemaining.entries()) {
      if (x === undefined) continue;
      v.set(x);
      byRemaining[r] = undefined; // consumed: its memory can go
      const steps = stepsOf(lane, r);
      const most = steps.reduce((m, step) => Math.max(m, step.applied), 0);
      const byApplied: ClassStep[][] = Array.from({ length: most + 1 }, () => []);
      for (const step of steps) if (step.p !== 0) byApplied[step.applied]!.push(step);
      const atLeast = new Float64Array(most + 2); // P(at least c applied)
      for (let c = most; c >= 0; c--) atLeast[c] = atLeast[c + 1]! + byApplied[c]!.reduce((sum, step) => sum + step.p, 0);
      for (let c = 0; c <= most; c++) {
        if (c > 0) {
          next.fill(0);
          stepInto(cls.kernel, v, next);
          [v, next] = [next, v];
        }
        // one pass: settle what can no longer change, hand the rest on to the steps that apply c dice
        const stay = atLeast[c]!;
        const unsettled = settlePass(v, cls.settled, stay, settled);
        if (!unsettled) break;
        for (const step of byApplied[c]!) addScaled(target(step.lane, step.left), step.p, v);
      }
    }
  }
  return out;
}
