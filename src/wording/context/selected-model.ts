/**
 * A friendly model a rule selects, where the units are of one model (Imperial Knights, a VEHICLE): "select
 * one other IMPERIAL KNIGHTS model from your army that is within 12" of and visible to the bearer. Until the
 * end of the phase, ranged weapons equipped by that selected model have …", "… that selected model has the
 * Stealth ability". The selection (read-rule.ts keeps it for the sentences after it) and the holder that
 * refers back to it: that model's unit, the rule's own when the player names it (state.ts thatUnitScope),
 * never the rule's own for "one other".
 */
import { excludedKeywords, keywordList } from '../target.js';
import { MELEE_ATTACK, RANGED_ATTACK } from './requirements.js';
import { thatUnitScope, type Phrase } from '../state.js';

type Selection = { readonly kind: 'friendly'; readonly keywords?: readonly string[]; readonly excluded?: readonly string[]; readonly other?: true };

/**
 * "select one other IMPERIAL KNIGHTS model from your army", "select one friendly ORKS VEHICLE model within
 * 3"", "select one TRANSPORT from your army (excluding AIRCRAFT and TITANIC units)".
 */
export function selectedModel(sentence: string): Selection | undefined {
  const m = /\bselect one (other )?(?:(friendly) )?([a-z][a-z' ,/-]*?)(?: (model))? (from your army(?: \(excluding ([^)]*)\))?|within \d+")/i.exec(sentence);
  if (m === null || (m[2] === undefined && !m[5]!.startsWith('from your army')) || (m[4] === undefined && !m[5]!.startsWith('from your army'))) return undefined;
  const keywords = keywordList(m[3]!.toLowerCase());
  const excluded = m[6] === undefined ? undefined : excludedKeywords(m[6].toLowerCase());
  if (keywords === undefined || (m[6] !== undefined && excluded === undefined)) return undefined;
  return { kind: 'friendly', keywords, ...(excluded === undefined ? {} : { excluded }), ...(m[1] === undefined ? {} : { other: true as const }) };
}

/** "Each time that TRANSPORT makes an attack, …" after the selection: that model's unit attacking. */
export const THAT_SELECTED_ATTACKS: Phrase = {
  pattern: /^each time that (?:selected )?(transport|vehicle)(?: model)? makes an? (?:(ranged|melee) )?attack,? /,
  read: (m, state) => {
    if (state.selected !== 'friendly') return 'it changes the attacks of a model the rule selected, which is not read';
    state.side = 'attacker';
    state.scope = thatUnitScope(state) ?? 'unit';
    if (m[2] === 'ranged') state.requires.push(RANGED_ATTACK);
    if (m[2] === 'melee') state.requires.push(MELEE_ATTACK);
  },
};

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
