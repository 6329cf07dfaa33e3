/** Named effects: the catalogue, finding entries by name, and applying them to a scenario. */
export type * from './types.js';
export { EFFECTS } from './catalogue/index.js';
export { applyEffects, type AppliedEffect, type EffectContext, type EffectsOutcome, type UnappliedEffect } from './apply.js';
export { lookupEffect, effectNames, effectsMentioning, factions, matchFaction, normaliseName, type EffectLookup } from './lookup.js';
export { changeTexts, requirementText, FLAG_TEXT } from './text.js';
export { hasKeyword, normaliseKeyword } from './requirements.js';
