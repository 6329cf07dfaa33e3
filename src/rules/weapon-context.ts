/**
 * Everything about one firing group in one scenario that does not depend on the defender's state:
 * merged modifiers, abilities, and which conditions apply to it.
 */
import { collectAbilities, type AbilitySet } from './abilities.js';
import type { EditionRules } from './editions.js';
import type { ChangeToSixRoll, CommandRerollRoll, Conditions, DamageRerollPolicy, DefenderUnit, FiringGroup, LethalPolicy, Modifiers, RerollPolicy, Weapon, WoundByStrength } from './types.js';

export type MergedModifiers = {
  readonly attacks: number;
  readonly strength: number;
  readonly toughness: number;
  readonly hit: number;
  readonly wound: number;
  readonly bs: number;
  readonly ap: number;
  readonly save: number;
  readonly critWoundAp: number;
  /** The AP a critical wound's attack is set to, or null (docs/rules.md 4.7). */
  readonly critWoundApSet: number | null;
  readonly damage: number;
  readonly critHit: number;
  readonly critWound: number;
  readonly hitOnlyOnUnmodified: number;
  readonly woundOnlyOnUnmodified: number;
  readonly woundByStrength: readonly WoundByStrength[];
  readonly snapShotOn: number;
  readonly rerollHits: RerollPolicy;
  readonly rerollWounds: RerollPolicy;
  readonly rerollSaves: RerollPolicy;
  readonly rerollDamage: DamageRerollPolicy | 'none';
  readonly lethal: LethalPolicy;
  readonly ignoreHarmfulHitModifiers: boolean;
  readonly successfulHitsCritical: boolean;
  readonly successfulWoundsCritical: boolean;
};

export type WeaponContext = {
  readonly weapon: Weapon;
  readonly count: number;
  readonly abilities: AbilitySet;
  readonly mods: MergedModifiers;
  readonly rules: EditionRules;
  readonly conditions: Conditions;
  readonly defender: DefenderUnit;
  readonly ranged: boolean;
  /** The attack is made with [INDIRECT FIRE] at a target no model can see. */
  readonly indirect: boolean;
  readonly overwatch: boolean;
  /** The target has the Benefit of Cover against this attack (docs/rules.md 2.2, 4.2). */
  readonly cover: boolean;
  /** The roll of this weapon that gets the Command Re-roll, if any (docs/rules.md §10). */
  readonly commandReroll?: CommandRerollRoll;
  /** The roll of this weapon one die of which may be changed to an unmodified 6, if any (docs/rules.md §10a). */
  readonly changeToSix?: ChangeToSixRoll;
};

/**
 * Scenario modifiers, then the firing group's own: numbers add; critical and snap thresholds take the lower;
 * "unmodified X+ required" to hit or to wound takes the higher (the stricter); a Damage re-roll of any roll
 * beats one of 1s; the other policies on the weapon override.
 */
export function mergeModifiers(scenario: Modifiers = {}, group: Modifiers = {}): MergedModifiers {
  const add = (key: 'attacks' | 'strength' | 'toughness' | 'hit' | 'wound' | 'bs' | 'ap' | 'save' | 'critWoundAp' | 'damage') => (scenario[key] ?? 0) + (group[key] ?? 0);
  const damageRerolls = [scenario.rerollDamage, group.rerollDamage];
  const lowest = (key: 'critHit' | 'critWound' | 'snapShotOn', fallback: number) =>
    Math.min(scenario[key] ?? fallback, group[key] ?? fallback);
  return {
    attacks: add('attacks'),
    strength: add('strength'),
    toughness: add('toughness'),
    hit: add('hit'),
    wound: add('wound'),
    bs: add('bs'),
    ap: add('ap'),
    save: add('save'),
    critWoundAp: add('critWoundAp'),
    critWoundApSet: betterSet(scenario.critWoundApSet, group.critWoundApSet),
    damage: add('damage'),
    critHit: lowest('critHit', 6),
    critWound: lowest('critWound', 6),
    hitOnlyOnUnmodified: Math.max(scenario.hitOnlyOnUnmodified ?? 1, group.hitOnlyOnUnmodified ?? 1),
    woundOnlyOnUnmodified: Math.max(scenario.woundOnlyOnUnmodified ?? 1, group.woundOnlyOnUnmodified ?? 1),
    woundByStrength: [...(scenario.woundByStrength ?? []), ...(group.woundByStrength ?? [])],
    snapShotOn: lowest('snapShotOn', 6),
    rerollHits: group.rerollHits ?? scenario.rerollHits ?? 'none',
    rerollWounds: group.rerollWounds ?? scenario.rerollWounds ?? 'none',
    rerollSaves: group.rerollSaves ?? scenario.rerollSaves ?? 'none',
    rerollDamage: damageRerolls.includes('any') ? 'any' : damageRerolls.includes('ones') ? 'ones' : 'none',
    lethal: group.lethal ?? scenario.lethal ?? 'best',
    ignoreHarmfulHitModifiers: scenario.ignoreHarmfulHitModifiers === true || group.ignoreHarmfulHitModifiers === true,
    successfulHitsCritical: scenario.successfulHitsCritical === true || group.successfulHitsCritical === true,
    successfulWoundsCritical: scenario.successfulWoundsCritical === true || group.successfulWoundsCritical === true,
  };
}

/** Of two AP characteristics set, the better for the attacker (the lower); null when neither is. */
function betterSet(a: number | undefined, b: number | undefined): number | null {
  if (a === undefined) return b ?? null;
  return b === undefined ? a : Math.min(a, b);
}

export function weaponContext(
  group: FiringGroup,
  scenarioModifiers: Modifiers | undefined,
  conditions: Conditions,
  defender: DefenderUnit,
  rules: EditionRules,
  commandReroll?: CommandRerollRoll,
  changeToSix?: ChangeToSixRoll,
): WeaponContext {
  const granted = [...(scenarioModifiers?.abilities ?? []), ...(group.modifiers?.abilities ?? [])];
  const abilities = collectAbilities(group.weapon, granted);
  const ranged = group.weapon.type === 'ranged';
  const indirect = ranged && abilities.indirectFire && conditions.indirect === true;
  const stealthCover = rules.stealth === 'cover' && defender.stealth === true;
  // Indirect fire and (11e) Stealth give the target cover; [IGNORES COVER] removes it (RULES §1, §2 13.08, 24.33).
  const cover = ranged && !abilities.ignoresCover && (conditions.cover === true || indirect || stealthCover);
  return {
    weapon: group.weapon,
    count: group.count,
    abilities,
    mods: mergeModifiers(scenarioModifiers, group.modifiers),
    rules,
    conditions,
    defender,
    ranged,
    indirect,
    overwatch: ranged && conditions.overwatch === true,
    cover,
    ...(commandReroll === undefined ? {} : { commandReroll }),
    ...(changeToSix === undefined ? {} : { changeToSix }),
  };
}
