/**
 * Why a sentence that speaks of an attack's numbers is not modelled, when no shape reads it: the kind of
 * change it makes, in words a player recognises, or "its wording is not understood".
 */
import { DEFENCE_REASONS } from './defence-reasons.js';
import { MORTAL_REASONS } from './mortal-reasons.js';
import { MORE_REASONS } from './more-reasons.js';
import { ROLL_REASONS } from './roll-reasons.js';

const REASONS: readonly (readonly [RegExp, string])[] = [
  ...ROLL_REASONS,
  ...MORE_REASONS,
  ...DEFENCE_REASONS,
  [/\bone (?:hit|wound|damage|save|advance|charge) roll\b|one saving throw|change the result of one|re-roll one\b/, 'it changes one die of a roll (not modelled)'],
  [/wounds? remaining/, 'it holds only while the model has few wounds left (a Damaged profile; the engine keeps one statline per model)'],
  // Which mortal wounds they are says more than how many dice roll for them ("roll one D6 for each …").
  ...MORTAL_REASONS,
  [/\bfor each\b|\bfor every\b/, 'its size depends on a count ("for each …") in words not read'],
  [/one of the following|select (?:one|either)\b.*\babilit|^\[[^\]]+\]$/, 'it is one option of a choice among several'],
  [/fire overwatch|overwatch/, 'it changes the Fire Overwatch Stratagem'],
  [/on an? \d-\d,[^;]*mortal wounds?[^;]*; on an? \d/, 'it rolls one die with several outcomes (mortal wounds of different sizes)'],
  [/mortal wounds?/, 'it inflicts mortal wounds outside the attack sequence (not read from rules; --mortals adds such a source)'],
  [/regains?|lost wounds|return .* destroyed|resurrect/, 'it heals or returns models, which no single attack does'],
  [/strength characteristic of (?:that|the) attack is (?:greater|less|lower|higher)/, "it compares the attack's Strength with a Toughness in a way not modelled"],
  [/benefit of cover/, 'it changes the Benefit of Cover under a condition not modelled'],
  [/\bignore\b.*\bmodifiers?\b/, 'it ignores modifiers in a way not modelled'],
  [/\bcannot (?:be )?re-roll|cannot be re-rolled/, 'it forbids re-rolls (not modelled)'],
  [/do(?:es)? not suffer the penalty to (?:its|their|the) hit rolls?\b.*\bengagement range/, 'it lifts the Hit roll penalty for shooting within Engagement Range, which mathhammer never applies (not modelled)'],
  [/\bmove characteristic|\bmoves?\b|advance|charge roll/, 'it also changes movement or charges, and its attack part is not understood'],
];

/** Why `sentence` (lower case) is not read, from what it speaks of; `rest`: the words no phrase read. */
export function explain(rest: string, sentence = rest): string {
  for (const [pattern, why] of REASONS) if (pattern.test(sentence)) return why;
  return `its wording is not understood ("${rest.slice(0, 90)}")`;
}
