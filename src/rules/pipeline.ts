/**
 * The whole attack: each firing group in turn against the defender's exact state distribution, then
 * (10e) the deferred [DEVASTATING WOUNDS], then the attacker's [HAZARDOUS] losses.
 */
import type { Joint } from '../dist/joint.js';
import { stateTotal, stepEach, type Kernel } from '../dist/markov.js';
import { mixture } from '../dist/pmf.js';
import { defenderSpace, toughnessInState, UNDAMAGED, type DefenderSpace } from './defender-space.js';
import type { EditionRules } from './editions.js';
import { hazardResult } from './hazard.js';
import { defenderOutcome, summarize } from './summary.js';
import type { AttackResult, ModelGroup, Scenario, WeaponResult } from './types.js';
import { weaponContext, type WeaponContext } from './weapon-context.js';
import { planWeapon, weaponStages, woundJoint, type WeaponPlan, type WeaponStages } from './weapon-plan.js';
import { normalDamageByDevastating, weaponKernels } from './weapon-step.js';

/**
 * The defender's state distribution, split by [DEVASTATING WOUNDS] critical wounds still to resolve
 * (10e resolves them after all the unit's attacks: `pending[i]` counts those of the i-th such weapon).
 */
type Branch = { readonly pending: readonly number[]; readonly dist: Float64Array };

export function resolveAttack(scenario: Scenario, rules: EditionRules): AttackResult {
  const space = defenderSpace(scenario.defender);
  const start = new Float64Array(space.size);
  start[UNDAMAGED] = 1;
  let branches: Branch[] = [{ pending: [], dist: start }];
  const deferred: Kernel[] = [];
  const weapons: WeaponResult[] = [];
  const contexts: WeaponContext[] = [];

  for (const group of scenario.attacker.firing) {
    const ctx = weaponContext(group, scenario.modifiers, scenario.conditions, scenario.defender, rules);
    contexts.push(ctx);
    const kernels = weaponKernels(ctx, space);
    const toughness = toughnessInState(space, UNDAMAGED);
    const firstGroup = space.groups[space.current[kernels.order][UNDAMAGED]!]!;
    const plan = planWeapon(ctx, space.startingModels, toughness, firstGroup);

    const joints = new Map<number, Joint>();
    const jointAt = (t: number) => joints.get(t) ?? joints.set(t, woundJoint(plan, t)).get(t)!;
    const defer = kernels.devastating !== null && rules.devastatingTiming === 'after-all-weapons';
    if (defer) deferred.push(kernels.devastating!);

    const next = new Map<string, Branch>();
    const toughnessOdds = new Map<number, number>();
    for (const branch of branches) {
      for (const [toughnessNow, part] of splitByToughness(space, branch.dist, rules)) {
        toughnessOdds.set(toughnessNow, (toughnessOdds.get(toughnessNow) ?? 0) + stateTotal(part));
        const byDevastating = normalDamageByDevastating(kernels, part, jointAt(toughnessNow));
        if (kernels.devastating === null) {
          for (const dist of byDevastating.values()) addBranch(next, branch.pending, dist);
        } else if (defer) {
          for (const [m, dist] of byDevastating) addBranch(next, [...branch.pending, m], dist);
        } else {
          addBranch(next, branch.pending, stepEach(kernels.devastating, byDevastating));
        }
      }
    }
    branches = [...next.values()];
    weapons.push(weaponResult(plan, toughnessOdds, firstGroup));
  }

  const final = applyDeferred(branches, deferred, space.size);

  const hazard = hazardResult(scenario.attacker, contexts, rules);
  return {
    edition: rules.id,
    weapons,
    ...defenderOutcome(space, final),
    ...(hazard === undefined ? {} : { hazard }),
  };
}

/**
 * 10e: the deferred [DEVASTATING WOUNDS] of each weapon, in weapon order (docs/rules.md 6.3). For the
 * first pending weapon, Σ_m K^m·dist_m is evaluated by Horner's rule over the branches that agree on the
 * later weapons' counts; then the next weapon the same way.
 */
function applyDeferred(branches: readonly Branch[], deferred: readonly Kernel[], size: number): Float64Array {
  let current = branches;
  for (const kernel of deferred) {
    const byRest = new Map<string, Map<number, Float64Array>>();
    for (const { pending, dist } of current) {
      const key = pending.slice(1).join(',');
      const byCount = byRest.get(key) ?? byRest.set(key, new Map()).get(key)!;
      byCount.set(pending[0]!, dist);
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

function addBranch(branches: Map<string, Branch>, pending: readonly number[], dist: Float64Array): void {
  const key = pending.join(',');
  const existing = branches.get(key);
  if (existing === undefined) {
    branches.set(key, { pending, dist });
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

/** The weapon's reported stages, mixed over the Toughness its wound rolls met (11e: it can change). */
function weaponResult(plan: WeaponPlan, toughnessOdds: ReadonlyMap<number, number>, firstGroup: ModelGroup): WeaponResult {
  const total = [...toughnessOdds.values()].reduce((a, b) => a + b, 0);
  const parts = [...toughnessOdds].map(([t, p]) => ({ p: p / total, stages: weaponStages(plan, t, firstGroup) }));
  const stage = (key: keyof WeaponStages) => summarize(mixture(parts.map((x) => x.p), parts.map((x) => x.stages[key])));
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
