/**
 * "Every successful Wound roll made for this model's attacks scores a Critical Wound": a roll that succeeds
 * is critical, whatever it shows. No threshold gives that (an unmodified 2+ would also make a roll of 2
 * that fails succeed), so it is stated, never applied.
 */
import type { EffectShape } from './shape.js';

export const EVERY_SUCCESS_CRITICAL: EffectShape = {
  pattern: /^(?:every|any) successful (hit|wound) roll (?:(?:made )?(?:for|by) [a-z' ]+? )?scores an? critical (?:hit|wound)/,
  read: (m) => `every successful ${m[1]} roll scores a Critical ${m[1] === 'hit' ? 'Hit' : 'Wound'}, which no critical threshold gives (no engine knob)`,
};
