/**
 * Mortal wounds on a roll, outside the attack sequence (rules.md §11): "roll one D6: on a 4+, that unit
 * suffers D3 mortal wounds", "that enemy unit suffers 1 mortal wound". When the rule rolls them "after this
 * unit has shot" (or fought) they come after the unit's attacks (MortalSource.timing 'after'), else before
 * them; either way the rule is one the player names (it follows a choice of target or a use).
 */
import { parseDice } from '../../prob/dice.js';
import type { Requirement } from '../../effects/index.js';
import type { FoundChange, SentenceState } from '../state.js';
import type { EffectShape } from './shape.js';
import { mortalReason } from '../mortal-reasons.js';

const UNIT = "(?:that|the|this|each|the target|the selected)(?: enemy)? unit|that enemy unit|the target|it";

const NUMBER: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * "roll six D6", "roll one D6", "roll one D6 for each enemy unit within 6" of this model" (one die for the
 * target, when it is one of them: naming the rule asserts it) and "roll one D6 for each model in this unit"
 * (as many dice as the attacking unit has models, effects/apply.ts): how many dice, and what it assumes.
 */
const ROLL = `roll (${Object.keys(NUMBER).join('|')}|\\d+) d6(?: for that unit| for (?:each|every) enemy unit within (\\d+)"(?: of (?:this model|the bearer|this unit|it|one or more models with this ability))?| for each (model in (?:this|this model's|the bearer's) unit)(?: that is within engagement range of (?:it|that enemy unit|that unit))?)?`;

type Roll = { dice: number; assumes: string[]; perModel?: true };

/**
 * "… suffers D3 mortal wounds and this model regains up to that many lost wounds": the rule's own model
 * heals, which changes none of the numbers of its attack on the unit hurt.
 */
const HEALS = '(?: and this model regains up to that many lost wounds)?';

/** Why one die with several outcomes is not read: a reason that says which (mortal-reasons.ts), or in general. */
function severalOutcomes(m: RegExpExecArray): string {
  return mortalReason(m.input) ?? 'it rolls one die with several outcomes (mortal wounds of different sizes)';
}

/** The dice of ROLL's match (groups 1-3), or undefined when several dice are rolled for units of the enemy. */
function diceOf(m: RegExpExecArray): Roll | undefined {
  const [, count, within, perModel] = m;
  const dice = NUMBER[count!] ?? Number(count);
  if (perModel !== undefined) {
    const assumes = /engagement range/.test(m[0]) ? ['every model of the unit is within Engagement Range of the target'] : [];
    return dice === 1 ? { dice, assumes, perModel: true } : undefined;
  }
  if (within === undefined) return { dice, assumes: [] };
  return dice === 1 ? { dice, assumes: [`the target is within ${within}"`] } : undefined;
}

/** The keywords the rule's selection named ("select one enemy INFANTRY unit (excluding VEHICLE units)"), required of the target. */
function selectedRequires(state: SentenceState): Requirement[] {
  if (state.selected !== 'enemy') return [];
  return [
    ...(state.selectedKeywords === undefined ? [] : [{ kind: 'keywords' as const, unit: 'target' as const, any: [...state.selectedKeywords] }]),
    ...(state.selectedExcluded === undefined ? [] : [{ kind: 'keywords' as const, unit: 'target' as const, none: [...state.selectedExcluded] }]),
  ];
}

function source(rule: Roll & { on: number; each: string; max?: number }, state: SentenceState): readonly FoundChange[] | string {
  const perSuccess = parseDice(/^\d+$/.test(rule.each) ? Number(rule.each) : rule.each.toUpperCase());
  if (!perSuccess.ok) return `mortal wounds of "${rule.each}"`;
  // The timing is the rule's, known to the rule reader (read-rule.ts): 'before' here, set there.
  const mortals = { name: '', dice: rule.dice, successOn: rule.on, perSuccess: perSuccess.value, ...(rule.max === undefined ? {} : { max: rule.max }) };
  const requires = selectedRequires(state);
  return [{ change: { kind: 'mortals', source: mortals, ...(rule.perModel === true ? { perModel: true } : {}) }, side: 'attacker', assumes: [...rule.assumes, 'the target is the unit the rule names'], ...(requires.length === 0 ? {} : { requires }) }];
}

const FEW_DICE = 'it rolls dice for several units (not modelled)';

export const MORTALS_ON_A_ROLL: EffectShape = {
  pattern: new RegExp(`^${ROLL}(?:[:,;]| and)? on (?:a|each) (\\d)\\+,? (?:${UNIT}) suffers (d3\\+\\d|d6\\+\\d|d3|d6|\\d+) mortal wounds?${HEALS}`),
  read: (m, state) => {
    const dice = diceOf(m);
    return dice === undefined ? FEW_DICE : source({ ...dice, on: Number(m[4]), each: m[5]! }, state);
  },
};

/** "roll six D6: for each 4+, that enemy unit suffers 1 mortal wound (to a maximum of 6 mortal wounds)". */
export const MORTALS_FOR_EACH: EffectShape = {
  pattern: new RegExp(`^${ROLL}[:;,] for each (\\d)\\+,? (?:${UNIT}) suffers (d3\\+\\d|d6\\+\\d|d3|d6|\\d+) mortal wounds?(?: \\(to a maximum of (\\d+) mortal wounds?\\))?`),
  read: (m, state) => {
    const dice = diceOf(m);
    return dice === undefined ? FEW_DICE : source({ ...dice, on: Number(m[4]), each: m[5]!, ...(m[6] === undefined ? {} : { max: Number(m[6]) }) }, state);
  },
};

const RESULT = new RegExp(`^on an? (\\d)(?:-(\\d)|(\\+))?,? (?:${UNIT}) suffers (d3\\+\\d|d6\\+\\d|d3|d6|\\d+) mortal wounds?$`);

/**
 * "roll one D6: on a 2-3, that enemy unit suffers D3 mortal wounds; on a 4-5, … 3 …; on a 6, … D3+3 …":
 * one source whose die decides how many (docs/rules.md §11.2), when the results run from the first to 6
 * without a gap. A roll with something added to it ("adding 2 to the result if …") is not this shape.
 */
export const MORTALS_BY_RESULT: EffectShape = {
  pattern: new RegExp(`^${ROLL}:? (on an? \\d[^.]*?mortal wounds?(?:[;,] on an? \\d[^.;]*?mortal wounds?)+)`),
  read: (m, state) => {
    const roll = diceOf(m);
    if (roll === undefined || roll.dice !== 1 || roll.perModel === true) return FEW_DICE;
    const results = m[4]!.split(/[;,] (?=on an? \d)/).map((part) => RESULT.exec(part.trim()));
    if (results.some((r) => r === null)) return severalOutcomes(m);
    const bands = results.map((r) => ({ from: Number(r![1]), to: r![3] !== undefined ? 6 : Number(r![2] ?? r![1]), each: r![4]! }));
    const contiguous = bands.every((b, i) => b.to >= b.from && (i === bands.length - 1 ? b.to === 6 : bands[i + 1]!.from === b.to + 1));
    const dice = bands.map((b) => parseDice(/^\d+$/.test(b.each) ? Number(b.each) : b.each.toUpperCase()));
    if (!contiguous || dice.some((d) => !d.ok)) return severalOutcomes(m);
    const sizes = dice.map((d) => (d.ok ? d.value : undefined)!);
    const source = { name: '', dice: 1, successOn: bands[0]!.from, perSuccess: sizes[0]!, results: bands.slice(1).map((b, i) => ({ from: b.from, perSuccess: sizes[i + 1]! })) };
    const requires = selectedRequires(state);
    return [{ change: { kind: 'mortals', source }, side: 'attacker', assumes: [...roll.assumes, 'the target is the unit the rule names'], ...(requires.length === 0 ? {} : { requires }) }];
  },
};

/**
 * "That unit suffers D3 mortal wounds", and "… and you must roll one D6" whose results follow as sentences of
 * their own (read-rule.ts: each result is an option, read or not on its own words).
 */
export const SUFFERS_MORTALS: EffectShape = {
  pattern: new RegExp(`^(?:${UNIT}) suffers (d3\\+\\d|d6\\+\\d|d3|d6|\\d+) mortal wounds?(?: and you must roll one d6$)?`),
  read: (m, state) => source({ dice: 1, assumes: [], on: 1, each: m[1]! }, state),
};
