/**
 * The whole attack: each firing group in turn against the defender's exact state distribution, then
 * (10e) the deferred [DEVASTATING WOUNDS], then the attacker's [HAZARDOUS] losses.
 */
import type { Joint } from '../dist/joint.js';
import { stepN, type Kernel } from '../dist/markov.js';
import { defenderSpace, toughnessInState, UNDAMAGED, type DefenderSpace } from './defender-space.js';
import type { EditionRules } from './editions.js';
import { hazardResult } from './hazard.js';
import { defenderOutcome, summarize } from './summary.js';
import type { AttackResult, ModelGroup, Scenario, WeaponResult } from './types.js';
import { weaponContext, type WeaponContext } from './weapon-context.js';
import { planWeapon, weaponStages, woundJoint, type WeaponPlan } from './weapon-plan.js';
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
    weapons.push(weaponResult(plan, toughness, firstGroup));

    const joints = new Map<number, Joint>();
    const jointAt = (t: number) => joints.get(t) ?? joints.set(t, woundJoint(plan, t)).get(t)!;
    const defer = kernels.devastating !== null && rules.devastatingTiming === 'after-all-weapons';
    if (defer) deferred.push(kernels.devastating!);

    const next = new Map<string, Branch>();
    for (const branch of branches) {
      for (const [toughnessNow, part] of splitByToughness(space, branch.dist, rules)) {
        for (const { m, dist } of normalDamageByDevastating(kernels, part, jointAt(toughnessNow))) {
          if (defer) addBranch(next, [...branch.pending, m], dist);
          else addBranch(next, branch.pending, m > 0 ? stepN(kernels.devastating!, dist, m) : dist);
        }
      }
    }
    branches = [...next.values()];
  }

  const final = new Float64Array(space.size);
  for (const { pending, dist } of branches) {
    let d = dist;
    pending.forEach((m, i) => (d = stepN(deferred[i]!, d, m)));
    for (let s = 0; s < final.length; s++) final[s]! += d[s]!;
  }

  const hazard = hazardResult(scenario.attacker, contexts, rules);
  return {
    edition: rules.id,
    weapons,
    ...defenderOutcome(space, final),
    ...(hazard === undefined ? {} : { hazard }),
  };
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

function weaponResult(plan: WeaponPlan, toughness: number, firstGroup: ModelGroup): WeaponResult {
  const stages = weaponStages(plan, toughness, firstGroup);
  return {
    weapon: plan.ctx.weapon.name,
    count: plan.ctx.count,
    ...(plan.lethal === undefined ? {} : { lethal: plan.lethal }),
    attacks: summarize(stages.attacks),
    hits: summarize(stages.hits),
    criticalHits: summarize(stages.criticalHits),
    wounds: summarize(stages.wounds),
    criticalWounds: summarize(stages.criticalWounds),
    unsavedWounds: summarize(stages.unsavedWounds),
    mortalWounds: summarize(stages.mortalWounds),
    damage: summarize(stages.damage),
  };
}
