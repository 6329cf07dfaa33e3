/**
 * A friendly unit a rule reaches as it is selected to shoot or fight: "Once per turn, when a friendly ASTRA
 * MILITARUM INFANTRY or ASTRA MILITARUM MOUNTED unit within 9" of the bearer is selected to shoot, the bearer
 * can use this Enhancement. If it does, until the end of the phase, improve the Armour Penetration
 * characteristic of ranged weapons equipped by models in that unit by 1": "that unit" after it is that friend
 * (read-rule.ts keeps the selection; state.ts `thatUnitScope`: the rule's own when the player names it, or a
 * unit it supports), with the keywords named, in that phase.
 */
import type { Requirement } from '../../effects/index.js';
import type { Phrase } from '../state.js';
import { keywordList } from '../target.js';
import { FIGHT_PHASE, SHOOTING_PHASE } from './requirements.js';

const SELECTED_NEAR = /\b(?:when|each time) a friendly ([a-z][a-z' ,/-]*?) unit within \d+" of (?:the bearer|this model|this unit|the bearer's unit) is selected to (shoot|fight)\b/;

export function friendlySelectedToAct(lower: string): { readonly selected: { readonly kind: 'friendly'; readonly keywords: readonly string[] }; readonly phase: Requirement } | undefined {
  const m = SELECTED_NEAR.exec(lower);
  if (m === null) return undefined;
  const keywords = keywordList(m[1]!);
  if (keywords === undefined) return undefined;
  return { selected: { kind: 'friendly', keywords }, phase: m[2] === 'shoot' ? SHOOTING_PHASE : FIGHT_PHASE };
}

/**
 * "If it does, select one AELDARI INFANTRY unit from your army visible to and within 36" of this unit: until the
 * end of the phase, that unit has the Stealth ability": that friend (or the rule's own, when named), with the
 * keywords named.
 */
export const SELECT_ONE_FROM_ARMY: Phrase = {
  pattern: /^select one ([a-z][a-z' ,/-]*?) unit from your army (?:visible to and within|within) \d+" of (?:this unit|this model|the bearer)(?: and visible to it)?: /,
  read: (m, state) => {
    const keywords = keywordList(m[1]!);
    if (keywords === undefined) return `the unit it selects ("${m[1]}") is not named by keywords`;
    state.selected = 'friendly';
    state.selectedKeywords = keywords;
  },
};
