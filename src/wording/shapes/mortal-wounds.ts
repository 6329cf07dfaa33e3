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

function source(rule: { dice: number; on: number; each: string }): readonly FoundChange[] | string {
  const perSuccess = parseDice(/^\d+$/.test(rule.each) ? Number(rule.each) : rule.each.toUpperCase());
  if (!perSuccess.ok) return `mortal wounds of "${rule.each}"`;
  // The timing is the rule's, known to the rule reader (read-rule.ts): 'before' here, set there.
  return [{ change: { kind: 'mortals', source: { name: '', dice: rule.dice, successOn: rule.on, perSuccess: perSuccess.value } }, side: 'attacker', assumes: ['the target is the unit the rule names'] }];
}

export const MORTALS_ON_A_ROLL: EffectShape = {
  pattern: new RegExp(`^roll (one|a|two|three|\\d+) d6(?:[:,;]| and)? on (?:a|each) (\\d)\\+,? (?:${UNIT}) suffers (d3\\+\\d|d6\\+\\d|d3|d6|\\d+) mortal wounds?`),
  read: (m) => source({ dice: ({ one: 1, a: 1, two: 2, three: 3 } as Record<string, number>)[m[1]!] ?? Number(m[1]), on: Number(m[2]), each: m[3]! }),
};

const RESULT = new RegExp(`^on an? (\\d)(?:-(\\d)|(\\+))?,? (?:${UNIT}) suffers (d3\\+\\d|d6\\+\\d|d3|d6|\\d+) mortal wounds?$`);

/**
 * "roll one D6: on a 2-3, that enemy unit suffers D3 mortal wounds; on a 4-5, … 3 …; on a 6, … D3+3 …":
 * one source whose die decides how many (docs/rules.md §11.2), when the results run from the first to 6
 * without a gap. A roll with something added to it ("adding 2 to the result if …") is not this shape.
 */
export const MORTALS_BY_RESULT: EffectShape = {
  pattern: /^roll (?:one|a) d6:? (on an? \d[^.]*?mortal wounds?(?:[;,] on an? \d[^.;]*?mortal wounds?)+)/,
  read: (m) => {
    const results = m[1]!.split(/[;,] (?=on an? \d)/).map((part) => RESULT.exec(part.trim()));
    if (results.some((r) => r === null)) return 'it rolls one die with several outcomes (mortal wounds of different sizes)';
    const bands = results.map((r) => ({ from: Number(r![1]), to: r![3] !== undefined ? 6 : Number(r![2] ?? r![1]), each: r![4]! }));
    const contiguous = bands.every((b, i) => b.to >= b.from && (i === bands.length - 1 ? b.to === 6 : bands[i + 1]!.from === b.to + 1));
    const dice = bands.map((b) => parseDice(/^\d+$/.test(b.each) ? Number(b.each) : b.each.toUpperCase()));
    if (!contiguous || dice.some((d) => !d.ok)) return 'it rolls one die with several outcomes (mortal wounds of different sizes)';
    const sizes = dice.map((d) => (d.ok ? d.value : undefined)!);
    const source = { name: '', dice: 1, successOn: bands[0]!.from, perSuccess: sizes[0]!, results: bands.slice(1).map((b, i) => ({ from: b.from, perSuccess: sizes[i + 1]! })) };
    return [{ change: { kind: 'mortals', source }, side: 'attacker', assumes: ['the target is the unit the rule names'] }];
  },
};

export const SUFFERS_MORTALS: EffectShape = {
  pattern: new RegExp(`^(?:${UNIT}) suffers (d3\\+\\d|d6\\+\\d|d3|d6|\\d+) mortal wounds?`),
  read: (m) => source({ dice: 1, on: 1, each: m[1]! }),
};
