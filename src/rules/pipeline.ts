/**
 * The whole attack: mortal-wound sources first, then each firing group in turn against the defender's
 * exact state distribution, then (10e) the deferred [DEVASTATING WOUNDS], then the attacker's
 * [HAZARDOUS] losses and the defender's battle-shock.
 */
import { stateTotal, stepEach, type Kernel } from '../dist/markov.js';
import { mixture } from '../dist/pmf.js';
import { battleShock } from './battle-shock.js';
import { defenderSpace, modelsDestroyed, toughnessInState, UNDAMAGED, type DefenderSpace } from './defender-space.js';
import type { EditionRules } from './editions.js';
import { hazardResult } from './hazard.js';
import { applyMortalSources } from './mortal-sources.js';
import { defenderOutcome, summarize } from './summary.js';
import type { AttackResult, ModelGroup, Scenario, WeaponResult } from './types.js';
import { weaponContext, type WeaponContext } from './weapon-context.js';
import { planWeapon, weaponStages, woundJoint, type WeaponPlan, type WeaponStages } from './weapon-plan.js';
import { normalDamageByDevastating, weaponKernels } from './weapon-step.js';

/**
 * Part of the defender's state distribution. `selected`: models in the unit when targets were selected
 * ([BLAST] counts them), which mortal-wound sources before the attack can change. `pending`: 10e
 * [DEVASTATING WOUNDS] critical wounds still to resolve, per such weapon in order.
 */
type Branch = { readonly selected: number; readonly pending: readonly number[]; readonly dist: Float64Array };

/** What one weapon's wound rolls met: models at target selection and the Toughness of the moment. */
type Context = { readonly selected: number; readonly toughness: number; p: number };

export function resolveAttack(scenario: Scenario, rules: EditionRules): AttackResult {
  const space = defenderSpace(scenario.defender);
  const start = new Float64Array(space.size);
  start[UNDAMAGED] = 1;
  const mortals = applyMortalSources(space, start, scenario.mortalSources ?? []);
  let branches = splitBySelected(space, mortals.dist);
  const deferred: Kernel[] = [];
  const weapons: WeaponResult[] = [];
  const contexts: WeaponContext[] = [];

  const reroll = scenario.commandReroll;
  for (const [index, group] of scenario.attacker.firing.entries()) {
    const rerolled = reroll !== undefined && (reroll.weapon ?? 0) === index ? reroll.roll : undefined;
    const ctx = weaponContext(group, scenario.modifiers, scenario.conditions, scenario.defender, rules, rerolled);
    contexts.push(ctx);
    const kernels = weaponKernels(ctx, space);
    const firstGroup = space.groups[space.current[kernels.order][UNDAMAGED]!]!;
    const plans = memo((selected: number) => planWeapon(ctx, selected, toughnessInState(space, UNDAMAGED), firstGroup));
    const joints = memo((key: string) => {
      const [selected, toughness] = key.split('|').map(Number) as [number, number];
      return woundJoint(plans(selected), toughness);
    });
    const defer = kernels.devastating !== null && rules.devastatingTiming === 'after-all-weapons';
    if (defer) deferred.push(kernels.devastating!);

    const next = new Map<string, Branch>();
    const met = new Map<string, Context>();
    for (const branch of branches) {
      for (const [toughness, part] of splitByToughness(space, branch.dist, rules)) {
        const key = `${branch.selected}|${toughness}`;
        const context = met.get(key) ?? met.set(key, { selected: branch.selected, toughness, p: 0 }).get(key)!;
        context.p += stateTotal(part);
        const byDevastating = withToken(kernels.token, part, (d) => normalDamageByDevastating(kernels, d, joints(key)));
        if (kernels.devastating === null) {
          for (const dist of byDevastating.values()) addBranch(next, branch.selected, branch.pending, dist);
        } else if (defer) {
          for (const [m, dist] of byDevastating) addBranch(next, branch.selected, [...branch.pending, m], dist);
        } else {
          addBranch(next, branch.selected, branch.pending, stepEach(kernels.devastating, byDevastating));
        }
      }
    }
    branches = [...next.values()];
    weapons.push(weaponResult(plans, [...met.values()], firstGroup));
  }

  const outcome = defenderOutcome(space, applyDeferred(branches, deferred, space.size));
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

function memo<K, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, compute(key));
    return cache.get(key)!;
  };
}

/** One branch per number of models left when targets are selected (docs/rules.md 1.3). */
function splitBySelected(space: DefenderSpace, dist: Float64Array): Branch[] {
  const parts = new Map<number, Float64Array>();
  for (let s = 0; s < dist.length; s++) {
    const p = dist[s]!;
    if (p === 0) continue;
    const selected = space.startingModels - modelsDestroyed(space, s);
    let part = parts.get(selected);
    if (part === undefined) parts.set(selected, (part = new Float64Array(dist.length)));
    part[s] = p;
  }
  return [...parts].map(([selected, part]) => ({ selected, pending: [], dist: part }));
}

/**
 * 10e: the deferred [DEVASTATING WOUNDS] of each weapon, in weapon order (docs/rules.md 6.3). For the
 * first pending weapon, Σ_m K^m·dist_m is evaluated by Horner's rule over the branches that agree on the
 * later weapons' counts; then the next weapon the same way.
 */
function applyDeferred(branches: readonly Branch[], deferred: readonly Kernel[], size: number): Float64Array {
  let current: readonly { pending: readonly number[]; dist: Float64Array }[] = branches;
  for (const kernel of deferred) {
    const byRest = new Map<string, Map<number, Float64Array>>();
    for (const { pending, dist } of current) {
      const key = pending.slice(1).join(',');
      const byCount = byRest.get(key) ?? byRest.set(key, new Map()).get(key)!;
      const existing = byCount.get(pending[0]!);
      if (existing === undefined) byCount.set(pending[0]!, dist);
      else for (let s = 0; s < size; s++) existing[s]! += dist[s]!;
    }
    current = [...byRest.entries()].map(([key, byCount]) => ({
      pending: key === '' ? [] : key.split(',').map(Number),
      dist: stepEach(kernel, byCount),
    }));
  }
  const final = new Float64Array(size);
  for (const { dist } of current) for (let s = 0; s < size; s++) final[s]! += dist[s]!;
  return final;
}

function addBranch(branches: Map<string, Branch>, selected: number, pending: readonly number[], dist: Float64Array): void {
  const key = `${selected}:${pending.join(',')}`;
  const existing = branches.get(key);
  if (existing === undefined) {
    branches.set(key, { selected, pending, dist });
    return;
  }
  for (let s = 0; s < dist.length; s++) existing.dist[s]! += dist[s]!;
}

/**
 * Wound rolls use the Toughness of the moment (docs/rules.md 3.2): 10e the one at target selection;
 * 11e the one when this weapon's wound rolls are made, which changes once the bodyguard is destroyed.
 */
function splitByToughness(space: DefenderSpace, dist: Float64Array, rules: EditionRules): Map<number, Float64Array> {
  if (rules.toughnessTiming === 'target-selection') return new Map([[toughnessInState(space, UNDAMAGED), dist]]);
  const parts = new Map<number, Float64Array>();
  for (let s = 0; s < dist.length; s++) {
    const p = dist[s]!;
    if (p === 0) continue;
    const t = toughnessInState(space, s);
    let part = parts.get(t);
    if (part === undefined) parts.set(t, (part = new Float64Array(dist.length)));
    part[s] = p;
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
