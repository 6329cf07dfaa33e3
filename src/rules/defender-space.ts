/**
 * The defender's state as one integer. A model group's state is the wounds it has lost: damage always goes
 * to the group's wounded model first, so lost wounds h mean floor(h / W) models destroyed and one model
 * with h mod W wounds lost (docs/rules.md 7.1). The unit's state mixes the groups' states in mixed radix
 * (its "code"); only the codes the allocation order can reach from the undamaged unit are states.
 */
import { currentGroup, type AllocationOrder } from './allocation-order.js';
import type { DefenderUnit, ModelGroup } from './types.js';

export type { AllocationOrder } from './allocation-order.js';

/** Defender states (reachable combinations of damaged models) beyond this are refused as they are counted. */
export const MAX_STATES = 250_000;

/** Up to this many codes, code → state is an array; beyond, a map (codes can then be astronomically many). */
const DENSE_CODES = 1 << 22;
/** A map instead when the codes are more than this many times the states. */
const SPARSE_RATIO = 64;

export class EngineLimitError extends Error {
  override readonly name = 'EngineLimitError';
}

export type DefenderSpace = {
  readonly unit: DefenderUnit;
  readonly groups: readonly ModelGroup[];
  /** Wounds a group has in total: count × W. */
  readonly capacity: readonly number[];
  /** The allocation orders whose damage the states are closed under. */
  readonly orders: readonly AllocationOrder[];
  /** Codes in all: the product of (capacity + 1) over the groups. */
  readonly codes: number;
  /**
   * The most wounds lost in any state: the space holds the reachable states that lost at most this many
   * (Infinity: all of them). An attack that cannot inflict more never needs the others.
   */
  readonly depth: number;
  /** Number of states: the reachable codes, numbered in increasing order (state 0 is UNDAMAGED). */
  readonly size: number;
  /** code[s]: the mixed-radix code of state s. */
  readonly code: Float64Array;
  /** The state with that code, or -1 when the space does not hold it. */
  readonly stateOf: (code: number) => number;
  readonly stride: readonly number[];
  /** lost[g][s]: wounds group g has lost in state s. */
  readonly lost: readonly Int32Array[];
  /** Group taking the next attack in state s, or -1 when the unit is destroyed. */
  readonly current: Readonly<Record<AllocationOrder, Int8Array>>;
  readonly startingModels: number;
};

/**
 * The defender's states under damage allocated in `orders` (every kernel built on the space must use one
 * of them), those that lost at most `depth` wounds. With one order, groups are damaged one after
 * another, so the states number about the sum of the groups' wounds rather than their product;
 * [PRECISION] beside the normal order adds the combinations of a damaged CHARACTER group with a damaged
 * bodyguard. Past MAX_STATES states it stops with EngineLimitError as soon as it has counted them.
 */
export function defenderSpace(unit: DefenderUnit, orders: readonly AllocationOrder[], depth = Infinity): DefenderSpace {
  const groups = unit.groups;
  if (groups.length === 0) throw new RangeError(`defenderSpace: unit "${unit.name}" has no model groups`);
  if (groups.length > 100) throw new EngineLimitError(`the unit "${unit.name}" has more than 100 model groups`);
  for (const g of groups) {
    if (!Number.isInteger(g.count) || g.count < 1) throw new RangeError(`defenderSpace: ${g.name}.count must be ≥ 1, got ${g.count}`);
    if (!Number.isInteger(g.wounds) || g.wounds < 1) throw new RangeError(`defenderSpace: ${g.name}.wounds must be ≥ 1, got ${g.wounds}`);
  }
  const capacity = groups.map((g) => g.count * g.wounds);
  const stride: number[] = [];
  let codes = 1;
  for (const c of capacity) {
    stride.push(codes);
    codes *= c + 1;
  }
  // 100 groups of 1,000 models of W100 still fit a double exactly only up to 2^53 codes
  if (!Number.isSafeInteger(codes)) throw new EngineLimitError(tooMany(unit));
  const layout: Layout = { unit, groups, capacity, stride, codes, startingModels: groups.reduce((n, g) => n + g.count, 0) };
  const reached = reachableCodes(layout, [0], orders, depth);
  const complete = depth >= capacity.reduce((a, b) => a + b, 0);
  return spaceOn(layout, orders, reached, complete ? Infinity : depth, denseLookup(codes, reached));
}

function tooMany(unit: DefenderUnit): string {
  return (
    `the defender "${unit.name}" has too many combinations of damaged models (over ${MAX_STATES.toLocaleString('en')}); ` +
    'merge model groups that share W, Sv, invulnerable saves and Feel No Pain'
  );
}

/**
 * The part of `space` that damage allocated in `orders` can reach from the states `seeds`, as a space of
 * its own, and states[i]: the state of `space` that is its state i. It always holds the undamaged unit as
 * state 0. A weapon that reaches few of many states then builds and steps only those.
 */
export function reachableSpace(
  space: DefenderSpace,
  seeds: Iterable<number>,
  orders: readonly AllocationOrder[],
): { readonly space: DefenderSpace; readonly states: Int32Array } {
  const codes = [space.code[UNDAMAGED]!];
  let undamagedOnly = true;
  for (const s of seeds) {
    codes.push(space.code[s]!);
    if (s !== UNDAMAGED) undamagedOnly = false;
  }
  // From the undamaged unit in the orders it was built for, the space reaches no less than all of itself
  // (a weapon that fires first: no search).
  const sameOrders = orders.length === space.orders.length && orders.every((o) => space.orders.includes(o));
  const reached = undamagedOnly && sameOrders ? null : reachableCodes(space, codes, orders, space.depth);
  // all of them: the space itself (with the orders it was built for)
  if (reached === null || reached.length === space.size) return { space, states: allStates(space) };
  const states = Int32Array.from(reached, (c) => space.stateOf(c));
  if (states.some((s) => s < 0)) throw new RangeError(`reachableSpace: the orders ${orders.join(', ')} leave the space (built for ${space.orders.join(', ')})`);
  const local = new Int32Array(space.size).fill(-1);
  states.forEach((s, i) => (local[s] = i));
  return { space: spaceOn(space, orders, reached, space.depth, (c) => { const s = space.stateOf(c); return s < 0 ? -1 : local[s]!; }), states };
}

/** 0, 1, …, size − 1: every state of the space, listed once per space. */
const allStates = (() => {
  const lists = new WeakMap<DefenderSpace, Int32Array>();
  return (space: DefenderSpace): Int32Array => {
    let states = lists.get(space);
    if (states === undefined) {
      states = new Int32Array(space.size);
      for (let s = 0; s < states.length; s++) states[s] = s;
      lists.set(space, states);
    }
    return states;
  };
})();

/** What every space of one unit shares: the groups and how their lost wounds mix into a code. */
type Layout = Pick<DefenderSpace, 'unit' | 'groups' | 'capacity' | 'stride' | 'codes' | 'startingModels'>;

function lostIn(layout: Layout, code: number, g: number): number {
  return Math.floor(code / layout.stride[g]!) % (layout.capacity[g]! + 1);
}

/**
 * code → index in `codes` (increasing): an array over every code, or a map when they are too many or
 * the states are few of them (an attack that can destroy 10 of 100,000 models reaches 11 states).
 */
function denseLookup(codes: number, reached: Float64Array): (code: number) => number {
  if (codes <= DENSE_CODES && codes <= SPARSE_RATIO * reached.length + 1024) {
    const stateOf = new Int32Array(codes).fill(-1);
    reached.forEach((c, s) => (stateOf[c] = s));
    return (c) => (c < codes ? stateOf[c]! : -1);
  }
  const map = new Map<number, number>();
  reached.forEach((c, s) => map.set(c, s));
  return (c) => map.get(c) ?? -1;
}

/** The space whose states are `code` (increasing, closed under damage allocated in `orders` up to `depth`). */
function spaceOn(
  layout: Layout,
  orders: readonly AllocationOrder[],
  code: Float64Array,
  depth: number,
  stateOf: (code: number) => number,
): DefenderSpace {
  const { unit, groups, capacity, stride, codes, startingModels } = layout;
  const lost = groups.map((_, g) => Int32Array.from(code, (c) => lostIn(layout, c, g)));
  const currentIn = (order: AllocationOrder) => {
    const out = new Int8Array(code.length);
    for (let s = 0; s < code.length; s++) out[s] = currentGroup(groups, capacity, (g) => lost[g]![s]!, order);
    return out;
  };
  return {
    unit,
    groups,
    capacity,
    orders,
    codes,
    depth,
    size: code.length,
    code,
    stateOf,
    stride,
    lost,
    current: { normal: currentIn('normal'), precision: currentIn('precision') },
    startingModels,
  };
}

/**
 * The codes reachable from `seeds` when the current model (in any of `orders`) loses wounds, with at most
 * `depth` wounds lost in all, in increasing order. One wound at a time is enough: a loss of l wounds
 * stops at the end of the current model, and the model's group stays current while it is wounded, so the
 * l-wound loss passes through the same codes as l single wounds (each one more wound lost).
 */
function reachableCodes(layout: Layout, seeds: readonly number[], orders: readonly AllocationOrder[], depth: number): Float64Array {
  const { groups, capacity, stride, codes } = layout;
  const dense = codes <= DENSE_CODES;
  const seen = dense ? new Uint8Array(codes) : null;
  const seenSet = dense ? null : new Set<number>();
  const found: number[] = [];
  const stack: number[] = [];
  const levels: number[] = [];
  const visit = (c: number, level: number) => {
    if (seen !== null ? seen[c] === 1 : seenSet!.has(c)) return;
    if (seen !== null) seen[c] = 1;
    else seenSet!.add(c);
    found.push(c);
    if (found.length > MAX_STATES) throw new EngineLimitError(tooMany(layout.unit));
    stack.push(c);
    levels.push(level);
  };
  for (const c of seeds) visit(c, groups.reduce((sum, _, g) => sum + lostIn(layout, c, g), 0));
  while (stack.length > 0) {
    const c = stack.pop()!;
    const level = levels.pop()!;
    if (level >= depth) continue;
    // indexed: this runs once per state reached
    for (let o = 0; o < orders.length; o++) {
      const g = currentGroup(groups, capacity, (i) => lostIn(layout, c, i), orders[o]!);
      if (g >= 0) visit(c + stride[g]!, level + 1);
    }
  }
  return Float64Array.from(found).sort();
}

/**
 * The state after the current model of group g in state s loses `wounds` wounds; the excess beyond that
 * model's remaining wounds is lost (RULES §3.12). BEYOND when that is past the space's depth.
 */
export function afterLoss(space: DefenderSpace, s: number, g: number, wounds: number): number {
  const h = space.lost[g]![s]!;
  const perModel = space.groups[g]!.wounds;
  const modelEnd = (Math.floor(h / perModel) + 1) * perModel;
  const loss = Math.min(h + wounds, modelEnd) - h;
  const t = space.stateOf(space.code[s]! + loss * space.stride[g]!);
  if (t >= 0) return t;
  // beyond the space's depth: no attack it was built for gets there
  if (woundsLost(space, s) + loss > space.depth) return BEYOND;
  throw new RangeError(`afterLoss: group ${g} is not current in state ${s} under the orders ${space.orders.join(', ')}`);
}

/** afterLoss of a loss that would leave the space past its depth (kernels drop that transition). */
export const BEYOND = -1;

export function modelsDestroyed(space: DefenderSpace, s: number): number {
  let n = 0;
  for (let g = 0; g < space.groups.length; g++) n += Math.floor(space.lost[g]![s]! / space.groups[g]!.wounds);
  return n;
}

export function woundsLost(space: DefenderSpace, s: number): number {
  let n = 0;
  for (let g = 0; g < space.groups.length; g++) n += space.lost[g]![s]!;
  return n;
}

export function totalWounds(space: DefenderSpace): number {
  return space.capacity.reduce((a, b) => a + b, 0);
}

/**
 * The unit's strength in state s against its full strength (docs/rules.md §9): a one-model unit is judged
 * by its wounds, any other unit by its models. Below Half-strength: 2·left < full; at or below: 2·left ≤ full.
 */
export function strengthInState(space: DefenderSpace, s: number): { readonly left: number; readonly full: number } {
  const starting = space.startingModels;
  if (starting === 1) return { left: totalWounds(space) - woundsLost(space, s), full: totalWounds(space) };
  return { left: starting - modelsDestroyed(space, s), full: starting };
}

export function groupModelsDestroyed(space: DefenderSpace, g: number, s: number): number {
  return Math.floor(space.lost[g]![s]! / space.groups[g]!.wounds);
}

/** The state every model group starts in: undamaged. */
export const UNDAMAGED = 0;

/**
 * Toughness used for wound rolls in state s (docs/rules.md 3.2): highest T of the surviving non-Leader
 * groups, or of the surviving Leader groups when no bodyguard is left.
 */
export function toughnessInState(space: DefenderSpace, s: number, whenDestroyed?: number): number {
  let bodyguard = 0;
  let leaders = 0;
  space.groups.forEach((g, i) => {
    if (space.lost[i]![s]! >= space.capacity[i]!) return;
    if (g.leader) leaders = Math.max(leaders, g.toughness);
    else bodyguard = Math.max(bodyguard, g.toughness);
  });
  // A destroyed unit: the Toughness it had when targets were selected (nothing more can happen to it),
  // by default the undamaged unit's.
  return bodyguard || leaders || (whenDestroyed ?? undamagedToughness(space.groups));
}

/** The undamaged unit's Toughness (3.2): the highest T of its non-Leader groups, else of its Leaders. */
export function undamagedToughness(groups: readonly ModelGroup[]): number {
  const bodyguard = groups.filter((g) => !g.leader);
  return Math.max(...(bodyguard.length > 0 ? bodyguard : groups).map((g) => g.toughness));
}
