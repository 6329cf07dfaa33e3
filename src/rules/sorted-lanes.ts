/**
 * One face class of the 11e sorted resolution (sorted-batch.ts, docs/rules.md 4.5) applied to every lane
 * and number of dice left. Distributions are visited only over the range of states where they have mass.
 */
import type { Kernel } from '../prob/markov.js';

/** A distribution over the batch's states whose mass lies in lo..hi (none when lo > hi). */
export type Ranged = { readonly data: Float64Array; lo: number; hi: number };

export function ranged(data: Float64Array): Ranged {
  const x = { data, lo: 0, hi: data.length - 1 };
  shrink(x);
  return x;
}

/** Narrow the range to the first and last states with mass. */
function shrink(x: Ranged): void {
  while (x.lo <= x.hi && x.data[x.lo] === 0) x.lo++;
  while (x.hi >= x.lo && x.data[x.hi] === 0) x.hi--;
}

/**
 * lanes[lane][r]: the state distribution of the paths in that lane with r dice left (undefined: none; a
 * number: the starting distribution, settled part removed, times that number).
 */
export type Lanes = (Ranged | number | undefined)[][];

/** The steps of the paths in one lane with r dice left at one class, by the number of dice they apply. */
export type ClassSteps = {
  /** The most dice a step applies. */
  readonly most: number;
  /** atLeast[c]: P(at least c dice applied), c = 0..most + 1 (summed from the top: exact in the tails). */
  readonly atLeast: Float64Array;
  /** Calls visit(lane, left, p) for the steps that apply c dice. */
  readonly at: (c: number, visit: (lane: number, left: number, p: number) => void) => void;
};

/** What one die of a class does: its kernel, and the states where nothing more can happen (FaceClass). */
type ClassAction = { readonly kernel: Kernel; readonly settled: Uint8Array };

/** Move the mass of settled states in x, times `weight`, into `into`; the range shrinks to what is left. */
export function settleRange(mask: Uint8Array, x: Ranged, weight: number, into: Float64Array): void {
  const { data } = x;
  for (let s = x.lo; s <= x.hi; s++) {
    const p = data[s]!;
    if (p !== 0 && mask[s] === 1) {
      into[s]! += weight * p;
      data[s] = 0;
    }
  }
  shrink(x);
}

/** into += weight · x over x's range, widening into's range to it. */
function addScaled(into: Ranged, weight: number, x: Float64Array, lo: number, hi: number, offset = 0): void {
  const { data } = into;
  for (let s = lo; s <= hi; s++) data[s]! += weight * x[s - offset]!;
  widen(into, lo, hi);
}

function widen(into: Ranged, lo: number, hi: number): void {
  if (lo > hi) return;
  if (into.lo > into.hi) [into.lo, into.hi] = [lo, hi];
  else [into.lo, into.hi] = [Math.min(into.lo, lo), Math.max(into.hi, hi)];
}

/**
 * Apply one class to every lane and number of dice left. The dice of the class are applied one at a time;
 * a path that becomes settled after c dice stays as it is whatever comes next, so it leaves the loop with
 * the weight P(at least c applied) at once; the loop ends when no unsettled mass is left. Paths whose
 * probability falls below `floor` stop where they are (join the settled mass). `first`: what a number in
 * the lanes stands for; every such lane walks the same chain from it, so the chain is walked once.
 */
export function splitClass(
  cls: ClassAction,
  lanes: Lanes,
  first: Ranged,
  stepsOf: (lane: number, r: number) => ClassSteps,
  settled: Float64Array,
  floor: number,
  chainCells = CHAIN_CELLS,
): Lanes {
  const size = settled.length;
  const out: Lanes = lanes.map((lane) => lane.map(() => undefined));
  const target = (lane: number, left: number): Ranged => {
    const known = out[lane]![left];
    if (typeof known === 'object') return known;
    const made = { data: new Float64Array(size), lo: 0, hi: -1 };
    out[lane]![left] = made;
    return made;
  };
  const scratch: Scratch = { v: { data: new Float64Array(size), lo: 0, hi: -1 }, next: { data: new Float64Array(size), lo: 0, hi: -1 } };
  const chain = sharedChain(cls, first, chainCells);
  const firstMass = sum(first.data, first.lo, first.hi);
  for (const [lane, byRemaining] of lanes.entries()) {
    for (const [r, x] of byRemaining.entries()) {
      if (x === undefined) continue;
      byRemaining[r] = undefined; // consumed: its memory can go
      const steps = stepsOf(lane, r);
      const visit = (c: number, into: (lane: number, left: number, p: number) => void) => steps.at(c, (l, left, p) => p !== 0 && into(l, left, p));
      if (typeof x === 'number') {
        if (chain.follow(x, x * firstMass, steps, visit, target, floor)) continue;
        load(scratch.v, first, x); // the chain would hold too much: this lane walks alone
      } else load(scratch.v, x, 1);
      followLane(cls, scratch, steps, visit, target, settled, floor);
    }
  }
  chain.flush(settled);
  return out;
}

type Scratch = { v: Ranged; next: Ranged };
type Visit = (c: number, into: (lane: number, left: number, p: number) => void) => void;
type Target = (lane: number, left: number) => Ranged;

function sum(data: Float64Array, lo: number, hi: number): number {
  let total = 0;
  for (let s = lo; s <= hi; s++) total += data[s]!;
  return total;
}

/** v (all zeros) = scale · from. */
function load(v: Ranged, from: Ranged, scale: number): void {
  for (let s = from.lo; s <= from.hi; s++) v.data[s] = scale * from.data[s]!;
  [v.lo, v.hi] = [from.lo, from.hi];
}

/**
 * One lane's paths through the class, starting from scratch.v: each die applied settles what can no longer
 * change and hands the rest on to the steps that apply that many dice. The scratch distributions are all
 * zeros again afterwards.
 */
function followLane(cls: ClassAction, scratch: Scratch, steps: ClassSteps, visit: Visit, target: Target, settled: Float64Array, floor: number): void {
  const { most, atLeast } = steps;
  let { v, next } = scratch;
  const mass = sum(v.data, v.lo, v.hi);
  if (mass < floor) stopHere(v, 1, settled);
  else {
    for (let c = 0; c <= most; c++) {
      if (c > 0) {
        stepInto(cls.kernel, v, next);
        [v, next] = [next, v];
      }
      settleRange(cls.settled, v, atLeast[c]!, settled);
      if (v.lo > v.hi) break;
      visit(c, (lane, left, p) => addScaled(target(lane, left), p, v.data, v.lo, v.hi));
      if (atLeast[c + 1]! * mass < floor) {
        stopHere(v, atLeast[c + 1]!, settled);
        break;
      }
    }
  }
  for (const x of [v, next]) {
    if (x.lo <= x.hi) x.data.fill(0, x.lo, x.hi + 1);
    [x.lo, x.hi] = [0, -1];
  }
  [scratch.v, scratch.next] = [v, next];
}

/** Paths of negligible probability end where they are: weight · x joins the settled mass. */
function stopHere(x: Ranged, weight: number, settled: Float64Array): void {
  for (let s = x.lo; s <= x.hi; s++) settled[s]! += weight * x.data[s]!;
}

/** A slice of a distribution: values of the states lo, lo + 1, … */
type Slice = { readonly lo: number; readonly values: Float64Array };

function slice(data: Float64Array, lo: number, hi: number): Slice {
  return { lo, values: data.slice(lo, Math.max(lo, hi + 1)) };
}

/**
 * The chain every number-lane walks: `rest[c]` the starting distribution after c dice of the class with
 * settled mass removed, `settledAt[c]` the mass settled at die c. The lanes' weights are summed per c
 * and applied once in flush(); only the hand-on to the lanes of the next class is per lane.
 */
type SharedChain = {
  /** Follow a lane of `scale` × the start; false (nothing done) when the chain would hold too much. */
  follow(scale: number, mass: number, steps: ClassSteps, visit: Visit, target: Target, floor: number): boolean;
  flush(settled: Float64Array): void;
};

/** Cells (states × dice) the shared chain may hold by default: 16 MB. */
const CHAIN_CELLS = 2e6;

function sharedChain(cls: ClassAction, first: Ranged, limit: number): SharedChain {
  const rest: Slice[] = [];
  const settledAt: Slice[] = [];
  const settledWeight: number[] = [];
  const stopWeight: number[] = [];
  let startWeight = 0;
  let cells = 0;
  let full = false;
  let walk: Ranged | null = null;
  let spare: Ranged | null = null;
  /** The chain up to die c, or false when that is past the cells it may hold (then it grows no more). */
  const reach = (c: number): boolean => {
    while (rest.length <= c) {
      if (full) return false;
      if (walk === null || spare === null) {
        walk = { data: new Float64Array(first.data.length), lo: 0, hi: -1 };
        spare = { data: new Float64Array(first.data.length), lo: 0, hi: -1 };
        load(walk, first, 1);
      } else {
        stepInto(cls.kernel, walk, spare);
        [walk, spare] = [spare, walk];
      }
      const taken = takeSettled(cls.settled, walk);
      cells += taken.values.length + walk.hi - walk.lo + 1;
      if (cells > limit) {
        full = true; // the die just taken is not kept: the chain cannot go on from it
        return false;
      }
      rest.push(slice(walk.data, walk.lo, walk.hi));
      settledAt.push(taken);
      settledWeight.push(0);
      stopWeight.push(0);
    }
    return true;
  };
  return {
    follow(scale, mass, steps, visit, target, floor) {
      if (mass < floor) {
        startWeight += scale;
        return true;
      }
      const { most, atLeast } = steps;
      // the dice this lane applies, before any of its weights are taken
      let end = 0;
      for (let c = 0; c <= most; c++) {
        if (!reach(c)) return false;
        end = c;
        if (rest[c]!.values.length === 0 || atLeast[c + 1]! * mass < floor) break;
      }
      for (let c = 0; c <= end; c++) {
        settledWeight[c]! += scale * atLeast[c]!;
        const { lo, values } = rest[c]!;
        if (values.length === 0) break;
        visit(c, (lane, left, p) => addScaled(target(lane, left), scale * p, values, lo, lo + values.length - 1, lo));
        if (atLeast[c + 1]! * mass < floor) stopWeight[c]! += scale * atLeast[c + 1]!;
      }
      return true;
    },
    flush(settled) {
      const add = (weight: number, { lo, values }: Slice) => {
        if (weight !== 0) for (let i = 0; i < values.length; i++) settled[lo + i]! += weight * values[i]!;
      };
      if (startWeight !== 0) for (let s = first.lo; s <= first.hi; s++) settled[s]! += startWeight * first.data[s]!;
      rest.forEach((r, c) => {
        add(settledWeight[c]!, settledAt[c]!);
        add(stopWeight[c]!, r);
      });
    },
  };
}

/** The mass of x's settled states, moved out of x into a slice; x's range shrinks to what is left. */
function takeSettled(mask: Uint8Array, x: Ranged): Slice {
  const lo = x.lo;
  const values = new Float64Array(Math.max(0, x.hi - x.lo + 1));
  let hi = lo - 1;
  for (let s = x.lo; s <= x.hi; s++) {
    const p = x.data[s]!;
    if (p !== 0 && mask[s] === 1) {
      values[s - lo] = p;
      x.data[s] = 0;
      hi = s;
    }
  }
  shrink(x);
  return { lo, values: values.slice(0, hi - lo + 1) };
}

/** to = one step of `from` (to's old range is cleared first). */
function stepInto(kernel: Kernel, from: Ranged, to: Ranged): void {
  if (to.lo <= to.hi) to.data.fill(0, to.lo, to.hi + 1);
  const { start, targets, probs } = kernel;
  let lo = from.data.length;
  let hi = -1;
  for (let s = from.lo; s <= from.hi; s++) {
    const p = from.data[s]!;
    if (p === 0) continue;
    for (let k = start[s]!; k < start[s + 1]!; k++) {
      const t = targets[k]!;
      to.data[t]! += p * probs[k]!;
      if (t < lo) lo = t;
      if (t > hi) hi = t;
    }
  }
  to.lo = lo;
  to.hi = hi;
}
