/**
 * What the importer reads from a datasheet export, before it becomes YAML. Every piece keeps the line it
 * came from, so warnings and errors point at the export.
 */
import type { PointsRow } from '../types.js';

/** One line of the export, normalised (see lines.ts); `no` is 1-based. */
export type Line = { readonly no: number; readonly text: string };

/** One row of a RANGED or MELEE WEAPONS table. */
export type WeaponRow = {
  /** The weapon's name without its profile and abilities: "Plasma gun". */
  readonly base: string;
  /** The profile after the dash ("supercharge"), or null for a one-profile weapon. */
  readonly profile: string | null;
  readonly range: number | 'melee';
  /** Attacks and Damage as printed ("D6", "2"); already checked to be dice the loader reads. */
  readonly A: string;
  /** "4+", or "N/A" for [TORRENT] weapons. */
  readonly skill: string;
  readonly S: number;
  readonly AP: number;
  readonly D: string;
  /** Spellings the profile loader reads: "rapid fire 1", "ignores cover". */
  readonly abilities: readonly string[];
  /** Abilities the loader does not know, kept as the weapon's notes (each is also a warning). */
  readonly unknownAbilities: readonly string[];
  readonly line: number;
};

export type ImportedWeapon = {
  readonly name: string;
  /** One row with `profile: null`, or one row per named profile. */
  readonly rows: readonly WeaponRow[];
  readonly type: 'ranged' | 'melee';
  readonly line: number;
  /**
   * Wargear the weapon belongs to when its table stands apart from the datasheet's weapons (the
   * Strike Team export prints the GUN DRONE's twin pulse carbine far below): "gun drone". Such weapons
   * are not default equipment; a wargear option gives them.
   */
  readonly wargear: string | null;
  /** False for weapons of a table apart from the datasheet's own (see `wargear`). */
  readonly main: boolean;
};

/** A model group of UNIT COMPOSITION: "- 9 Fire Warriors", "- 1-2 Starfangs". */
export type ModelGroup = {
  /** Singular: "Fire Warrior". */
  readonly name: string;
  /** As printed: "Fire Warriors". */
  readonly printed: string;
  /** Default number of models (the largest the composition allows). */
  readonly count: number;
  readonly min: number;
  readonly line: number;
};

export type Composition = {
  readonly models: readonly ModelGroup[];
  readonly points: readonly (PointsRow & { readonly line: number })[];
  readonly notes: readonly string[];
};

/** Characteristics given with --stats (Sv 7 is "no save"). */
export type Stats = {
  readonly M?: number;
  readonly T?: number;
  readonly Sv?: number;
  readonly W?: number;
  readonly Ld?: number;
  readonly OC?: number;
  readonly invuln?: number;
  /** Invulnerable saves against ranged or melee attacks only (profile `invuln-ranged`, `invuln-melee`). */
  readonly invulnRanged?: number;
  readonly invulnMelee?: number;
  readonly fnp?: number;
  /** Feel No Pain against mortal wounds or psychic attacks only (profile `fnp-mortal`, `fnp-psychic`). */
  readonly fnpMortal?: number;
  readonly fnpPsychic?: number;
};

export const CHARACTERISTICS = ['M', 'T', 'Sv', 'W', 'Ld', 'OC'] as const;

export type Swap = {
  readonly model?: string;
  readonly count?: number;
  /** Weapon names; "2x Name" for copies. */
  readonly replace: readonly string[];
  readonly with: readonly string[];
};

export type ImportedLoadout = {
  readonly name: string;
  readonly description: string;
  readonly max: number;
  readonly swaps: readonly Swap[];
  readonly size: readonly { readonly model: string; readonly count: number }[];
  /** The wargear option (or points row) it comes from. */
  readonly line: number;
};

export type Stratagem = {
  readonly name: string;
  readonly cp: number;
  /** "Core", "Boarding Actions", "Kauyon"... */
  readonly detachment: string;
  /** "Battle Tactic", "Epic Deed"...; null when the export does not say. */
  readonly type: string | null;
  readonly line: number;
};

export type DetachmentAbility = { readonly name: string; readonly detachment: string | null; readonly line: number };

/** The ABILITIES section. */
export type UnitAbilities = {
  /** "Scouts 6\"", "Deadly Demise 1". */
  readonly core: readonly string[];
  readonly faction: readonly string[];
  /** "Name: rule text", as printed. */
  readonly unit: readonly { readonly name: string; readonly text: string; readonly line: number }[];
  /** Designer's notes, once each. */
  readonly notes: readonly string[];
};

/** Everything read from the export, for callers that want more than the YAML. */
export type Datasheet = {
  readonly name: string;
  readonly faction: string | null;
  readonly weapons: readonly ImportedWeapon[];
  readonly models: readonly (ModelGroup & { readonly stats: Stats; readonly weapons: readonly string[] })[];
  readonly points: number | readonly { readonly models: number; readonly points: number }[] | null;
  readonly keywords: readonly string[];
  readonly factionKeywords: readonly string[];
  readonly abilities: UnitAbilities;
  readonly loadouts: readonly ImportedLoadout[];
  /** Wargear options (or choices) that are no simple swap or addition, as text. */
  readonly keptOptions: readonly string[];
  readonly stratagems: readonly Stratagem[];
  readonly detachmentAbilities: readonly DetachmentAbility[];
  readonly ledBy: readonly string[];
};
