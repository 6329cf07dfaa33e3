/**
 * Edition differences as data. The engine and the simulator read these switches; neither forks its code
 * by edition. Every field cites its source; docs/rules.md explains each interpretation.
 */
import type { EditionId } from './types.js';

export type EditionRules = {
  readonly id: EditionId;
  /** Hit and wound roll modifiers are summed, then clamped to ±this (10e §1, 11e 02.02.01). */
  readonly rollModifierCap: number;
  /** BS/WS after characteristic changes: never better than `best`, never worse than `worst` (11e 02.02.01). */
  readonly skillLimits: { readonly best: number; readonly worst: number | null };
  /** Largest total improvement of a save roll (10e: +1); null for no cap (11e: open, we choose none). */
  readonly saveImprovementCap: number | null;
  /**
   * Benefit of Cover: 10e +1 to armour saves (not for Sv 3+ or better vs AP 0);
   * 11e 13.08: worsen the attack's BS by 1.
   */
  readonly cover: 'armour-save-plus-one' | 'worsen-bs';
  /** Stealth: 10e −1 to hit; 11e 24.33 grants the Benefit of Cover. */
  readonly stealth: 'minus-one-to-hit' | 'cover';
  /** Damage modifier order: 10e halve before add (Melta after halving); 11e 02.02.01 add before halve. */
  readonly damageOrder: 'halve-then-add' | 'add-then-halve';
  /** Whether defender damage modifiers (−1 Damage, halving) also reduce [DEVASTATING WOUNDS] mortal wounds. */
  readonly devastatingUsesDamageModifiers: boolean;
  /** 10e [LETHAL HITS] is mandatory; 11e 24.23 lets the attacker decline it. */
  readonly lethalHitsOptional: boolean;
  /** 10e: Devastating mortal wounds after all the unit's attacks; 11e 24.10: after that weapon's normal damage. */
  readonly devastatingTiming: 'after-all-weapons' | 'after-weapon';
  /** 10e: each attack saved independently; 11e 05.04: a batch of save results resolved lowest first. */
  readonly saveResolution: 'per-attack' | 'sorted-batch';
  /** 10e: Toughness fixed at target selection; 11e 05.02.01: bodyguard T while any bodyguard remains. */
  readonly toughnessTiming: 'target-selection' | 'per-weapon';
  readonly indirect: {
    /** 10e: −1 to hit. */
    readonly hitModifier: number;
    /** Unmodified hit rolls up to this value fail (10e: 3; 11e 10.07: 5). */
    readonly failUpTo: number;
    /** 11e 10.07: only 1–3 fail when stationary and the target is visible to a friendly unit. */
    readonly failUpToWhenStationarySpotted: number;
    /** 11e 10.07: hit rolls cannot be re-rolled. */
    readonly noHitRerolls: boolean;
  };
  readonly hazard: {
    /** A hazard roll fails on this value or lower (10e: 1; 11e 06.03: 1–2). */
    readonly failUpTo: number;
    /** Mortal wounds per failed roll (10e: 3; 11e: 1, or 3 when every model is MONSTER/VEHICLE). */
    readonly mortalWounds: number;
    readonly mortalWoundsMonsterVehicle: number;
    /** 10e: the 3 mortal wounds damage one model (excess lost); 11e: allocated as mortal wounds (spill). */
    readonly spill: boolean;
  };
  /**
   * Fire Overwatch. 10e (seed astra-militarum-mukaali-riders, FIRE OVERWATCH): "an unmodified Hit roll of 6
   * is required to score a hit, irrespective of the attacking weapon's Ballistic Skill or any modifiers" —
   * nothing forbids re-rolls. 11e snap shooting (15.09): "You cannot re-roll hit rolls."
   */
  readonly overwatch: { readonly noHitRerolls: boolean };
  /**
   * [HEAVY]'s +1 to hit needs: 10e the unit Remained Stationary; 11e 24.16 it was not set up this turn and
   * no model moved more than 3" (remaining stationary satisfies that too).
   */
  readonly heavy: 'remained-stationary' | 'moved-at-most-3';
  /** 11e [PSYCHIC]: the attacker may ignore modifiers to BS/WS and the hit roll (10e has no such rule). */
  readonly psychicIgnoresHitModifiers: boolean;
  /**
   * Whether an [EXTRA ATTACKS] weapon's Attacks can be modified: 10e "their A can't be modified unless a
   * rule names the weapon"; 11e [EXTRA ATTACKS] is "no longer unmodifiable" (RULES §1, §2).
   */
  readonly extraAttacksUnmodifiable: boolean;
  /** Battle-shock test trigger: 10e Below Half-strength; 11e 08.03 at or below half-strength. */
  readonly battleShockWhen: 'below-half' | 'at-or-below-half';
};

export const TENTH: EditionRules = {
  id: '10e',
  rollModifierCap: 1,
  skillLimits: { best: 2, worst: null },
  saveImprovementCap: 1,
  cover: 'armour-save-plus-one',
  stealth: 'minus-one-to-hit',
  damageOrder: 'halve-then-add',
  devastatingUsesDamageModifiers: true,
  lethalHitsOptional: false,
  devastatingTiming: 'after-all-weapons',
  saveResolution: 'per-attack',
  toughnessTiming: 'target-selection',
  indirect: { hitModifier: -1, failUpTo: 3, failUpToWhenStationarySpotted: 3, noHitRerolls: false },
  hazard: { failUpTo: 1, mortalWounds: 3, mortalWoundsMonsterVehicle: 3, spill: false },
  overwatch: { noHitRerolls: false },
  heavy: 'remained-stationary',
  psychicIgnoresHitModifiers: false,
  extraAttacksUnmodifiable: true,
  battleShockWhen: 'below-half',
};

export const ELEVENTH: EditionRules = {
  id: '11e',
  rollModifierCap: 1,
  skillLimits: { best: 2, worst: 6 },
  saveImprovementCap: null,
  cover: 'worsen-bs',
  stealth: 'cover',
  damageOrder: 'add-then-halve',
  devastatingUsesDamageModifiers: true,
  lethalHitsOptional: true,
  devastatingTiming: 'after-weapon',
  saveResolution: 'sorted-batch',
  toughnessTiming: 'per-weapon',
  indirect: { hitModifier: 0, failUpTo: 5, failUpToWhenStationarySpotted: 3, noHitRerolls: true },
  hazard: { failUpTo: 2, mortalWounds: 1, mortalWoundsMonsterVehicle: 3, spill: true },
  overwatch: { noHitRerolls: true },
  heavy: 'moved-at-most-3',
  psychicIgnoresHitModifiers: true,
  extraAttacksUnmodifiable: false,
  battleShockWhen: 'at-or-below-half',
};

export const EDITIONS: Readonly<Record<EditionId, EditionRules>> = { '10e': TENTH, '11e': ELEVENTH };

export const DEFAULT_EDITION: EditionId = '11e';
