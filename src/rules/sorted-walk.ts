/**
 * The 11e sorted batch (sorted-batch.ts, docs/rules.md 4.5) resolved along one chain. Wherever a face
 * class is not saved, it does the same damage (the current group's), so the defender's states follow the
 * chain of one failed save after another: the first class's kernel, since face 1 never saves. The dice
 * only decide when that chain stops. Call a state's level ℓ the first class its current group saves (0
 * when the unit is destroyed, the number of classes when it saves none) and F_ℓ the number of dice below
 * class ℓ: a path that has taken j dice at a state of level ℓ takes die j + 1 exactly when F_ℓ ≥ j + 1.
 *
 * Along a path the conditions add up, but F_ℓ ≥ F_ℓ' when ℓ ≥ ℓ', so a condition implies every earlier one
 * at a level as high or higher: while a path's level never rises, the chance that it goes on depends only
 * on its state and the step, and one walk over the states resolves the batch (about dice × states, as
 * 10e's saves one at a time). When a path's level rises from β at the step T it left β, the condition
 * F_β ≥ T stays until the path falls back to β or below; such paths walk in a lane of their own per
 * (β, T). A batch where a path can rise twice while in a lane has no walk (null), and is resolved class
 * by class (sorted-batch.ts resolveSorted).
 */
import type { Kernel } from '../prob/markov.js';
import { bernoulli, compound, survival, type Pmf } from '../prob/pmf.js';
import { expandDist } from '../prob/state-lists.js';
import { walkWork } from '../prob/walker.js';

/** The batch as the walk needs it (SortedBatch's fields). */
type Batch = {
  readonly size: number;
  readonly states: Int32Array;
  readonly classes: readonly { readonly odds: number; readonly kernel: Kernel; readonly settled: Uint8Array }[];
  readonly start: Float64Array;
};

/** What the walk knows of a batch before its number of dice. */
export type SortedWalk = {
  /** The chain of one failed save after another. */
  readonly damage: Kernel;
  /** level[x]: the first class the current group of state x saves (see above). */
  readonly level: Uint8Array;
  /** Whether a path's level can rise (then some paths walk in lanes). */
  readonly rises: boolean;
};

/** The walk of a batch, or null when a path can rise twice while in a lane (see above). */
export function sortedWalk(batch: Batch): SortedWalk | null {
  const { classes } = batch;
  if (classes.length === 0) return null;
  const n = batch.start.length;
  const level = new Uint8Array(n).fill(classes.length);
  for (let x = 0; x < n; x++) {
    const first = classes.findIndex((c) => c.settled[x] === 1);
    if (first >= 0) level[x] = first;
  }
  const damage = classes[0]!.kernel;
  const rises = risesOf(damage, level, batch.start);
  return rises === 'twice' ? null : { damage, level, rises: rises === 'once' };
}

/**
 * Whether some path from the start rises, and whether one rises twice without falling back to the
 * bottom of its lane. The lanes a state can be in (bit β: the lane of level β; bit 7: none) are carried
 * along the chain's transitions, in the states' order: damage only adds, so every transition leads to a
 * later state.
 */
function risesOf(damage: Kernel, level: Uint8Array, start: Float64Array): 'never' | 'once' | 'twice' {
  const NO_LANE = 1 << 7;
  const lanes = new Uint8Array(start.length);
  for (let x = 0; x < start.length; x++) if (start[x] !== 0) lanes[x] = NO_LANE;
  const { start: rows, targets } = damage;
  let rises = false;
  for (let x = 0; x < start.length; x++) {
    const here = lanes[x]!;
    const from = level[x]!;
    if (here === 0 || from === 0) continue;
    for (let k = rows[x]!; k < rows[x + 1]!; k++) {
      const t = targets[k]!;
      if (t === x) continue;
      if (t < x) return 'twice'; // not a chain that only adds: let the class-by-class resolution take it
      const to = level[t]!;
      if (to > from) rises = true;
      let next = 0;
      if (here & NO_LANE) next |= to > from ? 1 << from : NO_LANE;
      for (let beta = 0; beta < 7; beta++) {
        if ((here & (1 << beta)) === 0) continue;
        if (to <= beta) next |= NO_LANE;
        else if (to <= from) next |= 1 << beta;
        else return 'twice';
      }
      lanes[t]! |= next;
    }
  }
  return rises ? 'once' : 'never';
}

/** Work of the main walk with up to `dice` dice, in walker.ts units (states and transitions visited). */
export function sortedWalkWork(walk: SortedWalk, start: Float64Array, dice: number): number {
  return walkWork(walk.damage, start, dice + 1);
}

/**
 * The dice below each class: counts[ℓ] is the pmf of F_ℓ, the dice below class ℓ (counts[0] the
 * constant 0); laneOdds(β, ℓ), when the dice are independent of each other, the odds that a die below
 * class ℓ is below β (for the lanes; null when they are not, as after a Command Re-roll of one of them,
 * and then the batch must have no lanes).
 */
export type LevelCounts = { readonly counts: readonly Pmf[]; readonly laneOdds: ((beta: number, level: number) => number) | null };

/** The counts of `count` independent save dice, each below class ℓ with the odds of the classes below it. */
export function independentCounts(classes: Batch['classes'], count: Pmf): LevelCounts {
  const below = new Float64Array(classes.length + 1);
  for (let l = 1; l < below.length; l++) below[l] = Math.min(1, below[l - 1]! + classes[l - 1]!.odds);
  return { counts: Array.from(below, (p) => compound(count, bernoulli(p))), laneOdds: (beta, l) => below[beta]! / below[l]! };
}

/**
 * The batch resolved, its dice counted by `dice`. `floor`: the main walk or a lane whose probability
 * falls below it stops where it is (long batches, pmf.ts NEGLIGIBLE); 0 follows every path.
 * `chargeLanes(work)` is called before each step of the lanes, with its work in walker.ts units.
 */
export function resolveSortedWalk(batch: Batch, walk: SortedWalk, dice: LevelCounts, floor: number, chargeLanes: (work: number) => void): Float64Array {
  const { start } = batch;
  const { damage, level } = walk;
  const { start: rows, targets, probs } = damage;
  const { counts, laneOdds } = dice;
  if (walk.rises && laneOdds === null) throw new RangeError('resolveSortedWalk: a batch with lanes needs the odds of its dice');
  const levels = counts.length;
  const n = start.length;
  const perState = 1 + targets.length / Math.max(1, n);
  const atLeast = counts.map((f) => survival(f));
  const lastStep = Math.max(...counts.map((f) => f.length));

  /** P(every condition of the lane holds | its paths at level l take die i). */
  const survives = (lane: Lane, l: number, i: number): number => {
    if (lane.beta < 0 || l <= lane.beta) return atLeast[l]![i] ?? 0;
    const table = (lane.atLeast[l] ??= laneSurvival(counts[l]!, laneOdds!(lane.beta, l), lane.entry));
    return table[i - lane.entry - 1] ?? 0;
  };

  const out = new Float64Array(n);
  const main = newLane(-1, 0);
  const nextMain = new Scratch(n);
  for (let x = 0; x < n; x++) {
    const p = start[x]!;
    if (p === 0) continue;
    const on = p * survives(main, level[x]!, 1);
    out[x]! += p - on;
    nextMain.add(x, on);
  }
  nextMain.takeInto(main);
  let lanes: Lane[] = [];
  const nextLane = new Scratch(n);
  const risingScratch: Scratch[] = [];
  let rising: Lane[] = [];
  // per (from level, to level) of one lane at one step: the share of the paths that go on, and where
  const share = new Float64Array(levels * levels);
  const into: Scratch[] = new Array<Scratch>(levels * levels);

  /** The paths of `lane` that have taken j dice take die j + 1: those that go on move into the scratches. */
  const stepLane = (lane: Lane, j: number): void => {
    share.fill(Number.NaN);
    for (let i = 0; i < lane.data.length; i++) {
      const m = lane.data[i]!;
      if (m === 0) continue;
      const x = lane.lo + i;
      const from = level[x]!;
      for (let k = rows[x]!; k < rows[x + 1]!; k++) {
        const t = targets[k]!;
        const route = from * levels + level[t]!;
        let r = share[route]!;
        if (Number.isNaN(r)) r = share[route] = routeOf(lane, from, level[t]!, j);
        const a = m * probs[k]!;
        into[route]!.add(t, a * r);
        out[t]! += a * (1 - r);
      }
    }
  };
  /** Where paths of `lane` at level `from` go when die j + 1 takes them to level `to` (into), and the share that goes on. */
  const routeOf = (lane: Lane, from: number, to: number, j: number): number => {
    let target = lane;
    let scratch = lane.beta < 0 ? nextMain : nextLane;
    if (lane.beta < 0 ? to > from : to <= lane.beta) {
      if (lane.beta < 0) {
        target = rising[from] ??= newLane(from, j + 1);
        scratch = risingScratch[from] ??= new Scratch(n);
      } else [target, scratch] = [main, nextMain];
    }
    into[from * levels + to] = scratch;
    const now = survives(lane, from, j + 1);
    return now === 0 ? 0 : Math.min(1, survives(target, to, j + 2) / now);
  };

  for (let j = 0; j <= lastStep && (main.mass > 0 || lanes.length > 0); j++) {
    rising = [];
    if (main.mass > 0) stepLane(main, j);
    const kept: Lane[] = [];
    if (lanes.length > 0) chargeLanes(perState * lanes.reduce((sum, lane) => sum + lane.data.length, 0));
    for (const lane of lanes) {
      stepLane(lane, j);
      nextLane.takeInto(lane);
      if (!stops(lane, floor, out)) kept.push(lane);
    }
    rising.forEach((lane, beta) => {
      risingScratch[beta]!.takeInto(lane);
      if (!stops(lane, floor, out)) kept.push(lane);
    });
    lanes = kept;
    nextMain.takeInto(main);
    stops(main, floor, out);
  }
  // mass left once the dice are all taken (there is none but for rounding) stays where it is
  for (const lane of [main, ...lanes]) stops(lane, Infinity, out);
  return expandDist(out, batch.states, batch.size);
}

/**
 * Paths of the main walk (beta −1) or of the lane (β, T) = (beta, entry), over the states lo, lo + 1, …
 * with their total mass; atLeast[ℓ][i − T − 1] = P(F_β ≥ T and F_ℓ ≥ i), made when first needed.
 */
type Lane = { readonly beta: number; readonly entry: number; lo: number; data: Float64Array; mass: number; readonly atLeast: (Float64Array | undefined)[] };

function newLane(beta: number, entry: number): Lane {
  return { beta, entry, lo: 0, data: new Float64Array(0), mass: 0, atLeast: [] };
}

/** A lane below `floor` stops where it is: its mass joins `out`, and it is empty. */
function stops(lane: Lane, floor: number, out: Float64Array): boolean {
  if (lane.mass >= floor && lane.mass > 0) return false;
  for (let i = 0; i < lane.data.length; i++) out[lane.lo + i]! += lane.data[i]!;
  lane.data = new Float64Array(0);
  lane.mass = 0;
  return true;
}

/** A scratch distribution over all states that knows the range it has mass in. */
class Scratch {
  private readonly data: Float64Array;
  private lo: number;
  private hi = -1;
  constructor(size: number) {
    this.data = new Float64Array(size);
    this.lo = size;
  }
  add(x: number, p: number): void {
    this.data[x]! += p;
    if (x < this.lo) this.lo = x;
    if (x > this.hi) this.hi = x;
  }
  /** Move the mass into the lane's window (its old one is replaced); the scratch is all zeros again. */
  takeInto(lane: Lane): void {
    const { lo, hi } = this;
    lane.lo = Math.min(lo, hi + 1);
    lane.data = lo <= hi ? this.data.slice(lo, hi + 1) : new Float64Array(0);
    let mass = 0;
    for (let i = 0; i < lane.data.length; i++) mass += lane.data[i]!;
    lane.mass = mass;
    if (lo <= hi) this.data.fill(0, lo, hi + 1);
    this.lo = this.data.length;
    this.hi = -1;
  }
}

/**
 * out[i − T − 1] = P(F_β ≥ T and F_ℓ ≥ i) for i = T + 1 … (0 beyond the table), where `f` is the pmf of
 * F_ℓ and, given F_ℓ = b, F_β is Binomial(b, rho): the dice below class ℓ are below β with odds rho.
 */
export function laneSurvival(f: Pmf, rho: number, entry: number): Float64Array {
  const top = f.length - 1;
  if (top <= entry) return new Float64Array(0);
  const given = rho >= 1 ? null : binomialTails(entry, rho, top);
  const out = new Float64Array(top - entry);
  let sum = 0;
  for (let b = top; b > entry; b--) {
    sum += f[b]! * (given === null ? 1 : given[b - entry]!);
    out[b - entry - 1] = Math.min(1, sum);
  }
  return out;
}

/**
 * out[b − T] = P(Binomial(b, rho) ≥ T) for b = T … top, T ≥ 1, 0 < rho < 1. From b to b + 1 the tail gains
 * rho · P(Binomial(b, rho) = T − 1), and that term moves by a factor (1 − rho)(b + 1)/(b + 2 − T). The first
 * terms, rho^T and T rho^(T−1)(1 − rho), may be far below the smallest double: both are kept multiplied by
 * 2^scale and scaled back as they grow; a value still below 2^−800 or so when scaled back reads 0.
 * Rounding grows with the steps: about 1e-16 each (1e-12 after 20,000).
 */
export function binomialTails(entry: number, rho: number, top: number): Float64Array {
  const out = new Float64Array(top - entry + 1);
  const log2Rho = Math.log2(rho);
  const log2Term = Math.log2(entry) + (entry - 1) * log2Rho + Math.log2(1 - rho);
  const log2Tail = entry * log2Rho;
  let scale = Math.max(0, -Math.floor(Math.max(log2Term, log2Tail)));
  let term = 2 ** (log2Term + scale);
  let tail = 2 ** (log2Tail + scale);
  let unscale = 2 ** -scale;
  for (let b = entry; b <= top; b++) {
    out[b - entry] = Math.min(1, tail * unscale);
    tail += rho * term;
    term *= ((1 - rho) * (b + 1)) / (b + 2 - entry);
    if (scale >= RESCALE_BITS && (term > RESCALE || tail > RESCALE)) {
      term /= RESCALE;
      tail /= RESCALE;
      scale -= RESCALE_BITS;
      unscale = 2 ** -scale;
    }
  }
  return out;
}

const RESCALE_BITS = 200;
const RESCALE = 2 ** RESCALE_BITS;
