/**
 * One whole attack played die by die, literally as docs/rules.md describes it: the reference the fast
 * engine (src/rules/) is checked against. No probability code: every random value is a die from the
 * Roller, every model keeps its own wounds.
 *
 * First the mortal-wound sources that come before the attacks, against the target, in order (§11);
 * targets are selected after them. Then per weapon, in the order given (§7.4): attacks (§1) → hit rolls
 * (§2) → wound rolls (§3) → saves and damage allocated to the models (§4, §5, §7) → [DEVASTATING WOUNDS]
 * mortal wounds (§6, timing per edition). Then the sources that come after the attacks, against the
 * target, in order (§11), hazard rolls (§8), the sources rolled for your own units (§11.1) and the unit's
 * strength (§9).
 *
 * The per-weapon `unsavedWounds`, `mortalWounds` and `damage` are defined against the first model group
 * before any model is removed (types.ts WeaponResult). They are played as a separate side track with dice
 * of their own: each wounding attack rolls a second save against that group and, if unsaved, a Damage
 * roll and Feel No Pain rolls of that group; each [DEVASTATING WOUNDS] critical wound rolls its mortal
 * wounds and Feel No Pain. The side track never touches the unit.
 */
import type { EditionRules } from '../rules/editions.js';
import type { MortalSource, MortalTiming, Scenario } from '../rules/types.js';
import type { Dice } from '../prob/dice.js';
import { damageValue, rollDamage, wantsDamageReroll } from './damage.js';
import { rollHazards } from './hazard.js';
import { classifyHit, rollHitDie } from './hit.js';
import { rollAgainstTarget, rollForOwnUnits } from './mortal-sources.js';
import type { MortalSourceOutcome, Outcome, WeaponOutcome } from './outcome.js';
import { prepareAttack, type AttackPlan, type WeaponPlan } from './plan.js';
import { rollDice, type Roller } from './roller.js';
import { rollSaveFace, saveSucceeds, wantsSaveReroll, type SaveRule } from './save.js';
import {
  currentGroup,
  feelNoPainOf,
  freshUnit,
  isAlive,
  modelsDestroyedByGroup,
  modelsLeft,
  selectModel,
  strength,
  sufferOnModel,
  toughnessOf,
  woundsLost,
  type UnitState,
  type Wounding,
} from './unit-state.js';
import { classifyWound, rollWoundDie, woundRuleFor } from './wound.js';

export type ResolveOptions = {
  /**
   * Play the side track behind `unsavedWounds`, `mortalWounds` and `damage` (default true). Off, those
   * three are 0 and the attack needs fewer dice (smaller exhaustive enumerations).
   */
  readonly sideTrack?: boolean;
};

/** Plays one whole attack. For many attacks, `prepareAttack` once and `playAttack` each time. */
export function resolveOnce(
  scenario: Scenario,
  rules: EditionRules,
  roller: Roller,
  options: ResolveOptions = {},
): Outcome {
  return playAttack(prepareAttack(scenario, rules), roller, options);
}

/** The target when targets are selected: after the mortal-wound sources (§11), before any weapon. */
type Selection = {
  /** §1.3 the models [BLAST] counts. */
  readonly models: number;
  /** §3.2 the Toughness then: 10e for the whole attack; both editions for a unit already destroyed. */
  readonly toughness: number;
};

export function playAttack(plan: AttackPlan, roller: Roller, options: ResolveOptions = {}): Outcome {
  const target = freshUnit(plan.defender);
  const played = playStep(plan, target, roller, options);
  return { ...played, ...unitOutcome(target) };
}

/** What one attack rolled, beside what it did to the unit (which `playStep` leaves in the unit's state). */
export type StepPlay = Pick<Outcome, 'mortalSources' | 'weapons' | 'hazard'>;

/**
 * One whole attack against `target` as it is now (a sequence's later steps meet a damaged unit): the
 * sources against the target before the attacks, target selection, the firing groups, the deferred
 * [DEVASTATING WOUNDS], the sources against the target after the attacks, the hazard and the sources
 * rolled for your own units. `target` is changed in place.
 */
export function playStep(plan: AttackPlan, target: UnitState, roller: Roller, options: ResolveOptions = {}): StepPlay {
  const sideTrack = options.sideTrack ?? true;
  // §11: the sources that hurt the target before the firing groups, in order; the others wait.
  const beforeAttack = rollSourcesAgainstTarget(plan.mortalSources, 'before', target, roller);
  // A unit the sources destroyed has no Toughness left: the undamaged unit's, as for any destroyed unit.
  const selection: Selection = { models: modelsLeft(target), toughness: toughnessOf(target) ?? plan.startToughness };
  const weapons: WeaponOutcome[] = [];
  const deferred: Array<{ weapon: WeaponPlan; criticals: number }> = [];
  for (const weapon of plan.weapons) {
    const played = playWeapon(plan, weapon, target, selection, roller, sideTrack);
    weapons.push(played.outcome);
    // §6.3: 11e after that weapon's normal damage; 10e after all the unit's other attacks.
    if (plan.rules.devastatingTiming === 'after-weapon') {
      inflictDevastating(weapon, played.devastatingCriticals, target, roller);
    } else {
      deferred.push({ weapon, criticals: played.devastatingCriticals });
    }
  }
  for (const { weapon, criticals } of deferred) inflictDevastating(weapon, criticals, target, roller);
  // §11: the sources that hurt the target after the attacks ("after this unit has shot"), in order, on the
  // unit every weapon and the deferred [DEVASTATING WOUNDS] (§6.3, part of the unit's attacks) left.
  const afterAttack = rollSourcesAgainstTarget(plan.mortalSources, 'after', target, roller);

  const hazard = rollHazards(plan, roller);
  // §11.1: "after it has resolved those attacks", one die for each of your own units.
  const mortalSources = plan.mortalSources.map(
    (source, i): MortalSourceOutcome => beforeAttack[i] ?? afterAttack[i] ?? rollForOwnUnits(source, roller),
  );
  return { mortalSources, weapons, ...(hazard === undefined ? {} : { hazard }) };
}

/**
 * §11: each source that hurts the target and comes at `timing` (before the attacks unless it says
 * otherwise) rolls against it now, in order; null for the others.
 */
function rollSourcesAgainstTarget(
  sources: readonly MortalSource[],
  timing: MortalTiming,
  target: UnitState,
  roller: Roller,
): (MortalSourceOutcome | null)[] {
  return sources.map((source) =>
    source.ownUnits === undefined && (source.timing ?? 'before') === timing ? rollAgainstTarget(source, target, roller) : null,
  );
}

/** The unit's state summed up (§9). */
export function unitOutcome(target: UnitState): Omit<Outcome, keyof StepPlay> {
  const byGroup = modelsDestroyedByGroup(target);
  return {
    woundsLost: woundsLost(target),
    modelsDestroyed: sum(byGroup),
    modelsDestroyedByGroup: byGroup,
    wiped: !isAlive(target),
    ...strength(target),
  };
}

function playWeapon(
  plan: AttackPlan,
  weapon: WeaponPlan,
  target: UnitState,
  selection: Selection,
  roller: Roller,
  sideTrack: boolean,
): { outcome: WeaponOutcome; devastatingCriticals: number } {
  // §1 attacks, rolled per copy; all of them together for a Command Re-roll of one die (§10).
  const attackDice: Die[] = [];
  const copyAttacks: number[] = [];
  for (let copy = 0; copy < weapon.count; copy++) {
    let total = rollPool(weapon.attacks, roller, attackDice, copy);
    if (weapon.rapidFire !== null) total += rollPool(weapon.rapidFire, roller, attackDice, copy);
    copyAttacks.push(total + weapon.blast * Math.floor(selection.models / 5)); // §1.3
  }
  const worstAttackDie = weapon.commandReroll === 'attacks' ? worstDie(attackDice) : null;
  if (worstAttackDie !== null) copyAttacks[worstAttackDie.copy]! += roller.roll(worstAttackDie.sides) - worstAttackDie.value;
  // §1.6: the `attacks` modifier is added to each copy's sum, which it never takes below 1.
  let attacks = 0;
  for (const total of copyAttacks) attacks += weapon.attacksModifier === 0 ? total : Math.max(1, total + weapon.attacksModifier);

  // §2 hit rolls.
  let hits = 0;
  let criticalHits = 0;
  let toWound = 0;
  let automaticWounds = 0;
  if (weapon.hit === null) {
    hits = attacks; // §2.1 [TORRENT]: automatic hits, never critical
    toWound = attacks;
  } else {
    // §10: a Command Re-roll picks up the first hit die that failed and was not re-rolled already.
    let commandReroll = weapon.commandReroll === 'hit' && weapon.hit.rerollsAllowed;
    let six = weapon.changeToSix === 'hit';
    for (let i = 0; i < attacks; i++) {
      let { result, rerolled } = rollHitDie(weapon.hit, roller);
      if (commandReroll && result === 'fail' && !rerolled) {
        commandReroll = false;
        result = classifyHit(roller.roll(6), weapon.hit);
      }
      // §10a: the first hit die that still fails, re-rolled or not, is changed to an unmodified 6.
      if (six && result === 'fail') {
        six = false;
        result = classifyHit(6, weapon.hit);
      }
      if (result === 'fail') continue;
      hits++;
      if (result === 'success') {
        toWound++;
        continue;
      }
      criticalHits++;
      if (weapon.takeLethal) automaticWounds++; // §2.8 not a critical wound
      else toWound++;
      if (weapon.sustained !== null) {
        // §2.7 extra hits: not critical, roll to wound, no [LETHAL HITS]
        const extra = rollDice(weapon.sustained, roller);
        hits += extra;
        toWound += extra;
      }
    }
  }

  // §3 wound rolls. §3.2: 10e Toughness at target selection; 11e from the groups alive now (a destroyed
  // unit: the one at target selection).
  const toughness =
    plan.rules.toughnessTiming === 'per-weapon' ? (toughnessOf(target) ?? selection.toughness) : selection.toughness;
  const woundRule = woundRuleFor(weapon, toughness);
  let wounds = automaticWounds;
  let criticalWounds = 0;
  let saveable = automaticWounds;
  let criticalSaveable = 0; // §4.7 saved at the critical wounds' own AP
  let devastatingCriticals = 0;
  let woundReroll = weapon.commandReroll === 'wound';
  let woundSix = weapon.changeToSix === 'wound';
  for (let i = 0; i < toWound; i++) {
    let { result, rerolled } = rollWoundDie(woundRule, roller);
    if (woundReroll && result === 'fail' && !rerolled) {
      woundReroll = false;
      result = classifyWound(roller.roll(6), woundRule);
    }
    // §10a: the first wound die that still fails is changed to an unmodified 6.
    if (woundSix && result === 'fail') {
      woundSix = false;
      result = classifyWound(6, woundRule);
    }
    if (result === 'fail') continue;
    wounds++;
    if (result === 'critical') criticalWounds++;
    // §6.1 a critical wound with [DEVASTATING WOUNDS] ends the attack's sequence: no save.
    if (result === 'critical' && weapon.devastating) devastatingCriticals++;
    else if (result === 'critical' && weapon.criticalSaves !== null) criticalSaveable++;
    else saveable++;
  }

  const side = sideTrack
    ? playSideTrack(plan, weapon, { saves: weapon.saves, count: saveable }, { saves: weapon.criticalSaves ?? weapon.saves, count: criticalSaveable }, devastatingCriticals, roller)
    : { unsavedWounds: 0, mortalWounds: 0, damage: 0 };

  // §4 saves and §5 damage on the unit, per edition (§4.4, §4.5); §4.7 the critical wounds that save at
  // their own AP come after the others, a Command Re-roll still in hand carried to them.
  const token = { save: weapon.commandReroll === 'save', damage: weapon.commandReroll === 'damage' };
  const lanes = [{ saves: weapon.saves, count: saveable }, { saves: weapon.criticalSaves ?? weapon.saves, count: criticalSaveable }];
  for (const lane of lanes) {
    if (plan.rules.saveResolution === 'per-attack') allocatePerAttack(weapon, lane, target, token, roller);
    else allocateSortedBatch(weapon, lane, target, token, roller);
  }

  return {
    outcome: {
      weapon: weapon.name,
      count: weapon.count,
      ...(weapon.lethalChoice === null ? {} : { lethal: weapon.lethalChoice }),
      attacks,
      hits,
      criticalHits,
      wounds,
      criticalWounds,
      ...side,
    },
    devastatingCriticals,
  };
}

/** The side track (see the file comment): against the first group, nothing removed, excess kept. */
function playSideTrack(
  plan: AttackPlan,
  weapon: WeaponPlan,
  normal: SaveLane,
  critical: SaveLane,
  devastatingCriticals: number,
  roller: Roller,
): { unsavedWounds: number; mortalWounds: number; damage: number } {
  const group = plan.defender.groups[weapon.firstGroup];
  if (group === undefined) throw new RangeError('playSideTrack: no first group');
  let unsavedWounds = 0;
  let mortalWounds = 0;
  let damage = 0;
  for (const lane of [normal, critical]) {
    const rule = saveRule(lane, weapon.firstGroup);
    for (let i = 0; i < lane.count; i++) {
      if (saveSucceeds(rollSaveFace(rule, weapon.rerollSaves, roller), rule)) continue;
      unsavedWounds++;
      damage += keptAfterFeelNoPain(rollDamage(weapon.damage, roller), feelNoPainOf(group, normalWounding(weapon)), roller);
    }
  }
  for (let i = 0; i < devastatingCriticals; i++) {
    const amount = rollDamage(weapon.mortal, roller);
    mortalWounds += amount;
    damage += keptAfterFeelNoPain(amount, feelNoPainOf(group, devastatingWounding(weapon)), roller);
  }
  return { unsavedWounds, mortalWounds, damage };
}

/** §5.3 a weapon's normal damage: a [PSYCHIC] weapon's is a psychic attack's. */
function normalWounding(weapon: WeaponPlan): Wounding {
  return { mortal: false, psychic: weapon.psychic };
}

/** §5.3 a weapon's [DEVASTATING WOUNDS] mortal wounds: mortal, and psychic for a [PSYCHIC] weapon. */
function devastatingWounding(weapon: WeaponPlan): Wounding {
  return { mortal: true, psychic: weapon.psychic };
}

/** §5.3 one Feel No Pain roll per wound; returns the wounds not ignored. */
function keptAfterFeelNoPain(amount: number, feelNoPain: number | undefined, roller: Roller): number {
  let kept = 0;
  for (let i = 0; i < amount; i++) if (feelNoPain === undefined || roller.roll(6) < feelNoPain) kept++;
  return kept;
}

/**
 * §4.4 10e: each wounding attack is allocated (§7.2, §7.3), then saved against the group of its model,
 * then its Damage is rolled and suffered by that model (§5). Attacks left when the unit is destroyed are lost.
 */
function allocatePerAttack(weapon: WeaponPlan, lane: SaveLane, target: UnitState, token: Token, roller: Roller): void {
  for (let i = 0; i < lane.count && isAlive(target); i++) {
    const g = currentGroup(target, weapon.precision);
    const model = selectModel(target, g);
    const rule = saveRule(lane, g);
    let face = roller.roll(6);
    const rerolled = wantsSaveReroll(weapon.rerollSaves, face, rule);
    if (rerolled) face = roller.roll(6);
    // §10: the defender's Command Re-roll picks up the first failed save not re-rolled already.
    if (token.save && !rerolled && !saveSucceeds(face, rule)) {
      token.save = false;
      face = roller.roll(6);
    }
    if (saveSucceeds(face, rule)) continue;
    sufferOnModel(target, g, model, rollNormalDamage(weapon, token, roller), normalWounding(weapon), roller);
  }
}

/**
 * Normal damage; with a Command Re-roll in hand, the first roll with a die below its average re-rolls it
 * (§10), unless the weapon's own Damage re-roll (§5.6) re-rolled that roll already: no die is re-rolled
 * twice, so the Command Re-roll waits for the next roll.
 */
function rollNormalDamage(weapon: WeaponPlan, token: { damage: boolean }, roller: Roller): number {
  if (!token.damage) return rollDamage(weapon.damage, roller);
  const dice: Die[] = [];
  let roll = rollPool(weapon.damage.dice, roller, dice);
  if (wantsDamageReroll(weapon.damage, roll)) return damageValue(rollDice(weapon.damage.dice, roller), weapon.damage);
  const worst = worstDie(dice);
  if (worst !== null) {
    token.damage = false;
    roll += roller.roll(worst.sides) - worst.value;
  }
  return damageValue(roll, weapon.damage);
}

/** A die rolled, and which copy of the weapon rolled it (attack dice). */
type Die = { readonly sides: number; readonly value: number; readonly copy: number };

/** Rolls `dice`, recording each die in `pool`; returns the total. */
function rollPool(dice: Dice, roller: Roller, pool: Die[], copy = 0): number {
  let total = dice.flat;
  for (const term of dice.terms) {
    for (let i = 0; i < term.count; i++) {
      const value = roller.roll(term.sides);
      pool.push({ sides: term.sides, value, copy });
      total += value;
    }
  }
  return total;
}

/** §10: the die furthest below its own average, or null when none is below it. */
function worstDie(pool: readonly Die[]): Die | null {
  let worst: Die | null = null;
  for (const d of pool) {
    const deficit = (d.sides + 1) / 2 - d.value;
    if (deficit > 0 && (worst === null || deficit > (worst.sides + 1) / 2 - worst.value)) worst = d;
  }
  return worst;
}

/**
 * §4.5 11e 05.04: all the weapon's save dice are rolled together (re-rolls judged against the group
 * current when they are rolled), sorted, and resolved lowest first against the current group; when it is
 * destroyed the next becomes current. Random Damage is rolled when the model is selected (§5.1).
 */
function allocateSortedBatch(weapon: WeaponPlan, lane: SaveLane, target: UnitState, token: Token, roller: Roller): void {
  if (lane.count === 0 || !isAlive(target)) return;
  const judge = saveRule(lane, currentGroup(target, weapon.precision));
  const faces: number[] = [];
  let lowestFailed = -1; // §10: the die a Command Re-roll picks up
  for (let i = 0; i < lane.count; i++) {
    let face = roller.roll(6);
    const rerolled = wantsSaveReroll(weapon.rerollSaves, face, judge);
    if (rerolled) face = roller.roll(6);
    else if (!saveSucceeds(face, judge) && (lowestFailed < 0 || face < faces[lowestFailed]!)) lowestFailed = i;
    faces.push(face);
  }
  // §10: the defender's Command Re-roll picks up the lowest die that fails and was not re-rolled.
  if (token.save && lowestFailed >= 0) {
    token.save = false;
    faces[lowestFailed] = roller.roll(6);
  }
  faces.sort(ascending);
  for (const face of faces) {
    if (!isAlive(target)) break;
    const g = currentGroup(target, weapon.precision);
    if (saveSucceeds(face, saveRule(lane, g))) continue;
    sufferOnModel(target, g, selectModel(target, g), rollNormalDamage(weapon, token, roller), normalWounding(weapon), roller);
  }
}

/** §6.1, §6.2: each critical wound's mortal wounds go to one model (allocation order, §7.3); excess lost. */
function inflictDevastating(weapon: WeaponPlan, criticals: number, target: UnitState, roller: Roller): void {
  for (let i = 0; i < criticals && isAlive(target); i++) {
    const g = currentGroup(target, weapon.precision);
    sufferOnModel(target, g, selectModel(target, g), rollDamage(weapon.mortal, roller), devastatingWounding(weapon), roller);
  }
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

function ascending(a: number, b: number): number {
  return a - b;
}

/** Wounding attacks that roll their saves alike (§4.7): their save rules per group, and how many. */
type SaveLane = { readonly saves: readonly SaveRule[]; readonly count: number };

/** §10 the Command Re-roll of a save or Damage roll, while in hand. */
type Token = { save: boolean; damage: boolean };

function saveRule(lane: SaveLane, g: number): SaveRule {
  const rule = lane.saves[g];
  if (rule === undefined) throw new RangeError(`saveRule: no model group ${g}`);
  return rule;
}
