/**
 * What an attack computes once however many states of the defender it meets: its weapons' contexts,
 * plans, joint counts, reported stages and kernels, each remembered by what it depends on. A sequence
 * that repeats one Scenario (the `needed` curve) prepares it once for all its steps.
 */
import type { Joint } from '../prob/joint.js';
import { mixture } from '../prob/pmf.js';
import { weaponOrder } from './weapon-step.js';
import { currentGroup, type AllocationOrder } from './allocation-order.js';
import { EngineLimitError, undamagedToughness, type DefenderSpace } from './defender-space.js';
import type { EditionRules } from './editions.js';
import { hazardResult } from './hazard.js';
import { summarize } from './summary.js';
import type { HazardResult, ModelGroup, Scenario, WeaponResult } from './types.js';
import { weaponContext, type WeaponContext } from './weapon-context.js';
import { damagePmf, devastatingPmf } from './damage.js';
import { targetMortalWounds } from './mortal-sources.js';
import { jointWork, planWeapon, weaponStages, woundJoint, type StageSums, type WeaponPlan, type WeaponStages } from './weapon-plan.js';
import { weaponKernels, type WeaponKernels } from './weapon-step.js';
import type { WorkBudget } from './work-budget.js';

export type PreparedWeapon = {
  readonly ctx: WeaponContext;
  /** The first group in the weapon's allocation order in the undamaged unit: saves of the reported stages (8a). */
  readonly firstGroup: ModelGroup;
  /** The weapon against a unit of `selected` models at target selection (docs/rules.md 1.3). */
  readonly plan: (selected: number) => WeaponPlan;
  /** Its joint count of wounds to save and [DEVASTATING WOUNDS] critical wounds, at that Toughness. */
  readonly joint: (selected: number, toughness: number, budget: WorkBudget) => Joint;
  /** Its reported stages (8a). */
  readonly stages: (selected: number, toughness: number) => WeaponStages;
  /** Its reported stages mixed over what its wound rolls met (weaponResult), once per distinct mix. */
  readonly result: (met: readonly MetContext[]) => WeaponResult;
  /** Its kernels on one space of the defender's states. */
  readonly kernels: (space: DefenderSpace, budget: WorkBudget) => WeaponKernels;
};

export type PreparedStep = {
  readonly scenario: Scenario;
  readonly rules: EditionRules;
  readonly weapons: readonly PreparedWeapon[];
  /** The allocation orders its weapons use: mortal wounds and most weapons the normal one (7.2, 7.3). */
  readonly orders: readonly AllocationOrder[];
  /** The attacker's [HAZARDOUS] losses, which do not depend on the defender (§8). */
  readonly hazard: HazardResult | undefined;
  /** The most wounds the attack can make the defender lose: its space need hold no state beyond. */
  readonly maxLoss: number;
};

/**
 * Weapons prepared by several attacks of one caller (a comparison's cells fire the same laspistols
 * at the same defender): a weapon's preparation depends only on what its context is made of, so those
 * with equal parts (by `key`, a canonical text of plain data) are prepared once. The sums of their
 * reported stages are shared too (`sums`, weapon-plan.ts StageSums): a weapon's hits are the same
 * against every defender that does not change its hit roll.
 */
export type WeaponMemo = { readonly key: (parts: unknown) => string; readonly prepared: Map<string, PreparedWeapon>; readonly sums: StageSums };

export function weaponMemo(key: (parts: unknown) => string): WeaponMemo {
  return { key, prepared: new Map(), sums: new Map() };
}

export function prepareStep(scenario: Scenario, rules: EditionRules, memo?: WeaponMemo): PreparedStep {
  const reroll = scenario.commandReroll;
  const six = scenario.changeToSix;
  const toughness = undamagedToughness(scenario.defender.groups);
  const weapons = scenario.attacker.firing.map((group, index) => {
    const rerolled = reroll !== undefined && (reroll.weapon ?? 0) === index ? reroll.roll : undefined;
    const changed = six !== undefined && (six.weapon ?? 0) === index ? six.roll : undefined;
    if (changed !== undefined && (rerolled === 'hit' || rerolled === 'wound')) {
      throw new EngineLimitError(
        `${group.weapon.name}: a Command Re-roll of a ${rerolled} die and a die changed to an unmodified 6 on one weapon are not computed exactly; give them to different weapons or use \`mathhammer simulate\``,
      );
    }
    const prepare = () => {
      const ctx = weaponContext(group, scenario.modifiers, scenario.conditions, scenario.defender, rules, rerolled, changed);
      return prepareWeapon(ctx, toughness, firstGroupOf(ctx, scenario.defender.groups), memo?.sums);
    };
    if (memo === undefined) return prepare();
    const key = memo.key([group, scenario.modifiers ?? null, scenario.conditions, scenario.defender, rules.id, rerolled ?? null, changed ?? null]);
    return remember(memo.prepared, key, prepare);
  });
  const contexts = weapons.map((w) => w.ctx);
  const orders: AllocationOrder[] = contexts.some((ctx) => ctx.abilities.precision) ? ['normal', 'precision'] : ['normal'];
  const maxLoss = (scenario.mortalSources ?? []).reduce((sum, source) => sum + targetMortalWounds(source).length - 1, 0) +
    weapons.reduce((sum, weapon) => sum + weaponMaxLoss(weapon, scenario.defender.groups), 0);
  return { scenario, rules, weapons, orders, hazard: hazardResult(scenario.attacker, contexts, rules), maxLoss };
}

/**
 * The most wounds a weapon can take from the unit: one event per wound at most (its saves, or its
 * [DEVASTATING WOUNDS] mortal wounds), each losing at most its largest Damage and never more than a
 * model has (the excess is lost, 5.4, 6.2).
 */
function weaponMaxLoss(weapon: PreparedWeapon, groups: readonly ModelGroup[]): number {
  const { maxWounds } = jointWork(weapon.plan(groups.reduce((n, g) => n + g.count, 0)));
  const damage = Math.max(damagePmf(weapon.ctx).length, devastatingPmf(weapon.ctx).length) - 1;
  return maxWounds * Math.min(damage, Math.max(...groups.map((g) => g.wounds)));
}

function prepareWeapon(ctx: WeaponContext, toughness: number, firstGroup: ModelGroup, sums: StageSums | undefined): PreparedWeapon {
  const plans = new Map<number, WeaponPlan>();
  const joints = new Map<string, Joint>();
  const stages = new Map<string, WeaponStages>();
  const results = new Map<string, WeaponResult>();
  const kernels = new WeakMap<DefenderSpace, WeaponKernels>();
  const plan = (selected: number) => remember(plans, selected, () => planWeapon(ctx, selected, toughness, firstGroup));
  const prepared: PreparedWeapon = {
    ctx,
    firstGroup,
    plan,
    joint: (selected, t, budget) => remember(joints, `${selected}|${t}`, () => woundJoint(plan(selected), t, budget)),
    stages: (selected, t) => remember(stages, `${selected}|${t}`, () => weaponStages(plan(selected), t, firstGroup, sums)),
    // A comparison's cells often fire a shared weapon first against the same defender: one mix each.
    result: (met) => remember(results, met.map((c) => `${c.selected}|${c.toughness}|${c.p}`).join(' '), () => weaponResult(prepared, met)),
    kernels: (space, budget) => {
      const known = kernels.get(space);
      if (known !== undefined) return known;
      const built = weaponKernels(ctx, space, budget);
      kernels.set(space, built);
      return built;
    },
  };
  return prepared;
}

function remember<K, V>(cache: Map<K, V>, key: K, compute: () => V): V {
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key)!;
}

/** The first group in the weapon's allocation order in the undamaged unit (8a). */
function firstGroupOf(ctx: WeaponContext, groups: readonly ModelGroup[]): ModelGroup {
  return groups[currentGroup(groups, groups.map((g) => g.count * g.wounds), () => 0, weaponOrder(ctx))]!;
}

/** What one weapon's wound rolls met, and with what probability. */
export type MetContext = { readonly selected: number; readonly toughness: number; readonly p: number };

/** The weapon's reported stages, mixed over the contexts its wound rolls met (8a). */
function weaponResult(weapon: PreparedWeapon, met: readonly MetContext[]): WeaponResult {
  const total = met.reduce((sum, c) => sum + c.p, 0);
  const parts = met.map((c) => ({ p: c.p / total, stages: weapon.stages(c.selected, c.toughness) }));
  const stage = (key: keyof WeaponStages) => summarize(mixture(parts.map((x) => x.p), parts.map((x) => x.stages[key])));
  const likeliest = met.reduce((best, c) => (c.p > best.p ? c : best));
  const plan = weapon.plan(likeliest.selected);
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
