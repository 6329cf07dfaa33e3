/**
 * A unit profile as read from YAML: a datasheet, with what the user may choose (loadouts, weapon
 * profiles) still open. `resolveUnit` turns it into a `Unit` with every choice made.
 */
import type { Weapon } from '../rules/index.js';
import type { Issue } from './issue.js';

/** Where something is in its file (1-based). */
export type Position = { readonly file: string; readonly line: number; readonly col: number; readonly path: string };

/** A condition a weapon needs to fire, e.g. the strike team's support turret only when stationary. */
export type Requirement = 'stationary' | 'charged' | 'half-range';

/** One profile of a weapon; single-profile weapons have one with `name: null`. */
export type WeaponVariant = {
  readonly name: string | null;
  /** Inches, or 'melee'. */
  readonly range: number | 'melee';
  readonly weapon: Weapon;
};

export type WeaponEntry = {
  readonly name: string;
  readonly variants: readonly WeaponVariant[];
  /** Index into `variants` fired unless the user picks another profile. */
  readonly defaultVariant: number;
  readonly requires: readonly Requirement[];
  readonly at: Position;
};

/** A weapon a model carries, `count` copies per model. */
export type Carried = { readonly entry: WeaponEntry; readonly count: number };

export type ModelEntry = {
  readonly name: string;
  readonly count: number;
  /** Characteristics; absent when the profile does not give them. Sv 7 is "no armour save". */
  readonly M?: number;
  readonly T?: number;
  readonly Sv?: number;
  readonly W?: number;
  readonly Ld?: number;
  readonly OC?: number;
  readonly invuln?: number;
  /** `invuln-ranged:`, `invuln-melee:`: an invulnerable save against ranged (melee) attacks only. */
  readonly invulnRanged?: number;
  readonly invulnMelee?: number;
  readonly fnp?: number;
  /** `fnp-mortal:`, `fnp-psychic:`: Feel No Pain against mortal wounds (psychic attacks) only. */
  readonly fnpMortal?: number;
  readonly fnpPsychic?: number;
  /** As written; absent means "has the CHARACTER keyword". */
  readonly character?: boolean;
  /** Keywords of this model only (upper case), on top of the unit's. */
  readonly keywords: readonly string[];
  readonly weapons: readonly Carried[];
  readonly at: Position;
};

/** Change `count` models (default: every model that can) that carry `replace` to carry `with` instead. */
export type Swap = {
  readonly model?: string;
  readonly count?: number;
  readonly replace: readonly Carried[];
  readonly with: readonly Carried[];
  readonly at: Position;
};

export type Loadout = {
  readonly name: string;
  readonly description?: string;
  /** Model counts set by this loadout (e.g. one Starfang instead of two). */
  readonly size: readonly { readonly model: string; readonly count: number; readonly at: Position }[];
  readonly swaps: readonly Swap[];
  /** How many times it may be chosen (e.g. up to two gun drones); default 1. */
  readonly max: number;
  readonly at: Position;
};

export type PointsRow = { readonly models: number; readonly points: number };

/** Where a unit's rule comes from. */
export type RuleOrigin = 'datasheet' | 'wargear' | 'enhancement' | 'army rule' | 'detachment rule' | 'stratagem';

/**
 * One of the unit's rules as written (`rules:`): its name and text, read by the rules reader
 * (src/wording) when the unit attacks or is attacked.
 */
export type ProfileRule = {
  readonly name: string;
  /** '' for a rule known by its name alone ("Feel No Pain 5+", "Stealth"). */
  readonly text: string;
  readonly origin: RuleOrigin;
  /** The model it belongs to (its bearer), when it is not the whole unit's. */
  readonly model?: string;
  /**
   * What it grants always and without condition (invulnerable saves, Feel No Pain, Stealth, Toughness) is
   * already in the models' characteristics: the importer put it there. It is listed, not applied again.
   */
  readonly statline?: boolean;
  readonly at: Position;
};

/** A named effect (stratagem, detachment rule…) the unit uses, by name; the CLI looks it up. */
export type EffectRef = { readonly name: string; readonly at: Position };

/** A leader given by reference (a path relative to the file, or a bundled profile name). */
export type LeaderRef = { readonly ref: string; readonly at: Position };

export type UnitProfile = {
  readonly file: string;
  readonly name: string;
  readonly faction?: string;
  readonly description?: string;
  /** A fixed cost, or a cost per unit size (Starfangs: 1 model 70, 2 models 140). */
  readonly points?: number | readonly PointsRow[];
  /** Unit keywords and faction keywords, upper case. */
  readonly keywords: readonly string[];
  readonly models: readonly ModelEntry[];
  readonly weapons: readonly WeaponEntry[];
  readonly loadouts: readonly Loadout[];
  /** Leaders attached to this unit (from `leader:`), resolved by the loader. */
  readonly leaders: readonly (UnitProfile | LeaderRef)[];
  readonly damageReduction?: number;
  readonly halveDamage?: boolean;
  readonly stealth?: boolean;
  /** Named effects from `effects:`, applied when the unit is on the side the effect helps. */
  readonly effects?: readonly EffectRef[];
  /** The unit's own rules, as written (`rules:`). */
  readonly rules?: readonly ProfileRule[];
  readonly at: Position;
  /** What reading the file noticed but did not refuse: text that was not UTF-8, read as Windows-1252. */
  readonly warnings?: readonly Issue[];
};

/** A model group with every choice made, ready for the engine. */
export type UnitModel = ModelEntry & {
  /** True for models of an attached Leader profile. */
  readonly leader: boolean;
  /** The unit it came from (the bodyguard's or the leader's profile). */
  readonly unit: UnitProfile;
};

export type Unit = {
  readonly name: string;
  /** The files or bundled names it came from. */
  readonly source: string;
  readonly points?: number;
  readonly loadouts: readonly string[];
  readonly keywords: readonly string[];
  readonly models: readonly UnitModel[];
  readonly damageReduction?: number;
  readonly halveDamage?: boolean;
  readonly stealth?: boolean;
};
