/**
 * One attack applied to a distribution of the defender's states: the unit's mortal-wound sources that come
 * before the attacks, then each firing group in turn, then (10e) the deferred [DEVASTATING WOUNDS], then
 * the sources that come after the attacks (docs/rules.md §11). `resolveAttack` is one such
 * step from the undamaged unit; `resolveSequence` chains them. The starting distribution may come in
 * labelled parts that are kept apart to the end (a sequence labels each starting state by what it had
 * already lost, to tell what this step alone did); the weapons' work is shared between the parts.
 */
import { stateTotal } from '../prob/markov.js';
import { expandDist, moveDist, restrictDist, statesWithMass } from '../prob/state-lists.js';
import { applyDeferred, deferWeapon, type DeferredRuns } from './deferred-devastating.js';
import {
  EngineLimitError, modelsDestroyed, reachableSpace, toughnessInState, type DefenderSpace,
} from './defender-space.js';
import type { EditionRules } from './editions.js';
import { applyMortalSources, mortalSourceResult, sourcesByTiming } from './mortal-sources.js';
import type { MortalSource, MortalSourceResult, WeaponResult } from './types.js';
import type { PreparedStep } from './prepared-step.js';
import { jointWork } from './weapon-plan.js';
import { devastatingAfter, normalDamageByDevastating, refuseLargeDevastating, weaponOrder } from './weapon-step.js';
import { REDUCE, type WorkBudget } from './work-budget.js';

/**
 * Distributions over the states `frame` of a space (increasing state numbers), one per label. Labels are
 * the caller's; resolveAttack has one.
 */
export type LabelledDist = { readonly frame: Int32Array; readonly parts: ReadonlyMap<number, Float64Array> };

export type StepEnd = {
  /** Per label: the distribution over every state of the space after the step. */
  readonly ends: ReadonlyMap<number, Float64Array>;
  /**
   * Each weapon's reported stages (8a), computed when first asked for: they cost as much as the attack
   * itself, and a comparison's tables read only the unit's totals.
   */
  readonly weapons: () => readonly WeaponResult[];
  readonly mortalSources: readonly MortalSourceResult[];
};

/**
 * Part of the defender's state distribution. `selection`: the unit when targets were selected, which
 * mortal-wound sources before the attack can change. `pending`: 10e [DEVASTATING WOUNDS] critical wounds
 * still to resolve, per such weapon in order. `label`: the starting part it comes from. `dist` is over
 * the states of the current frame, not the whole space: there can be many branches.
 */
type Branch = { readonly selection: Selection; readonly pending: readonly number[]; readonly label: number; readonly dist: Float64Array };

/**
 * The unit when targets are selected, after the mortal-wound sources before the attacks (docs/rules.md
 * 1.3, 3.2, 11): its
 * models ([BLAST]) and its Toughness (10e: for the whole attack; both editions: for a unit destroyed since).
 */
type Selection = { readonly models: number; readonly toughness: number };

/**
 * All branches live together: at most this many cells (a branch costs its states and about 300 cells of
 * bookkeeping), about 500 MB.
 */
const BRANCH_CELL_LIMIT = 6e7;
const BRANCH_OVERHEAD = 300;

function checkBranches(branches: number, states: number, weapon: string, labels: number): void {
  if (branches * (states + BRANCH_OVERHEAD) <= BRANCH_CELL_LIMIT) return;
  const apart = labels > 1 ? `, and for each of ${labels} parts a sequence keeps apart to tell what one step alone did` : '';
  throw new EngineLimitError(
    `${weapon}: the defender's state distribution splits into up to ${branches.toLocaleString('en')} parts over ` +
      `${states.toLocaleString('en')} states (one per combination of 10e [DEVASTATING WOUNDS] critical wounds still to ` +
      `resolve and of [BLAST] bonuses${apart}), which are too many to resolve exactly; ${REDUCE}`,
  );
}

/** What one weapon's wound rolls met: models at target selection and the Toughness of the moment. */
type Context = { readonly selected: number; readonly toughness: number; p: number };

/**
 * Resolve the prepared attack from `start`. `space` must hold every allocation order of the step
 * (step.orders). Work is charged to `budget`.
 */
export function resolveStep(step: PreparedStep, space: DefenderSpace, start: LabelledDist, budget: WorkBudget): StepEnd {
  const { rules } = step;
  // Each part runs on the states it can reach (reachableSpace): where [PRECISION] and the normal order
  // mix, those are often few of the space's states.
  const sources = step.scenario.mortalSources ?? [];
  // §11: reported in the order given, whenever they are inflicted.
  const mortalSources: readonly MortalSourceResult[] = sources.map(mortalSourceResult);
  const { before, after } = sourcesByTiming(sources);
  let frame = start.frame;
  let parts = start.parts;
  if (before.length > 0) {
    const early = reachableSpace(space, statesWithMass(frame, [...parts.values()]), ['normal']);
    const labels = [...parts.keys()];
    const applied = applyMortalSources(early.space, [...parts.values()].map((d) => moveDist(d, frame, early.states)), before, budget);
    parts = new Map(labels.map((label, i) => [label, applied[i]!]));
    frame = early.states;
  }
  const blast = step.weapons.some((w) => w.ctx.abilities.blast > 0);
  let branches = [...parts].flatMap(([label, dist]) => splitBySelected(space, frame, dist, blast, label));
  const deferred: DeferredRuns = [];
  const reported: (() => WeaponResult)[] = [];

  for (const weapon of step.weapons) {
    const { ctx } = weapon;
    const reach = reachableSpace(space, statesWithMass(frame, branches.map((b) => b.dist)), [weaponOrder(ctx)]);
    const kernels = weapon.kernels(reach.space, budget);
    const defer = kernels.devastating !== null && rules.devastatingTiming === 'after-all-weapons';
    const pending = defer ? deferWeapon(deferred, ctx, space) : null;
    if (pending?.splits === true) {
      // checked before the work: every branch may split once per count of this weapon's critical wounds
      const most = branches.reduce((n, b) => n + jointWork(weapon.plan(b.selection.models)).maxWounds + 1, 0);
      checkBranches(most, reach.states.length, ctx.weapon.name, start.parts.size);
    }

    const next = new Map<string, Branch>();
    const met = new Map<string, Context>();
    for (const branch of branches) {
      const selected = branch.selection.models;
      for (const [toughness, part] of splitByToughness(space, frame, branch.dist, rules, branch.selection.toughness)) {
        const key = `${selected}|${toughness}`;
        const context = met.get(key) ?? met.set(key, { selected, toughness, p: 0 }).get(key)!;
        context.p += stateTotal(part);
        refuseLargeDevastating(kernels, weapon.plan(selected), reach.states.length, budget);
        const joint = weapon.joint(selected, toughness, budget);
        const local = moveDist(part, frame, reach.states);
        // 4.7: critical wounds saved at a better AP come after the others, the Command Re-roll still in hand
        const byDevastating = withToken(kernels.token, local, (d) => {
          const normal = normalDamageByDevastating(kernels, d, joint, ctx.weapon.name, budget);
          return kernels.critical === null ? normal : new Map([[0, kernels.critical(normal)]]);
        });
        const add = (pendingNow: readonly number[], dist: Float64Array) => addBranch(next, { ...branch, pending: pendingNow, dist });
        if (kernels.devastating === null) {
          for (const dist of byDevastating.values()) add(branch.pending, dist);
        } else if (pending !== null) {
          for (const [m, dist] of byDevastating) add(pending.join(branch.pending, m), dist);
        } else {
          add(branch.pending, devastatingAfter(kernels.devastating, byDevastating, ctx.weapon.name, budget));
        }
        checkBranches(next.size, reach.states.length, ctx.weapon.name, start.parts.size);
      }
    }
    branches = [...next.values()];
    frame = reach.states;
    const contexts = [...met.values()];
    reported.push(() => weapon.result(contexts));
  }
  let weapons: readonly WeaponResult[] | undefined;
  const attacked = applyDeferred(space, frame, branches, deferred, budget);
  return {
    ends: after.length === 0 ? attacked : afterTheAttacks(space, attacked, after, budget),
    weapons: () => (weapons ??= reported.map((result) => result())),
    mortalSources,
  };
}

/**
 * §11: the sources that come after the attacks, in order, on the unit every firing group and 10e's
 * deferred [DEVASTATING WOUNDS] left (those are part of the unit's attacks, 6.3): models they destroyed
 * are gone, and the mortal wounds spill from the wounded model on. `ends`: per label, over every state of
 * `space`; the sources run on the states mortal wounds can reach from there.
 */
function afterTheAttacks(
  space: DefenderSpace,
  ends: ReadonlyMap<number, Float64Array>,
  sources: readonly MortalSource[],
  budget: WorkBudget,
): Map<number, Float64Array> {
  const labels = [...ends.keys()];
  const dists = [...ends.values()];
  const seeds = new Set<number>();
  for (const dist of dists) for (let s = 0; s < dist.length; s++) if (dist[s] !== 0) seeds.add(s);
  const late = reachableSpace(space, seeds, ['normal']);
  const applied = applyMortalSources(late.space, dists.map((d) => restrictDist(d, late.states)), sources, budget);
  return new Map(labels.map((label, i) => [label, expandDist(applied[i]!, late.states, space.size)]));
}

/**
 * With a Command Re-roll of a save or Damage roll in hand, the weapon's normal damage runs on doubled
 * distributions (the upper half still holds it); afterwards the halves are merged again.
 */
function withToken(
  token: boolean,
  dist: Float64Array,
  resolve: (dist: Float64Array) => Map<number, Float64Array>,
): Map<number, Float64Array> {
  if (!token) return resolve(dist);
  const doubled = new Float64Array(2 * dist.length);
  doubled.set(dist, dist.length);
  const out = new Map<number, Float64Array>();
  for (const [m, d] of resolve(doubled)) {
    const merged = d.slice(0, dist.length);
    for (let s = 0; s < merged.length; s++) merged[s]! += d[dist.length + s]!;
    out.set(m, merged);
  }
  return out;
}

/**
 * One branch per unit at target selection (docs/rules.md 1.3, 3.2): its Toughness then, and the models
 * left, which only [BLAST] reads, as floor(models / 5): branches that agree on that are one
 * (`selection.models` is the lowest such number), and without [BLAST] the models do not split branches.
 */
function splitBySelected(space: DefenderSpace, frame: Int32Array, dist: Float64Array, blast: boolean, label: number): Branch[] {
  const parts = new Map<string, Branch>();
  for (let i = 0; i < dist.length; i++) {
    const p = dist[i]!;
    if (p === 0) continue;
    const models = space.startingModels - modelsDestroyed(space, frame[i]!);
    // A unit the sources destroyed has no Toughness left: toughnessInState gives the undamaged unit's.
    const selection = { models: blast ? models - (models % 5) : space.startingModels, toughness: toughnessInState(space, frame[i]!) };
    const key = `${selection.models}|${selection.toughness}`;
    let branch = parts.get(key);
    if (branch === undefined) parts.set(key, (branch = { selection, pending: [], label, dist: new Float64Array(dist.length) }));
    branch.dist[i] = p;
  }
  return [...parts.values()];
}

function addBranch(branches: Map<string, Branch>, branch: Branch): void {
  const { selection, pending, label, dist } = branch;
  const key = `${label}:${selection.models}|${selection.toughness}:${pending.join(',')}`;
  const existing = branches.get(key);
  if (existing === undefined) {
    branches.set(key, branch);
    return;
  }
  for (let s = 0; s < dist.length; s++) existing.dist[s]! += dist[s]!;
}

/**
 * Wound rolls use the Toughness of the moment (docs/rules.md 3.2): 10e the one at target selection;
 * 11e the one when this weapon's wound rolls are made, which changes once the bodyguard is destroyed.
 */
function splitByToughness(
  space: DefenderSpace,
  frame: Int32Array,
  dist: Float64Array,
  rules: EditionRules,
  atSelection: number,
): Map<number, Float64Array> {
  if (rules.toughnessTiming === 'target-selection') return new Map([[atSelection, dist]]);
  const parts = new Map<number, Float64Array>();
  for (let i = 0; i < dist.length; i++) {
    const p = dist[i]!;
    if (p === 0) continue;
    const t = toughnessInState(space, frame[i]!, atSelection);
    let part = parts.get(t);
    if (part === undefined) parts.set(t, (part = new Float64Array(dist.length)));
    part[i] = p;
  }
  return parts;
}
