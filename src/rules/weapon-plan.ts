/**
 * One firing group's distributions before allocation: the per-weapon stages reported to the player, and
 * the joint count (wounds to save, critical wounds turned into mortal wounds) that allocation consumes.
 */
import { diceMax, dicePmf } from '../prob/dice.js';
import { EngineLimitError } from './defender-space.js';
import { jointConstant, jointFromPmf, jointMixture, marginalRows, withOneReroll, type Joint } from '../prob/joint.js';
import { bernoulli, constant, mean, mixture, type Pmf } from '../prob/pmf.js';
import { attackCountPmf } from './attacks.js';
import { hitSix, woundSix } from './change-to-six.js';
import { criticalSaveContext, criticalsApart } from './critical-ap.js';
import { afterFeelNoPain, damagePmf, devastatingFeelNoPain, devastatingPmf, normalFeelNoPain } from './damage.js';
import { hitCommandReroll, hitOdds } from './hit.js';
import { overAttacks, overAttacksPmf, perAttack, type AttackShape } from './per-attack.js';
import type { RollOdds } from './rolls.js';
import { savePlan } from './save.js';
import type { ModelGroup } from './types.js';
import type { WeaponContext } from './weapon-context.js';
import { charge, COST, type WorkBudget } from './work-budget.js';
import { woundCommandReroll, woundOdds } from './wound.js';

export type WeaponPlan = {
  readonly ctx: WeaponContext;
  readonly attacks: Pmf;
  readonly shape: AttackShape;
  /** The [LETHAL HITS] choice, when the weapon has it. */
  readonly lethal?: 'auto' | 'roll';
};

export type WeaponStages = {
  readonly attacks: Pmf;
  readonly hits: Pmf;
  readonly criticalHits: Pmf;
  readonly wounds: Pmf;
  readonly criticalWounds: Pmf;
  readonly unsavedWounds: Pmf;
  readonly mortalWounds: Pmf;
  readonly damage: Pmf;
};

const ZERO = jointConstant(0, 0);
const ONE = jointConstant(1, 0);

/**
 * Plan a firing group. With an optional [LETHAL HITS] (11e) and policy `best`, both choices are computed
 * and the one with the higher expected damage against `firstGroup` kept (docs/rules.md 2.8).
 */
export function planWeapon(ctx: WeaponContext, targetModels: number, toughness: number, firstGroup: ModelGroup): WeaponPlan {
  const attacks = attackCountPmf(ctx, targetModels);
  const hit = hitOdds(ctx);
  const sustained = ctx.abilities.sustainedHits === null ? constant(0) : dicePmf(ctx.abilities.sustainedHits);
  const make = (lethal: boolean): AttackShape => ({ hit, sustained, lethal });
  if (!ctx.abilities.lethalHits) return { ctx, attacks, shape: make(false) };
  if (!ctx.rules.lethalHitsOptional) return { ctx, attacks, shape: make(true) };
  const policy = ctx.mods.lethal;
  if (policy !== 'best') return { ctx, attacks, shape: make(policy === 'auto'), lethal: policy };
  // E[damage] = E[attacks] · E[damage of one attack] (a compound sum): one attack decides (2.8)
  const { perHit, perAutoWound } = damageModel(ctx, firstGroup);
  const w = woundOdds(ctx, toughness);
  const perAttackDamage = (lethal: boolean) => mean(marginalRows(perAttack(make(lethal), perHit(w), perAutoWound)));
  const auto = !(perAttackDamage(false) > perAttackDamage(true) * (1 + LETHAL_TIE));
  return { ctx, attacks, shape: make(auto), lethal: auto ? 'auto' : 'roll' };
}

/** Expected damages within this relative margin are a tie, which takes the automatic wound (as the simulator does). */
const LETHAL_TIE = 1e-12;

/** What one hit that rolls to wound yields, given the wound roll's odds. */
type PerHit = (w: RollOdds) => Joint;

/**
 * Total over the weapon's attacks. With a Command Re-roll of one hit or wound die (docs/rules.md §10):
 * where some die failed and was not re-rolled already, one such die is rolled again. With one die
 * changed to an unmodified 6 (§10a): where some die failed, re-rolled or not, one such die shows a 6.
 */
function overWeapon(plan: WeaponPlan, toughness: number, perHit: PerHit, perAutoWound: Joint, shape = plan.shape): Joint {
  const w = woundOdds(plan.ctx, toughness);
  const all = overAttacks(plan.attacks, shape, perHit(w), perAutoWound);
  if (plan.ctx.changeToSix === 'hit') {
    const six = hitSix(plan.ctx);
    if (six === null || shape.hit.fail === 0) return all;
    const none = overAttacks(plan.attacks, { ...shape, hit: { ...shape.hit, fail: 0 } }, perHit(w), perAutoWound);
    return withOneReroll(all, none, perAttack({ ...shape, hit: six }, perHit(w), perAutoWound));
  }
  if (plan.ctx.changeToSix === 'wound') {
    if (w.fail === 0) return all;
    const none = overAttacks(plan.attacks, shape, perHit({ ...w, fail: 0 }), perAutoWound);
    return withOneReroll(all, none, perHit(woundSix(plan.ctx, toughness)));
  }
  if (plan.ctx.commandReroll === 'hit') {
    const reroll = hitCommandReroll(plan.ctx);
    if (reroll === null || reroll.rerollable === 0) return all;
    const rest = { ...shape, hit: { ...shape.hit, fail: shape.hit.fail - reroll.rerollable } };
    const none = overAttacks(plan.attacks, rest, perHit(w), perAutoWound);
    return withOneReroll(all, none, perAttack({ ...shape, hit: reroll.fresh }, perHit(w), perAutoWound));
  }
  if (plan.ctx.commandReroll === 'wound') {
    const reroll = woundCommandReroll(plan.ctx, toughness);
    if (reroll.rerollable === 0) return all;
    const none = overAttacks(plan.attacks, shape, perHit({ ...w, fail: w.fail - reroll.rerollable }), perAutoWound);
    return withOneReroll(all, none, perHit(reroll.fresh));
  }
  return all;
}

/**
 * Work (cells visited) beyond which the joint count of wounds and devastating critical wounds would take
 * more than a few seconds; the engine stops with a limit message instead of hanging.
 */
const JOINT_WORK_LIMIT = 4e8;

/** The work of the joint count (cells visited) with its planning and reported stages, estimated before any of it. */
export function jointWork(plan: WeaponPlan): { work: number; maxAttacks: number; maxWounds: number } {
  const maxAttacks = plan.attacks.length - 1;
  const sustained = plan.ctx.abilities.sustainedHits;
  const maxWounds = maxAttacks * (1 + (sustained === null ? 0 : diceMax(sustained)));
  // One count: n-fold sums by squaring, FFT convolutions (pmf.ts). Two: copy after copy over a rectangle
  // that grows as n² until its NEGLIGIBLE edges are dropped, then as the spread of the counts (joint.ts).
  // Each attack at most one wound of either count (no [SUSTAINED HITS]): a binomial split, quadratic.
  const width = maxWounds + 1;
  const oneCount = width * Math.log2(width + 1) * LOG_FACTOR;
  if (!criticalsApart(plan.ctx)) return { work: oneCount, maxAttacks, maxWounds };
  const twoCounts = sustained === null ? (width * width) / 2 : maxAttacks * Math.min(width * width, JOINT_BAND * width);
  return { work: oneCount + twoCounts, maxAttacks, maxWounds };
}

/** Two counts of n copies keep about this many cells per copy once their NEGLIGIBLE edges are dropped (measured). */
export const JOINT_BAND = 150;
/** The n log n of one count's FFT sums, times the stages reported (8a). */
const LOG_FACTOR = 40;

/**
 * Joint distribution of (wounds that roll saves, critical wounds counted apart): [DEVASTATING WOUNDS]
 * critical wounds, or those that roll their saves with an improved AP (4.7). Its work, with the planning
 * and reported stages that take about as long, is charged to the attack's budget.
 */
export function woundJoint(plan: WeaponPlan, toughness: number, budget: WorkBudget): Joint {
  const devastating = plan.ctx.abilities.devastatingWounds;
  const apart = criticalsApart(plan.ctx);
  const { work, maxAttacks, maxWounds } = jointWork(plan);
  const counted = devastating ? ' with [DEVASTATING WOUNDS]' : apart ? ' with critical wounds saved at a better AP' : '';
  const what = `${plan.ctx.weapon.name}: up to ${maxAttacks} attacks and ${maxWounds} wounds${counted}`;
  if (work > JOINT_WORK_LIMIT) {
    throw new EngineLimitError(
      `${what} are too many to compute exactly in reasonable time; split the weapon into smaller firing groups or use \`mathhammer simulate\``,
    );
  }
  charge(budget, COST.joint * work, () => what);
  const perHit: PerHit = (w) => jointMixture([w.fail, w.success, w.critical], [ZERO, ONE, apart ? jointConstant(0, 1) : ONE]);
  return overWeapon(plan, toughness, perHit, ONE);
}

/** What one hit that rolls to wound yields, given the wound roll's odds: `onWound` per wound, `onCritical` per critical one. */
const onWoundRoll = (onWound: Pmf, onCritical: Pmf) => (w: RollOdds): Pmf => mixture([w.fail, w.success, w.critical], [constant(0), onWound, onCritical]);

/** The same as a joint of one column. */
const byWound = (onWound: Pmf, onCritical: Pmf): PerHit => (w) => jointFromPmf(onWoundRoll(onWound, onCritical)(w));

/** P(a wounding attack's save fails against `group`): its critical wounds' when `critical` (4.7). */
function pUnsavedOf(ctx: WeaponContext, group: ModelGroup, critical: boolean): number {
  return savePlan((critical ? criticalSaveContext(ctx) : null) ?? ctx, group).pUnsaved;
}

/**
 * Damage before allocation against `firstGroup` (8a): per hit that rolls to wound, and per [LETHAL HITS]
 * automatic wound; after its save (a critical wound's at its own AP, 4.7) and Feel No Pain, [DEVASTATING
 * WOUNDS] critical wounds unsaved.
 */
function damageModel(ctx: WeaponContext, firstGroup: ModelGroup): { perHit: PerHit; perAutoWound: Joint; damageIfSaveRolled: Pmf; onCritical: Pmf; mortal: Pmf } {
  const pUnsaved = pUnsavedOf(ctx, firstGroup, false);
  const pCriticalUnsaved = pUnsavedOf(ctx, firstGroup, true);
  const lost = afterFeelNoPain(damagePmf(ctx), normalFeelNoPain(ctx, firstGroup));
  const mortal = ctx.abilities.devastatingWounds ? devastatingPmf(ctx) : constant(0);
  const damageIfSaveRolled = mixture([1 - pUnsaved, pUnsaved], [constant(0), lost]);
  const onCritical = ctx.abilities.devastatingWounds
    ? afterFeelNoPain(mortal, devastatingFeelNoPain(ctx, firstGroup))
    : mixture([1 - pCriticalUnsaved, pCriticalUnsaved], [constant(0), lost]);
  return { perHit: byWound(damageIfSaveRolled, onCritical), perAutoWound: jointFromPmf(damageIfSaveRolled), damageIfSaveRolled, onCritical, mortal };
}

/**
 * Sums of reported stages already made, by what they are a pure function of: the attack count, the
 * attack's shape and what a hit and an automatic wound yield, each written exactly (a Float64Array's
 * text is each double's shortest exact text).
 */
export type StageSums = Map<string, Pmf>;

function sumKey(attacks: Pmf, shape: AttackShape, perHit: Pmf, perAutoWound: Pmf): string {
  const { fail, success, critical } = shape.hit;
  return `${attacks}|${fail},${success},${critical}|${shape.sustained}|${shape.lethal}|${perHit}|${perAutoWound}`;
}

/** The reported per-weapon stages, against `firstGroup` for saves and Feel No Pain; `sums` shares their sums between weapons. */
export function weaponStages(plan: WeaponPlan, toughness: number, firstGroup: ModelGroup, sums?: StageSums): WeaponStages {
  const { ctx } = plan;
  const devastating = ctx.abilities.devastatingWounds;
  const { damageIfSaveRolled, onCritical, mortal } = damageModel(ctx, firstGroup);
  const unsaved = bernoulli(pUnsavedOf(ctx, firstGroup, false));
  const criticalUnsaved = devastating ? constant(0) : bernoulli(pUnsavedOf(ctx, firstGroup, true));
  const w = woundOdds(ctx, toughness);
  // A stage: what a hit that rolls to wound yields, given the roll's odds, and what an automatic wound
  // yields. Summed over the weapon's attacks through the joints of overWeapon with a Command Re-roll of a
  // hit or wound die; without one, on plain pmfs (the same sums).
  type Stage = { readonly onHit: (w: RollOdds) => Pmf; readonly perAutoWound: Pmf };
  const sum = (shape: AttackShape, perHit: Pmf, perAutoWound: Pmf): Pmf => {
    if (sums === undefined) return overAttacksPmf(plan.attacks, shape, perHit, perAutoWound);
    const key = sumKey(plan.attacks, shape, perHit, perAutoWound);
    let known = sums.get(key);
    if (known === undefined) sums.set(key, (known = overAttacksPmf(plan.attacks, shape, perHit, perAutoWound)));
    return known;
  };
  const total = ({ onHit, perAutoWound }: Stage, shape = plan.shape) =>
    ctx.commandReroll === 'hit' || ctx.commandReroll === 'wound' || ctx.changeToSix !== undefined
      ? marginalRows(overWeapon(plan, toughness, (odds) => jointFromPmf(onHit(odds)), jointFromPmf(perAutoWound), shape))
      : sum(shape, onHit(w), perAutoWound);
  const always = (value: Pmf, perAutoWound = value): Stage => ({ onHit: () => value, perAutoWound });
  const wounding = (onWound: Pmf, onCritical: Pmf, perAutoWound: Pmf): Stage => ({ onHit: onWoundRoll(onWound, onCritical), perAutoWound });
  // A critical hit counts 1, anything else 0: the shape of a [LETHAL HITS] weapon whose hits yield nothing.
  const criticalsOnly = { ...plan.shape, sustained: constant(0), lethal: true };

  return {
    attacks: plan.attacks,
    hits: total(always(constant(1))),
    criticalHits: total(always(constant(0), constant(1)), criticalsOnly),
    wounds: total(wounding(constant(1), constant(1), constant(1))),
    criticalWounds: total(wounding(constant(0), constant(1), constant(0))),
    unsavedWounds: total(wounding(unsaved, criticalUnsaved, unsaved)),
    mortalWounds: total(wounding(constant(0), mortal, constant(0))),
    damage: total(wounding(damageIfSaveRolled, onCritical, damageIfSaveRolled)),
  };
}
