/** Saving throws of one model group against one weapon: docs/rules.md §4. */
import { FACES, FAIL, finalFaceOdds, oneDieReroll, SUCCESS, type RollClass } from './rolls.js';
import type { ModelGroup, RerollPolicy } from './types.js';
import type { WeaponContext } from './weapon-context.js';

/** AP after changes, never worse than 0 (4.1). */
export function effectiveAp(ctx: WeaponContext): number {
  return Math.min(0, ctx.weapon.ap - ctx.mods.ap);
}

/**
 * The group's best invulnerable save against this weapon (4.3): the one against every attack and the one
 * against its type of attack (ranged or melee), or undefined when it has neither.
 */
export function invulnerableSave(ctx: WeaponContext, group: ModelGroup): number | undefined {
  const against = ctx.ranged ? group.invulnRanged : group.invulnMelee;
  if (against === undefined) return group.invuln;
  return group.invuln === undefined ? against : Math.min(group.invuln, against);
}

/**
 * 4.2: the group's bonus to armour saves against an attack of Damage 1 — a fixed 1, the weapon's own
 * (`unmodified`) or after the attacker's changes ([MELTA X] at half range, `damage`), before the
 * defender's own as the attack is allocated; 0 against any other.
 */
function damageOneBonus(ctx: WeaponContext, group: ModelGroup): number {
  const bonus = group.armourSaveVsDamage1;
  const { damage } = ctx.weapon;
  if (bonus === undefined || damage.terms.length > 0) return 0;
  const added = bonus.unmodified ? 0 : ctx.mods.damage + (ctx.conditions.halfRange === true ? ctx.abilities.melta : 0);
  return damage.flat + added === 1 ? bonus.add : 0;
}

/** Whether an unmodified save face saves against this weapon (4.2, 4.3). */
export function saveClassifier(ctx: WeaponContext, group: ModelGroup): (face: number) => RollClass {
  const ap = effectiveAp(ctx);
  const { rules } = ctx;
  const coverBonus =
    ctx.cover && rules.cover === 'armour-save-plus-one' && !(group.save <= 3 && ap === 0) ? 1 : 0;
  const cap = (m: number) => (rules.saveImprovementCap === null ? m : Math.min(m, rules.saveImprovementCap));
  const armourModifier = cap(ctx.mods.save + coverBonus + damageOneBonus(ctx, group));
  const invulnModifier = cap(ctx.mods.save);
  const invuln = invulnerableSave(ctx, group);
  return (face) => {
    if (face === 1) return FAIL;
    if (face + ap + armourModifier >= group.save) return SUCCESS;
    if (invuln !== undefined && face + invulnModifier >= invuln) return SUCCESS;
    return FAIL;
  };
}

/** Saves have no criticals: "noncrit" means the same as "failed". */
function saveRerollPolicy(ctx: WeaponContext): RerollPolicy {
  return ctx.mods.rerollSaves === 'noncrit' ? 'failed' : ctx.mods.rerollSaves;
}

export type SavePlan = {
  /** saved[f]: a final face f saves (index 0 unused). */
  readonly saved: readonly boolean[];
  /** P(final face = f) after re-rolls judged against this group (index 0 unused). */
  readonly faceOdds: Float64Array;
  readonly pUnsaved: number;
  /** P(the die fails and no re-roll picked it up): a Command Re-roll may still re-roll it. */
  readonly rerollable: number;
  /** P(a fresh die fails), for the die a Command Re-roll rolls again. */
  readonly freshUnsaved: number;
};

/**
 * The plan of `group`'s saves, re-rolls judged against `rerollAgainst`; remembered per weapon context and
 * pair of groups, as a weapon's kernels, sorted classes and reported stages each ask for them.
 */
export function savePlan(ctx: WeaponContext, group: ModelGroup, rerollAgainst: ModelGroup = group): SavePlan {
  const byGroup = plans.get(ctx) ?? plans.set(ctx, new Map()).get(ctx)!;
  const against = byGroup.get(group) ?? byGroup.set(group, new Map()).get(group)!;
  let plan = against.get(rerollAgainst);
  if (plan === undefined) against.set(rerollAgainst, (plan = makeSavePlan(ctx, group, rerollAgainst)));
  return plan;
}

const plans = new WeakMap<WeaponContext, Map<ModelGroup, Map<ModelGroup, SavePlan>>>();

function makeSavePlan(ctx: WeaponContext, group: ModelGroup, rerollAgainst: ModelGroup): SavePlan {
  const classify = saveClassifier(ctx, group);
  const faceOdds = finalFaceOdds(saveClassifier(ctx, rerollAgainst), saveRerollPolicy(ctx));
  const saved = [false, ...FACES.map((f) => classify(f) === SUCCESS)];
  // summed in whole 36ths, so that "never saved" is exactly 1
  let unsaved36ths = 0;
  for (const f of FACES) if (!saved[f]) unsaved36ths += Math.round(faceOdds[f]! * 36);
  const pUnsaved = unsaved36ths / 36;
  const once = oneDieReroll(classify, saveRerollPolicy(ctx));
  return { saved, faceOdds, pUnsaved, rerollable: once.rerollable, freshUnsaved: once.fresh.fail };
}
