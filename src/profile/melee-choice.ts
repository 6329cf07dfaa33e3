/**
 * Which melee weapon a model fights with when it has several (it uses one, plus every [EXTRA ATTACKS]
 * weapon). We pick the one with the highest *estimated* damage to one model of the target's first group:
 * average attacks × P(hit) × P(wound) × P(not saved) × average damage (capped at the model's W), with
 * critical hits and wounds ([SUSTAINED HITS], [LETHAL HITS], [DEVASTATING WOUNDS], [ANTI]) and [LANCE]
 * after a charge counted, re-rolls and edition details ignored. Ties go to the weapon listed first.
 * `--weapons` overrides the choice. See docs/profiles.md "Melee weapon choice".
 */
import { dicePmf, type Dice } from '../prob/dice.js';
import { woundTarget, type Conditions, type ModelGroup, type Modifiers, type Weapon } from '../rules/index.js';

function mean(dice: Dice): number {
  const pmf = dicePmf(dice);
  let sum = 0;
  for (let k = 0; k < pmf.length; k++) sum += k * pmf[k]!;
  return sum;
}

/** P(a D6 shows `target` or more), for targets outside 1..6 too. */
function atLeast(target: number): number {
  return Math.min(1, Math.max(0, (7 - target) / 6));
}

function clampRoll(modifier: number): number {
  return Math.max(-1, Math.min(1, modifier));
}

export function estimateDamage(
  weapon: Weapon,
  target: ModelGroup,
  targetKeywords: readonly string[],
  conditions: Conditions,
  modifiers: Modifiers = {},
): number {
  const has = (kind: string): boolean => weapon.abilities.some((a) => a.kind === kind);
  // The attacks, strength and toughness modifiers (docs/rules.md 1.6, 3.1a), never below 1.
  const attacks = Math.max(1, mean(weapon.attacks) + (modifiers.attacks ?? 0));

  // Hit roll: a 1 fails, a critical always hits, otherwise face + modifier ≥ skill.
  const critHit = modifiers.critHit ?? 6;
  let hits: number;
  let crits = 0;
  if (weapon.skill === null || has('torrent')) {
    hits = 1;
  } else {
    const skill = Math.max(2, weapon.skill - (modifiers.bs ?? 0));
    const need = Math.max(2, skill - clampRoll(modifiers.hit ?? 0));
    crits = atLeast(critHit);
    hits = Math.max(crits, atLeast(need));
    if (modifiers.successfulHitsCritical === true) crits = hits;
  }
  const sustained = weapon.abilities.reduce((x, a) => (a.kind === 'sustained-hits' ? mean(a.x) : x), 0);
  const lethal = has('lethal-hits') ? crits : 0;
  const rolled = hits - lethal + crits * sustained;

  // Wound roll.
  const antiThresholds = weapon.abilities.flatMap((a) =>
    a.kind === 'anti' && targetKeywords.includes(a.keyword.toUpperCase()) ? [a.threshold] : [],
  );
  const critWound = Math.min(modifiers.critWound ?? 6, ...antiThresholds);
  const woundMod = clampRoll((modifiers.wound ?? 0) + (has('lance') && conditions.charged === true ? 1 : 0));
  const pWound = Math.max(atLeast(critWound), atLeast(Math.max(2, woundTarget(Math.max(1, weapon.strength + (modifiers.strength ?? 0)), Math.max(1, target.toughness + (modifiers.toughness ?? 0))) - woundMod)));
  const pCritWound = modifiers.successfulWoundsCritical === true ? pWound : atLeast(critWound);
  const devastating = has('devastating-wounds') ? rolled * pCritWound : 0;
  const wounds = rolled * pWound - devastating + lethal;

  // Save: the better of armour (AP applies) and invulnerable (against every attack, or melee ones).
  const ap = Math.min(0, weapon.ap - (modifiers.ap ?? 0));
  const armour = target.save - ap;
  const best = Math.min(armour, target.invuln ?? 7, target.invulnMelee ?? 7);
  const unsaved = 1 - atLeast(Math.max(2, best));

  // Damage, capped at one model's wounds (excess damage is lost).
  const pmf = dicePmf(weapon.damage);
  let damage = 0;
  for (let k = 0; k < pmf.length; k++) damage += Math.min(target.wounds, Math.max(1, k + (modifiers.damage ?? 0))) * pmf[k]!;
  return attacks * ((wounds * unsaved + devastating) * damage);
}

/** Index of the best weapon (first on ties). */
export function chooseMelee(
  weapons: readonly Weapon[],
  target: ModelGroup | undefined,
  targetKeywords: readonly string[],
  conditions: Conditions,
  modifiers?: Modifiers,
): number {
  if (target === undefined || weapons.length <= 1) return 0;
  let best = 0;
  let bestValue = -Infinity;
  weapons.forEach((weapon, index) => {
    const value = estimateDamage(weapon, target, targetKeywords, conditions, modifiers);
    if (value > bestValue + 1e-12) {
      best = index;
      bestValue = value;
    }
  });
  return best;
}
