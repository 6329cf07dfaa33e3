/** The hit roll of one attack: docs/rules.md §2. */
import { clampModifier, CRITICAL, FAIL, oneDieReroll, rollOdds, SUCCESS, type OneDieReroll, type RollClass, type RollOdds } from './rolls.js';
import type { RerollPolicy } from './types.js';
import type { WeaponContext } from './weapon-context.js';

export const AUTOMATIC_HIT: RollOdds = { fail: 0, success: 1, critical: 0 };

/** BS/WS after characteristic changes and 11e cover, within the edition's limits (2.2, 2.4). */
export function effectiveSkill(ctx: WeaponContext, skill: number): number {
  const { rules, mods } = ctx;
  const coverWorsens = ctx.cover && rules.cover === 'worsen-bs' ? 1 : 0;
  let worsening = coverWorsens + Math.max(0, -mods.bs);
  if (ignoresHarmfulModifiers(ctx)) worsening = 0; // [PSYCHIC] may ignore modifiers to BS (2.4)
  const value = skill - Math.max(0, mods.bs) + worsening;
  const limited = Math.max(rules.skillLimits.best, value);
  return rules.skillLimits.worst === null ? limited : Math.min(rules.skillLimits.worst, limited);
}

/** 11e [PSYCHIC] or a rule such as Patient Hunter: the attacker ignores the modifiers that hurt it (2.4). */
function ignoresHarmfulModifiers(ctx: WeaponContext): boolean {
  return ctx.mods.ignoreHarmfulHitModifiers || (ctx.abilities.psychic && ctx.rules.psychicIgnoresHitModifiers);
}

/** Summed hit-roll modifier, clamped (2.3). */
export function hitModifier(ctx: WeaponContext): number {
  const { rules, mods, abilities, conditions } = ctx;
  const parts = [mods.hit];
  if (abilities.heavy && ctx.ranged && conditions.phase === 'shooting' && heavyConditionHolds(ctx)) parts.push(1);
  if (ctx.ranged && rules.stealth === 'minus-one-to-hit' && ctx.defender.stealth === true) parts.push(-1);
  if (ctx.indirect) parts.push(ctx.rules.indirect.hitModifier);
  const ignoreHarmful = ignoresHarmfulModifiers(ctx);
  const total = parts.reduce((sum, p) => sum + (ignoreHarmful && p < 0 ? 0 : p), 0);
  return clampModifier(total, rules.rollModifierCap);
}

/** [HEAVY]'s movement condition, per edition (2.3): Remained Stationary, or in 11e at most 3" moved. */
function heavyConditionHolds({ rules, conditions }: WeaponContext): boolean {
  if (conditions.stationary === true) return true;
  return rules.heavy === 'moved-at-most-3' && conditions.movedAtMost3 === true;
}

/** Unmodified results up to this value fail because of indirect fire (2.5 step 2). */
function indirectFailUpTo(ctx: WeaponContext): number {
  if (!ctx.indirect) return 0;
  const { indirect } = ctx.rules;
  const spottedFromStationary = ctx.conditions.stationary === true && ctx.conditions.indirectSpotted === true;
  return spottedFromStationary ? indirect.failUpToWhenStationarySpotted : indirect.failUpTo;
}

export function hitClassifier(ctx: WeaponContext, skill: number): (face: number) => RollClass {
  const target = effectiveSkill(ctx, skill);
  const modifier = hitModifier(ctx);
  const failUpTo = indirectFailUpTo(ctx);
  const { critHit, hitOnlyOnUnmodified, snapShotOn, successfulHitsCritical } = ctx.mods;
  // 2.5a: "every successful Hit roll scores a Critical Hit".
  const succeeds = successfulHitsCritical ? CRITICAL : SUCCESS;
  return (face) => {
    if (face === 1) return FAIL;
    if (face <= failUpTo) return FAIL;
    if (face < hitOnlyOnUnmodified) return FAIL;
    if (ctx.overwatch) return face < snapShotOn ? FAIL : face >= critHit ? CRITICAL : succeeds;
    if (face >= critHit) return CRITICAL;
    return face + modifier >= target ? succeeds : FAIL;
  };
}

/** 11e snap shooting (15.09, so 11e Overwatch) and 11e indirect fire (10.07) allow no hit re-rolls at all (2.6). */
function hitRerollsAllowed(ctx: WeaponContext): boolean {
  return !(ctx.overwatch && ctx.rules.overwatch.noHitRerolls) && !(ctx.indirect && ctx.rules.indirect.noHitRerolls);
}

export function hitRerollPolicy(ctx: WeaponContext): RerollPolicy {
  return hitRerollsAllowed(ctx) ? ctx.mods.rerollHits : 'none';
}

/** A Command Re-roll of one hit die, or null when there is no hit roll or it cannot be re-rolled. */
export function hitCommandReroll(ctx: WeaponContext): OneDieReroll | null {
  const skill = ctx.weapon.skill;
  if (ctx.abilities.torrent || skill === null || !hitRerollsAllowed(ctx)) return null;
  return oneDieReroll(hitClassifier(ctx, skill), hitRerollPolicy(ctx));
}

/** Odds of one attack's hit roll; [TORRENT] and skill "N/A" hit automatically (2.1). */
export function hitOdds(ctx: WeaponContext): RollOdds {
  const skill = ctx.weapon.skill;
  if (ctx.abilities.torrent || skill === null) return AUTOMATIC_HIT;
  return rollOdds(hitClassifier(ctx, skill), hitRerollPolicy(ctx));
}
