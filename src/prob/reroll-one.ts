/**
 * The total of a pool of dice rolled together when one of them may be rolled again (Command Re-roll,
 * RULES §2 15.02): the die furthest below its own average is re-rolled, if any is below it.
 */
import { constant, die, mixture, type Pmf } from './pmf.js';

/** `sides` lists one entry per die in the pool (e.g. ten D6: [6, 6, …]); `flat` is added to the total. */
export function poolWithOneReroll(sides: readonly number[], flat: number): Pmf {
  const { kept, rerolled } = splitOneReroll(sides, flat);
  return mixture([1, 1], [kept, rerolled]);
}

/** A die and the value it shows. */
type Shown = { readonly sides: number; readonly value: number };

/** A pool's total so far with the die most worth re-rolling so far (null when none is below its average). */
type PoolState = { total: number; worst: Shown | null; p: number };

const deficit = (d: Shown | null): number => (d === null ? 0 : (d.sides + 1) / 2 - d.value);

/**
 * Every (total, die most worth re-rolling) of a pool of dice rolled in the order listed, with its
 * probability: the furthest below its average, the first of equals, none when no die is below it.
 */
function poolStates(sides: readonly number[]): Iterable<PoolState> {
  let states = new Map<string, PoolState>();
  states.set('0|', { total: 0, worst: null, p: 1 });
  for (const s of sides) {
    const next = new Map<string, PoolState>();
    for (const state of states.values()) {
      for (let v = 1; v <= s; v++) {
        const worst = (s + 1) / 2 - v > deficit(state.worst) ? { sides: s, value: v } : state.worst;
        const total = state.total + v;
        const key = `${total}|${worst === null ? '' : `${worst.sides}:${worst.value}`}`;
        const entry = next.get(key);
        if (entry === undefined) next.set(key, { total, worst, p: state.p / s });
        else entry.p += state.p / s;
      }
    }
    states = next;
  }
  return states.values();
}

/**
 * A re-roll of the whole pool made first, on the totals (flat included) where `first` says so: its dice
 * are then all re-rolled (`fresh`: the total's distribution), and no die of it may be rolled again.
 */
export type WholeReroll = { readonly first: (total: number) => boolean; readonly fresh: Pmf };

/**
 * The same, split by whether a die was re-rolled: `kept` (no die below its average, or the whole pool
 * re-rolled already by `whole`: the total as it ends) and `rerolled` (the total after the one die's
 * re-roll); each is a part of the distribution.
 */
export function splitOneReroll(sides: readonly number[], flat: number, whole?: WholeReroll): { kept: Pmf; rerolled: Pmf } {
  const kept: [number[], Pmf[]] = [[], []];
  const rerolled: [number[], Pmf[]] = [[], []];
  for (const { total, worst, p } of poolStates(sides)) {
    if (whole !== undefined && whole.first(total + flat)) {
      kept[0].push(p);
      kept[1].push(whole.fresh);
      continue;
    }
    const [weights, parts] = worst === null ? kept : rerolled;
    weights.push(p);
    if (worst === null) {
      parts.push(constant(total + flat));
    } else {
      // the worst die's value leaves the total and a fresh die of its kind joins it
      const fresh = die(worst.sides);
      const shifted = new Float64Array(total - worst.value + flat + fresh.length);
      for (let v = 1; v < fresh.length; v++) shifted[total - worst.value + flat + v] = fresh[v]!;
      parts.push(shifted);
    }
  }
  return { kept: mixture(...kept), rerolled: mixture(...rerolled) };
}

/**
 * `copies` copies of one pool (`sides`, `flat`), each copy's total raised to at least `least` (11e
 * 02.02.01 "A ≥ 1" after a negative Attacks modifier), summed, when one die of all the copies may be
 * rolled again: the die furthest below its own average, the first of equals in rolling order (copy after
 * copy, each copy's dice in the order listed), if any is below it. Re-rolling it changes only its own
 * copy's total, which the floor may hold, so the state keeps that copy's other dice apart.
 */
export function copiesWithOneReroll(sides: readonly number[], flat: number, copies: number, least: number): Pmf {
  const floor = (total: number) => Math.max(least, total);
  const one = [...poolStates(sides)];
  // others: the floored totals of every copy but the one holding the worst die; rest: that copy's total without it
  type State = { others: number; worst: Shown | null; rest: number; p: number };
  let states = new Map<string, State>([['0|', { others: 0, worst: null, rest: 0, p: 1 }]]);
  for (let c = 0; c < copies; c++) {
    const next = new Map<string, State>();
    for (const state of states.values()) {
      for (const copy of one) {
        const total = copy.total + flat;
        const takes = copy.worst !== null && deficit(copy.worst) > deficit(state.worst);
        const held = state.worst === null ? 0 : floor(state.rest + state.worst.value);
        const after: Omit<State, 'p'> = takes
          ? { others: state.others + held, worst: copy.worst, rest: total - copy.worst!.value }
          : { ...state, others: state.others + floor(total) };
        const key = `${after.others}|${after.worst === null ? '' : `${after.worst.sides}:${after.worst.value}:${after.rest}`}`;
        const entry = next.get(key);
        if (entry === undefined) next.set(key, { ...after, p: state.p * copy.p });
        else entry.p += state.p * copy.p;
      }
    }
    states = next;
  }
  const out: number[] = [];
  const add = (value: number, p: number) => {
    while (out.length <= value) out.push(0);
    out[value]! += p;
  };
  for (const { others, worst, rest, p } of states.values()) {
    if (worst === null) add(others, p);
    else for (let v = 1; v <= worst.sides; v++) add(others + floor(rest + v), p / worst.sides);
  }
  return Float64Array.from(out);
}
