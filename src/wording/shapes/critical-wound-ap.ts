/**
 * "On a Critical Wound, improve the Armour Penetration characteristic of that attack by 1" (and "if a
 * Critical Wound is scored, …"): the AP of an attack whose wound roll was a Critical Wound, improved
 * (Modifiers.critWoundAp, docs/rules.md 4.7); "on a Critical Wound, that attack has an Armour Penetration
 * characteristic of -3" sets it (Modifiers.critWoundApSet).
 */
import type { EffectShape } from './shape.js';

const ON_A_CRITICAL_WOUND = String.raw`(?:on a critical wound|if a critical wound is scored),? (?:the )?`;

export const CRITICAL_WOUND_AP: EffectShape = {
  pattern: new RegExp(String.raw`^${ON_A_CRITICAL_WOUND}improve the armour penetration(?: characteristic)? of (?:that|the) attack by (\d)`),
  read: (m) => [{ change: { kind: 'modifiers', modifiers: { critWoundAp: Number(m[1]) } } }],
};

export const CRITICAL_WOUND_AP_SET: EffectShape = {
  pattern: new RegExp(String.raw`^${ON_A_CRITICAL_WOUND}(?:that|the) attack has an armour penetration characteristic of -(\d)`),
  read: (m) => [{ change: { kind: 'modifiers', modifiers: { critWoundApSet: -Number(m[1]) } } }],
};
