/**
 * Named effects (stratagems, detachment and army rules, datasheet abilities) as data: who may use one,
 * when it applies, and what it changes in the engine's terms (Modifiers, Conditions, DefenderUnit).
 * Nothing here computes probabilities: `applyEffects` rewrites a Scenario and the engine does the rest.
 */
import type { Dice } from '../prob/dice.js';
import type { ChangeToSixRoll, CommandRerollRoll, EditionId, Modifiers, MortalSource, Weapon } from '../rules/index.js';

/** When an attack is made: your Shooting phase, Overwatch (snap shooting) or the Fight phase. */
export type EffectPhase = 'shooting' | 'overwatch' | 'fight';

/** Facts about the battlefield the engine does not know; the user states them (one CLI flag each). */
export type SituationFlag =
  | 'guided'
  | 'observer'
  | 'markerlight'
  | 'marked'
  | 'targetBelowHalf'
  | 'painToken'
  | 'losingWager'
  | 'within9'
  | 'nearKroot'
  | 'trapObjective'
  | 'overlappingFire'
  | 'closest'
  | 'beyondHatchway';

export type Situation = {
  readonly round?: number;
  /** The roll Command Re-roll picks a die of (`--command-reroll`). */
  readonly commandReroll?: CommandRerollRoll;
  /** The roll a die of which is changed to an unmodified 6 (`--change-to-six`), for a rule that offers several. */
  readonly changeToSix?: ChangeToSixRoll;
  /** With indirect fire: the attacking unit's other models see the target (`--visible`). */
  readonly visible?: boolean;
} & { readonly [F in SituationFlag]?: boolean };

/** A condition an effect (or one part of it) needs. Every one can say why it does not hold. */
export type Requirement =
  | { readonly kind: 'phase'; readonly phases: readonly EffectPhase[] }
  /** Battle rounds `from`..`to` (inclusive); needs `--round`. */
  | { readonly kind: 'round'; readonly from: number; readonly to: number }
  | { readonly kind: 'flag'; readonly flag: SituationFlag }
  /** Keywords of the attacking unit or of the target: all of `all`, one of `any`, none of `none`. */
  | {
      readonly kind: 'keywords';
      readonly unit: 'attacker' | 'target';
      readonly all?: readonly string[];
      readonly any?: readonly string[];
      readonly none?: readonly string[];
    }
  /** A condition of the scenario: the attacking unit made a Charge move, Remained Stationary, or the target is within half range. */
  | { readonly kind: 'condition'; readonly condition: 'charged' | 'stationary' | 'halfRange' }
  /** A CHARACTER leads the unit (an attached Leader: `--leader`, `--defender-leader`, a list's attachment). */
  | { readonly kind: 'led'; readonly unit: 'attacker' | 'target' }
  /** The target is visible to the attacking unit (not indirect fire at an unseen target, unless `--visible`). */
  | { readonly kind: 'visible' }
  /** The user named the roll Command Re-roll is for (`--command-reroll`). */
  | { readonly kind: 'command-reroll-roll' }
  /** At least one of these alternatives holds; an alternative holds when all its requirements do. */
  | { readonly kind: 'any'; readonly of: readonly (readonly Requirement[])[] };

/** A weapon characteristic a rule sets or multiplies. */
export type WeaponCharacteristic = 'attacks' | 'strength' | 'damage';

/** What an effect changes, in the engine's existing knobs. */
export type Change =
  /** Merged into the scenario's modifiers (numbers add; thresholds and re-rolls take the better). */
  | { readonly kind: 'modifiers'; readonly modifiers: Modifiers }
  /** The target has the Benefit of Cover (Conditions.cover). */
  | { readonly kind: 'cover' }
  /** The attack is made with snap shooting (Conditions.overwatch). */
  | { readonly kind: 'overwatch' }
  /** Every model of the target has this invulnerable save (or keeps its better one), against every attack or only ranged or melee ones. */
  | { readonly kind: 'invuln'; readonly value: number; readonly against?: 'ranged' | 'melee' }
  /** Every model of the target has this Feel No Pain (or keeps its better one), against every wound or only mortal wounds or psychic attacks. */
  | { readonly kind: 'fnp'; readonly value: number; readonly against?: 'mortal' | 'psychic' }
  /** Halve the Damage characteristic of each attack allocated to the target. */
  | { readonly kind: 'halve-damage' }
  /** Mortal wounds from dice rolled outside the attack sequence, before or after the attacks (Scenario.mortalSources). */
  | {
      readonly kind: 'mortals';
      readonly source: MortalSource;
      /** "Roll one D6 for each model in this unit": as many dice as the attacking unit has models (its `dice` is one model's). */
      readonly perModel?: boolean;
    }
  /** Subtract from the Damage characteristic of each attack allocated to the target. */
  | { readonly kind: 'damage-reduction'; readonly value: number }
  /** Added to the target's armour saving throws against attacks of Damage 1 (ModelGroup.armourSaveVsDamage1). */
  | { readonly kind: 'armour-save-vs-damage-1'; readonly add: number; readonly unmodified: boolean }
  /** The Damage characteristic of each attack allocated to the target is this (DefenderUnit.damageSet). */
  | { readonly kind: 'damage-set'; readonly value: number }
  /** The target has the Stealth ability. */
  | { readonly kind: 'stealth' }
  /**
   * A characteristic of the target's models changed (effects/defender-stat.ts): their Wounds or Save set to
   * `set`, or improved by `by` (Wounds: added; Save: 4+ becomes 3+), a Save never improved past `best`+.
   */
  | { readonly kind: 'defender-stat'; readonly stat: 'wounds' | 'save'; readonly set?: number; readonly by?: number; readonly best?: number }
  /** One die of the roll named by `--command-reroll` is re-rolled, exactly (Scenario.commandReroll). */
  | { readonly kind: 'command-reroll' }
  /**
   * One die of one of these rolls is changed to an unmodified 6 (Scenario.changeToSix, docs/rules.md §10a):
   * the only one, or the one `--change-to-six` names.
   */
  | { readonly kind: 'change-to-six'; readonly rolls: readonly ChangeToSixRoll[] }
  /** The attacker also fires this weapon (unless it already fires one of that name). */
  | { readonly kind: 'weapon'; readonly weapon: Weapon; readonly count: number }
  /**
   * A characteristic of the weapons fired set to a value ("its Bloody Twins weapon has a Damage characteristic
   * of 3", "change the Attacks characteristic … to 3D6") or multiplied ("double the Attacks characteristic"):
   * the weapon's profile is rewritten before the modifiers add to it (effects/weapon-characteristics.ts).
   */
  | ({ readonly kind: 'characteristic'; readonly characteristic: WeaponCharacteristic } & ({ readonly set: Dice } | { readonly times: number }))
  /** A change the engine cannot express yet: reported, never applied silently. */
  | { readonly kind: 'needs-engine'; readonly what: string; readonly knob: string };

/**
 * Part of a unit a change reaches, when not all of it: an attacker's weapons carried by these models or of
 * these names ("the bearer's", "its Solitaire weapons"); a target's models of these names (the bearer's
 * invulnerable save).
 */
export type Only = {
  readonly models?: readonly string[];
  readonly weapons?: readonly string[];
  /** Weapons left out, by an ability or their name ("(excluding Extra Attacks weapons)"). */
  readonly excludedWeapons?: readonly string[];
};

export type Clause = {
  /** Conditions of this part only, on top of the entry's `requires`. */
  readonly when?: readonly Requirement[];
  readonly change: Change;
  readonly only?: Only;
  /**
   * Alternatives (Born Soldiers: REGIMENT vs infantry, SQUADRON vs vehicles): an unmet condition is not
   * reported when another part applies.
   */
  readonly quiet?: boolean;
};

export type EffectKind = 'stratagem' | 'detachment rule' | 'army rule' | 'datasheet ability' | 'wargear ability' | 'enhancement';

export type EffectEntry = {
  /** Kebab-case, unique. */
  readonly id: string;
  /** As printed, e.g. "Point-Blank Ambush". */
  readonly name: string;
  /** Other spellings accepted by `--effect`. */
  readonly aliases?: readonly string[];
  /** "T'au Empire", "Drukhari", …, or "Core" for the core stratagems. */
  readonly faction: string;
  readonly kind: EffectKind;
  /** Detachment and stratagem type as printed, e.g. "Kauyon – Battle Tactic Stratagem". */
  readonly source: string;
  /** Command points; null when it is not a stratagem. */
  readonly cp: number | null;
  /** Other costs, e.g. "1 Pain token". */
  readonly cost?: string;
  /** The rules editions it is written for. */
  readonly editions: readonly EditionId[];
  /** The side that uses it and that it helps. A defender effect changes the attack made against its user. */
  readonly side: 'attacker' | 'defender';
  /** Entries sharing this key are one rule used in different ways (Malicious Frenzy): only one applies. */
  readonly exclusive?: string;
  /** Conditions of the whole effect: when one fails, nothing of it applies and the report says why. */
  readonly requires: readonly Requirement[];
  readonly clauses: readonly Clause[];
  /** Where the text comes from: a datasheet export (shipped in examples/datasheets/), the rule's heading there, and words quoted from it. */
  readonly seed: { readonly file: string; readonly rule: string; readonly text: string };
  /** How mathhammer reads it, when that needs saying. */
  readonly reading?: string;
  /**
   * Set when the effect helps only attacks made after its user's own (Fields of Fire: "After your unit has
   * resolved its attacks"), so the unit that uses it never benefits itself: the words a note says it in.
   */
  readonly laterAttacksOnly?: string;
};
