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

/**
 * The same, split by whether a die was re-rolled: `kept` (no die below its average: the total as
 * rolled) and `rerolled` (the total after the re-roll); each is a part of the distribution.
 */
export function splitOneReroll(sides: readonly number[], flat: number): { kept: Pmf; rerolled: Pmf } {
  // state: total so far, and the die most worth re-rolling so far ("" when none is below its average)
  let states = new Map<string, { total: number; worst: { sides: number; value: number } | null; p: number }>();
  states.set('0|', { total: 0, worst: null, p: 1 });
  for (const s of sides) {
    const next = new Map<string, { total: number; worst: { sides: number; value: number } | null; p: number }>();
    for (const state of states.values()) {
      for (let v = 1; v <= s; v++) {
        const deficit = (s + 1) / 2 - v;
        const current = state.worst === null ? 0 : (state.worst.sides + 1) / 2 - state.worst.value;
        const worst = deficit > current ? { sides: s, value: v } : state.worst;
        const total = state.total + v;
        const key = `${total}|${worst === null ? '' : `${worst.sides}:${worst.value}`}`;
        const entry = next.get(key);
        if (entry === undefined) next.set(key, { total, worst, p: state.p / s });
        else entry.p += state.p / s;
      }
    }
    states = next;
  }
  const kept: [number[], Pmf[]] = [[], []];
  const rerolled: [number[], Pmf[]] = [[], []];
  for (const { total, worst, p } of states.values()) {
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
