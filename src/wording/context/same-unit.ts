/**
 * What a model gives the models it shares a unit with (an attached unit: RULES §1, Leader): "While one or
 * more Officer models are in the same unit as this model, those Officer models have …" (those models of the
 * unit, which the profiles say: no such model, nothing reached), "While this model is in the same unit as
 * NEMESOR ZAHNDREKH, CHARACTER models in that unit have …", "While this model is attached to a unit that
 * contains another CHARACTER model, all CHARACTER models in that unit have …" (the unit it is in, named:
 * naming asserts who is in it), and a bodyguard's "While a Character model is leading a unit that contains
 * one or more Lhamaean, Medusae, Sslyth and/or Ur-ghul models, that Character model has …" (while led).
 */
import type { Phrase } from '../state.js';
import { keywordList } from '../target.js';

export const SAME_UNIT: readonly Phrase[] = [
  {
    pattern: /^while one or more ([a-z][a-z' -]*?) models are in the same unit as this model, those \1 models (?:have|has) (?=the |an? )/,
    read: (m, state) => {
      const keywords = keywordList(m[1]!);
      if (keywords === undefined) return `the models it names ("${m[1]}") are not keywords`;
      state.holder = { scope: 'unit', modelKeywords: { any: keywords } };
    },
  },
  {
    pattern: /^while this model is (?:in the same unit as ([a-z][a-z' -]*?)|attached to a unit that contains (another [a-z][a-z' -]*? model)),? (?=(?:all )?[a-z][a-z' -]*? models in that unit (?:has|have) )/,
    read: (m, state) => {
      state.assumes.push(m[1] === undefined ? `the unit contains ${m[2]}` : `this model is in the same unit as ${m[1].toUpperCase()}`);
      state.thatUnitIsOwn = true;
    },
  },
  {
    pattern: /^while a character model is leading a unit that contains one or more ([a-z][a-z' ,/-]*?) models,? (?=that character model has )/,
    read: (m, state) => {
      state.assumes.push(`the unit contains one or more ${m[1]!.replace(/ and\/or /g, ' or ')} models`);
      state.led = true;
    },
  },
];
