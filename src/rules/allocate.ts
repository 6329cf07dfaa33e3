/**
 * Damage allocation as an exact Markov chain over the defender's state (docs/rules.md §4.4, §4.5, §7).
 * An "event" hits the current group's wounded (or next) model with a random number of lost wounds; the
 * excess beyond that model's remaining wounds is lost (RULES §3.12).
 */
import { buildKernel, reachableStates, stepIntoSubset, stepRandom, type Kernel } from '../dist/markov.js';
import { bernoulli, binomial, compound, type Pmf } from '../dist/pmf.js';
import type { AllocationOrder, DefenderSpace } from './defender-space.js';

/** The state after the current model of group g in state s loses `lost` wounds; the excess is lost. */
function afterLoss(space: DefenderSpace, s: number, g: number, lost: number): number {
  const h = space.lost[g]![s]!;
  const wounds = space.groups[g]!.wounds;
  const modelEnd = (Math.floor(h / wounds) + 1) * wounds;
  return s + (Math.min(h + lost, modelEnd) - h) * space.stride[g]!;
}

/** One event: for each model group, the distribution of wounds the current model loses. */
export function eventKernel(space: DefenderSpace, order: AllocationOrder, lostByGroup: readonly Pmf[]): Kernel {
  const current = space.current[order];
  return buildKernel(space.size, (s, emit) => {
    const g = current[s]!;
    if (g < 0) return emit(s, 1);
    const lost = lostByGroup[g]!;
    for (let l = 0; l < lost.length; l++) emit(afterLoss(space, s, g, l), lost[l]!);
  });
}

/**
 * An event while one Command Re-roll may be in hand (docs/rules.md §10). States s + size·1 hold it, states
 * s do not. With it in hand, `keep` outcomes keep it and `use` outcomes spend it; without it, `none`.
 */
export type TokenEvent = { readonly none: Pmf; readonly keep: Pmf; readonly use: Pmf };

export function tokenEventKernel(space: DefenderSpace, order: AllocationOrder, events: readonly TokenEvent[]): Kernel {
  const current = space.current[order];
  const size = space.size;
  return buildKernel(2 * size, (x, emit) => {
    const s = x % size;
    const inHand = x >= size;
    const g = current[s]!;
    if (g < 0) return emit(x, 1);
    const event = events[g]!;
    const outcomes: [Pmf, number][] = inHand ? [[event.keep, size], [event.use, 0]] : [[event.none, 0]];
    for (const [lost, offset] of outcomes) {
      for (let l = 0; l < lost.length; l++) emit(afterLoss(space, s, g, l) + offset, lost[l]!);
    }
  });
}

/** Per-attack resolution (10e, or 11e when every group saves the same faces): n ~ `count` events. */
export function resolveIndependently(kernel: Kernel, dist: Float64Array, count: Pmf): Float64Array {
  return stepRandom(kernel, dist, count);
}

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

/**
 * 11e 05.04: all save dice of the batch are rolled together and resolved from the lowest result up.
 * Faces every group saves change nothing and are dropped first; the remaining classes are processed from
 * the lowest: among r remaining dice, Binomial(r, q) belong to this class (q conditional on being at
 * least this class), and each is one event against whichever group is current at that moment.
 * Cost: O(r · k · transitions), k the dice needed before every path is settled.
 */
export function resolveSorted(classes: readonly FaceClass[], dist: Float64Array, count: Pmf): Float64Array {
  const tails: number[] = [];
  let tail = classes.reduce((sum, c) => sum + c.odds, 0);
  const relevant = compound(count, bernoulli(Math.min(1, tail)));
  for (const [index, cls] of classes.entries()) {
    tails.push(index === classes.length - 1 ? 1 : Math.min(1, cls.odds / tail));
    tail -= cls.odds;
  }
  return resolveSortedLanes(classes, dist, [relevant], (index, _lane, r) => {
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
export function resolveSortedLanes(
  classes: readonly FaceClass[],
  dist: Float64Array,
  start: readonly Pmf[],
  split: ClassSplit,
): Float64Array {
  const settled = new Float64Array(dist.length);
  if (classes.length === 0) return Float64Array.from(dist);
  // Only the states this batch can reach are visited: with many model groups they are few of all states.
  const active = reachableStates(classes.map((c) => c.kernel), dist);
  let lanes: Lanes = start.map((pmf) => Array.from(pmf, (p) => (p === 0 ? undefined : dist.map((x) => x * p))));
  for (const [index, cls] of classes.entries()) {
    for (const lane of lanes) for (const x of lane) if (x !== undefined) settle(cls.settled, x, 1, settled, active);
    lanes = splitClass(cls, lanes, (lane, r) => split(index, lane, r), settled, active);
  }
  for (const lane of lanes) for (const x of lane) if (x !== undefined) for (const s of active) settled[s]! += x[s]!;
  return settled;
}

/** lanes[lane][r]: the state distribution of the paths in that lane with r dice left (undefined: none). */
type Lanes = (Float64Array | undefined)[][];

/** Move the mass of settled states, times `weight`, from `x` to `into`. */
function settle(mask: Uint8Array, x: Float64Array, weight: number, into: Float64Array, active: Int32Array): void {
  for (const s of active) {
    if (mask[s] === 1 && x[s] !== 0) {
      into[s]! += weight * x[s]!;
      x[s] = 0;
    }
  }
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
  active: Int32Array,
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
      const steps = stepsOf(lane, r);
      const most = steps.reduce((m, step) => Math.max(m, step.applied), 0);
      const byApplied: ClassStep[][] = Array.from({ length: most + 1 }, () => []);
      for (const step of steps) if (step.p !== 0) byApplied[step.applied]!.push(step);
      const atLeast = new Float64Array(most + 2); // P(at least c applied)
      for (let c = most; c >= 0; c--) atLeast[c] = atLeast[c + 1]! + byApplied[c]!.reduce((sum, step) => sum + step.p, 0);
      for (let c = 0; c <= most; c++) {
        if (c > 0) {
          for (const s of active) next[s] = 0;
          stepIntoSubset(cls.kernel, v, next, active);
          [v, next] = [next, v];
        }
        // one pass: settle what can no longer change, hand the rest on to the steps that apply c dice
        const stay = atLeast[c]!;
        const targets = byApplied[c]!.map((step) => ({ p: step.p, into: target(step.lane, step.left) }));
        let unsettled = false;
        for (const s of active) {
          const p = v[s]!;
          if (p === 0) continue;
          if (cls.settled[s] === 1) {
            settled[s]! += stay * p;
            v[s] = 0;
          } else {
            unsettled = true;
            for (const t of targets) t.into[s]! += t.p * p;
          }
        }
        if (!unsettled) break;
      }
    }
  }
  return out;
}
