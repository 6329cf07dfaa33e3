/**
 * What `mathhammer show` prints: one unit as its profile gives it (the choices --loadout and --leader make
 * applied) and what mathhammer does with each of its rules, as the rules reader reads them (src/wording;
 * docs/effects.md, "Rules of the units"). It is its own JSON contract (docs/json.md, "Show"): the value is
 * built once (src/plan/show-unit.ts) and the renderers only lay it out.
 */

export const SHOW_SCHEMA_VERSION = 1;

/** Where a profile came from: a file (or standard input), a bundled profile, or a datasheet of a data folder. */
export type ShowSource = {
  readonly kind: 'file' | 'bundled' | 'datasheet';
  /** As it was named: a path, a bundled name, a datasheet name. */
  readonly reference: string;
  /** The profile file as issues name it (`profiles/strike-team.yaml`, `<stdin>`); null for a datasheet. */
  readonly file: string | null;
  /** The data's catalogue file a datasheet is read from; null otherwise. */
  readonly catalogue: string | null;
};

/** A model group as the profile gives it, after the loadouts; null: the profile does not give it. */
export type ShowGroup = {
  readonly name: string;
  readonly models: number;
  /** Inches. */
  readonly M: number | null;
  readonly T: number | null;
  /** A roll target (3 is 3+); 7 is no armour save. */
  readonly Sv: number | null;
  readonly W: number | null;
  readonly Ld: number | null;
  readonly OC: number | null;
  readonly invuln: number | null;
  readonly invulnRanged: number | null;
  readonly invulnMelee: number | null;
  readonly fnp: number | null;
  readonly fnpMortal: number | null;
  readonly fnpPsychic: number | null;
  readonly character: boolean;
  /** A model of an attached leader. */
  readonly leader: boolean;
  /** The profile it belongs to: the unit's, or a leader's. */
  readonly unit: string;
  /** Keywords of this model only, on top of the unit's. */
  readonly keywords: readonly string[];
  /** What each model carries: `count` of each weapon. */
  readonly weapons: readonly { readonly name: string; readonly count: number }[];
};

/** One profile of a weapon (a weapon with several profiles has a row for each). */
export type ShowWeapon = {
  readonly name: string;
  /** The profile's name ("supercharge"); null for a weapon of one profile. */
  readonly profile: string | null;
  /** The profile fired unless --profile picks another. */
  readonly defaultProfile: boolean;
  /** Inches, or "melee". */
  readonly range: number | 'melee';
  readonly type: 'ranged' | 'melee';
  /** Dice text: "2", "D6+3". */
  readonly A: string;
  /** BS or WS roll target; null for N/A ([TORRENT]). */
  readonly skill: number | null;
  readonly S: number;
  readonly AP: number;
  readonly D: string;
  /** Ability text: "rapid fire 1", "anti-vehicle 4+". */
  readonly abilities: readonly string[];
  /** What it needs to fire: "stationary", "charged", "half-range". */
  readonly requires: readonly string[];
  /** Carried by a model of the unit as shown; false: only a loadout gives it. */
  readonly carried: boolean;
};

export type ShowLoadout = { readonly name: string; readonly description: string | null; readonly max: number };

/**
 * One change a sentence of a rule makes, as read: whose attacks it changes (`side`), which models or
 * weapons it reaches, what it changes and when, and whether it is applied always (when its requirements
 * hold) or only when the rule is named with --effect.
 */
export type ShowClause = {
  /** `attacker`: when this unit attacks; `defender`: when it is attacked. */
  readonly side: 'attacker' | 'defender';
  /** `unit`, `bearer` (the rule's model), or `led` (the unit its model leads, only while leading). */
  readonly scope: 'unit' | 'bearer' | 'led';
  /** What it reaches, in words ("the whole unit", "Vigilator Sister Superior only"). */
  readonly reaches: string;
  /** The models it reaches; null: the whole unit (or, for `led`, the unit led). */
  readonly models: readonly string[] | null;
  /** The weapons it reaches, when it names some; null: every weapon. */
  readonly weapons: readonly string[] | null;
  /** What it changes, in words. */
  readonly changes: readonly string[];
  /** Its conditions in words ("in the Fight phase"); empty: none. */
  readonly requires: readonly string[];
  /** `always` (whenever its requirements hold) or `named` (only with --effect "<rule>"). */
  readonly trigger: 'always' | 'named';
  /** What naming the rule asserts: the condition mathhammer cannot check. */
  readonly assumes: readonly string[];
  /** The name --effect takes for a `named` clause: the rule's, or its option's ("Combat Drugs: Adrenalight"); null when `always`. */
  readonly effect: string | null;
  /** Already in the models' characteristics (the rule is `statline: true`): listed, not applied again. */
  readonly statline: boolean;
  /** The sentence it is read from. */
  readonly sentence: string;
};

/**
 * What a rule is to the numbers: every part `applied` whenever its conditions hold, a part only `by-name`,
 * a part `not-modelled`, everything it gives already in the characteristics (`statline`), or it changes
 * no attack (`no-effect`).
 */
export type ShowRuleStatus = 'applied' | 'by-name' | 'not-modelled' | 'statline' | 'no-effect';

export type ShowRule = {
  readonly name: string;
  /** datasheet, wargear, enhancement, army rule, detachment rule, stratagem. */
  readonly origin: string;
  /** The profile it is written in: the unit's, or an attached leader's. */
  readonly unit: string;
  /** The model it belongs to (its bearer); null: the whole unit's. */
  readonly model: string | null;
  /** Marked `statline: true`: what it grants always is in the characteristics. */
  readonly statline: boolean;
  readonly text: string;
  readonly status: ShowRuleStatus;
  /** mathhammer's named effect of the same name: named with --effect, it is used instead of this reading. */
  readonly catalogue: string | null;
  readonly clauses: readonly ShowClause[];
  /** Sentences that change an attack's numbers in a way mathhammer does not model, and why. */
  readonly unmodelled: readonly { readonly sentence: string; readonly why: string; readonly side: 'attacker' | 'defender' | null }[];
};

export type ShowJson = {
  readonly schemaVersion: number;
  readonly command: 'show';
  /** The unit's name, with its leaders' ("Intercessor Squad + Captain"). */
  readonly name: string;
  readonly faction: string | null;
  readonly description: string | null;
  readonly source: ShowSource;
  readonly leaders: readonly { readonly name: string; readonly source: ShowSource }[];
  readonly keywords: readonly string[];
  /** Points of the unit as shown (its size, its leaders); null when the profile does not say. */
  readonly points: number | null;
  /** Points by unit size, when the profile has a table of them; empty otherwise. */
  readonly sizes: readonly { readonly models: number; readonly points: number }[];
  /** The loadouts applied (--loadout), in order. */
  readonly loadout: readonly string[];
  readonly models: number;
  readonly groups: readonly ShowGroup[];
  readonly weapons: readonly ShowWeapon[];
  /** The loadouts the profile offers. */
  readonly loadouts: readonly ShowLoadout[];
  readonly damageReduction: number | null;
  readonly halveDamage: boolean;
  readonly stealth: boolean;
  /** Named effects of the profile's `effects:`. */
  readonly effects: readonly string[];
  readonly rules: readonly ShowRule[];
  /** What reading the profiles noticed but did not refuse (text that was not UTF-8). */
  readonly warnings: readonly string[];
};
