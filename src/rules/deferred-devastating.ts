/**
 * 10e [DEVASTATING WOUNDS] (docs/rules.md 6.3): the mortal wounds are resolved after all of the unit's
 * attacks, weapon after weapon. Until then each branch of the defender's state distribution records the
 * critical wounds still pending, one count per run of weapons: consecutive weapons whose mortal wounds act
 * alike share one count, since K^a·K^b = K^(a+b) (otherwise the branches would multiply, one for each
 * combination of counts).
 */
import { expandDist, moveDist, statesWithMass } from '../prob/state-lists.js';
import { afterFeelNoPain, devastatingFeelNoPain, devastatingPmf } from './damage.js';
import { reachableSpace, type DefenderSpace } from './defender-space.js';
import type { WeaponContext } from './weapon-context.js';
import { devastatingAfter, devastatingKernel, weaponOrder } from './weapon-step.js';
import type { WorkBudget } from './work-budget.js';

/** Weapons whose mortal wounds wait, one run per count. */
export type DeferredRuns = { readonly weapon: WeaponContext; readonly key: string }[];

/**
 * Add a weapon whose mortal wounds wait; returns how its count of critical wounds joins a branch's pending
 * counts: a count of its own (`splits`: each branch splits once per count), or added to the previous
 * weapon's when their mortal wounds act alike.
 */
export function deferWeapon(
  runs: DeferredRuns,
  ctx: WeaponContext,
  space: DefenderSpace,
): { readonly splits: boolean; readonly join: (pending: readonly number[], m: number) => number[] } {
  const lost = space.groups.map((g) => Array.from(afterFeelNoPain(devastatingPmf(ctx), devastatingFeelNoPain(ctx, g))));
  const key = JSON.stringify([weaponOrder(ctx), lost]);
  if (runs.length > 0 && runs[runs.length - 1]!.key === key) {
    return { splits: false, join: (pending, m) => [...pending.slice(0, -1), pending[pending.length - 1]! + m] };
  }
  runs.push({ weapon: ctx, key });
  return { splits: true, join: (pending, m) => [...pending, m] };
}

/**
 * The pending mortal wounds of every run, in order: for the first run, Σ_m K^m·dist_m is evaluated by
 * Horner's rule over the branches that agree on the label and the later runs' counts; then the next run
 * the same way. `frame`: the states of `space` the branches' distributions are over. The kernels are
 * built here, on the states the mortal wounds can reach from where the attacks left the unit. Returns
 * the distribution over every state of `space` per label.
 */
export function applyDeferred(
  space: DefenderSpace,
  frame: Int32Array,
  branches: readonly { readonly pending: readonly number[]; readonly label: number; readonly dist: Float64Array }[],
  runs: DeferredRuns,
  budget: WorkBudget,
): Map<number, Float64Array> {
  if (runs.length === 0) return sumByLabel(branches, frame, frame.length, space.size);
  const seeds = statesWithMass(frame, branches.map((b) => b.dist));
  const reach = reachableSpace(space, seeds, [...new Set(runs.map((r) => weaponOrder(r.weapon)))]);
  const size = reach.space.size;
  let current = branches.map((b) => ({ pending: b.pending, label: b.label, dist: moveDist(b.dist, frame, reach.states) }));
  for (const { weapon } of runs) {
    const kernel = devastatingKernel(weapon, reach.space);
    const byRest = new Map<string, { label: number; pending: number[]; byCount: Map<number, Float64Array> }>();
    for (const { pending, label, dist } of current) {
      const key = `${label}:${pending.slice(1).join(',')}`;
      const group = byRest.get(key) ?? byRest.set(key, { label, pending: pending.slice(1), byCount: new Map() }).get(key)!;
      const existing = group.byCount.get(pending[0]!);
      if (existing === undefined) group.byCount.set(pending[0]!, dist);
      else for (let s = 0; s < size; s++) existing[s]! += dist[s]!;
    }
    current = [...byRest.values()].map(({ label, pending, byCount }) => ({
      pending,
      label,
      dist: devastatingAfter(kernel, byCount, weapon.weapon.name, budget),
    }));
  }
  return sumByLabel(current, reach.states, size, space.size);
}

/** The branches' distributions (over `states`, `length` of them) added up per label, over every state of the space. */
function sumByLabel(
  branches: readonly { readonly label: number; readonly dist: Float64Array }[],
  states: Int32Array,
  length: number,
  spaceSize: number,
): Map<number, Float64Array> {
  const sums = new Map<number, Float64Array>();
  for (const { label, dist } of branches) {
    const sum = sums.get(label) ?? sums.set(label, new Float64Array(length)).get(label)!;
    for (let i = 0; i < length; i++) sum[i]! += dist[i]!;
  }
  return new Map([...sums].map(([label, sum]) => [label, expandDist(sum, states, spaceSize)]));
}
