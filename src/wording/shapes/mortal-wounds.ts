/**
 * Mortal wounds on a roll, outside the attack sequence (rules.md §11): "roll one D6: on a 4+, that unit
 * suffers D3 mortal wounds", "that enemy unit suffers 1 mortal wound". When the rule rolls them "after this
 * unit has shot" (or fought) they come after the unit's attacks (MortalSource.timing 'after'), else before
 * them; either way the rule is one the player names (it follows a choice of target or a use).
 */
import { parseDice } from '../../prob/dice.js';
import type { FoundChange } from '../state.js';
import type { EffectShape } from './shape.js';

const UNIT = "(?:that|the|this|each|the target|the selected)(?: enemy)? unit|that enemy unit|the target|it";

const NUMBER: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * "roll six D6", "roll one D6", and "roll one D6 for each enemy unit within 6" of this model" (one die for
 * the target, when it is one of them: naming the rule asserts it): how many dice, and what it assumes.
 */
const ROLL = `roll (${Object.keys(NUMBER).join('|')}|\\d+) d6(?: for (?:each|every) enemy unit within (\\d+)"(?: of (?:this model|the bearer|this unit|it|one or more models with this ability))?)?`;

function diceOf(count: string, within: string | undefined): { dice: number; assumes: string[] } | undefined {
  const dice = NUMBER[count] ?? Number(count);
  if (within === undefined) return { dice, assumes: [] };
  return dice === 1 ? { dice, assumes: [`the target is within ${within}"`] } : undefined;
}

function source(rule: { dice: number; on: number; each: string; max?: number; assumes?: readonly string[] }): readonly FoundChange[] | string {
  const perSuccess = parseDice(/^\d+$/.test(rule.each) ? Number(rule.each) : rule.each.toUpperCase());
  if (!perSuccess.ok) return `mortal wounds of "${rule.each}"`;
  // The timing is the rule's, known to the rule reader (read-rule.ts): 'before' here, set there.
  const mortals = { name: '', dice: rule.dice, successOn: rule.on, perSuccess: perSuccess.value, ...(rule.max === undefined ? {} : { max: rule.max }) };
  return [{ change: { kind: 'mortals', source: mortals }, side: 'attacker', assumes: [...(rule.assumes ?? []), 'the target is the unit the rule names'] }];
}

const FEW_DICE = 'it rolls dice for several units (not modelled)';

export const MORTALS_ON_A_ROLL: EffectShape = {
  pattern: new RegExp(`^${ROLL}(?:[:,;]| and)? on (?:a|each) (\\d)\\+,? (?:${UNIT}) suffers (d3\\+\\d|d6\\+\\d|d3|d6|\\d+) mortal wounds?`),
  read: (m) => {
    const dice = diceOf(m[1]!, m[2]);
    return dice === undefined ? FEW_DICE : source({ ...dice, on: Number(m[3]), each: m[4]! });
  },
};

/** "roll six D6: for each 4+, that enemy unit suffers 1 mortal wound (to a maximum of 6 mortal wounds)". */
export const MORTALS_FOR_EACH: EffectShape = {
  pattern: new RegExp(`^${ROLL}[:;,] for each (\\d)\\+,? (?:${UNIT}) suffers (d3\\+\\d|d6\\+\\d|d3|d6|\\d+) mortal wounds?(?: \\(to a maximum of (\\d+) mortal wounds?\\))?`),
  read: (m) => {
    const dice = diceOf(m[1]!, m[2]);
    return dice === undefined ? FEW_DICE : source({ ...dice, on: Number(m[3]), each: m[4]!, ...(m[5] === undefined ? {} : { max: Number(m[5]) }) });
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
  read: (m) => {
    const roll = diceOf(m[1]!, m[2]);
    if (roll === undefined || roll.dice !== 1) return FEW_DICE;
    const results = m[3]!.split(/[;,] (?=on an? \d)/).map((part) => RESULT.exec(part.trim()));
    if (results.some((r) => r === null)) return 'it rolls one die with several outcomes (mortal wounds of different sizes)';
    const bands = results.map((r) => ({ from: Number(r![1]), to: r![3] !== undefined ? 6 : Number(r![2] ?? r![1]), each: r![4]! }));
    const contiguous = bands.every((b, i) => b.to >= b.from && (i === bands.length - 1 ? b.to === 6 : bands[i + 1]!.from === b.to + 1));
    const dice = bands.map((b) => parseDice(/^\d+$/.test(b.each) ? Number(b.each) : b.each.toUpperCase()));
    if (!contiguous || dice.some((d) => !d.ok)) return 'it rolls one die with several outcomes (mortal wounds of different sizes)';
    const sizes = dice.map((d) => (d.ok ? d.value : undefined)!);
    const source = { name: '', dice: 1, successOn: bands[0]!.from, perSuccess: sizes[0]!, results: bands.slice(1).map((b, i) => ({ from: b.from, perSuccess: sizes[i + 1]! })) };
    return [{ change: { kind: 'mortals', source }, side: 'attacker', assumes: [...roll.assumes, 'the target is the unit the rule names'] }];
  },
};

export const SUFFERS_MORTALS: EffectShape = {
  pattern: new RegExp(`^(?:${UNIT}) suffers (d3\\+\\d|d6\\+\\d|d3|d6|\\d+) mortal wounds?`),
  read: (m) => source({ dice: 1, on: 1, each: m[1]! }),
};
