/**
 * A unit read from army data (a catalogue's datasheet, a roster's unit, a pasted list's unit resolved
 * against a catalogue), before it becomes a profile: the same pieces the datasheet importer drafts.
 */
import type { ImportedLoadout, Stats, WeaponRow } from '../profile/import/index.js';
import type { PointsRow, ProfileRule } from '../profile/index.js';
import type { Protection } from './protection.js';

/** A rule of the unit as the data gives it (profile ProfileRule without its position). */
export type ArmyRule = Omit<ProfileRule, 'at'>;

export type ArmyWeapon = {
  readonly name: string;
  readonly rows: readonly WeaponRow[];
  /** Fired only under these conditions (the support turret while the unit Remained Stationary). */
  readonly requires?: readonly 'stationary'[];
};

export type ArmyModel = {
  readonly name: string;
  readonly count: number;
  readonly stats: Stats;
  /**
   * A datasheet's model without its default wargear: its statline as the data gives it and what its own
   * and its unit's abilities grant, to which a pasted list adds what the wargear it names grants (a Storm
   * Shield's W4). Set first, then raised: `stats` is this with the default wargear's grants.
   */
  readonly unequipped?: { readonly stats: Stats; readonly granted: Protection };
  /** Weapons one model carries: "Burst cannon" ×2. */
  readonly weapons: readonly { readonly name: string; readonly count: number }[];
};

export type ArmyUnit = {
  readonly name: string;
  readonly faction: string | null;
  /** Where it came from, for the description: "Xenos - T'au Empire (10th Edition data)", a roster's name. */
  readonly source: string;
  readonly points: number | readonly PointsRow[] | null;
  readonly keywords: readonly string[];
  readonly factionKeywords: readonly string[];
  readonly models: readonly ArmyModel[];
  readonly weapons: readonly ArmyWeapon[];
  readonly loadouts: readonly ImportedLoadout[];
  /** Abilities and rules, "Name: text": the texts the importer reads (stationaryWeapons) and the names a list may give. */
  readonly abilities: readonly string[];
  /** The unit's rules (its datasheet's, its models', their wargear's, its army rule), written under `rules:`. */
  readonly rules: readonly ArmyRule[];
  readonly stealth: boolean;
  /** What the data does not give or mathhammer does not read: each becomes a warning and a note. */
  readonly gaps: readonly string[];
  /** Models the datasheet makes optional, not in the unit as it comes (for pasted lists that field them). */
  readonly optional?: readonly ArmyModel[];
  /**
   * Wargear entries of the datasheet by name, with the weapons each gives and what its abilities grant
   * its bearer (a Shield Drone's +1 W), for pasted lists.
   */
  readonly wargear?: readonly {
    readonly name: string;
    readonly weapons: readonly { readonly name: string; readonly count: number }[];
    readonly grants?: Protection;
  }[];
  /** Entries the datasheet links to in catalogues the folder lacks, by name, and those catalogues. */
  readonly unresolved?: readonly string[];
  readonly missingCatalogues?: readonly string[];
  /** Characters attached to it in the list (as the list says). */
  readonly leaders: readonly ArmyUnit[];
};
