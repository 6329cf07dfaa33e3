/**
 * One whole attack played die by die, literally as docs/rules.md describes it: the reference the fast
 * engine (src/rules/) is checked against. No probability code: every random value is a die from the
 * Roller, every model keeps its own wounds.
 *
 * Per weapon, in the order given (§7.4): attacks (§1) → hit rolls (§2) → wound rolls (§3) → saves and
 * damage allocated to the models (§4, §5, §7) → [DEVASTATING WOUNDS] mortal wounds (§6, timing per
 * edition). Then hazard rolls (§8) and the unit's strength (§9).
 *
 * The per-weapon `unsavedWounds`, `mortalWounds` and `damage` are defined against the first model group
 * before any model is removed (types.ts WeaponResult). They are played as a separate side track with dice
 * of their own: each wounding attack rolls a second save against that group and, if unsaved, a Damage
 * roll and Feel No Pain rolls of that group; each [DEVASTATING WOUNDS] critical wound rolls its mortal
 * wounds and Feel No Pain. The side track never touches the unit.
 */
import type { EditionRules } from '../rules/editions.js';
import type { Scenario } from '../rules/types.js';
import { rollDamage } from './damage.js';
import { rollHazards } from './hazard.js';
import { rollHit } from './hit.js';
import type { Outcome, WeaponOutcome } from './outcome.js';
import { prepareAttack, type AttackPlan, type WeaponPlan } from './plan.js';
import { rollDice, type Roller } from './roller.js';
import { rollSaveFace, saveSucceeds, type SaveRule } from './save.js';
import {
  currentGroup,
  freshUnit,
  isAlive,
  modelsDestroyedByGroup,
  selectModel,
  strength,
  sufferOnModel,
  toughnessOf,
  woundsLost,
  type UnitState,
} from './unit-state.js';
import { requiredWoundRoll, rollWound } from './wound.js';

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

export function playAttack(plan: AttackPlan, roller: Roller, options: ResolveOptions = {}): Outcome {
  const sideTrack = options.sideTrack ?? true;
  const target = freshUnit(plan.defender);
  const weapons: WeaponOutcome[] = [];
  const deferred: Array<{ weapon: WeaponPlan; criticals: number }> = [];
  for (const weapon of plan.weapons) {
    const played = playWeapon(plan, weapon, target, roller, sideTrack);
    weapons.push(played.outcome);
    // §6.3: 11e after that weapon's normal damage; 10e after all the unit's other attacks.
    if (plan.rules.devastatingTiming === 'after-weapon') {
      inflictDevastating(weapon, played.devastatingCriticals, target, roller);
    } else {
      deferred.push({ weapon, criticals: played.devastatingCriticals });
    }
  }
  for (const { weapon, criticals } of deferred) inflictDevastating(weapon, criticals, target, roller);

  const hazard = rollHazards(plan, roller);
  const byGroup = modelsDestroyedByGroup(target);
  return {
    weapons,
    woundsLost: woundsLost(target),
    modelsDestroyed: sum(byGroup),
    modelsDestroyedByGroup: byGroup,
    wiped: !isAlive(target),
    ...strength(target),
    ...(hazard === undefined ? {} : { hazard }),
  };
}

function playWeapon(
  plan: AttackPlan,
  weapon: WeaponPlan,
  target: UnitState,
  roller: Roller,
  sideTrack: boolean,
): { outcome: WeaponOutcome; devastatingCriticals: number } {
  // §1 attacks, rolled per copy.
  let attacks = 0;
  for (let copy = 0; copy < weapon.count; copy++) {
    attacks += rollDice(weapon.attacks, roller);
    if (weapon.rapidFire !== null) attacks += rollDice(weapon.rapidFire, roller);
    attacks += weapon.blastPerCopy;
  }

  // §2 hit rolls.
  let hits = 0;
  let criticalHits = 0;
  let toWound = 0;
  let automaticWounds = 0;
  if (weapon.hit === null) {
    hits = attacks; // §2.1 [TORRENT]: automatic hits, never critical
    toWound = attacks;
  } else {
    for (let i = 0; i < attacks; i++) {
      const result = rollHit(weapon.hit, roller);
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

  // §3 wound rolls. §3.2: 10e Toughness at target selection; 11e from the groups alive now.
  const toughness =
    plan.rules.toughnessTiming === 'per-weapon' ? (toughnessOf(target) ?? plan.startToughness) : plan.startToughness;
  const woundRule = {
    required: requiredWoundRoll(weapon.strength, toughness),
    modifier: weapon.woundModifier,
    criticalOn: weapon.criticalWoundOn,
    reroll: weapon.rerollWounds,
  };
  let wounds = automaticWounds;
  let criticalWounds = 0;
  let saveable = automaticWounds;
  let devastatingCriticals = 0;
  for (let i = 0; i < toWound; i++) {
    const result = rollWound(woundRule, roller);
    if (result === 'fail') continue;
    wounds++;
    if (result === 'critical') criticalWounds++;
    // §6.1 a critical wound with [DEVASTATING WOUNDS] ends the attack's sequence: no save.
    if (result === 'critical' && weapon.devastating) devastatingCriticals++;
    else saveable++;
  }

  const side = sideTrack
    ? playSideTrack(plan, weapon, saveable, devastatingCriticals, roller)
    : { unsavedWounds: 0, mortalWounds: 0, damage: 0 };

  // §4 saves and §5 damage on the unit, per edition (§4.4, §4.5).
  if (plan.rules.saveResolution === 'per-attack') allocatePerAttack(weapon, saveable, target, roller);
  else allocateSortedBatch(weapon, saveable, target, roller);

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
  saveable: number,
  devastatingCriticals: number,
  roller: Roller,
): { unsavedWounds: number; mortalWounds: number; damage: number } {
  const group = plan.defender.groups[weapon.firstGroup];
  const rule = weapon.saves[weapon.firstGroup];
  if (group === undefined || rule === undefined) throw new RangeError('playSideTrack: no first group');
  let unsavedWounds = 0;
  let mortalWounds = 0;
  let damage = 0;
  for (let i = 0; i < saveable; i++) {
    if (saveSucceeds(rollSaveFace(rule, weapon.rerollSaves, roller), rule)) continue;
    unsavedWounds++;
    damage += keptAfterFeelNoPain(rollDamage(weapon.damage, roller), group.feelNoPain, roller);
  }
  for (let i = 0; i < devastatingCriticals; i++) {
    const amount = rollDamage(weapon.mortal, roller);
    mortalWounds += amount;
    damage += keptAfterFeelNoPain(amount, group.feelNoPain, roller);
  }
  return { unsavedWounds, mortalWounds, damage };
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
function allocatePerAttack(weapon: WeaponPlan, saveable: number, target: UnitState, roller: Roller): void {
  for (let i = 0; i < saveable && isAlive(target); i++) {
    const g = currentGroup(target, weapon.precision);
    const model = selectModel(target, g);
    const rule = saveRule(weapon, g);
    if (saveSucceeds(rollSaveFace(rule, weapon.rerollSaves, roller), rule)) continue;
    sufferOnModel(target, g, model, rollDamage(weapon.damage, roller), roller);
  }
}

/**
 * §4.5 11e 05.04: all the weapon's save dice are rolled together (re-rolls judged against the first group
 * in allocation order), sorted, and resolved lowest first against the current group; when it is
 * destroyed the next becomes current. Random Damage is rolled when the model is selected (§5.1).
 */
function allocateSortedBatch(weapon: WeaponPlan, saveable: number, target: UnitState, roller: Roller): void {
  if (saveable === 0 || !isAlive(target)) return;
  const judge = saveRule(weapon, currentGroup(target, weapon.precision));
  const faces: number[] = [];
  for (let i = 0; i < saveable; i++) faces.push(rollSaveFace(judge, weapon.rerollSaves, roller));
  faces.sort(ascending);
  for (const face of faces) {
    if (!isAlive(target)) break;
    const g = currentGroup(target, weapon.precision);
    if (saveSucceeds(face, saveRule(weapon, g))) continue;
    sufferOnModel(target, g, selectModel(target, g), rollDamage(weapon.damage, roller), roller);
  }
}

/** §6.1, §6.2: each critical wound's mortal wounds go to one model (allocation order, §7.3); excess lost. */
function inflictDevastating(weapon: WeaponPlan, criticals: number, target: UnitState, roller: Roller): void {
  for (let i = 0; i < criticals && isAlive(target); i++) {
    const g = currentGroup(target, weapon.precision);
    sufferOnModel(target, g, selectModel(target, g), rollDamage(weapon.mortal, roller), roller);
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

function saveRule(weapon: WeaponPlan, g: number): SaveRule {
  const rule = weapon.saves[g];
  if (rule === undefined) throw new RangeError(`saveRule: no model group ${g}`);
  return rule;
}
