/**
 * Sentences about the rule's unit attacking: "Each time a model in this unit makes an attack", "… makes a
 * ranged attack", "Each time this model makes a melee attack", "Each time the bearer makes an attack",
 * "Each time a ^^Kroot^^ model from your army makes an attack" (a detachment's or army's rule), "each time
 * a model in that unit makes an attack" (the unit a leader leads), optionally "with <weapons>", then
 * "that targets <a target>" (target.ts).
 */
import { excludedKeywords, keywordList, takeTarget } from '../target.js';
import type { Phrase, SentenceState } from '../state.js';
import { MELEE_ATTACK, RANGED_ATTACK, attackerKeywords } from './requirements.js';

/** "… that targets <a target>" (or "… against <a target>") at the start of `after`: the characters consumed, or why not understood. */
export function readTargets(after: string, state: SentenceState): number | string {
  const m = /^,? that targets? |^ against /.exec(after);
  if (m === null) return 0;
  const read = takeTarget(after.slice(m[0].length), state);
  return typeof read === 'string' ? read : m[0].length + read;
}

/** "with a melee weapon" is the phase; "with its Solitaire weapons", "with a flamer" name weapons. */
function readWeapons(weapons: string, state: SentenceState): void {
  const kind = /^(ranged|melee) weapons?$/.exec(weapons);
  if (kind !== null) state.requires.push(kind[1] === 'ranged' ? RANGED_ATTACK : MELEE_ATTACK);
  else state.weapons = weapons.split(/, | or | and /).map((w) => w.replace(/ weapons?$/, '').trim());
}

/** The subject: whose attack it is. Groups: own unit word, "this model|unit", "the bearer", army keywords, friendly keywords. */
const SUBJECT = [
  "(?:an?|one) (?:([a-z][a-z' ,/-]*?) )?model (?:in|from) (this|that|the bearer's|this model's) (?:enemy |friendly )?unit",
  '(this|that) (model|unit)',
  '(the bearer)',
  '(?:a|one) model (?:with this ability|that has this ability)',
  "(?:(?:an?|one) )?model (?:in|from) (?:an? )?([a-z][a-z' ,/-]*?) units? from your army(?: \\(excluding [^)]*\\))?",
  "(?:an? )?(?!(?:an? )?(?:models?|units?) )([a-z][a-z' ,/-]*?) (?:models?|units?) from your army(?: \\(excluding [^)]*\\))?",
  '(?:a|one) model from your army(?: with (?:this|the [a-z\' -]+) ability)?',
  "(?:a|one) (?:model in a )?friendly ([a-z][a-z' ,/-]*?) (?:model|unit)",
  '(?:a|one) friendly (?:model|unit)',
  // "a friendly model that disembarked from this Transport this turn": a friend in a state the player asserts.
  '(?:a|one) friendly model (?:that|which) ((?:disembarked|was set up|arrived|is|has)\\b[^,]*?)',
  // "a Tyranids model with this Hyper-adaptation": the army's models given the rule.
  "(?:an? |one )?([a-z][a-z' ,/-]*?) models? with this (?:[a-z][a-z' -]*?)",
  '(?:a|one) model (affected by this ability)',
].join('|');

export const ATTACKS: Phrase = {
  pattern: new RegExp(
    `^each time (?:${SUBJECT}) (?:makes an? (?:(ranged|melee|psychic) )?attacks?(?: in a turn in which ((?:it|its unit) [^,]+?))?|targets an? (?:enemy )?unit with an? (ranged|melee) attack)(?: with (?:a |an |its |their |one of its |the bearer's )?([a-z][a-z' -]*?))?(?=,| that targets | against | while | (?:you can|add|subtract|improve|worsen|re-roll|an unmodified|that attack) )`,
  ),
  read: (m, state, after) => {
    const [, someModels, ownModel, self, selfKind, bearer, thatUnitIsOwns, armyModels, friendly, friendlyIn, withThis, affected, made, turnIn, targeting, weapons] = m;
    const type = made ?? targeting;
    // "Each time that unit makes an attack" is "… a model in that unit …"; "that model" is some other model
    // (a War Dog's or a Bondsman's is "that unit" already: read-sentence.ts).
    if (self === 'that' && selfKind === 'model') return 'it changes the attacks of another model ("that model")';
    const own = self === 'that' ? 'that' : ownModel;
    state.side = 'attacker';
    if (own === 'that') {
      if (!state.leading && state.thatUnitIsOwn !== true && state.selected === undefined) return 'it changes the attacks of another unit ("that unit")';
      if (state.leading) state.scope = 'led';
      else if (state.thatUnitIsOwn === true) state.scope = 'unit';
      else {
        // A unit the rule selected: an enemy's attacks on the rule's unit, or a friendly unit's (this one, when the player says so).
        state.side = state.selected === 'enemy' ? 'defender' : 'attacker';
        state.scope = 'unit';
        state.assumes.push(`the attacking unit is the ${state.selected} unit the rule selected`);
        // A friend the rule selected is also one it supports; an enemy it selected attacks every friendly unit.
        state.reach ??= 'own-and-others';
        // The selected unit's keywords: an enemy's are the attacker's; a friend's are the rule's own unit's.
        if (state.selectedKeywords !== undefined) state.requires.push({ kind: 'keywords', unit: 'attacker', any: [...state.selectedKeywords] });
        if (state.selectedExcluded !== undefined) state.requires.push({ kind: 'keywords', unit: 'attacker', none: [...state.selectedExcluded] });
      }
    } else state.scope = (self === 'this' && selfKind === 'model') || bearer !== undefined ? 'bearer' : 'unit';
    // "Each time a ^^Beast^^ model in this unit makes a melee attack": those models' attacks only.
    if (someModels !== undefined) {
      const any = keywordList(someModels);
      if (any === undefined) return `the attacking models it names ("${someModels}") are not keywords`;
      state.attackingModels = { any };
    }
    const keywords = thatUnitIsOwns ?? armyModels ?? friendly ?? withThis;
    if (keywords !== undefined) {
      const requirement = attackerKeywords(keywords);
      if (requirement === undefined) return `the attacking models it names ("${keywords}") are not keywords`;
      state.requires.push(requirement);
    }
    // "Each time a HERETIC ASTARTES model from your army (excluding DAMNED models) makes an attack".
    const excluding = /from your army \(excluding ([^)]*)\)/.exec(m[0])?.[1];
    if (excluding !== undefined) {
      const none = excludedKeywords(excluding);
      if (none === undefined) return `the attacking models it excludes ("${excluding}") are not keywords`;
      state.requires.push({ kind: 'keywords', unit: 'attacker', none });
    }
    // "Each time a friendly model makes an attack": another unit's rule reaching this one (an aura, a selection).
    if (/^each time (?:a|one) (?:model in a )?friendly /.test(m[0]) || affected !== undefined) {
      state.assumes.push('the attacking unit is one the rule reaches');
      state.reach ??= 'own-and-others';
    }
    if (friendlyIn !== undefined) state.assumes.push(`the attacking model ${friendlyIn}`);
    // "… in a turn in which it made a Charge move": the scenario's --charged (context/moves.ts); another move is asserted.
    if (turnIn !== undefined && /^(?:it|its unit) made a charge move$/.test(turnIn)) state.requires.push({ kind: 'condition', condition: 'charged' });
    else if (turnIn !== undefined) state.assumes.push(`this turn ${turnIn}`);
    if (type === 'ranged') state.requires.push(RANGED_ATTACK);
    if (type === 'melee') state.requires.push(MELEE_ATTACK);
    // "with that weapon" that no sentence before names (weapon-follow-on.ts writes out one it does): not a weapon's name.
    if (weapons !== undefined && /^(?:that|those|these|this) weapons?$/.test(weapons)) return `it changes the attacks of a weapon another sentence names ("${weapons}")`;
    if (weapons !== undefined) readWeapons(weapons, state);
    // A Psychic Attack is one made with a [PSYCHIC] weapon (the weapons a rule names by that ability: effects/apply.ts).
    if (type === 'psychic') state.weapons = [...(state.weapons ?? []), 'psychic'];
    return readTargets(after, state);
  },
};

/**
 * "Each time a ranged attack made by a model in this unit targets a MONSTER or VEHICLE unit", "Each time
 * an attack made by this model is allocated to a MONSTER model": the rule's unit attacking, said from the
 * attack's side.
 */
export const ATTACK_MADE_BY: Phrase = {
  pattern: /^each time an? (?:(ranged|melee) )?attack (?:is )?made by (a model in this unit|models in this unit|this unit|this model|the bearer) (?:targets|is allocated to) /,
  read: (m, state, after) => {
    const [, type, who] = m;
    state.side = 'attacker';
    state.scope = who === 'this model' || who === 'the bearer' ? 'bearer' : 'unit';
    if (type === 'ranged') state.requires.push(RANGED_ATTACK);
    if (type === 'melee') state.requires.push(MELEE_ATTACK);
    return takeTarget(after, state);
  },
};
