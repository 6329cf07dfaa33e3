/**
 * "Each time an attack with a Damage characteristic of 1 is allocated to a model in this unit, add 1 to any
 * armour saving throw made against that attack" (an unmodified Damage characteristic of 1: the weapon's own;
 * "… to a ^^Rubricae^^ model from your army": those models; "… to the bearer"): a bonus to the armour saves
 * of the rule's models against weapons of Damage 1 (ModelGroup.armourSaveVsDamage1, docs/rules.md 4.2). A
 * Feel No Pain "against that attack" is not this (defence-reasons.ts); "While the bearer is using the
 * Unnatural Fortitude ability, …" is the player's to assert.
 */
import type { Phrase, SentenceState } from '../state.js';
import type { EffectShape } from '../shapes/shape.js';
import { keywordList } from '../target.js';

/** The sentences whose attacks are those of Damage 1, and whether the Damage is the weapon's own. */
const DAMAGE_ONE = new WeakMap<SentenceState, { readonly unmodified: boolean }>();

export const DAMAGE_ONE_ALLOCATED: readonly Phrase[] = [
  { pattern: /^while the bearer is using the unnatural fortitude ability,? /, read: (_m, state) => void state.assumes.push('the bearer is using the Unnatural Fortitude ability') },
  {
    pattern: /^each time an attack with an? (unmodified )?damage characteristic of 1 is allocated to (a model in this unit|a model in this model's unit|the bearer|this model|an? ([a-z][a-z' ,/-]*?) model from your army),? (?=add \d to (?:any|the) armour saving throws? made against that attack)/,
    read: (m, state) => {
      const [, unmodified, whom, keywords] = m;
      state.side = 'defender';
      if (keywords !== undefined) {
        const any = keywordList(keywords);
        if (any === undefined) return `the models it names ("${keywords}") are not keywords`;
        state.ownKeywords = any;
        state.holder = { scope: 'unit', modelKeywords: { any } };
      } else state.scope = /^(?:the bearer|this model)$/.test(whom!) ? 'bearer' : 'unit';
      DAMAGE_ONE.set(state, { unmodified: unmodified !== undefined });
    },
  },
];

export const ARMOUR_SAVE_VS_DAMAGE_ONE: EffectShape = {
  pattern: /^add (\d) to (?:any|the) armour saving throws? made against that attack/,
  read: (m, state) => {
    const damageOne = DAMAGE_ONE.get(state);
    if (damageOne === undefined) return 'it adds to armour saving throws only (no engine knob but against attacks of Damage 1)';
    return [{ change: { kind: 'armour-save-vs-damage-1', add: Number(m[1]), unmodified: damageOne.unmodified }, side: 'defender' }];
  },
};
