/** What the renderers print: the scenario as understood and the engine's result. */
import type { AttackResult, EditionId, ModelGroup, Modifiers, Weapon } from '../rules/index.js';

export const SCHEMA_VERSION = 1;

export type UnitSummary = {
  readonly name: string;
  /** The profile file it came from, or the bundled profile name. */
  readonly source: string;
  readonly points?: number;
  readonly loadout?: string;
  readonly models: number;
  /**
   * The unit's model groups as understood (characteristics, keywords), in allocation order. Optional:
   * when present the renderers name the groups of `modelsDestroyedByGroup` and show the profile.
   */
  readonly groups?: readonly ModelGroup[];
};

export type FiredWeapon = {
  readonly weapon: Weapon;
  /** Copies of the weapon that attack. */
  readonly count: number;
  /** Names of the models carrying it. */
  readonly carriedBy: readonly string[];
  /** Modifiers for this weapon only, on top of the scenario's (FiringGroup.modifiers). */
  readonly modifiers?: Modifiers;
};

/** A named effect (stratagem, detachment rule…) that changed the attack, and what it changed. */
export type EffectSummary = {
  readonly name: string;
  readonly faction: string;
  /** Detachment and stratagem type, e.g. "Kauyon – Battle Tactic Stratagem". */
  readonly source: string;
  /** Command points; null when it is not a stratagem. */
  readonly cp: number | null;
  /** The side that used it. */
  readonly side: 'attacker' | 'defender';
  /** What it changed, in words, e.g. "improve AP by 1". */
  readonly changes: readonly string[];
};

/**
 * One rule of a unit in the attack (its profile's `rules:`) and what mathhammer did with it
 * (docs/effects.md, "Rules of the units"). A rule with parts of several kinds has a line for each.
 */
export type RuleSummary = {
  readonly name: string;
  /** Where it comes from: datasheet, wargear, enhancement, army rule, detachment rule, stratagem. */
  readonly origin: string;
  /**
   * `applied`: it changed this attack; `statline`: what it gives is in the models' characteristics;
   * `inactive`: its condition does not hold in this attack; `available`: it applies when named (--effect);
   * `not-modelled`: it changes the numbers in a way mathhammer does not model.
   */
  readonly status: 'applied' | 'statline' | 'inactive' | 'available' | 'not-modelled';
  /** What it changed, or would change when named. */
  readonly changes?: readonly string[];
  /** Why it is inactive or not modelled. */
  readonly why?: string;
  /** What naming it asserts (the condition mathhammer cannot check). */
  readonly assumes?: readonly string[];
};

export type UnitRules = { readonly unit: string; readonly side: 'attacker' | 'defender'; readonly rules: readonly RuleSummary[] };

/**
 * Something the user asked for that changes nothing, or less than it says: a named effect whose
 * condition does not hold, a flag the edition ignores, a modifier beyond the edition's cap.
 */
export type ReportWarning = {
  readonly text: string;
  /** The named effect it is about, when one was not applied, and why ("it needs --round …"). */
  readonly effect?: { readonly name: string; readonly why: string };
  /** The flag it says nothing reads ("--half-range"), when that is what it says (plan/idle-flags.ts). */
  readonly idleFlag?: string;
};

/** A modifier beyond the edition's cap: as given, and the most the engine applies ("+5, capped at +1"). */
export type CappedModifier = { readonly modifier: 'hit' | 'wound' | 'save'; readonly given: number; readonly applied: number };

export type CalcReport = {
  readonly rules: EditionId;
  readonly phase: 'shooting' | 'melee';
  readonly attacker: UnitSummary;
  readonly defender: UnitSummary;
  /** Human labels of the active conditions, e.g. "half range", "cover". */
  readonly conditions: readonly string[];
  /** Modifiers for every weapon, those of the named effects included. */
  readonly modifiers: Modifiers;
  /** The named effects applied, in the order applied (absent or empty: none); rules of the units included. */
  readonly effects?: readonly EffectSummary[];
  /** The rules of each unit in the attack and what was done with each (absent: no unit has rules). */
  readonly unitRules?: readonly UnitRules[];
  readonly fired: readonly FiredWeapon[];
  readonly result: AttackResult;
  /** Things the user should know, e.g. "hazardous losses not computed: the attacker's W is unknown". */
  readonly notes: readonly string[];
  /** Inputs not applied as given (absent or empty: none); the CLI also prints them on stderr. */
  readonly warnings?: readonly ReportWarning[];
  /** Modifiers of `modifiers` beyond the edition's cap (absent or empty: none). */
  readonly capped?: readonly CappedModifier[];
};
