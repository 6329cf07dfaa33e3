/**
 * Rules as players' data writes them (a datasheet's, a wargear's, an enhancement's, a detachment's or an
 * army's rule: a name and its text), and what mathhammer reads in them: each sentence that changes an
 * attack's numbers becomes a clause of the effects model (src/effects/types.ts), applied always, when a
 * condition the scenario knows holds, or when the player names the rule; every other such sentence is
 * stated as not modelled, with the reason. Nothing here computes or applies anything.
 */
import type { Change, Requirement } from '../effects/index.js';
import type { RuleOrigin } from '../profile/index.js';

export type { RuleOrigin };

/** A rule as the data or a profile gives it. */
export type RuleText = {
  readonly name: string;
  readonly text: string;
  readonly origin: RuleOrigin;
  /** The model it belongs to (its bearer), when it is not the whole unit's. */
  readonly model?: string;
};

/**
 * Whom a change reaches:
 * - `unit`: the rule's unit (its attacks, or the attacks that target it), an attached unit as a whole;
 * - `bearer`: the rule's model only (its weapons' attacks, or its own model group as a target);
 * - `led`: the unit the rule's model leads ("While this model is leading a unit, … models in that unit").
 */
export type Scope = 'unit' | 'bearer' | 'led';

/** Some models of a unit, by their keywords: those with any of `any`, or those with none of `none`. */
export type ModelKeywords = { readonly any: readonly string[] } | { readonly none: readonly string[] };

/**
 * Which weapons a clause changes, when not all of the attacker's: "melee weapons equipped by models in
 * this unit" is the phase, but "its Solitaire weapons" or "attacks made with a flamer" name weapons.
 */
export type WeaponFilter = {
  readonly names?: readonly string[];
  /** Weapons it leaves out, by an ability or their name ("(excluding Extra Attacks weapons)", "in addition to its close combat weapon"). */
  readonly excluding?: readonly string[];
};

/**
 * When a clause holds beyond its requirements: always, or only when the player switches the rule on by
 * name (`--effect "Oath of Moment"`), which asserts `assumes` (in words: "the target is your Oath of
 * Moment target").
 */
export type Trigger = { readonly kind: 'always' } | { readonly kind: 'named'; readonly assumes: readonly string[] };

/**
 * Which units a change reaches besides, or instead of, the rule's own: an aura's or a friendly selection's
 * (`own-and-others`: the rule's own unit when the player names the rule, or a unit it supports,
 * `--support`); a change for the attacks other units make after the rule's unit's own, on the target it
 * selected (`others`: only units it supports).
 */
export type Reach = 'own-and-others' | 'others';

/**
 * A change whose size depends on a count (docs/effects.md, "Counts"): the clause's change is made once for
 * every `per` counted (rounding down), at most `max` times. `models`: the models of the rule's unit as the
 * attack has it ("for every 5 models in that unit", the unit a leader leads with its leader); `given`: a
 * count the player gives with the rule's name (`--effect "Pious Fervour=2"`), of `what`.
 */
export type Count = { readonly of: 'models' | 'given'; readonly what: string; readonly per: number; readonly max?: number };

/** One change a sentence makes. */
export type ReadClause = {
  /** The side whose attack or whose unit it changes: attacker (its rolls) or defender (attacks on it). */
  readonly side: 'attacker' | 'defender';
  readonly scope: Scope;
  /** Conditions the scenario knows (phase, keywords, charged, a leader attached…). */
  readonly requires: readonly Requirement[];
  readonly trigger: Trigger;
  readonly change: Change;
  readonly weapons?: WeaponFilter;
  /** A model the sentence names as the one it is for ("Jain Zar has …"), when the rule has no model of its own. */
  readonly model?: string;
  /** The models of the unit it is for, by keyword ("CHARACTER models in this unit have …"; `none`: "non-CHARACTER"). */
  readonly modelKeywords?: ModelKeywords;
  /** For the unit's models other than the rule's own ("melee weapons equipped by all other models in the bearer's unit"). */
  readonly otherModels?: true;
  /** The option of a choice the rule offers that it is (options.ts), named on its own: "Combat Drugs: Adrenalight". */
  readonly option?: string;
  /** Units other than the rule's own it reaches (absent: the rule's own only). */
  readonly reach?: Reach;
  /** Its change is made once per so many counted ("for every 5 models in this unit"). */
  readonly count?: Count;
  /** The sentence it is read from, as written. */
  readonly sentence: string;
};

/**
 * A sentence that changes an attack's numbers in a way mathhammer does not model, and why; `side` when the
 * sentence says whose attack it is about (the rule's unit attacking, or attacked).
 */
export type Unmodelled = { readonly sentence: string; readonly why: string; readonly side?: 'attacker' | 'defender' };

export type RuleReading = {
  readonly rule: RuleText;
  readonly clauses: readonly ReadClause[];
  readonly unmodelled: readonly Unmodelled[];
};

/**
 * What a rule is to the numbers: it changes none (`no-effect`); every part is applied whenever its
 * conditions hold (`applied`); some part needs the player to name it (`by-name`); some part is not modelled.
 */
export type RuleStatus = 'no-effect' | 'applied' | 'by-name' | 'not-modelled';

export function ruleStatus(reading: RuleReading): RuleStatus {
  // A change the engine has no knob for is stated, never applied.
  if (reading.unmodelled.length > 0 || reading.clauses.some((c) => c.change.kind === 'needs-engine')) return 'not-modelled';
  if (reading.clauses.length === 0) return 'no-effect';
  return reading.clauses.some((c) => c.trigger.kind === 'named') ? 'by-name' : 'applied';
}

/** Why a rule read `not-modelled` is so, a reason per part: its unread sentences, then its changes without a knob. */
export function notModelledReasons(reading: RuleReading): string[] {
  const engine = reading.clauses.flatMap((c) => (c.change.kind === 'needs-engine' ? [`${c.change.what}: the engine has no knob for it`] : []));
  return [...reading.unmodelled.map((u) => u.why), ...engine];
}

/** What naming a rule with a count assumes until the count is given: `--effect "<name>=N"`. */
export function countAssumption(count: Count): string {
  return `N ${count.what} (the count given with the name)`;
}

/** A generic option label ("option 2", "on a 6", "[LETHAL HITS]") is named only with its rule's name. */
const GENERIC_OPTION = /^(?:option \d+|on an? \d|\[)/i;

/**
 * The names that switch on a clause with --effect: its rule's name, or for one option of a choice
 * "<rule>: <option>" ("Combat Drugs: Adrenalight") and the option's own heading ("Adrenalight").
 */
export function effectNames(ruleName: string, clause: Pick<ReadClause, 'option'>): string[] {
  if (clause.option === undefined) return [ruleName];
  return [`${ruleName}: ${clause.option}`, ...(GENERIC_OPTION.test(clause.option) ? [] : [clause.option])];
}

