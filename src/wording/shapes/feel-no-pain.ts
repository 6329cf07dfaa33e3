/**
 * Feel No Pain, after a holder: "the Feel No Pain 5+ ability", "… against mortal wounds", "… against
 * Psychic Attacks and mortal wounds" (RULES §1, §2 24.12: a roll for each wound; only one applies, the
 * best of those that apply to it), "… against mortal wounds, Psychic Attacks and Critical Wounds caused by
 * attacks with the [Devastating Wounds] ability" (those are mortal wounds: rules.md 6.1). Other limits
 * ("against Critical Wounds" alone, "while …") are not modelled.
 */
import type { FoundChange } from '../state.js';
import type { EffectShape } from './shape.js';

const DEVASTATING_CRITICALS = /^critical wounds caused by attacks with the \[devastating wounds\] ability$/;

export const HAS_FEEL_NO_PAIN: EffectShape = {
  holder: true,
  pattern: /^(?:(?:the )?feel no pain (\d)\+(?: abilit(?:y|ies))?|an? (\d)\+ feel no pain(?: roll| ability)?)(?: against ((?:[a-z' -]+?)(?:(?:,|,? and| or) [a-z' \[\]-]+?)*)(?=$|[,;.]| and (?:the|a|an|each|subtract|add|improve|worsen|halve|re-roll|you)\b))?/,
  read: (m, state) => {
    if (state.holder?.weapons !== undefined) return 'Feel No Pain for weapons?';
    const value = Number(m[1] ?? m[2]);
    const against = m[3];
    if (against === undefined) return [{ change: { kind: 'fnp', value }, side: 'defender' }];
    const out: FoundChange[] = [];
    const items = against.split(/,? and |, | or /);
    for (const what of items) {
      // A [DEVASTATING WOUNDS] Critical Wound inflicts mortal wounds (rules.md 6.1): with mortal wounds in the list it adds none.
      if (DEVASTATING_CRITICALS.test(what) && items.some((i) => /^mortal wounds?$/.test(i))) continue;
      if (/^mortal wounds?$/.test(what)) out.push({ change: { kind: 'fnp', value, against: 'mortal' }, side: 'defender' });
      else if (/^psychic attacks?$/.test(what)) out.push({ change: { kind: 'fnp', value, against: 'psychic' }, side: 'defender' });
      else return `Feel No Pain only against ${what}`;
    }
    return out;
  },
};
