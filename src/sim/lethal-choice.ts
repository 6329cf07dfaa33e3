/**
 * The 11e [LETHAL HITS] policy `best` (docs/rules.md §2.8): per weapon, whichever of "take the automatic
 * wound" and "roll to wound" gives the higher expected damage of one attack before allocation against the
 * first model group (after its Feel No Pain).
 *
 * The expectation is exact up to float rounding: every face of the hit die (and its re-roll), of the wound
 * die (and its re-roll), of the save die (and its re-roll) and every combination of the Damage dice is
 * enumerated with the simulator's own classification functions; Feel No Pain and the number of
 * [SUSTAINED HITS] enter through their means (linearity of expectation). It is computed against the
 * Toughness and the first group of the undamaged unit, so the choice is one per weapon and per scenario.
 */
import type { DefenderUnit } from '../rules/types.js';
import { diceMean } from './abilities.js';
import { expectedDamage } from './damage.js';
import { classifyHit } from './hit.js';
import type { WeaponPlan } from './plan-types.js';
import { resultProbabilities } from './reroll.js';
import { saveProbability, type SaveRule } from './save.js';
import { feelNoPainOf } from './unit-state.js';
import { classifyWound, woundRuleFor } from './wound.js';

/** Relative margin below which the two expectations count as equal; a tie takes the automatic wound. */
const TIE = 1e-12;

export function chooseLethal(weapon: WeaponPlan, defender: DefenderUnit, toughness: number): 'auto' | 'roll' {
  const auto = expectedDamagePerAttack(weapon, true, defender, toughness);
  const roll = expectedDamagePerAttack(weapon, false, defender, toughness);
  return roll > auto * (1 + TIE) ? 'roll' : 'auto';
}

/** Expected damage of one attack of `weapon` against its first group, with or without the auto-wound. */
export function expectedDamagePerAttack(
  weapon: WeaponPlan,
  takeLethal: boolean,
  defender: DefenderUnit,
  toughness: number,
): number {
  const group = defender.groups[weapon.firstGroup];
  const save = weapon.saves[weapon.firstGroup];
  if (group === undefined || save === undefined) throw new RangeError('expectedDamagePerAttack: no first group');
  const woundRule = woundRuleFor(weapon, toughness);
  const hit = weapon.hit;
  const hitP = hit === null
    ? { fail: 0, success: 1, critical: 0 }
    : resultProbabilities((face) => classifyHit(face, hit), hit.reroll);
  const woundP = resultProbabilities((face) => classifyWound(face, woundRule), woundRule.reroll);
  // §5.3 the Feel No Pain against the weapon's damage, and against its mortal wounds
  const kept = keptFraction(feelNoPainOf(group, { mortal: false, psychic: weapon.psychic }));
  const keptMortal = keptFraction(feelNoPainOf(group, { mortal: true, psychic: weapon.psychic }));
  // One wound that is not a critical wound with [DEVASTATING WOUNDS]: save, then damage.
  const unsaved = (rule: SaveRule) => (1 - saveProbability(rule, weapon.rerollSaves)) * expectedDamage(weapon.damage) * kept;
  const perWound = unsaved(save);
  // §4.7 a critical wound saves at its own AP; §6.1 with [DEVASTATING WOUNDS] it makes no save
  const criticalSave = weapon.criticalSaves?.[weapon.firstGroup] ?? save;
  const perCriticalWound = weapon.devastating ? expectedDamage(weapon.mortal) * keptMortal : unsaved(criticalSave);
  const perHit = woundP.success * perWound + woundP.critical * perCriticalWound;
  const extraHits = weapon.sustained === null ? 0 : diceMean(weapon.sustained);
  const perCriticalHit = (takeLethal ? perWound : perHit) + extraHits * perHit;
  return hitP.success * perHit + hitP.critical * perCriticalHit;
}

/** Fraction of wounds not ignored by Feel No Pain X+ (a D6 per wound). */
function keptFraction(feelNoPain: number | undefined): number {
  if (feelNoPain === undefined) return 1;
  let kept = 0;
  for (let face = 1; face <= 6; face++) if (face < feelNoPain) kept += 1 / 6;
  return kept;
}
