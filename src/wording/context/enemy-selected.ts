/**
 * Enemy units a rule selects without the word "enemy" in its selection, for the sentences after it to
 * speak of as "that unit" (read-rule.ts keeps the selection): "select one unit (excluding MONSTERS and
 * VEHICLES) hit by one or more of those attacks" (only an enemy is hit by them), "Each time an enemy
 * INFANTRY or MOUNTED unit ends a Normal, Advance, Charge, or Fall Back move within 9" of the bearer's unit,
 * roll a D6; on a 4+, … that enemy unit is stunned". And the states such a unit is put in, when what
 * follows is "it": "While a unit is scattered, it cannot have the Benefit of Cover"; "That unit must take a
 * Battle-shock test; if that test is failed, …" (naming asserts it failed).
 */
import type { Phrase } from '../state.js';
import { excludedKeywords, keywordList, SELECTED_TARGET } from '../target.js';

/** An enemy unit selected, with the keywords it has and those it has not (read-sentence.ts `Inherited.selected`). */
type Selected = { readonly kind: 'enemy'; readonly keywords?: readonly string[]; readonly excluded?: readonly string[] };

const HIT_BY_THOSE = /\bselect one (?:([a-z][a-z' ,/-]*?) )?units?(?: \(excluding ([^)]*)\))? (?:that was )?hit by one or more of those attacks\b/;
const MOVED_NEAR = /^each time an? enemy (?:([a-z][a-z' ,/-]*?) )?unit ends an? (?:(?:normal|advance|charge|fall back)(?:, |,? or )?)+ move within \d+" of /;

export function selectedEnemy(lower: string): Selected | undefined {
  const m = HIT_BY_THOSE.exec(lower) ?? MOVED_NEAR.exec(lower);
  if (m === null || (m[1] !== undefined && /\b(?:friendly|enemy|other)\b/.test(m[1]))) return undefined;
  const keywords = m[1] === undefined ? undefined : keywordList(m[1]);
  const excluded = m[2] === undefined ? undefined : excludedKeywords(m[2]);
  if ((m[1] !== undefined && keywords === undefined) || (m[2] !== undefined && excluded === undefined)) return undefined;
  return { kind: 'enemy', ...(keywords === undefined ? {} : { keywords }), ...(excluded === undefined ? {} : { excluded }) };
}

/** "While a unit is scattered, it cannot have the Benefit of Cover": "it" is the unit the rule put so. */
export const WHILE_A_UNIT_IS: Phrase = {
  pattern: /^while a unit is ([a-z]+),? (?=it cannot (?:have|claim|gain) the benefit of cover)/,
  read: (m, state) => {
    if (state.selected !== 'enemy') return `the unit it speaks of ("a unit is ${m[1]}") is not one the rule selected`;
    state.assumes.push(`the target is ${m[1]}`, SELECTED_TARGET);
  },
};

/** "That unit must take a Battle-shock test; if that test is failed, …": naming asserts it failed. */
export const FAILED_ITS_TEST: Phrase = {
  // Not mortal wounds on that failed test: a test no roll of an attack decides (mortal-reasons.ts states them).
  pattern: /^that (?:enemy )?unit must take a battle-shock test; if that test is failed,? (?!.*\bmortal wounds?\b)/,
  read: (_m, state) => {
    if (state.selected !== 'enemy') return 'the unit it speaks of ("that unit") is not one the rule selected';
    state.assumes.push('the target failed that Battle-shock test');
  },
};

/**
 * "Ranged weapons equipped by models in that unit have the [HAZARDOUS] ability" of an enemy unit selected (or
 * in an enemy aura): its Hazardous tests hurt that unit after it attacks, never the attack's target.
 */
export const ENEMY_WEAPONS_HAZARDOUS: Phrase = {
  pattern: /^(?:(?:ranged|melee|psychic) )?weapons equipped by models in that (?:enemy )?unit have the \[hazardous\] ability$/,
  read: (_m, state) =>
    state.selected === 'enemy'
      ? "it gives an enemy unit's weapons [HAZARDOUS]: the tests hurt that unit after it attacks, not the attack's target (not modelled)"
      : 'it gives something to another unit ("that unit")',
};
