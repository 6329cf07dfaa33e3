/**
 * A friendly model a rule selects, where the units are of one model (Imperial Knights, a VEHICLE): "select
 * one other IMPERIAL KNIGHTS model from your army that is within 12" of and visible to the bearer. Until the
 * end of the phase, ranged weapons equipped by that selected model have …", "… that selected model has the
 * Stealth ability". The selection (read-rule.ts keeps it for the sentences after it) and the holder that
 * refers back to it: that model's unit, the rule's own when the player names it (state.ts thatUnitScope),
 * never the rule's own for "one other".
 */
import { keywordList } from '../target.js';
import { thatUnitScope, type Phrase } from '../state.js';

type Selection = { readonly kind: 'friendly'; readonly keywords?: readonly string[]; readonly other?: true };

/** "select one other IMPERIAL KNIGHTS model from your army", "select one friendly ORKS VEHICLE model within 3"". */
export function selectedModel(sentence: string): Selection | undefined {
  const m = /\bselect one (other )?(?:(friendly) )?([a-z][a-z' ,/-]*?) model (from your army|within \d+")/i.exec(sentence);
  if (m === null || (m[2] === undefined && m[4] !== 'from your army')) return undefined;
  const keywords = keywordList(m[3]!.toLowerCase());
  if (keywords === undefined) return undefined;
  return { kind: 'friendly', keywords, ...(m[1] === undefined ? {} : { other: true as const }) };
}

/** "that selected model has …", "ranged weapons equipped by that selected model have …". */
export const SELECTED_MODEL_HAS: Phrase = {
  pattern: /^(?:that selected model (?:has|have) (?=the |an? )|(?:(ranged|melee) )?weapons equipped by that selected model (?:have|has)(?: the)? (?=\[))/,
  read: (m, state) => {
    if (state.selected !== 'friendly') return 'it gives something to a model the rule selected, which is not read';
    const scope = thatUnitScope(state);
    if (scope !== 'unit') return 'it gives something to a model the rule selected, which is not read';
    if (m[0].includes('weapons')) {
      state.side = 'attacker';
      state.holder = { scope, weapons: (m[1] as 'ranged' | 'melee' | undefined) ?? 'all' };
    } else state.holder = { scope };
  },
};
