/**
 * Critical thresholds: "an unmodified Hit roll of 5+ scores a Critical Hit", "a successful unmodified Wound
 * roll of 5+ scores a Critical Wound", "a Critical Hit is scored on (a successful) unmodified Hit roll of 5+"
 * (RULES §3.6: a lowered threshold hits even when the BS needs more, in 11e).
 */
import type { EffectShape } from './shape.js';

function threshold(roll: string, value: number) {
  return [{ change: { kind: 'modifiers' as const, modifiers: roll === 'hit' ? { critHit: value } : { critWound: value } } }];
}

export const CRITICAL: EffectShape = {
  pattern: /^(?:a successful |an? )?unmodified (hit|wound) rolls? of (\d)\+ scores? an? critical (?:hit|wound)/,
  read: (m) => threshold(m[1]!, Number(m[2])),
};

export const CRITICAL_SCORED_ON: EffectShape = {
  pattern: /^an? critical (hit|wound) is scored on (?:an|a successful) unmodified (?:hit|wound) roll of (\d)\+/,
  read: (m) => threshold(m[1]!, Number(m[2])),
};
