/**
 * One sentence → the changes it makes. Context phrases (context/*.ts: who attacks or is attacked, when)
 * are consumed from its start, then effect shapes (shapes/*.ts) one after another, each with the
 * conditions written after it (context/tails.ts), joined by "and" or commas. A sentence is read only
 * when every word is consumed: a sentence that speaks of an attack's numbers in words no shape knows is
 * "not understood", never guessed (precision before recall).
 */
import type { Change, Requirement } from '../effects/index.js';
import { ARMY_ATTACKS } from './context/army-attacks.js';
import { ARMY_UNIT_STATE, THAT_LEADER_HAS } from './context/army-unit-state.js';
import { WHILE_LED, WHILE_LEADING } from './context/leading.js';
import { ARMY_CHARGED, CHARGED, STATIONARY } from './context/moves.js';
import { NAMED_CONDITIONS } from './context/named.js';
import { damagedInFull, LOST_WOUNDS, ONE_MODEL_DAMAGED } from './context/damaged.js';
import { LEADING_AT_MARKED_OBJECTIVE, MARKED_OBJECTIVE } from './context/objective-marker.js';
import { SPEND_TO_CHANGE_TO_SIX } from './shapes/spend-to-six.js';
import { TARGET_LACKS_KEYWORDS } from './context/target-lacks-keywords.js';
import { STARTING_STRENGTH } from './context/starting-strength.js';
import { ATTACK_WITH_WEAPON } from './context/attack-with-weapon.js';
import { GUIDED_UNIT_ATTACKS } from './context/guided.js';
import { BONDSMAN_MODELS_WEAPONS } from './context/bondsman-armigers.js';
import { MORTALS_ELSEWHERE } from './context/mortals-elsewhere.js';
import { IGNORE_MOVE_MODIFIERS } from './shapes/ignore-move-modifiers.js';
import { FOLLOW_ON_CONDITIONS } from './context/follow-on-conditions.js';
import { ARMY_STATES, EARLY_STATES } from './context/army-states.js';
import { ENEMY_CHOSEN } from './context/enemy-chosen.js';
import { EQUIPPED_WITH } from './context/loadout.js';
import { TEST_FAILED_NO_SHOOTING, TEST_PASSED } from './context/leadership-test.js';
import { SELECTED_MODEL_HAS, THAT_SELECTED_ATTACKS } from './context/selected-model.js';
import { UNIT_ATTACKS_TARGET, UNIT_NAMED_WEAPONS_HAVE } from './context/unit-attacks-target.js';
import { carryInto, THAT_UNIT_HAS_KEYWORD, type Carried } from './context/carried.js';
import { otherTargetNamed } from './context/other-target.js';
import { placeFirst } from './context/place-tails.js';
import { UNTIL_RESOLVED } from './context/until-resolved.js';
import { SELECT_ONE_FROM_ARMY } from './context/friendly-selected.js';
import { ARMY_UNIT_DISEMBARKS } from './context/army-unit-acts.js';
import { ATTACKED_MODEL_HAS } from './context/allocated-cover.js';
import { ARMY_GUIDED, OBSERVER_GUIDES, WHILE_GUIDED } from './context/observers.js';
import { AFTER_SHOT, END_OF_PHASE, FIGHTS_OR_SHOOTS, FIRING_OVERWATCH, IN_PHASE, SELECTED_TO, START_OF_PHASE, UNTIL_END } from './context/phases.js';
import { MELEE_ATTACK, RANGED_ATTACK } from './context/requirements.js';
import { ROUNDS } from './context/rounds.js';
import { SELECTED_TO_MOVE, STATIONARY_THIS_TURN } from './context/selected-to-move.js';
import { SOME_MODELS_WEAPONS_HAVE } from './context/some-models-weapons.js';
import { withoutWeaponExclusion } from './context/excluded-weapons.js';
import { NAMED_WEAPON_SHOOTS } from './context/that-weapon.js';
import { DESTROYED_IN_PHASE } from './context/destroyed-in-phase.js';
import { ARMY_NAMED_WEAPONS_HAVE } from './context/army-named-weapons.js';
import { OWN_MODEL_DESTROYED } from './context/own-model-destroyed.js';
import { IT_HAS_STATLINE } from './shapes/statline-only.js';
import { ADD_RANDOM } from './shapes/random-characteristic.js';
import { ABILITY_INSTEAD } from './shapes/ability-instead.js';
import { OTHER_MODELS_WEAPONS } from './shapes/other-models.js';
import { WEAPONS_HAVE_CHARACTERISTIC } from './context/weapon-characteristic-holders.js';
import { START_OF_ROUND } from './context/start-of-round.js';
import { conditionAfterChange } from './reorder.js';
import { STRENGTH_VS_TOUGHNESS } from './context/strength-vs-toughness.js';
import { ATTACKS_ON_UNIT_BY_STRENGTH, THOSE_ATTACKS_BY_STRENGTH } from './context/terse-strength.js';
import { COVER_FROM_IT, HIDDEN_BEHIND } from './context/terrain.js';
import { readTail } from './context/tails.js';
import { ATTACKED } from './context/who-is-attacked.js';
import { ATTACK_MADE_BY, ATTACKS } from './context/who-attacks.js';
import { MODELS_HAVE, NAMED_MODEL_HAS, NAMED_WEAPONS_EQUIPPED, NAMED_WEAPONS_HAVE, SOME_MODELS_HAVE, WEAPONS_HAVE } from './context/holders.js';
import { ADD, ADD_TO_OWNERS, ADD_TWO, HAS_CHARACTERISTIC, IMPROVE, IMPROVED, TERSE, TERSE_SAVE } from './shapes/characteristic.js';
import { HAS_COVER, HAS_STEALTH, NO_COVER, TARGET_HAS_COVER } from './shapes/cover-stealth.js';
import { COUNTED_CHANGE } from './shapes/count.js';
import { CRITICAL, CRITICAL_SCORED_ON } from './shapes/critical.js';
import { SUCCESSFUL_CRITICAL } from './shapes/successful-critical.js';
import { WAAAGH_CRITICAL } from './shapes/waaagh-critical.js';
import { AFTER_ROLL_CHANGE_TO_SIX, CHANGE_ONE_TO_SIX } from './shapes/change-to-six.js';
import { CRITICAL_WOUND_AP, CRITICAL_WOUND_AP_SET } from './shapes/critical-wound-ap.js';
import { HALVE, SET_DAMAGE } from './shapes/damage.js';
import { HAS_FEEL_NO_PAIN } from './shapes/feel-no-pain.js';
import { HAS_INVULN, IMPROVED_TO } from './shapes/invulnerable.js';
import { REROLL } from './shapes/reroll.js';
import { SAVE_REROLL } from './shapes/save-reroll.js';
import { SAVING_THROW_MADE } from './context/saving-throw-made.js';
import { ON_THE_PLATFORM, THAT_MODEL_HAS } from './context/that-model-has.js';
import { SAME_UNIT } from './context/same-unit.js';
import { OBJECTIVE_HOLDER } from './context/objective-holder.js';
import { ARMOUR_SAVE_VS_DAMAGE_ONE, DAMAGE_ONE_ALLOCATED } from './context/damage-one.js';
import { IGNORE_HIT_MODIFIERS } from './shapes/ignore-modifiers.js';
import { NOT_AN_ATTACK } from './shapes/not-an-attack.js';
import { MORTALS_BY_RESULT, MORTALS_FOR_EACH, MORTALS_ON_A_ROLL, SUFFERS_MORTALS } from './shapes/mortal-wounds.js';
import { ROLL_MODIFIER, TERSE_ROLL_MODIFIER } from './shapes/roll-modifier.js';
import { SNAP_SHOTS } from './shapes/snap-shots.js';
import { RANGE } from './shapes/range.js';
import { THOSE_TWO_WEAPONS } from './shapes/besides-close-combat-weapon.js';
import { POINTS_SPENT } from './shapes/points-spent.js';
import { CHANGE_CHARACTERISTIC, MULTIPLY_CHARACTERISTIC, WEAPON_HAS_CHARACTERISTIC } from './shapes/set-characteristic.js';
import { SNAP_SHOOTING_HITS_ON } from './shapes/snap-shooting.js';
import { ENEMY_ATTACKS, ENEMY_NO_COVER, ENEMY_TOUGHNESS } from './shapes/enemy-unit.js';
import { ENEMY_WEAPONS_HAZARDOUS, FAILED_ITS_TEST, WHILE_A_UNIT_IS } from './context/enemy-selected.js';
import { SNAP_SHOT_INSTEAD, SNAP_SHOTS_OR_INSTEAD } from './shapes/snap-shots-instead.js';
import { OVERWATCH_FOR_FREE, THOSE_ATTACKS_ON_A_PLACED_TARGET } from './context/overwatch-for-free.js';
import { MOVEMENT } from './shapes/movement.js';
import { CAN_USE_THIS_ABILITY, NO_NUMBER_ABILITIES, TARGETING_LIMIT } from './shapes/no-number-abilities.js';
import type { EffectShape } from './shapes/shape.js';
import { ATTACK_HAS, HELD_ABILITIES, SELECTED_WEAPON_HAS, THOSE_WEAPONS_HAVE } from './shapes/weapon-ability.js';
import { explain } from './explain.js';
import { changesNoNumber } from './no-numbers.js';
import { MORTALS_AFTERMATH } from './mortal-reasons.js';
import { newState, type FoundChange, type Phrase, type Side, type SentenceState } from './state.js';
import type { ReadClause, RuleText } from './types.js';

const CONTEXTS: readonly Phrase[] = [
  ...SAME_UNIT, ...OBJECTIVE_HOLDER, ...DAMAGE_ONE_ALLOCATED, ...EARLY_STATES, WHILE_GUIDED, ARMY_GUIDED, OBSERVER_GUIDES, ...FOLLOW_ON_CONDITIONS, HIDDEN_BEHIND, COVER_FROM_IT, LEADING_AT_MARKED_OBJECTIVE, WHILE_LEADING, WHILE_LED, IN_PHASE, SELECTED_TO, FIGHTS_OR_SHOOTS, SELECTED_TO_MOVE, STATIONARY_THIS_TURN, START_OF_PHASE, START_OF_ROUND, END_OF_PHASE, AFTER_SHOT, FIRING_OVERWATCH, OVERWATCH_FOR_FREE, THOSE_ATTACKS_ON_A_PLACED_TARGET, CHARGED, ARMY_CHARGED, STATIONARY, ROUNDS, STRENGTH_VS_TOUGHNESS, ATTACKS_ON_UNIT_BY_STRENGTH, THOSE_ATTACKS_BY_STRENGTH, THAT_UNIT_HAS_KEYWORD, WHILE_A_UNIT_IS, FAILED_ITS_TEST, ENEMY_WEAPONS_HAZARDOUS, ONE_MODEL_DAMAGED, LOST_WOUNDS, MARKED_OBJECTIVE, TARGET_LACKS_KEYWORDS, STARTING_STRENGTH, GUIDED_UNIT_ATTACKS, BONDSMAN_MODELS_WEAPONS, ...MORTALS_ELSEWHERE, ...ARMY_STATES, ...ENEMY_CHOSEN, EQUIPPED_WITH, TEST_PASSED, SELECTED_MODEL_HAS, THAT_SELECTED_ATTACKS, UNIT_ATTACKS_TARGET, UNIT_NAMED_WEAPONS_HAVE, ...NAMED_CONDITIONS, UNTIL_END, UNTIL_RESOLVED, SELECT_ONE_FROM_ARMY, ARMY_UNIT_DISEMBARKS, ATTACKS, ATTACK_MADE_BY, ATTACK_WITH_WEAPON, ATTACKED, SAVING_THROW_MADE, ARMY_ATTACKS, ARMY_UNIT_STATE, ATTACKED_MODEL_HAS, THAT_MODEL_HAS, THAT_LEADER_HAS, SOME_MODELS_WEAPONS_HAVE, WEAPONS_HAVE, NAMED_WEAPONS_HAVE, NAMED_WEAPONS_EQUIPPED, ...WEAPONS_HAVE_CHARACTERISTIC, ...NAMED_WEAPON_SHOOTS, ...DESTROYED_IN_PHASE, ARMY_NAMED_WEAPONS_HAVE, OWN_MODEL_DESTROYED, MODELS_HAVE, SOME_MODELS_HAVE, NAMED_MODEL_HAS, ON_THE_PLATFORM,
];

const SHAPES: readonly EffectShape[] = [
  ENEMY_TOUGHNESS, ENEMY_NO_COVER, ENEMY_ATTACKS, COUNTED_CHANGE, CRITICAL_WOUND_AP, CRITICAL_WOUND_AP_SET, AFTER_ROLL_CHANGE_TO_SIX, CHANGE_ONE_TO_SIX, SPEND_TO_CHANGE_TO_SIX,
  ROLL_MODIFIER, TERSE_ROLL_MODIFIER, REROLL, SAVE_REROLL, ARMOUR_SAVE_VS_DAMAGE_ONE, TEST_FAILED_NO_SHOOTING, IGNORE_HIT_MODIFIERS, IGNORE_MOVE_MODIFIERS, CRITICAL, CRITICAL_SCORED_ON, SUCCESSFUL_CRITICAL, WAAAGH_CRITICAL, IMPROVE, IMPROVED, ADD_TWO, ADD, ADD_TO_OWNERS, TERSE, TERSE_SAVE, SET_DAMAGE, WEAPON_HAS_CHARACTERISTIC, CHANGE_CHARACTERISTIC, MULTIPLY_CHARACTERISTIC, HAS_CHARACTERISTIC, HALVE,
  MORTALS_BY_RESULT, MORTALS_FOR_EACH, MORTALS_ON_A_ROLL, SUFFERS_MORTALS, NOT_AN_ATTACK, ATTACK_HAS, THOSE_WEAPONS_HAVE, SELECTED_WEAPON_HAS, ABILITY_INSTEAD, HELD_ABILITIES, HAS_INVULN, IMPROVED_TO, HAS_FEEL_NO_PAIN, HAS_COVER, TARGET_HAS_COVER, HAS_STEALTH, NO_COVER, SNAP_SHOTS_OR_INSTEAD, SNAP_SHOTS, SNAP_SHOT_INSTEAD, MOVEMENT, RANGE, THOSE_TWO_WEAPONS, POINTS_SPENT, IT_HAS_STATLINE, ADD_RANDOM, OTHER_MODELS_WEAPONS, NO_NUMBER_ABILITIES, CAN_USE_THIS_ABILITY, TARGETING_LIMIT, SNAP_SHOOTING_HITS_ON,
];

/**
 * Words of an attack's numbers: a sentence with none of them changes no attack (movement, Leadership,
 * objective control, charges…) and is left out of the reading; one with some is read or stated. A
 * [PRECISION] drop is a way to deploy; [ONE SHOT] says how often a weapon shoots, not what its attack does.
 */
const ATTACK_WORDS =
  /\b(makes an? (?:ranged |melee )?attack|attack (?:targets|is allocated)|lethal hits|sustained hits|devastating wounds|precision(?! drop)|anti-[a-z]+|ignores cover|twin-linked|lance|melta|hit rolls?|wound rolls?|damage (?:rolls?|characteristics?)|armour penetration|strength characteristics?|attacks characteristics?|toughness characteristics?|(?:attacks|strength|damage|toughness|ballistic skill|weapon skill)(?:,? (?:and )?[a-z]+(?: [a-z]+)?){1,3} characteristics?|number of attacks|hits are (?:successfully )?scored|saving throws?|invulnerable save|insv|feel no pain|critical (?:hit|wound)|mortal wounds?|benefit of cover|stealth|ballistic skill|weapon skill|(?:add \d+ to|subtract \d+ from|improve|worsen) (?:the (?:[a-z']+ )?|this model's |its |their )(?:(?:leadership|objective control|move|toughness) and )?(?:save|wounds)(?: and [a-z]+)? characteristics?|(?<!\b(?:that|which|with) )(?:has|have) an? (?:save|wounds) characteristic of)\b|\[(?!one shot\])[a-z][a-z0-9 +-]*\]|(?:^| )[+-]\d (?:s|a|ap|d|bs|ws|t|sv|w|to (?:the )?(?:hit|wound))\b|(?:^| )\d\+ sv\b/;

/**
 * A sentence that changes how another rule applies ("the Patient Hunter Detachment rule applies to that unit
 * from the second battle round onwards"): it changes an attack's numbers through that rule, which is not
 * modelled here.
 */
const CHANGES_A_RULE = /\b(?:detachment rule|army rule)\b[^.]*\b(?:applies|apply|instead)\b|\babilit(?:y|ies) (?:also )?appl(?:y|ies) to\b|\brules that refer to (?:observer|guided|spotted)\b[^.]*\bhave no effect\b/;

export type SentenceReading =
  | { readonly kind: 'none' }
  | { readonly kind: 'read'; readonly clauses: readonly ReadClause[]; readonly context: SentenceContext }
  | { readonly kind: 'unmodelled'; readonly why: string; readonly side?: Side };

/** Who and when a sentence was about, for the next one to refer back to ("If that target is also …, … as well"). */
export type SentenceContext = { readonly [K in 'side' | 'scope' | 'leading' | 'led' | 'holder' | 'requires' | 'weapons' | 'ownKeywords' | 'ownExcluded' | 'assumes' | 'reach']: SentenceState[K] | undefined };

/** What a sentence carries over from the sentences before it. */
export type Inherited = {
  readonly assumes: readonly string[];
  readonly context?: SentenceContext;
  /** The phase an earlier sentence set, for a change "until the end of the phase" after it. */
  readonly phase?: Requirement;
  /** A unit an earlier sentence selected ("select one enemy INFANTRY unit"), with the keywords it named. */
  readonly selected?: { readonly kind: 'enemy' | 'friendly'; readonly keywords?: readonly string[]; readonly excluded?: readonly string[]; readonly other?: true };
  /** The rule acts after the unit's attacks ("after this unit has shot"): its mortal wounds come after them. */
  readonly after?: boolean;
  /** The sentence before it was not read: one with no subject of its own may go on from it. */
  readonly afterUnread?: boolean;
  /** "That unit" as a sentence before set it (context/carried.ts): the unit a leader leads, or the rule's own. */
  readonly carried?: Carried;
};

/** Where a change goes when no context says: protections to the unit attacked, the rest to its attacks. */
function defaultSide(change: Change): Side {
  return ['invuln', 'fnp', 'cover', 'stealth', 'damage-reduction', 'halve-damage'].includes(change.kind) ? 'defender' : 'attacker';
}

function clauseOf(found: FoundChange, state: SentenceState, rule: RuleText, sentence: string, inherited: Inherited): ReadClause {
  const side = found.side ?? state.side ?? defaultSide(found.change);
  // "this model" stays the bearer's even in a rule of the whole unit: the models of the rule's own profile
  // (a single-model datasheet's model, each model of a squadron), never a unit it is attached to.
  const scope = found.scope ?? state.holder?.scope ?? state.scope ?? 'unit';
  const model = rule.model === undefined ? state.holder?.model : undefined;
  const modelKeywords = state.holder?.modelKeywords ?? state.attackingModels;
  const requires: Requirement[] = [...state.requires, ...(found.requires ?? [])];
  const weaponType = state.holder?.weapons;
  if (weaponType === 'ranged') requires.push(RANGED_ATTACK);
  if (weaponType === 'melee') requires.push(MELEE_ATTACK);
  // A leader's rule for "that unit" holds while it leads it; a bodyguard's "while led" while it is led.
  const own = side === 'attacker' ? 'attacker' : 'target';
  if (state.ownKeywords !== undefined) requires.push({ kind: 'keywords', unit: own, any: [...state.ownKeywords] });
  if (state.ownExcluded !== undefined) requires.push({ kind: 'keywords', unit: own, none: [...state.ownExcluded] });
  if (state.led || state.leading || scope === 'led') requires.push({ kind: 'led', unit: own });
  if (state.ledKeywords !== undefined) requires.push({ kind: 'keywords', unit: own, any: [...state.ledKeywords] });
  // The phase an earlier sentence set holds "until the end of the phase", and in a sentence that goes on from it.
  // A Pain token Empowers a unit "until the end of the phase" it was spent in (seed drukhari-starfangs, Empowered Through Pain): "while that unit is Empowered" is that phase.
  if (inherited.phase !== undefined && (/until the end of (?:the|that) phase|\bwhile (?:that unit is )?empowered\b/i.test(sentence) || found.change.kind === 'mortals' || state.goesOn === true)) requires.unshift(inherited.phase);
  const assumes = [...inherited.assumes, ...state.assumes, ...(found.assumes ?? [])];
  const weapons = found.weapons ?? state.weapons;
  const excluding = side === 'attacker' ? (found.excludedWeapons ?? state.excludedWeapons) : undefined;
  const change = found.change.kind === 'mortals' ? { ...found.change, source: { ...found.change.source, name: rule.name, ...(inherited.after === true || state.after === true ? { timing: 'after' as const } : {}) } } : found.change;
  return {
    side,
    scope,
    requires: uniqueRequirements(requires),
    trigger: assumes.length === 0 ? { kind: 'always' } : { kind: 'named', assumes: [...new Set(assumes)] },
    change,
    ...(weapons === undefined && excluding === undefined ? {} : { weapons: { ...(weapons === undefined ? {} : { names: weapons }), ...(excluding === undefined ? {} : { excluding }) } }),
    ...(model === undefined || scope !== 'bearer' ? {} : { model }),
    ...(modelKeywords === undefined ? {} : { modelKeywords }),
    ...(state.reach === undefined ? {} : { reach: state.reach }),
    ...(found.count === undefined ? {} : { count: found.count }),
    ...(found.otherModels === true ? { otherModels: true as const } : {}),
    sentence,
  };
}

function uniqueRequirements(requirements: readonly Requirement[]): Requirement[] {
  const seen = new Set<string>();
  return requirements.filter((r) => {
    const key = JSON.stringify(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function replacesSafely(change: Change): boolean {
  if (change.kind === 'invuln' || change.kind === 'fnp') return true;
  if (change.kind !== 'modifiers') return false;
  const keys = Object.keys(change.modifiers);
  return keys.every((k) => ['rerollHits', 'rerollWounds', 'rerollSaves', 'rerollDamage', 'critHit', 'critWound'].includes(k));
}

/** The Wound roll modifier a change is, when it is nothing else. */
function woundOnly(change: Change): number | undefined {
  return change.kind === 'modifiers' && Object.keys(change.modifiers).join() === 'wound' ? change.modifiers.wound : undefined;
}

export const REPLACES = 'it replaces another change ("instead"), which adding both would not give';

/** Modifiers that add up (+1 Attacks and +2 Attacks are +3): a replacement is the difference. */
const ADDITIVE = ['attacks', 'strength', 'damage', 'ap', 'bs', 'hit', 'wound', 'toughness'];

function isAdditive(change: Change): boolean {
  return change.kind === 'modifiers' && Object.entries(change.modifiers).every(([k, v]) => ADDITIVE.includes(k) && typeof v === 'number');
}

/** Clauses read with "instead" after a change of the same characteristics: read-rule.ts turns each into the difference. */
export const REPLACING = new WeakSet<ReadClause>();

/** "have the Devastating Wounds ability" as "have the [DEVASTATING WOUNDS] ability": a weapon ability written without its brackets. */
function bracketed(text: string): string {
  return text.replace(/\bthe (lethal hits|devastating wounds|precision|lance|ignores cover|twin-linked|sustained hits \d|anti-[a-z]+ \d\+|melta \d|rapid fire \d|hazardous) (abilit(?:y|ies))\b/g, 'the [$1] $2');
}

/**
 * Parentheses that only refer elsewhere ("(see Codex: Space Marines)", "(13.08)") or repeat that a bearer's
 * change is the bearer's ("(note that if given to a Tyranid Prime model, this only affects that model …)").
 */
function withoutReferences(text: string): string {
  return text.replace(/\s*\((?:see [^)]*|\d{2}\.\d{2}[^)]*|page \d+[^)]*|note that if given to an? [^)]*, this only affects that model[^)]*)\)/gi, '');
}

function consumeContexts(rest: string, state: SentenceState): { rest: string } | { why: string } {
  for (;;) {
    rest = rest.replace(/^(?:,?\s+|,|then,? |in addition,? |additionally,? )/, '');
    let matched = false;
    for (const phrase of CONTEXTS) {
      const m = phrase.pattern.exec(rest);
      if (m === null) continue;
      const read = phrase.read(m, state, rest.slice(m[0].length));
      if (typeof read === 'string') return { why: read };
      rest = rest.slice(m[0].length + (typeof read === 'number' ? read : 0));
      matched = true;
      break;
    }
    if (!matched) return { rest };
  }
}

/** `unread`: the words from which no phrase reads the sentence (explain.ts says why). */
type Failure = { readonly why: string } | { readonly unread: string };

type Effects = { readonly changes: FoundChange[]; readonly restart?: string } | Failure;

/**
 * The effects from the start of `rest` to its end, each with the conditions written after it. A new
 * context after "and" ("…, and each time the bearer makes a melee attack, add 1 to the Hit roll") starts
 * the rest again (`restart`).
 */
function consumeEffects(rest: string, state: SentenceState): Effects {
  const changes: FoundChange[] = [];
  let shapes = 0;
  while (rest !== '') {
    rest = rest.replace(/^(?:you can |then )/, '');
    if (shapes > 0 && CONTEXTS.some((c) => c.pattern.test(rest))) return { changes, restart: rest };
    shapes++;
    const shape = SHAPES.find((s) => (s.holder !== true || state.holder !== undefined) && (s.when === undefined || s.when(state)) && s.pattern.test(rest));
    if (shape === undefined) return { unread: rest };
    const m = shape.pattern.exec(rest)!;
    const read = shape.read(m, state);
    if (typeof read === 'string') return { why: read };
    rest = rest.slice(m[0].length);
    let found = [...read];
    if (state.strengthVs !== undefined) {
      const than = state.strengthVs;
      const wounds = found.map((f) => woundOnly(f.change));
      if (wounds.some((w) => w === undefined)) return { why: "it compares the attack's Strength with a Toughness for a change other than to the Wound roll" };
      found = found.map((f, i) => ({ ...f, change: { kind: 'modifiers', modifiers: { woundByStrength: [{ than, wound: wounds[i]! }] } } }));
    }
    for (;;) {
      const tail = readTail(rest);
      if (tail === undefined) break;
      if (typeof tail === 'string') return { why: tail };
      // A change "instead" of another is read only where keeping both comes to the same: the broader
      // re-roll, the lower critical threshold and the better save win anyway (effects/merge.ts).
      // One that sets characteristics' modifiers anew is matched with the change it replaces (read-rule.ts).
      const replaces = tail.instead === true && !found.every((f) => replacesSafely(f.change));
      if (replaces && !found.every((f) => isAdditive(f.change))) return { why: REPLACES };
      found = found.map((f) => ({ ...f, requires: [...(f.requires ?? []), ...tail.requires], assumes: [...(f.assumes ?? []), ...tail.assumes], ...(replaces ? { replaces: true as const } : {}) }));
      rest = rest.slice(tail.length);
    }
    changes.push(...found);
    // What the sentence has found so far: "…, and improve … of those weapons" refers to it (shapes/owner.ts).
    state.changes.push(...found);
    const separator = /^(?:,? and (?:you can |also )?|, |; )/.exec(rest);
    if (separator === null) {
      if (rest !== '') return { unread: rest };
      break;
    }
    rest = rest.slice(separator[0].length);
    // "… have the [LETHAL HITS] ability and a 4+ invulnerable save": the holder goes on.
    rest = rest.replace(/^(?:has|have) (?=the |an? )/, '');
  }
  return { changes };
}

/** The clauses of `text` (lower case) read with `state`, and of every part a new context starts. */
function readParts(text: string, state: SentenceState, rule: RuleText, sentence: string, inherited: Inherited): ReadClause[] | Failure {
  const contexts = consumeContexts(text, state);
  if ('why' in contexts) return contexts;
  if (contexts.rest === '') return { unread: text };
  const before = inherited.context;
  if (state.side === undefined && state.holder === undefined && inherited.afterUnread === true) return { why: 'it goes on from a sentence before it that is not read' };
  // A sentence with no subject of its own goes on about the one before it.
  if (state.side === undefined && state.holder === undefined && before !== undefined && (before.side !== undefined || before.holder !== undefined)) {
    // "(if that attack is made with a Blast weapon, …)": those weapons of the ones before (context/follow-on-conditions.ts).
    const own = state.weapons;
    if (own !== undefined && before.weapons !== undefined) return { why: 'it names weapons among weapons a sentence before it named' };
    Object.assign(state, {
      ...before,
      requires: [...(before.requires ?? []), ...state.requires],
      assumes: [...(before.assumes ?? []), ...state.assumes],
      leading: before.leading === true || state.leading,
      led: before.led === true || state.led,
      goesOn: true,
      ...(own === undefined ? {} : { weapons: own }),
    });
  }
  const effects = consumeEffects(contexts.rest, state);
  if (!('changes' in effects)) return effects;
  const clauses = effects.changes.map((c) => {
    const clause = clauseOf(c, state, rule, sentence, inherited);
    if (c.replaces === true) REPLACING.add(clause);
    return clause;
  });
  const restart = effects.restart;
  if (restart === undefined) return clauses;
  // The new part keeps what holds for the whole sentence (a leader's "that unit", a phase, a condition).
  const next = {
    ...newState(state.leading),
    led: state.led,
    ...(state.selected === undefined ? {} : { selected: state.selected }),
    ...(state.ownKeywords === undefined ? {} : { ownKeywords: state.ownKeywords }),
    ...(state.ownExcluded === undefined ? {} : { ownExcluded: state.ownExcluded }),
    ...(state.thatUnitIsOwn === true ? { thatUnitIsOwn: true } : {}),
    // A Bondsman ability's sentence is about the model it was used on throughout.
    ...(state.reach === 'others' ? { reach: state.reach } : {}),
    ...(state.selectedKeywords === undefined ? {} : { selectedKeywords: state.selectedKeywords }),
    ...(state.selectedExcluded === undefined ? {} : { selectedExcluded: state.selectedExcluded }),
    // "Each time … makes an attack that targets a visible enemy unit, …, and weapons equipped by models in this
    // unit have …": a part with no context of its own is about those attacks, on that target, too.
    requires: [...state.requires.filter((r) => isSentenceWide(r) || (!OWN_CONTEXT.test(restart) && isOfTheTarget(r)))],
    assumes: [...state.assumes],
  };
  const rest = readParts(restart, next, rule, sentence, inherited);
  return Array.isArray(rest) ? [...clauses, ...rest] : rest;
}

/** The start of a part that sets its own conditions. */
const OWN_CONTEXT = /^(?:each time|while|if|when|at|in|during|until|once)\b/;

/** A condition on the target of the attacks. */
function isOfTheTarget(req: Requirement): boolean {
  return (req.kind === 'keywords' && req.unit === 'target') || req.kind === 'visible' || (req.kind === 'flag' && req.flag === 'targetBelowHalf') || (req.kind === 'condition' && req.condition === 'halfRange');
}

/** Conditions of a whole sentence, not of its first subject: phase, battle round, the move made. */
function isSentenceWide(req: Requirement): boolean {
  return req.kind === 'round' || req.kind === 'condition' || (req.kind === 'phase' && req.phases.length === 1 && req.phases[0] === 'shooting');
}

/**
 * The Knights' rules for one other model — a Bondsman ability ("While a model is affected by this ability,
 * each time that model makes a ranged attack, …", "… its ranged weapons have …") and a War Dog's or an
 * Armiger's aura ("While a friendly War Dog model is within 6" of this model, … that War Dog model …") —
 * speak of a model whose unit is that one model (War Dogs and Armigers are units of one model in the
 * data): read as "that unit".
 */
function oneModelUnits(text: string): string {
  if (/^while a model is affected by this ability, /.test(text)) return text.replace(/\bthat model\b/g, 'that unit').replace(/\bits ((?:ranged |melee )?weapons)\b/g, "that unit's $1");
  const aura = /^while a friendly (war dog|armiger) model is within \d+" of (?:this model|the bearer), /.exec(text);
  return aura === null ? text : text.replace(new RegExp(`\\bthat (?:${aura[1]} )?model\\b`, 'g'), 'that unit');
}

/** An army rule's "models from your army with this ability": the models of the unit that has it, the rule's. */
const WITH_THIS_ABILITY = /\bmodels from your army with this ability\b/g;

/** "STEALTH BATTLESUITS unit only.", "ADEPTUS ASTARTES model only.": who may take an enhancement, no change (its keywords may look like attack words). */
const ELIGIBILITY = /^[a-z][a-z' ,/-]* (?:units?|models?) only$/;

export function readSentence(sentence: string, rule: RuleText, inherited: Inherited = { assumes: [] }): SentenceReading {
  const lower = damagedInFull(otherTargetNamed(placeFirst(conditionAfterChange(oneModelUnits(bracketed(withoutReferences(sentence).toLowerCase()).replace(/[.:;]+$/, '').trim())).replace(WITH_THIS_ABILITY, 'models in this unit')), inherited.context), rule.name);
  if (!ATTACK_WORDS.test(lower) || MORTALS_AFTERMATH.test(lower) || ELIGIBILITY.test(lower) || changesNoNumber(lower)) return CHANGES_A_RULE.test(lower) ? { kind: 'unmodelled', why: 'it changes how another rule applies (not modelled)' } : { kind: 'none' };
  const state = newState();
  const exclusion = withoutWeaponExclusion(lower);
  if (exclusion !== undefined) state.excludedWeapons = exclusion.excluded;
  if (inherited.selected !== undefined) {
    state.selected = inherited.selected.kind;
    if (inherited.selected.keywords !== undefined) state.selectedKeywords = inherited.selected.keywords;
    if (inherited.selected.excluded !== undefined) state.selectedExcluded = inherited.selected.excluded;
    if (inherited.selected.other === true) state.selectedOther = true;
  }
  carryInto(lower, state, inherited.carried);
  const read = readParts(exclusion?.text ?? lower, state, rule, sentence, inherited);
  if (!Array.isArray(read)) return { kind: 'unmodelled', why: 'why' in read ? read.why : explain(read.unread, lower), ...(state.side === undefined ? {} : { side: state.side }) };
  const { side, scope, leading, led, holder, requires, weapons, ownKeywords, ownExcluded, assumes, reach } = state;
  const context = { side, scope, leading, led, holder, requires, weapons, ownKeywords, ownExcluded, assumes, reach };
  return read.length === 0 ? { kind: 'none' } : { kind: 'read', clauses: read, context };
}
