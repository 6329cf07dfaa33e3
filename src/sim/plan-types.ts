/**
 * The plan of an attack as plain data (plan.ts builds it once, resolve.ts plays it): its own file, so the
 * parts that read a plan (lethal-choice.ts, outcome.ts) do not import the planner that calls them.
 */
import type { Dice } from '../prob/dice.js';
import type { EditionRules } from '../rules/editions.js';
import type { ChangeToSixRoll, CommandRerollRoll, DefenderUnit, EditionId, MortalSource, RerollPolicy, WoundByStrength } from '../rules/types.js';
import type { DamageRule } from './damage.js';
import type { HitRule } from './hit.js';
import type { SaveRule } from './save.js';

export type WeaponPlan = {
  readonly name: string;
  readonly count: number;
  /** §1.1 the A characteristic, rolled per copy. */
  readonly attacks: Dice;
  /** §1.6 added to each copy's attacks ([RAPID FIRE] and [BLAST] included), which then never fall below 1; 0 for none. */
  readonly attacksModifier: number;
  /** §1.2 [RAPID FIRE X] at half range (null otherwise), rolled per copy. */
  readonly rapidFire: Dice | null;
  /**
   * §1.3 [BLAST X]: X attacks added to each copy for every five models in the target when targets are
   * selected, which is after the mortal-wound sources (§11): counted when the attack is played.
   */
  readonly blast: number;
  /** Null for [TORRENT] (§2.1): no hit roll. */
  readonly hit: HitRule | null;
  /** §2.7 [SUSTAINED HITS X]. */
  readonly sustained: Dice | null;
  readonly hasLethal: boolean;
  /** §2.8: whether a critical hit wounds automatically. */
  readonly takeLethal: boolean;
  /** The 11e [LETHAL HITS] choice, reported (absent without [LETHAL HITS] or when it is mandatory). */
  readonly lethalChoice: 'auto' | 'roll' | null;
  /** §3.1a Strength after the `strength` modifier. */
  readonly strength: number;
  /** §3.1a added to the target's Toughness (never below 1) for every wound roll. */
  readonly toughnessModifier: number;
  /** §3.3 wound modifier before the cap (those of §3.7 are added per wound roll, then it is capped). */
  readonly woundModifier: number;
  /** §3.7 wound modifiers that hold when the Strength compares so with the target's Toughness. */
  readonly woundByStrength: readonly WoundByStrength[];
  /** §3.3 the cap on the summed wound modifier. */
  readonly woundModifierCap: number;
  /** §3.4 critical wound threshold against this target. */
  readonly criticalWoundOn: number;
  /** §3.4a every successful wound roll is a critical wound. */
  readonly successfulWoundsCritical: boolean;
  /** §3.6 "an unmodified wound roll of X+ is required"; 0 when absent. */
  readonly woundUnmodifiedRequired: number;
  /** §3.5 wound re-roll, [TWIN-LINKED] included. */
  readonly rerollWounds: RerollPolicy;
  /** §4: one save rule per defender group, in the defender's group order. */
  readonly saves: readonly SaveRule[];
  /**
   * §4.7 the saves of its critical wounds, whose AP is improved: one rule per group, or null when they
   * save as its other wounding attacks do (no change to the AP, or [DEVASTATING WOUNDS]: no save at all).
   */
  readonly criticalSaves: readonly SaveRule[] | null;
  readonly rerollSaves: RerollPolicy;
  /** §5.2 normal damage. */
  readonly damage: DamageRule;
  /** §6.1 [DEVASTATING WOUNDS] mortal wounds per critical wound. */
  readonly mortal: DamageRule;
  readonly devastating: boolean;
  readonly precision: boolean;
  readonly hazardous: boolean;
  /** [PSYCHIC]: its damage is a psychic attack's, for Feel No Pain against psychic attacks (§5.3). */
  readonly psychic: boolean;
  /** §10: the roll of this weapon that gets the Command Re-roll, or null. */
  readonly commandReroll: CommandRerollRoll | null;
  /** §10a: the roll of this weapon one die of which may be changed to an unmodified 6, or null. */
  readonly changeToSix: ChangeToSixRoll | null;
  /**
   * The first group in this weapon's allocation order in the undamaged unit ([PRECISION]: the first
   * CHARACTER group): the group `unsavedWounds` and `damage` are reported against (types.ts WeaponResult).
   */
  readonly firstGroup: number;
};

export type AttackPlan = {
  readonly edition: EditionId;
  readonly rules: EditionRules;
  readonly defender: DefenderUnit;
  readonly self: DefenderUnit | null;
  /** §11 mortal-wound sources, in order. */
  readonly mortalSources: readonly MortalSource[];
  readonly weapons: readonly WeaponPlan[];
  /**
   * §3.2 the Toughness of the undamaged unit. Without mortal-wound sources it is the Toughness at target
   * selection; with them, target selection comes after the sources and is worked out when played.
   */
  readonly startToughness: number;
};
