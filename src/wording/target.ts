/**
 * What an attack targets ("… that targets a MONSTER or VEHICLE unit", "… that targets the closest eligible
 * target"), and the like after "if" ("if the target of that attack is Below Half-strength"): a condition
 * the scenario can check (the target's keywords, Below Half-strength, half range), or one the player
 * asserts by naming the rule (the closest target, an Oath of Moment target, a unit within 12").
 */
import type { Requirement } from '../effects/index.js';
import { keywordOf } from './normalise.js';
import { placeShapes } from './target-places.js';
import { FOLLOW_ON_TARGETS } from './target-follow-on.js';

import type { SentenceState } from './state.js';

/** What naming a rule asserts of a target that is "that unit" the rule selected. */
export const SELECTED_TARGET = 'the target is the unit the rule selected';

/** … of "each time an attack targets that enemy unit" after "select one enemy unit". */
export const SELECTED_ENEMY = 'the target is the enemy unit the rule selected';

export type TargetCondition = { readonly requires: readonly Requirement[]; readonly assumes: readonly string[]; readonly length: number };

/** Words that make a phrase something other than a list of keywords. */
const NOT_KEYWORDS = /\b(an?|that|which|within|below|above|eligible|closest|selected|target|this|your|their|its|it|one|more|enemy|has|have|is|are|with|from|in|the|visible|lost|wounds?|starting|strength|half)\b/;

/**
 * States a rule or an army rule puts a unit in ("an Afflicted unit", "a Spotted unit", "that unit is riven"):
 * written like keywords, but no unit has them in its datasheet; a condition the player asserts.
 */
const STATES = /^(?:afflicted|spotted|assailed|riven|auspex scanned|suppressed|pinned|stunned|scattered|snared|rotted|poisoned|marked|empowered|guided|observed|any other|other|non-[a-z' -]+)$/;

/** Keywords the data misspells, as the datasheets spell them. */
const MISSPELT: Readonly<Record<string, string>> = { titianic: 'titanic' };

/** A keyword's plural as the rules write it ("MONSTERS"), not a name that ends in s ("POXWALKERS"). */
const PLURAL = /(?:^|\s)(?:monster|vehicle|character|titanic|psyker|walker|beast|swarm|mounted|fly)s$/;

/** "MONSTER or VEHICLE", "MONSTER, VEHICLE or TITANIC", "INFANTRY and/or SWARM" → the keywords. */
export function keywordList(text: string): string[] | undefined {
  const parts = text.split(/\s*,\s*(?:or\s+|and\s+)?|\s+(?:and\/or|or|and)\s+/).map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0 || parts.some((p) => NOT_KEYWORDS.test(p) || STATES.test(p) || !/^[a-z][a-z' -]*$/.test(p))) return undefined;
  return parts.map((p) => keywordOf(MISSPELT[p] ?? (PLURAL.test(p) ? p.slice(0, -1) : p)));
}

/** "an Afflicted unit", "a Spotted unit": the state, when every word is one (STATES), else undefined. */
function stateOf(text: string): string | undefined {
  const parts = text.split(/\s+(?:or|and)\s+/).map((p) => p.trim());
  return parts.length > 0 && parts.every((p) => STATES.test(p) && !/^(?:any other|other|non-)/.test(p)) ? parts.join(' or ') : undefined;
}

type TargetShape = { readonly pattern: RegExp; readonly read: (m: RegExpExecArray) => Omit<TargetCondition, 'length'> | undefined };

const named = (assumes: string): Omit<TargetCondition, 'length'> => ({ requires: [], assumes: [assumes] });

const SHAPES: readonly TargetShape[] = [
  ...FOLLOW_ON_TARGETS,
  ...placeShapes(keywordList),
  {
    // "a unit that is Below Half-strength", "an enemy unit that is below half-strength"
    pattern: /^(?:(?:an? )?(?:enemy )?unit (?:that is )?)?below (?:its )?half[- ]strength/,
    read: () => ({ requires: [{ kind: 'flag', flag: 'targetBelowHalf' }], assumes: [] }),
  },
  {
    pattern: /^(?:(?:an? )?(?:enemy )?unit (?:that is )?)?below its starting strength/,
    read: () => named('the target is below its Starting Strength'),
  },
  {
    pattern: /^(?:the closest eligible (?:enemy unit|target)|the closest enemy unit)(?: within (\d+)")?/,
    read: (m) => named(`the target is the closest eligible target${m[1] === undefined ? '' : ` within ${m[1]}"`}`),
  },
  {
    // "the closest eligible MONSTER or VEHICLE unit", "… target within 18"": the closest, with the keywords.
    pattern: /^the closest eligible ([a-z][a-z' ,/-]*?) (?:unit|target)(?: within (\d+)")?(?![a-z])/,
    read: (m) => {
      const any = keywordList(m[1]!);
      return any === undefined ? undefined : { requires: [{ kind: 'keywords', unit: 'target', any }], assumes: [`the target is the closest eligible one of those${m[2] === undefined ? '' : ` within ${m[2]}"`}`] };
    },
  },
  {
    pattern: /^(?:an? (?:enemy )?unit that is )?your oath of moment target|^(?:an? )?(?:enemy )?unit that is your oath of moment target/,
    read: () => named('the target is your Oath of Moment target'),
  },
  {
    pattern: /^(?:an? |the )?(?:enemy )?unit within half range(?: of (?:that|the attacking) (?:weapon|model))?/,
    read: () => ({ requires: [{ kind: 'condition', condition: 'halfRange' }], assumes: [] }),
  },
  {
    pattern: /^(?:an? |the )?(?:enemy )?unit (?:that is )?within (\d+)"(?: of (?:this|the attacking|that) (?:model|unit))?/,
    read: (m) => named(`the target is within ${m[1]}"`),
  },
  {
    pattern: /^(?:an? |the )?(?:enemy )?unit (?:that is )?(?:wholly )?within range of (?:one or more |an )?objective markers?( you do not control| you control)?/,
    read: (m) => named(`the target is within range of an objective marker${m[1] ?? ''}`),
  },
  {
    pattern: /^(?:that|the selected|the chosen) (?:enemy )?unit|^(?:its|their|this model's|this unit's|your) (?:hated foe|quarry|prey|mark|victim|chosen target|focus of hatred)/,
    read: () => named(SELECTED_TARGET),
  },
  {
    // "your Machine Vengeance target", "your Vendetta target": a unit the army rule or a Stratagem chose.
    pattern: /^(?:an? (?:enemy )?unit that is )?your ([a-z][a-z' -]{2,30}?) target\b/,
    read: (m) => named(`the target is your ${m[1]} target`),
  },
  {
    pattern: /^(?:an? |the )?(?:enemy )?units? with the (?:selected|chosen) keyword/,
    read: () => named('the target has the keyword the rule selected'),
  },
  { pattern: /^(?:an? )?(?:enemy )?unit that can fly/, read: () => ({ requires: [{ kind: 'keywords', unit: 'target', any: ['FLY'] }], assumes: [] }) },
  { pattern: /^(?:an? )?(?:enemy )?units? \(excluding units? that can fly\)/, read: () => ({ requires: [{ kind: 'keywords', unit: 'target', none: ['FLY'] }], assumes: [] }) },
  {
    pattern: /^(?:an? )?(?:enemy )?unit (?:that is )?(?:at its starting strength|not below (?:its )?half-strength|not below its starting strength)/,
    read: (m) => named(`the target is ${m[0].replace(/^.*?unit (?:that is )?/, '')}`),
  },
  { pattern: /^(?:an? )?(?:enemy )?unit that cannot fly/, read: () => ({ requires: [{ kind: 'keywords', unit: 'target', none: ['FLY'] }], assumes: [] }) },
  {
    pattern: /^(?:an? )?(?:enemy )?unit that is battle-shocked|^(?:a|an) battle-shocked (?:enemy )?unit/,
    read: () => named('the target is Battle-shocked'),
  },
  {
    // "an enemy unit (excluding MONSTER and VEHICLE units)"
    pattern: /^(?:an? |one )?(?:enemy )?units? \(excluding ([a-z' ,/-]+?)(?: units?)?\)/,
    read: (m) => {
      const none = keywordList(m[1]!);
      return none === undefined ? undefined : { requires: [{ kind: 'keywords', unit: 'target', none }], assumes: [] };
    },
  },
  {
    // "a unit that has the CHARACTER keyword", "a unit with the FLY keyword"
    pattern: /^(?:an? |one )?(?:enemy )?units? (?:that has|that have|with) the ([a-z' -]+?) keyword/,
    read: (m) => {
      const any = keywordList(m[1]!);
      return any === undefined ? undefined : { requires: [{ kind: 'keywords', unit: 'target', any }], assumes: [] };
    },
  },
  {
    // "a unit that contains one or more CHARACTER models": attached units have all their keywords (RULES §1).
    pattern: /^(?:an? |one )?(?:enemy )?units? (?:that contains?|containing) one or more ([a-z' ,/-]+?) models?/,
    read: (m) => {
      const any = keywordList(m[1]!);
      return any === undefined ? undefined : { requires: [{ kind: 'keywords', unit: 'target', any }], assumes: [] };
    },
  },
  {
    // "a non-VEHICLE unit", "a non-MONSTER, non-VEHICLE unit": every unit without those keywords.
    pattern: /^(?:an? |one )?(?:enemy )?(non-[a-z][a-z' -]*?(?:(?:,| or| and) non-[a-z][a-z' -]*?)*) (?:units?|models?)(?![a-z])/,
    read: (m) => {
      const none = keywordList(m[1]!.replace(/\bnon-/g, ''));
      return none === undefined ? undefined : { requires: [{ kind: 'keywords', unit: 'target', none }], assumes: [] };
    },
  },
  {
    // "an Afflicted unit", "a Spotted unit": a state the player asserts.
    pattern: /^(?:an? |one )?(?:enemy )?([a-z][a-z' -]*?) (?:units?|models?)(?![a-z])/,
    read: (m) => {
      const state = stateOf(m[1]!);
      return state === undefined ? undefined : named(`the target is ${state}`);
    },
  },
  {
    // "a MONSTER or VEHICLE unit", "an enemy INFANTRY unit", "one or more CHARACTER units"
    pattern: /^(?:an? |one or more |one )?(?:enemy )?([a-z][a-z' ,/-]*?) (?:units?|models?)(?![a-z])/,
    read: (m) => {
      const any = keywordList(m[1]!);
      return any === undefined ? undefined : { requires: [{ kind: 'keywords', unit: 'target', any }], assumes: [] };
    },
  },
  { pattern: /^(?:an? |one )?enemy units?|^a unit/, read: () => ({ requires: [], assumes: [] }) },
  // After "if the target is …": a place or a state, or keywords with no "unit" after them ("… targets a VEHICLE, …").
  {
    pattern: /^(?:wholly )?within range of (?:one or more |an )?objective markers?( you do not control| you control| your opponent controls)?/,
    read: (m) => named(`the target is within range of an objective marker${m[1] ?? ''}`),
  },
  { pattern: /^battle-shocked/, read: () => named('the target is Battle-shocked') },
  {
    pattern: /^(?:an? )?((?:(?!units?\b|models?\b)[a-z][a-z'-]*)(?:(?:,|,? or|,? and|,? and\/or) (?!units?\b|models?\b)[a-z][a-z'-]*)*)(?=,)/,
    read: (m) => {
      const any = keywordList(m[1]!);
      return any === undefined ? undefined : { requires: [{ kind: 'keywords', unit: 'target', any }], assumes: [] };
    },
  },
];

/**
 * "… that is within your opponent's deployment zone", "… that was hit by one or more Psychic attacks this
 * turn", "… that is Afflicted": a state or a place of the target, up to the comma, which the player
 * asserts. Not one of its numbers (Toughness, a save): those the scenario knows, and asserting them would
 * change what they mean.
 */
const STATE_OF_TARGET = /^ (?:(?:that|which) (is|was|has|contains)|(containing)) ([^,;]{3,120}?)(?=,|;|$)/;
const NUMBERS_OF_A_UNIT = /\b(toughness|strength|saves?|characteristic|wounds? characteristic|keywords?)\b/;

/** "MONSTER and VEHICLE units" as "(excluding …)" writes them → the keywords. */
export function excludedKeywords(text: string): string[] | undefined {
  return keywordList(text.replace(/\*/g, '').replace(/\s+(?:units?|models?)$/, ''));
}

/** The target condition at the start of `text` (lower case), if it is one. */
export function readTarget(text: string): TargetCondition | undefined {
  // "a visible MONSTER or VEHICLE unit", "a visible enemy unit": the target seen (not indirect fire at an unseen one).
  const visible = /^an? visible (?=(?:enemy )?[a-z])/.exec(text);
  if (visible !== null) {
    const seen = readTarget(`a ${text.slice(visible[0].length)}`);
    return seen === undefined ? undefined : { ...seen, requires: [{ kind: 'visible' }, ...seen.requires], length: seen.length + visible[0].length - 2 };
  }
  for (const shape of SHAPES) {
    const m = shape.pattern.exec(text);
    if (m === null) continue;
    const read = shape.read(m);
    if (read === undefined) continue;
    const state = STATE_OF_TARGET.exec(text.slice(m[0].length));
    if (state === null || NUMBERS_OF_A_UNIT.test(state[3]!)) return { ...read, length: m[0].length };
    return { requires: read.requires, assumes: [...read.assumes, `the target ${state[1] ?? 'contains'} ${state[3]}`], length: m[0].length + state[0].length };
  }
  return undefined;
}

/**
 * The target at the start of `text` added to a sentence's conditions: the characters read, or why not
 * understood. "That unit" an earlier sentence selected ("select one visible enemy VEHICLE unit") has the
 * keywords the selection named.
 */
export function takeTarget(text: string, state: Pick<SentenceState, 'requires' | 'assumes' | 'selected' | 'selectedKeywords' | 'selectedExcluded'>): number | string {
  const target = readTarget(text);
  if (target === undefined) return `the target it names is not understood ("${text.slice(0, 60)}")`;
  state.requires.push(...target.requires);
  state.assumes.push(...target.assumes);
  if (state.selected === 'enemy' && target.assumes.includes(SELECTED_TARGET)) {
    if (state.selectedKeywords !== undefined) state.requires.push({ kind: 'keywords', unit: 'target', any: [...state.selectedKeywords] });
    if (state.selectedExcluded !== undefined) state.requires.push({ kind: 'keywords', unit: 'target', none: [...state.selectedExcluded] });
  }
  return target.length;
}
