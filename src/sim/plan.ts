/**
 * Everything about an attack that does not depend on the dice, worked out once (docs/rules.md §1–§6):
 * effective characteristics, modifiers after their caps, the rule of each roll. `playAttack`
 * (resolve.ts) then rolls the dice. A plan is plain data and never changes.
 */
import type { Dice } from '../prob/dice.js';
import type { EditionRules } from '../rules/editions.js';
import type {
  DamageRerollPolicy,
  DefenderUnit,
  FiringGroup,
  LethalPolicy,
  ModelGroup,
  Modifiers,
  RerollPolicy,
  Scenario,
  Weapon,
  WeaponAbility,
  WoundByStrength,
} from '../rules/types.js';
import { collectAbilities, type Abilities } from './abilities.js';
import { damageSums, type DamageRule } from './damage.js';
import type { HitRule } from './hit.js';
import { chooseLethal } from './lethal-choice.js';
import { checkMortalSource } from './mortal-sources.js';
import type { AttackPlan, WeaponPlan } from './plan-types.js';
import type { SaveRule } from './save.js';
import { allocationOrder, freshUnit, toughnessOf } from './unit-state.js';

export type { AttackPlan, WeaponPlan } from './plan-types.js';

export function prepareAttack(scenario: Scenario, rules: EditionRules): AttackPlan {
  const fresh = freshUnit(scenario.defender);
  const startToughness = toughnessOf(fresh);
  if (startToughness === null) {
    throw new RangeError(`prepareAttack: defender "${scenario.defender.name}" has no models`);
  }
  const mortalSources = scenario.mortalSources ?? [];
  mortalSources.forEach(checkMortalSource);
  const weapons = scenario.attacker.firing.map((firing, index) => {
    const reroll = scenario.commandReroll;
    const commandReroll = reroll !== undefined && (reroll.weapon ?? 0) === index ? reroll.roll : null;
    const six = scenario.changeToSix;
    const changeToSix = six !== undefined && (six.weapon ?? 0) === index ? six.roll : null;
    const base = { ...planWeapon(scenario, rules, firing), commandReroll, changeToSix };
    if (!base.hasLethal || !rules.lethalHitsOptional) return base;
    // §2.8: 11e [LETHAL HITS] may be declined; the choice is made per weapon before rolling.
    const policy: LethalPolicy = mergeModifiers(scenario.modifiers, firing.modifiers).lethal;
    const choice = policy === 'best' ? chooseLethal(base, scenario.defender, startToughness) : policy;
    return { ...base, takeLethal: choice === 'auto', lethalChoice: choice };
  });
  return {
    edition: rules.id,
    rules,
    defender: scenario.defender,
    self: scenario.attacker.self ?? null,
    mortalSources,
    weapons,
    startToughness,
  };
}

type MergedModifiers = {
  readonly attacks: number;
  readonly strength: number;
  readonly toughness: number;
  readonly hit: number;
  readonly wound: number;
  readonly bs: number;
  readonly ap: number;
  readonly save: number;
  readonly critWoundAp: number;
  /** §4.7 the AP a critical wound's attack is set to, or null. */
  readonly critWoundApSet: number | null;
  readonly damage: number;
  readonly critHit: number;
  readonly critWound: number;
  readonly hitOnlyOnUnmodified: number;
  readonly woundOnlyOnUnmodified: number;
  readonly woundByStrength: readonly WoundByStrength[];
  readonly snapShotOn: number;
  readonly rerollHits: RerollPolicy;
  readonly rerollWounds: RerollPolicy | null;
  readonly rerollSaves: RerollPolicy;
  readonly rerollDamage: DamageRerollPolicy | null;
  readonly lethal: LethalPolicy;
  readonly ignoreHarmfulHitModifiers: boolean;
  readonly successfulHitsCritical: boolean;
  readonly successfulWoundsCritical: boolean;
  readonly abilities: readonly WeaponAbility[];
};

/**
 * The scenario's modifiers and the firing group's, "on top of" each other: numbers add up; the lower
 * critical-hit, critical-wound and snap thresholds win; of two "unmodified X+ required" (to hit, or to
 * wound) both apply, so the higher wins; of two Damage re-rolls, re-rolling any roll includes re-rolling
 * a 1; another re-roll or lethal policy set on the firing group replaces the scenario's.
 */
export function mergeModifiers(outer: Modifiers | undefined, inner: Modifiers | undefined): MergedModifiers {
  const a = outer ?? {};
  const b = inner ?? {};
  const damageRerolls = [a.rerollDamage, b.rerollDamage];
  return {
    attacks: (a.attacks ?? 0) + (b.attacks ?? 0),
    strength: (a.strength ?? 0) + (b.strength ?? 0),
    toughness: (a.toughness ?? 0) + (b.toughness ?? 0),
    hit: (a.hit ?? 0) + (b.hit ?? 0),
    wound: (a.wound ?? 0) + (b.wound ?? 0),
    bs: (a.bs ?? 0) + (b.bs ?? 0),
    ap: (a.ap ?? 0) + (b.ap ?? 0),
    save: (a.save ?? 0) + (b.save ?? 0),
    critWoundAp: (a.critWoundAp ?? 0) + (b.critWoundAp ?? 0),
    // §4.7 of two AP characteristics set, the lower (the better for the attacker)
    critWoundApSet: a.critWoundApSet === undefined && b.critWoundApSet === undefined ? null : Math.min(a.critWoundApSet ?? 0, b.critWoundApSet ?? 0),
    damage: (a.damage ?? 0) + (b.damage ?? 0),
    critHit: Math.min(a.critHit ?? 6, b.critHit ?? 6),
    critWound: Math.min(a.critWound ?? 6, b.critWound ?? 6),
    hitOnlyOnUnmodified: Math.max(a.hitOnlyOnUnmodified ?? 0, b.hitOnlyOnUnmodified ?? 0),
    woundOnlyOnUnmodified: Math.max(a.woundOnlyOnUnmodified ?? 0, b.woundOnlyOnUnmodified ?? 0),
    woundByStrength: [...(a.woundByStrength ?? []), ...(b.woundByStrength ?? [])],
    snapShotOn: Math.min(a.snapShotOn ?? 6, b.snapShotOn ?? 6),
    rerollHits: b.rerollHits ?? a.rerollHits ?? 'none',
    rerollWounds: b.rerollWounds ?? a.rerollWounds ?? null,
    rerollSaves: b.rerollSaves ?? a.rerollSaves ?? 'none',
    rerollDamage: damageRerolls.includes('any') ? 'any' : damageRerolls.includes('ones') ? 'ones' : null,
    lethal: b.lethal ?? a.lethal ?? 'best',
    ignoreHarmfulHitModifiers: a.ignoreHarmfulHitModifiers === true || b.ignoreHarmfulHitModifiers === true,
    successfulHitsCritical: a.successfulHitsCritical === true || b.successfulHitsCritical === true,
    successfulWoundsCritical: a.successfulWoundsCritical === true || b.successfulWoundsCritical === true,
    abilities: [...(a.abilities ?? []), ...(b.abilities ?? [])],
  };
}

function clamp(value: number, cap: number): number {
  return Math.max(-cap, Math.min(cap, value));
}

function planWeapon(
  scenario: Scenario,
  rules: EditionRules,
  firing: FiringGroup,
): Omit<WeaponPlan, 'commandReroll' | 'changeToSix'> {
  const { weapon } = firing;
  const { defender, conditions } = scenario;
  if (!Number.isInteger(firing.count) || firing.count < 0) {
    throw new RangeError(`prepareAttack: count of "${weapon.name}" must be a whole number ≥ 0, got ${firing.count}`);
  }
  const m = mergeModifiers(scenario.modifiers, firing.modifiers);
  const ab: Abilities = collectAbilities([...weapon.abilities, ...m.abilities]);
  const has = (kind: WeaponAbility['kind']): boolean => ab.kinds.has(kind);
  const ranged = weapon.type === 'ranged';
  const torrent = has('torrent');

  // Indirect fire needs the weapon ability and a target no model can see (conditions.indirect);
  // it gives the target the Benefit of Cover in both editions (RULES §1 [INDIRECT FIRE], §2 10.07).
  const indirect = ranged && has('indirect-fire') && conditions.indirect === true;
  const stealthIsCover = rules.stealth === 'cover' && defender.stealth === true; // 11e 24.33
  const targetHasCover =
    ranged && !has('ignores-cover') && (conditions.cover === true || indirect || stealthIsCover);

  return {
    name: weapon.name,
    count: firing.count,
    attacks: weapon.attacks,
    // §1.6: 10e leaves an [EXTRA ATTACKS] weapon's A as it is.
    attacksModifier: rules.extraAttacksUnmodifiable && has('extra-attacks') ? 0 : m.attacks,
    rapidFire: conditions.halfRange === true ? ab.rapidFire : null,
    blast: ab.blast,
    hit: torrent ? null : planHit(rules, weapon.skill, weapon.name, m, ab, {
      ranged,
      indirect,
      targetHasCover,
      shooting: conditions.phase === 'shooting',
      stationary: conditions.stationary === true,
      // §2.3 [HEAVY]: 10e Remained Stationary; 11e also "no model moved more than 3"".
      heavyMovement: conditions.stationary === true || (rules.heavy === 'moved-at-most-3' && conditions.movedAtMost3 === true),
      spotted: conditions.indirectSpotted === true,
      overwatch: conditions.overwatch === true,
      stealth: defender.stealth === true,
    }),
    sustained: ab.sustained,
    hasLethal: has('lethal-hits'),
    // Lethal Hits (rules.md 2.8): 10e mandatory; 11e decided in prepareAttack.
    takeLethal: has('lethal-hits'),
    lethalChoice: null,
    strength: Math.max(1, weapon.strength + m.strength), // §3.1a: S ≥ 1
    toughnessModifier: m.toughness,
    woundModifier: m.wound + (has('lance') && conditions.charged === true ? 1 : 0),
    woundByStrength: m.woundByStrength,
    woundModifierCap: rules.rollModifierCap,
    criticalWoundOn: criticalWoundThreshold(m.critWound, ab, defender),
    successfulWoundsCritical: m.successfulWoundsCritical,
    woundUnmodifiedRequired: m.woundOnlyOnUnmodified,
    rerollWounds: woundReroll(m.rerollWounds, has('twin-linked')),
    saves: defender.groups.map((g) => planSave(rules, weapon.ap - m.ap, m.save + damageOne(g, weapon, m, ab, conditions.halfRange === true), g.save, bestInvuln(g, ranged), targetHasCover, m.save)),
    // §4.7: a critical wound's AP set (first) and improved, unless that changes nothing or it makes no save (§6.1)
    criticalSaves: has('devastating-wounds') || Math.min(0, (m.critWoundApSet ?? weapon.ap) - m.ap - m.critWoundAp) === Math.min(0, weapon.ap - m.ap)
      ? null
      : defender.groups.map((g) => planSave(rules, (m.critWoundApSet ?? weapon.ap) - m.ap - m.critWoundAp, m.save + damageOne(g, weapon, m, ab, conditions.halfRange === true), g.save, bestInvuln(g, ranged), targetHasCover, m.save)),
    rerollSaves: m.rerollSaves,
    damage: planDamage(rules, weapon.damage, m, ab, conditions.halfRange === true, defender, true),
    mortal: planDamage(rules, weapon.damage, m, ab, conditions.halfRange === true, defender, rules.devastatingUsesDamageModifiers),
    devastating: has('devastating-wounds'),
    precision: has('precision'),
    hazardous: has('hazardous'),
    psychic: has('psychic'),
    firstGroup: firstGroupOf(defender, has('precision')),
  };
}

type HitContext = {
  readonly ranged: boolean;
  readonly indirect: boolean;
  readonly targetHasCover: boolean;
  readonly shooting: boolean;
  readonly stationary: boolean;
  readonly heavyMovement: boolean;
  readonly spotted: boolean;
  readonly overwatch: boolean;
  readonly stealth: boolean;
};

function planHit(
  rules: EditionRules,
  skill: number | null,
  name: string,
  m: MergedModifiers,
  ab: Abilities,
  c: HitContext,
): HitRule {
  if (skill === null) throw new TypeError(`prepareAttack: weapon "${name}" has no BS/WS and is not [TORRENT]`);
  // §2.4 [PSYCHIC] (11e only; editions.ts has no switch for it): ignore the harmful modifiers.
  const psychic = (ab.kinds.has('psychic') && rules.psychicIgnoresHitModifiers) || m.ignoreHarmfulHitModifiers;
  // §2.2 characteristic changes: `bs` improvement, 11e cover worsens BS by 1.
  const bsChanges = [-m.bs, rules.cover === 'worsen-bs' && c.targetHasCover ? 1 : 0];
  let effective = skill + bsChanges.filter((x) => !psychic || x < 0).reduce((s, x) => s + x, 0);
  effective = Math.max(rules.skillLimits.best, effective);
  if (rules.skillLimits.worst !== null) effective = Math.min(rules.skillLimits.worst, effective);
  // §2.3 hit-roll modifiers, summed then clamped.
  const modifiers = [
    m.hit,
    ab.kinds.has('heavy') && c.ranged && c.shooting && c.heavyMovement ? 1 : 0,
    rules.stealth === 'minus-one-to-hit' && c.stealth && c.ranged ? -1 : 0,
    c.indirect ? rules.indirect.hitModifier : 0,
  ];
  const modifier = clamp(
    modifiers.filter((x) => !psychic || x > 0).reduce((s, x) => s + x, 0),
    rules.rollModifierCap,
  );
  const indirectFailUpTo = !c.indirect
    ? 0
    : c.stationary && c.spotted
      ? rules.indirect.failUpToWhenStationarySpotted
      : rules.indirect.failUpTo;
  // §2.6: no hit re-rolls for Overwatch or indirect fire where the edition says so (11e 15.09, 10.07).
  const noRerolls = (c.overwatch && rules.overwatch.noHitRerolls) || (c.indirect && rules.indirect.noHitRerolls);
  return {
    skill: effective,
    modifier,
    criticalOn: m.critHit,
    successCritical: m.successfulHitsCritical,
    indirectFailUpTo,
    unmodifiedRequired: m.hitOnlyOnUnmodified,
    snapShotOn: c.overwatch ? m.snapShotOn : null,
    reroll: noRerolls ? 'none' : m.rerollHits,
    rerollsAllowed: !noRerolls,
  };
}

/** §3.5 [TWIN-LINKED] gives `failed` re-rolls when no other wound re-roll policy is set. */
/** §3.5: [TWIN-LINKED] re-rolls every failed wound roll unless a broader policy (noncrit) is set. */
function woundReroll(policy: RerollPolicy | null, twinLinked: boolean): RerollPolicy {
  if (twinLinked && (policy === null || policy === 'none' || policy === 'ones')) return 'failed';
  return policy ?? 'none';
}

/** §3.4: the lower of `critWound` and every [ANTI] whose keyword the target has (case-insensitive). */
function criticalWoundThreshold(critWound: number, ab: Abilities, defender: DefenderUnit): number {
  const keywords = new Set(defender.keywords.map((k) => k.toUpperCase()));
  let threshold = critWound;
  for (const anti of ab.anti) {
    if (keywords.has(anti.keyword.toUpperCase())) threshold = Math.min(threshold, anti.threshold);
  }
  return threshold;
}

/** §4.3 the better of the group's invulnerable save against every attack and the one against this type of attack. */
function bestInvuln(group: ModelGroup, ranged: boolean): number | undefined {
  const saves = [group.invuln, ranged ? group.invulnRanged : group.invulnMelee].filter((s): s is number => s !== undefined);
  return saves.length === 0 ? undefined : Math.min(...saves);
}

/** §4.2 a group's bonus to armour saves against attacks of Damage 1: the weapon's fixed 1, its own or after the attacker's additions. */
function damageOne(group: ModelGroup, weapon: Weapon, m: MergedModifiers, ab: Abilities, halfRange: boolean): number {
  const bonus = group.armourSaveVsDamage1;
  if (bonus === undefined || weapon.damage.terms.length !== 0) return 0;
  const damage = weapon.damage.flat + (bonus.unmodified ? 0 : m.damage + (halfRange ? ab.melta : 0));
  return damage === 1 ? bonus.add : 0;
}

/** §4.1–§4.2 one weapon against one group; `armourSave` holds the armour-only bonuses, `saveModifier` every save's. */
function planSave(
  rules: EditionRules,
  rawAp: number,
  armourSave: number,
  save: number,
  invuln: number | undefined,
  targetHasCover: boolean,
  saveModifier: number,
): SaveRule {
  const ap = Math.min(0, rawAp); // §4.1 never worse than 0
  // §4.2 10e cover: +1 to armour saves, not for Sv 3+ or better against AP 0.
  const cover = rules.cover === 'armour-save-plus-one' && targetHasCover && !(save <= 3 && ap === 0) ? 1 : 0;
  const cap = (x: number): number => (rules.saveImprovementCap === null ? x : Math.min(x, rules.saveImprovementCap));
  return {
    save,
    invuln: invuln ?? null,
    ap,
    armourModifier: cap(armourSave + cover),
    invulnModifier: cap(saveModifier),
  };
}

/** §5.2 / §6.1: with `defenderModifiers` false only the attacker's additions apply; §5.6 the weapon's re-roll. */
function planDamage(
  rules: EditionRules,
  dice: Dice,
  m: MergedModifiers,
  ab: Abilities,
  halfRange: boolean,
  defender: DefenderUnit,
  defenderModifiers: boolean,
): DamageRule {
  const rule = {
    dice,
    add: (halfRange ? ab.melta : 0) + m.damage,
    halve: defenderModifiers && defender.halveDamage === true,
    reduction: defenderModifiers ? (defender.damageReduction ?? 0) : 0,
    ...(defenderModifiers && defender.damageSet !== undefined ? { set: defender.damageSet } : {}),
    order: rules.damageOrder,
    reroll: dice.terms.length === 0 ? null : m.rerollDamage,
  };
  return { ...rule, fresh: rule.reroll === 'any' ? damageSums(rule) : null };
}

function firstGroupOf(defender: DefenderUnit, precision: boolean): number {
  const first = allocationOrder(freshUnit(defender), precision)[0];
  if (first === undefined) throw new RangeError(`prepareAttack: defender "${defender.name}" has no models`);
  return first;
}
