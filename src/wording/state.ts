/**
 * What reading one sentence has found so far: who and when (its context), and the changes it makes. The
 * context phrases (context/*.ts) and the effect shapes (shapes/*.ts) fill it in as they consume the
 * sentence from its start; a sentence is read only when every word of it has been consumed.
 */
import type { Change, Requirement } from '../effects/index.js';
import type { Count, ModelKeywords, Reach, Scope } from './types.js';

export type Side = 'attacker' | 'defender';

export type FoundChange = {
  readonly change: Change;
  /** The side the change is for when the context does not say ("models in this unit have a 4+ invulnerable save"). */
  readonly side?: Side;
  readonly scope?: Scope;
  /** Conditions of this change only ("…, and add 1 to the Wound roll as well if the target is Below Half-strength"). */
  readonly requires?: readonly Requirement[];
  readonly assumes?: readonly string[];
  /** Weapons it is limited to ("add 1 to the Attacks characteristic of its Solitaire weapons"). */
  readonly weapons?: readonly string[];
  /** Weapons it leaves out ("those 2 weapons" besides its close combat weapon). */
  readonly excludedWeapons?: readonly string[];
  /** "… instead": it replaces a change of the same characteristics an earlier sentence made (read-rule.ts). */
  readonly replaces?: true;
  /** "… for every 5 models in this unit": made once per so many counted (shapes/count.ts). */
  readonly count?: Count;
  /** "… of melee weapons equipped by all other models in the bearer's unit": not the rule's own model's. */
  readonly otherModels?: true;
};

/** Who has what a "has"/"have" sentence gives: "models in this unit have …", "melee weapons equipped by the bearer have …". */
export type Holder = {
  readonly scope: Scope;
  /** The holder is the unit's weapons (of one type): what they have is for the attacker. */
  readonly weapons?: 'all' | 'ranged' | 'melee';
  /** A model the sentence names ("This unit's TRAITOR ENFORCER model has …"). */
  readonly model?: string;
  /** Some models of the unit, by keyword ("CHARACTER models in this unit have …"). */
  readonly modelKeywords?: ModelKeywords;
};

export type SentenceState = {
  /** The rule's unit attacks ("each time a model in this unit makes an attack") or is attacked ("each time an attack targets this unit"). */
  side?: Side;
  scope?: Scope;
  /** "While this model is leading a unit": "that unit" is the led unit. */
  leading: boolean;
  /** "While this model is leading a BLOOD CLAWS unit": the unit led has one of these keywords. */
  ledKeywords?: readonly string[];
  /** "While a Character model is leading this unit": it holds only while the rule's unit is led. */
  led: boolean;
  holder?: Holder;
  requires: Requirement[];
  /** "^^Kroot^^ models from your army have …": the rule's unit must have one of these (as attacker or as target). */
  ownKeywords?: readonly string[];
  /** … and none of these ("(excluding DAMNED units)"). */
  ownExcluded?: readonly string[];
  /** What naming the rule asserts, when the sentence holds only under a condition mathhammer cannot check. */
  assumes: string[];
  weapons?: string[];
  /** "(excluding Extra Attacks weapons)": weapons the sentence leaves out (context/excluded-weapons.ts). */
  excludedWeapons?: readonly string[];
  /** "At the end of the Fight phase, …": its mortal wounds come after the unit's attacks. */
  after?: boolean;
  changes: FoundChange[];
  /** "Each time an ADEPTUS ASTARTES unit from your army / the bearer's unit is selected to fight, …": "that unit" after it is the rule's own. */
  thatUnitIsOwn?: boolean;
  /** "If the Strength characteristic of that attack is greater than the Toughness …": the Wound roll change after it holds only then. */
  strengthVs?: 'greater' | 'at-least' | 'less' | 'at-most';
  /** A unit an earlier sentence of the rule selected ("select one enemy unit"): "that unit" is it. */
  selected?: 'enemy' | 'friendly';
  /** The sentence has no subject of its own: it goes on about the one before it. */
  goesOn?: boolean;
  /** "Each time a ^^Beast^^ model in this unit makes an attack": the models whose attacks it changes. */
  attackingModels?: ModelKeywords;
  /** An aura's or a friendly selection's "that unit": other units may be the ones it reaches. */
  reach?: Reach;
  /** "select one other friendly unit": not the rule's own. */
  selectedOther?: boolean;
  /** The keywords the selected unit has ("select one enemy INFANTRY unit"). */
  selectedKeywords?: readonly string[];
  /** … and none of these ("(excluding MONSTER and VEHICLE units)"). */
  selectedExcluded?: readonly string[];
};

/**
 * Whose "that unit" is: the unit a leader leads; the rule's own after "a BOYZ unit from your army" or "the
 * bearer's unit"; the friendly unit an aura reaches or the rule selected, which is the rule's own when the
 * player names it (asserted); undefined for any other unit.
 */
export function thatUnitScope(state: SentenceState): 'led' | 'unit' | undefined {
  if (state.leading) return 'led';
  if (state.thatUnitIsOwn === true) return 'unit';
  if (state.selected !== 'friendly') return undefined;
  state.assumes.push('the unit is the friendly unit the rule selected');
  // "select one other friendly unit": never the rule's own.
  state.reach ??= state.selectedOther === true ? 'others' : 'own-and-others';
  // The selection's keywords ("select one friendly HAMMERHEAD GUNSHIP unit") are the unit's it reaches.
  if (state.ownKeywords === undefined && state.selectedKeywords !== undefined) state.ownKeywords = state.selectedKeywords;
  if (state.ownExcluded === undefined && state.selectedExcluded !== undefined) state.ownExcluded = state.selectedExcluded;
  return 'unit';
}

export function newState(leading = false): SentenceState {
  return { leading, led: false, requires: [], assumes: [], changes: [] };
}

/**
 * A phrase: an anchored pattern tried at the start of what is left of the sentence (lower case), and what
 * it means. `read` gets the text after the match; it returns how many more characters it consumed (a
 * number), a reason the phrase is understood but not modelled (a string), or nothing.
 */
export type Phrase = {
  readonly pattern: RegExp;
  readonly read: (match: RegExpExecArray, state: SentenceState, after: string) => number | string | void;
};
