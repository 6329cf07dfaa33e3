/**
 * "On a Critical Wound, improve the Armour Penetration characteristic of that attack by 1"
 * (Modifiers.critWoundAp), "… that attack has an Armour Penetration characteristic of -3"
 * (Modifiers.critWoundApSet), docs/rules.md 4.7: the weapon's critical wounds that roll saves do so with a
 * better AP than its other wounding attacks. They are resolved after those, as a lane of their own (11e:
 * a batch of their own, sorted and resolved lowest first): the same weapon context with the AP improved.
 */
import { effectiveAp } from './save.js';
import type { WeaponContext } from './weapon-context.js';

/**
 * The context the weapon's critical wounds roll their saves in, or null when they roll them as its other
 * wounding attacks do: no improvement that changes the AP (it is never worse than 0, 4.1), or
 * [DEVASTATING WOUNDS], whose critical wounds make no saving throw at all (6.1).
 */
export function criticalSaveContext(ctx: WeaponContext): WeaponContext | null {
  const set = ctx.mods.critWoundApSet;
  if ((ctx.mods.critWoundAp === 0 && set === null) || ctx.abilities.devastatingWounds) return null;
  const known = lanes.get(ctx);
  if (known !== undefined) return known;
  // A characteristic is set before it is modified (RULES §2 02.02.01, docs/rules.md 4.7).
  const weapon = set === null ? ctx.weapon : { ...ctx.weapon, ap: set };
  const improved: WeaponContext = { ...ctx, weapon, mods: { ...ctx.mods, ap: ctx.mods.ap + ctx.mods.critWoundAp } };
  const lane = effectiveAp(improved) === effectiveAp(ctx) ? null : improved;
  lanes.set(ctx, lane);
  return lane;
}

/** One context per weapon context: save plans are remembered by context (save.ts). */
const lanes = new WeakMap<WeaponContext, WeaponContext | null>();

/** Whether the weapon's critical wounds are counted apart from its other wounds: they make no save, or their own. */
export function criticalsApart(ctx: WeaponContext): boolean {
  return ctx.abilities.devastatingWounds || criticalSaveContext(ctx) !== null;
}
