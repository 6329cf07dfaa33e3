/**
 * The whole attack: mortal-wound sources first, then each firing group in turn against the defender's
 * exact state distribution, then (10e) the deferred [DEVASTATING WOUNDS], then the attacker's
 * [HAZARDOUS] losses and the defender's battle-shock.
 */
import { stateTotal } from '../prob/markov.js';
import { moveDist, statesWithMass } from '../prob/state-lists.js';
import { mixture } from '../prob/pmf.js';
import { battleShock } from './battle-shock.js';
import { applyDeferred, deferWeapon, type DeferredRuns } from './deferred-devastating.js';
import {
  defenderSpace, EngineLimitError, modelsDestroyed, reachableSpace, toughnessInState, UNDAMAGED, type AllocationOrder, type DefenderSpace,
} from './defender-space.js';
import type { EditionRules } from './editions.js';
import { hazardResult } from './hazard.js';
import { applyMortalSources } from './mortal-sources.js';
import { defenderOutcome, summarize } from './summary.js';
import type { AttackResult, ModelGroup, Scenario, WeaponResult } from './types.js';
import { weaponContext } from './weapon-context.js';
import { jointWork, planWeapon, weaponStages, woundJoint, type WeaponPlan, type WeaponStages } from './weapon-plan.js';
import { devastatingAfter, normalDamageByDevastating, weaponKernels, weaponOrder } from './weapon-step.js';
import { REDUCE, workBudget } from './work-budget.js';

/**
 * Part of the defender's state distribution. `selection`: the unit when targets were selected, which
 * mortal-wound sources before the attack can change. `pending`: 10e
 * [DEVASTATING WOUNDS] critical wounds still to resolve, per such weapon in order. `dist` is over the
 * states of the current frame (below), not the whole space: there can be many branches.
 */
type Branch = { readonly selection: Selection; readonly pending: readonly number[]; readonly dist: Float64Array };

/**
 * The unit when targets are selected, after any mortal-wound sources (docs/rules.md 1.3, 3.2, 11): its
 * models ([BLAST]) and its Toughness (10e: for the whole attack; both editions: for a unit destroyed since).
 */
type Selection = { readonly models: number; readonly toughness: number };

/**
 * All branches live together: at most this many cells (a branch costs its states and about 300 cells of
 * bookkeeping), about 500 MB.
 */
const BRANCH_CELL_LIMIT = 6e7;
const BRANCH_OVERHEAD = 300;

function checkBranches(branches: number, states: number, weapon: string): void {
  if (branches * (states + BRANCH_OVERHEAD) <= BRANCH_CELL_LIMIT) return;
  throw new EngineLimitError(
    `${weapon}: the defender's state distribution splits into up to ${branches.toLocaleString('en')} parts over ` +
      `${states.toLocaleString('en')} states (one per combination of 10e [DEVASTATING WOUNDS] critical wounds still to ` +
      `resolve and of [BLAST] bonuses), which are too many to resolve exactly; ${REDUCE}`,
  );
}

/** The states of the space the branches' distributions are over (increasing): those the last step could reach. */
type Frame = Int32Array;

/** What one weapon's wound rolls met: models at target selection and the Toughness of the moment. */
type Context = { readonly selected: number; readonly toughness: number; p: number };

export function resolveAttack(scenario: Scenario, rules: EditionRules): AttackResult {
  const reroll = scenario.commandReroll;
  const contexts = scenario.attacker.firing.map((group, index) => {
    const rerolled = reroll !== undefined && (reroll.weapon ?? 0) === index ? reroll.roll : undefined;
    return weaponContext(group, scenario.modifiers, scenario.conditions, scenario.defender, rules, rerolled);
  });
  // Mortal wounds and most weapons allocate in the normal order; [PRECISION] weapons in their own.
  const orders: AllocationOrder[] = contexts.some((ctx) => ctx.abilities.precision) ? ['normal', 'precision'] : ['normal'];
  const space = defenderSpace(scenario.defender, orders);
  const budget = workBudget();
  // Each step runs on the states it can reach (reachableSpace): where [PRECISION] and the normal order
  // mix, those are often few of the space's states. Before the mortal-wound sources: the undamaged unit.
  const sources = scenario.mortalSources ?? [];
  const early = sources.length === 0 ? null : reachableSpace(space, [], ['normal']);
  const mortals = early === null ? { dist: Float64Array.of(1), results: [] } : applyMortalSources(early.space, undamaged(early.space.size), sources, budget);
  let frame: Frame = early === null ? Int32Array.of(UNDAMAGED) : early.states;
  let branches = splitBySelected(space, frame, mortals.dist, contexts.some((ctx) => ctx.abilities.blast > 0));
  const deferred: DeferredRuns = [];
  const weapons: WeaponResult[] = [];

  for (const ctx of contexts) {
    const reach = reachableSpace(space, statesWithMass(frame, branches.map((b) => b.dist)), [weaponOrder(ctx)]);
    const kernels = weaponKernels(ctx, reach.space, budget);
    const firstGroup = space.groups[space.current[kernels.order][UNDAMAGED]!]!;
    const plans = memo((selected: number) => planWeapon(ctx, selected, toughnessInState(space, UNDAMAGED), firstGroup));
    const joints = memo((key: string) => {
      const [selected, toughness] = key.split('|').map(Number) as [number, number];
      return woundJoint(plans(selected), toughness, budget);
    });
    const defer = kernels.devastating !== null && rules.devastatingTiming === 'after-all-weapons';
    const pending = defer ? deferWeapon(deferred, ctx, space) : null;
    if (pending?.splits === true) {
      // checked before the work: every branch may split once per count of this weapon's critical wounds
      const most = branches.reduce((n, b) => n + jointWork(plans(b.selection.models)).maxWounds + 1, 0);
      checkBranches(most, reach.states.length, ctx.weapon.name);
    }

    const next = new Map<string, Branch>();
    const met = new Map<string, Context>();
    for (const branch of branches) {
      const selected = branch.selection.models;
      for (const [toughness, part] of splitByToughness(space, frame, branch.dist, rules, branch.selection.toughness)) {
        const key = `${selected}|${toughness}`;
        const context = met.get(key) ?? met.set(key, { selected, toughness, p: 0 }).get(key)!;
        context.p += stateTotal(part);
        const local = moveDist(part, frame, reach.states);
        const byDevastating = withToken(kernels.token, local, (d) =>
          normalDamageByDevastating(kernels, d, joints(key), ctx.weapon.name, budget));
        if (kernels.devastating === null) {
          for (const dist of byDevastating.values()) addBranch(next, branch.selection, branch.pending, dist);
        } else if (pending !== null) {
          for (const [m, dist] of byDevastating) addBranch(next, branch.selection, pending.join(branch.pending, m), dist);
        } else {
          addBranch(next, branch.selection, branch.pending, devastatingAfter(kernels.devastating, byDevastating, ctx.weapon.name, budget));
        }
        checkBranches(next.size, reach.states.length, ctx.weapon.name);
      }
    }
    branches = [...next.values()];
    frame = reach.states;
    weapons.push(weaponResult(plans, [...met.values()], firstGroup));
  }

  const outcome = defenderOutcome(space, applyDeferred(space, frame, branches, deferred, budget));
  const hazard = hazardResult(scenario.attacker, contexts, rules);
  const shock = battleShock(scenario.defender, outcome, rules, scenario.forcedBattleShock);
  return {
    edition: rules.id,
    weapons,
    ...outcome,
    ...(hazard === undefined ? {} : { hazard }),
    ...(mortals.results.length === 0 ? {} : { mortalSources: mortals.results }),
    ...(shock === undefined ? {} : { battleShock: shock }),
    ...(reroll === undefined ? {} : { commandReroll: reroll }),
  };
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

/** All the mass on the undamaged unit (state 0 of every space). */
function undamaged(size: number): Float64Array {
  const dist = new Float64Array(size);
  dist[UNDAMAGED] = 1;
  return dist;
}

function memo<K, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, compute(key));
    return cache.get(key)!;
  };
}

/**
 * One branch per unit at target selection (docs/rules.md 1.3, 3.2): its Toughness then, and the models
 * left, which only [BLAST] reads, as floor(models / 5): branches that agree on that are one
 * (`selection.models` is the lowest such number), and without [BLAST] the models do not split branches.
 */
function splitBySelected(space: DefenderSpace, frame: Frame, dist: Float64Array, blast: boolean): Branch[] {
  const parts = new Map<string, Branch>();
  for (let i = 0; i < dist.length; i++) {
    const p = dist[i]!;
    if (p === 0) continue;
    const models = space.startingModels - modelsDestroyed(space, frame[i]!);
    // A unit the sources destroyed has no Toughness left: toughnessInState gives the undamaged unit's.
    const selection = { models: blast ? models - (models % 5) : space.startingModels, toughness: toughnessInState(space, frame[i]!) };
    const key = `${selection.models}|${selection.toughness}`;
    let branch = parts.get(key);
    if (branch === undefined) parts.set(key, (branch = { selection, pending: [], dist: new Float64Array(dist.length) }));
    branch.dist[i] = p;
  }
  return [...parts.values()];
}

function addBranch(branches: Map<string, Branch>, selection: Selection, pending: readonly number[], dist: Float64Array): void {
  const key = `${selection.models}|${selection.toughness}:${pending.join(',')}`;
  const existing = branches.get(key);
  if (existing === undefined) {
    branches.set(key, { selection, pending, dist });
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
  frame: Frame,
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

/** The weapon's reported stages, mixed over the contexts its wound rolls met (8a). */
function weaponResult(plans: (selected: number) => WeaponPlan, met: readonly Context[], firstGroup: ModelGroup): WeaponResult {
  const total = met.reduce((sum, c) => sum + c.p, 0);
  const parts = met.map((c) => ({ p: c.p / total, stages: weaponStages(plans(c.selected), c.toughness, firstGroup) }));
  const stage = (key: keyof WeaponStages) => summarize(mixture(parts.map((x) => x.p), parts.map((x) => x.stages[key])));
  const likeliest = met.reduce((best, c) => (c.p > best.p ? c : best));
  const plan = plans(likeliest.selected);
  return {
    weapon: plan.ctx.weapon.name,
    count: plan.ctx.count,
    ...(plan.lethal === undefined ? {} : { lethal: plan.lethal }),
    attacks: stage('attacks'),
    hits: stage('hits'),
    criticalHits: stage('criticalHits'),
    wounds: stage('wounds'),
    criticalWounds: stage('criticalWounds'),
    unsavedWounds: stage('unsavedWounds'),
    mortalWounds: stage('mortalWounds'),
    damage: stage('damage'),
  };
}
