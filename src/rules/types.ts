/**
 * The engine's input and output. Plain data, no behaviour: the profile layer builds these from YAML,
 * the engine (`resolveAttack`) and the reference simulator (`src/sim/`) both consume them.
 *
 * Conventions (as printed on datasheets):
 * - Roll targets are the number needed: BS 3+ is `3`, Sv 4+ is `4`. "No save" is `7`.
 * - AP is 0 or negative: AP -2 is `-2`.
 * - Modifier signs are "better for the side that owns the roll": `bs: +1` improves BS 4+ to 3+;
 *   `ap: +1` improves AP 0 to -1 (for the attacker); `save: +1` improves the defender's save roll.
 */
import type { Dice } from '../prob/dice.js';

export type EditionId = '10e' | '11e';

/** Which dice a re-roll may pick up. `noncrit`: everything that is not a critical ("fishing" for 6s). */
export type RerollPolicy = 'none' | 'ones' | 'failed' | 'noncrit';

/** 11e [LETHAL HITS] is optional: always take the auto-wound, never take it, or whichever deals more. */
export type LethalPolicy = 'auto' | 'roll' | 'best';

export type WeaponAbility =
  | { readonly kind: 'assault' }
  | { readonly kind: 'heavy' }
  | { readonly kind: 'pistol' }
  | { readonly kind: 'torrent' }
  | { readonly kind: 'lethal-hits' }
  | { readonly kind: 'sustained-hits'; readonly x: Dice }
  | { readonly kind: 'rapid-fire'; readonly x: Dice }
  /** [BLAST] is x = 1; [BLAST X] adds X attack dice per five target models. */
  | { readonly kind: 'blast'; readonly x: number }
  | { readonly kind: 'melta'; readonly x: number }
  /** [ANTI-KEYWORD X+]: an unmodified wound roll of `threshold`+ is critical against `keyword`. */
  | { readonly kind: 'anti'; readonly keyword: string; readonly threshold: number }
  | { readonly kind: 'devastating-wounds' }
  | { readonly kind: 'twin-linked' }
  | { readonly kind: 'lance' }
  | { readonly kind: 'ignores-cover' }
  | { readonly kind: 'indirect-fire' }
  | { readonly kind: 'precision' }
  | { readonly kind: 'hazardous' }
  | { readonly kind: 'extra-attacks' }
  | { readonly kind: 'psychic' };

export type WeaponAbilityKind = WeaponAbility['kind'];

/**
 * An ability that is its name alone, with no number or keyword ([LETHAL HITS], [TWIN-LINKED]). A switch
 * over WeaponAbility that handles the others can end with `const named: NamedAbility = ability`: a new
 * ability with a value then fails to compile there.
 */
export type NamedAbility = Exclude<WeaponAbility, { x: unknown } | { keyword: unknown }>;

export type Weapon = {
  readonly name: string;
  readonly type: 'ranged' | 'melee';
  readonly attacks: Dice;
  /** BS or WS roll target (2..6); null for "N/A" (torrent weapons). */
  readonly skill: number | null;
  readonly strength: number;
  /** 0 or negative. */
  readonly ap: number;
  readonly damage: Dice;
  readonly abilities: readonly WeaponAbility[];
};

/**
 * Re-rolls of a weapon's random Damage roll (docs/rules.md 5.6): `ones` re-rolls a roll of 1, `any`
 * re-rolls a roll when that is better for the attacker.
 */
export type DamageRerollPolicy = 'ones' | 'any';

/**
 * "If the Strength characteristic of that attack is greater than the Toughness characteristic of this
 * unit, subtract 1 from the Wound roll": `{ than: 'greater', wound: -1 }`. Strength and Toughness are the
 * ones the wound roll compares (after their modifiers), so the condition is met per weapon and per target.
 */
export type WoundByStrength = { readonly than: 'greater' | 'at-least' | 'less' | 'at-most'; readonly wound: number };

/** Changes to the rolls and characteristics. Every field is optional; absent means "no change". */
export type Modifiers = {
  /**
   * Added to the Attacks characteristic of each weapon fired (D6 becomes D6+n), with [RAPID FIRE] and
   * [BLAST]; each copy's attacks never below 1. 10e: not to an [EXTRA ATTACKS] weapon (docs/rules.md 1.6).
   */
  readonly attacks?: number;
  /** Added to the weapon's Strength (never below 1). */
  readonly strength?: number;
  /** Added to the Toughness of every model of the target for the wound roll (never below 1). */
  readonly toughness?: number;
  /** Hit-roll modifiers, summed then clamped to ±1 by the edition. */
  readonly hit?: number;
  /** Wound-roll modifiers, summed then clamped to ±1 by the edition. */
  readonly wound?: number;
  /** BS/WS characteristic change: +1 improves 4+ to 3+ (a separate bucket from `hit`). */
  readonly bs?: number;
  /** AP change: +1 improves AP 0 to -1; -1 worsens AP -1 to 0 (never worse than 0). */
  readonly ap?: number;
  /** Save-roll modifier for the defender: +1 improves the roll. */
  readonly save?: number;
  /**
   * AP improvement of an attack whose wound roll was a Critical Wound ("on a Critical Wound, improve the
   * Armour Penetration characteristic of that attack by 1": 1), on top of `ap` (docs/rules.md 4.7).
   */
  readonly critWoundAp?: number;
  /**
   * The AP characteristic of an attack whose wound roll was a Critical Wound ("on a Critical Wound, that
   * attack has an Armour Penetration characteristic of -3": -3), set before `ap` and `critWoundAp` apply
   * (docs/rules.md 4.7). Of two, the better for the attacker.
   */
  readonly critWoundApSet?: number;
  /** Added to the Damage characteristic (after the edition's order of operations). */
  readonly damage?: number;
  /** Lowest unmodified hit roll that is a critical hit (default 6). */
  readonly critHit?: number;
  /** Lowest unmodified wound roll that is a critical wound (default 6; [ANTI] may lower it further). */
  readonly critWound?: number;
  /**
   * "Every successful Hit roll scores a Critical Hit": a hit roll that succeeds is a critical hit, whatever
   * its face (docs/rules.md 2.5a); no hit roll (TORRENT, an automatic hit) is made, so none is.
   */
  readonly successfulHitsCritical?: boolean;
  /** "Any successful Wound roll scores a Critical Wound": a wound roll that succeeds is a critical wound (3.4a). */
  readonly successfulWoundsCritical?: boolean;
  /** "An unmodified hit roll of X+ is required to score a hit" (Firing Line: 5). */
  readonly hitOnlyOnUnmodified?: number;
  /** "An unmodified wound roll of 1–3 fails" is 4: an unmodified wound roll below this fails (docs/rules.md 3.6). */
  readonly woundOnlyOnUnmodified?: number;
  /** Wound-roll modifiers that hold only when the attack's Strength compares so with the target's Toughness (docs/rules.md 3.7). */
  readonly woundByStrength?: readonly WoundByStrength[];
  /** Snap shooting threshold when firing Overwatch (default 6; Pulse Barrage: 5). */
  readonly snapShotOn?: number;
  readonly rerollHits?: RerollPolicy;
  readonly rerollWounds?: RerollPolicy;
  readonly rerollSaves?: RerollPolicy;
  /** Re-rolls of the weapon's random Damage roll; 'any' beats 'ones' when merged. */
  readonly rerollDamage?: DamageRerollPolicy;
  readonly lethal?: LethalPolicy;
  /**
   * Ignore every worsening of BS/WS (cover included) and every negative hit-roll modifier, as Patient
   * Hunter allows a Guided unit (11e [PSYCHIC] does the same through the edition switch).
   */
  readonly ignoreHarmfulHitModifiers?: boolean;
  /** Abilities granted to the weapons (by stratagems, detachment rules, ...). */
  readonly abilities?: readonly WeaponAbility[];
};

/** A weapon fired (or swung) by some models of the attacking unit. */
export type FiringGroup = {
  readonly weapon: Weapon;
  /** How many copies of the weapon attack (models × weapons per model). */
  readonly count: number;
  /** Modifiers for this weapon only, on top of the scenario's. */
  readonly modifiers?: Modifiers;
};

export type ModelGroup = {
  readonly name: string;
  readonly count: number;
  readonly wounds: number;
  readonly toughness: number;
  /** Save roll target, 2..7 (7: no armour save). */
  readonly save: number;
  /** Invulnerable save against every attack. */
  readonly invuln?: number;
  /** Invulnerable save against ranged (melee) attacks only; the model uses its best save (docs/rules.md 4.3). */
  readonly invulnRanged?: number;
  readonly invulnMelee?: number;
  /**
   * "Each time an attack with a Damage characteristic of 1 is allocated to a model in this unit, add 1 to any
   * armour saving throw made against that attack": added to the armour saving throws against a weapon whose
   * Damage is a fixed 1 (`unmodified`: its own; else after the attacker's changes), docs/rules.md 4.2.
   */
  readonly armourSaveVsDamage1?: { readonly add: number; readonly unmodified: boolean };
  /** Feel No Pain against every wound. */
  readonly feelNoPain?: number;
  /** Feel No Pain against mortal wounds only ([DEVASTATING WOUNDS], mortal-wound sources, [HAZARDOUS]). */
  readonly feelNoPainMortal?: number;
  /** Feel No Pain against psychic attacks only: every wound a [PSYCHIC] weapon inflicts (docs/rules.md 5.3). */
  readonly feelNoPainPsychic?: number;
  readonly character: boolean;
  /** True for the models of an attached Leader unit (they do not give the unit its Toughness). */
  readonly leader: boolean;
  readonly keywords: readonly string[];
};

export type DefenderUnit = {
  readonly name: string;
  /**
   * Model groups. Non-CHARACTER groups take attacks in this order (the defender's choice, made explicit);
   * CHARACTER groups always come after every non-CHARACTER group.
   */
  readonly groups: readonly ModelGroup[];
  /** Every keyword of the unit (an attached unit has those of all its parts). Upper case. */
  readonly keywords: readonly string[];
  /** "Subtract 1 from the Damage characteristic" and the like (minimum 1). */
  readonly damageReduction?: number;
  /** "Halve the Damage characteristic". */
  readonly halveDamage?: boolean;
  /**
   * "Each time an attack is allocated to the bearer, change the Damage characteristic of that attack to 1":
   * the Damage every attack on the unit has, set before any other change (docs/rules.md 5.2).
   */
  readonly damageSet?: number;
  /** The Stealth ability. */
  readonly stealth?: boolean;
  /** Best Leadership of the unit's models (2D6 ≥ this passes a battle-shock test); absent when unknown. */
  readonly leadership?: number;
  /** The unit is already battle-shocked (11e: it tests again in its Command phase). */
  readonly battleShocked?: boolean;
};

export type Conditions = {
  readonly phase: 'shooting' | 'melee';
  readonly halfRange?: boolean;
  /** The attacking unit made a charge move this turn ([LANCE]). */
  readonly charged?: boolean;
  /** The attacking unit Remained Stationary (10e [HEAVY]; 11e indirect 1–3 band; it implies `movedAtMost3`). */
  readonly stationary?: boolean;
  /** 11e [HEAVY] (24.16): the unit was not set up this turn and no model of it moved more than 3". */
  readonly movedAtMost3?: boolean;
  /** The target has the Benefit of Cover. */
  readonly cover?: boolean;
  /** Indirect fire: no model of the target visible to the attacker. */
  readonly indirect?: boolean;
  /** 11e indirect: the target is visible to a friendly unit (with `stationary`: only 1–3 fail). */
  readonly indirectSpotted?: boolean;
  /** Fire Overwatch / snap shooting. */
  readonly overwatch?: boolean;
};

export type AttackerUnit = {
  readonly name: string;
  /** The attacking unit's keywords (11e hazard: 3 mortal wounds per failure if every model is MONSTER/VEHICLE). */
  readonly keywords?: readonly string[];
  readonly firing: readonly FiringGroup[];
  /**
   * The attacking unit's own models, for [HAZARDOUS] losses. Absent when its characteristics are
   * unknown: the engine then reports failed hazard rolls and mortal wounds but not models lost.
   */
  readonly self?: DefenderUnit;
};

/**
 * Mortal wounds from dice rolled outside the attack sequence (Explosives, Crushing Impact, Acceptable
 * Losses, Deadly Demise): `dice` D6 are rolled; each showing `successOn`+ inflicts `perSuccess` mortal
 * wounds on the target (at most `max` in all); each showing `selfOnOrBelow` or less inflicts one mortal
 * wound on the attacking unit.
 */
export type MortalSource = {
  readonly name: string;
  readonly dice: number;
  readonly successOn: number;
  readonly perSuccess: Dice;
  readonly max?: number;
  readonly selfOnOrBelow?: number;
  /**
   * Bigger results inflict more (docs/rules.md §11.2: "on a 2-3, that enemy unit suffers D3 mortal
   * wounds; on a 4-5, 3 mortal wounds; on a 6, D3+3"): a die showing `from` or more inflicts that
   * result's `perSuccess` instead, the highest `from` it reaches. Ascending, each above `successOn`.
   */
  readonly results?: readonly MortalResult[];
  /**
   * When the target suffers the mortal wounds (docs/rules.md §11): `before` (the default) the firing
   * groups, so targets are selected after them (Explosives: a unit that "has not been selected to shoot");
   * `after` all of the step's attacks, 10e's deferred [DEVASTATING WOUNDS] included ("after this unit has
   * shot, ... roll one D6: on a 4+, that unit suffers D3 mortal wounds"). A source rolled for your own
   * units (`ownUnits`) never touches the target, so its timing changes nothing.
   */
  readonly timing?: MortalTiming;
  /**
   * The dice are rolled for your own units, one die per unit, not against the target (Acceptable Losses:
   * "roll one D6 for each of those GENESTEALER CULTS units: on a 5+, the unit being rolled for suffers
   * D3+1 mortal wounds"): each success hurts the unit it was rolled for and the target suffers nothing
   * (`max` does not apply). The keyword naming those units, e.g. "GENESTEALER CULTS".
   */
  readonly ownUnits?: string;
};

/** A result of a mortal-wound source's die from which it inflicts `perSuccess` (MortalSource.results). */
export type MortalResult = { readonly from: number; readonly perSuccess: Dice };

/** When a mortal-wound source's mortal wounds are inflicted on the target, relative to the step's attacks. */
export type MortalTiming = 'before' | 'after';

/** The rolls Command Re-roll can pick one die of (RULES §2 15.02). */
export type CommandRerollRoll = 'attacks' | 'hit' | 'wound' | 'save' | 'damage';

export type CommandReroll = {
  readonly roll: CommandRerollRoll;
  /** Index of the firing group whose roll it is (default 0, the first). */
  readonly weapon?: number;
};

/** The rolls a "change the result of one roll to an unmodified 6" ability can change a die of (docs/rules.md §10a). */
export type ChangeToSixRoll = 'hit' | 'wound';

/**
 * "Once per battle, after making a Hit roll for a model in this unit, you can change that roll to an
 * unmodified 6": one die of one firing group's hit or wound rolls (docs/rules.md §10a).
 */
export type ChangeToSix = {
  readonly roll: ChangeToSixRoll;
  /** Index of the firing group whose roll it is (default 0, the first). */
  readonly weapon?: number;
};

/** A battle-shock test the defender must take after the attack (Siege Bombardment, Photon Grenades...). */
export type ForcedBattleShock = {
  readonly name: string;
  /** Added to the 2D6 roll (e.g. -1). */
  readonly modifier: number;
};

export type Scenario = {
  readonly attacker: AttackerUnit;
  readonly defender: DefenderUnit;
  readonly conditions: Conditions;
  readonly modifiers?: Modifiers;
  /**
   * Resolved in order against the same unit: those `before` the firing groups (e.g. a grenade, then
   * shooting), those `after` once all the attacks are resolved (MortalSource.timing).
   */
  readonly mortalSources?: readonly MortalSource[];
  readonly commandReroll?: CommandReroll;
  /** One die of a hit or wound roll changed to an unmodified 6 (docs/rules.md §10a). */
  readonly changeToSix?: ChangeToSix;
  readonly forcedBattleShock?: ForcedBattleShock;
};

/** A distribution with its mean: pmf[k] = P(X = k). */
export type Summary = {
  readonly mean: number;
  readonly pmf: readonly number[];
};

export type WeaponResult = {
  readonly weapon: string;
  readonly count: number;
  /** The 11e [LETHAL HITS] choice made (absent when the weapon has no [LETHAL HITS] or in 10e). */
  readonly lethal?: 'auto' | 'roll';
  readonly attacks: Summary;
  readonly hits: Summary;
  readonly criticalHits: Summary;
  /** Successful wound rolls plus automatic wounds, including critical wounds. */
  readonly wounds: Summary;
  readonly criticalWounds: Summary;
  /**
   * Failed saves against the first model group in allocation order, before any model is removed
   * (critical wounds turned into mortal wounds by [DEVASTATING WOUNDS] are not included).
   */
  readonly unsavedWounds: Summary;
  /** Mortal wounds inflicted by [DEVASTATING WOUNDS]. */
  readonly mortalWounds: Summary;
  /** Damage before allocation (excess damage not removed), after Feel No Pain of the first group. */
  readonly damage: Summary;
};

export type HazardResult = {
  readonly failedRolls: Summary;
  readonly mortalWounds: Summary;
  /** Attacker models destroyed by the hazard; absent when the attacker's characteristics are unknown. */
  readonly modelsLost?: Summary;
};

export type MortalSourceResult = {
  readonly name: string;
  /** Mortal wounds inflicted on the target, before Feel No Pain (none when the dice are rolled for your own units). */
  readonly mortalWounds: Summary;
  /**
   * Mortal wounds your own side suffers, when the source has them: the attacking unit's (Crushing Impact's
   * 1s), or all your units' together when the dice are rolled for them (`ownUnits`).
   */
  readonly selfMortalWounds?: Summary;
  /** When the dice are rolled for your own units (MortalSource.ownUnits): what each of them risks. */
  readonly ownUnits?: OwnUnitsCost;
};

/** The cost of a source whose dice are rolled for your own units, one die each (Acceptable Losses). */
export type OwnUnitsCost = {
  /** The keyword naming the units, e.g. "GENESTEALER CULTS". */
  readonly units: string;
  /** How many units a die is rolled for. */
  readonly count: number;
  /** Mortal wounds one of them suffers (each unit alike, independently). */
  readonly perUnit: Summary;
  /** P(at least one of them suffers a mortal wound). */
  readonly pAnyUnitHit: number;
};

export type BattleShockResult = {
  /** P(the unit survives and must take a battle-shock test in its next Command phase). */
  readonly pTest: number;
  /** P(it must test and fails), given its Leadership. */
  readonly pFail: number;
  /** A test forced right after the attack: P(the unit survives and fails it). */
  readonly forced?: { readonly name: string; readonly modifier: number; readonly pFail: number };
};

export type AttackResult = {
  readonly edition: EditionId;
  readonly weapons: readonly WeaponResult[];
  /** Wounds the defender actually lost (excess damage and saved damage removed). */
  readonly woundsLost: Summary;
  readonly modelsDestroyed: Summary;
  /** Models destroyed per model group, in the defender's group order. */
  readonly modelsDestroyedByGroup: readonly Summary[];
  /** P(every model destroyed). */
  readonly pWipe: number;
  /** P(the unit ends Below Half-strength), 10e definition (RULES.md §1). */
  readonly pBelowHalf: number;
  /** P(the unit ends at or below half-strength), the 11e battle-shock trigger (RULES.md §2). */
  readonly pAtOrBelowHalf: number;
  readonly hazard?: HazardResult;
  readonly mortalSources?: readonly MortalSourceResult[];
  /** Present when the defender's Leadership is known. */
  readonly battleShock?: BattleShockResult;
  /** The Command Re-roll used, as understood. */
  readonly commandReroll?: CommandReroll;
  /** The die changed to an unmodified 6, as understood. */
  readonly changeToSix?: ChangeToSix;
};

/** The unit-level part of a result: the defender's state distribution summarized. */
export type DefenderOutcome = Pick<
  AttackResult,
  'woundsLost' | 'modelsDestroyed' | 'modelsDestroyedByGroup' | 'pWipe' | 'pBelowHalf' | 'pAtOrBelowHalf'
>;

// ---- Sequences: several attacks in order against one defender unit (docs/rules.md §13) ----

/** Facts of one state of the defender when a step starts, which a step's scenario may depend on. */
export type StateFacts = {
  readonly modelsLeft: number;
  /** Models left per model group, in the defender's group order. */
  readonly modelsLeftByGroup: readonly number[];
  readonly woundsLost: number;
  /** Below Half-strength (docs/rules.md §9); a destroyed unit is. */
  readonly belowHalf: boolean;
  /** At or below half-strength (docs/rules.md §9). */
  readonly atOrBelowHalf: boolean;
};

export type StateFact = keyof StateFacts;

/**
 * A step whose scenario depends on the target's state when it starts ("target Below Half-strength"):
 * `scenario` is called once per distinct combination of the facts named in `dependsOn` (and given only
 * those), and each part of the starting distribution is resolved under its own scenario.
 */
export type StateDependentStep<K extends StateFact = StateFact> = {
  readonly dependsOn: readonly K[];
  readonly scenario: (facts: Pick<StateFacts, K>) => Scenario;
};

/** One attack of a sequence. */
export type SequenceStep = Scenario | StateDependentStep;

export type Sequence = {
  /**
   * The unit every step attacks. Each step's scenario has a defender with the same model groups (other
   * fields, such as damage reduction or Stealth, may differ per step); this one's Leadership and
   * battle-shock state judge the battle-shock test after the whole sequence.
   */
  readonly defender: DefenderUnit;
  readonly steps: readonly SequenceStep[];
};

export type SequenceOptions = {
  /**
   * Also give the distributions of what each step alone did (`alone.woundsLost`, `alone.modelsDestroyed`;
   * default false). They keep apart the parts of the distribution that had lost different amounts when
   * the step started, which can multiply a step's time by the number of such parts (tens).
   */
  readonly stepAlone?: boolean;
};

/** What one step of a sequence alone did. */
export type StepAlone = {
  /** E[wounds lost in this step]: the difference of `after`'s means. */
  readonly expectedWoundsLost: number;
  readonly expectedModelsDestroyed: number;
  /** With the option `stepAlone`: the distribution of the wounds lost in this step. */
  readonly woundsLost?: Summary;
  readonly modelsDestroyed?: Summary;
};

export type SequenceStepResult = {
  readonly weapons: readonly WeaponResult[];
  readonly mortalSources?: readonly MortalSourceResult[];
  /** This step's attacker's [HAZARDOUS] losses. */
  readonly hazard?: HazardResult;
  /** The Command Re-roll this step used, when every scenario of the step used the same. */
  readonly commandReroll?: CommandReroll;
  /** The die this step changed to an unmodified 6, when every scenario of the step changed the same. */
  readonly changeToSix?: ChangeToSix;
  /** A test this step forces right after it: P(the unit survives this step and fails it). */
  readonly forcedBattleShock?: { readonly name: string; readonly modifier: number; readonly pFail: number };
  /** State-dependent steps: the facts of each part of the starting distribution, with its probability. */
  readonly parts?: readonly { readonly facts: Partial<StateFacts>; readonly p: number }[];
  readonly alone: StepAlone;
  /** The defender after this step: everything so far. */
  readonly after: DefenderOutcome;
};

export type SequenceResult = DefenderOutcome & {
  readonly edition: EditionId;
  readonly steps: readonly SequenceStepResult[];
  /** The battle-shock test after the whole sequence, when the defender's Leadership is known. */
  readonly battleShock?: Omit<BattleShockResult, 'forced'>;
};
