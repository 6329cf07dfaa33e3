/**
 * "Every successful Hit roll scores a Critical Hit", "any successful Wound roll scores a Critical Wound",
 * "each successful Hit scores a Critical Hit": a roll that succeeds is a critical one, whatever its face
 * (Modifiers.successfulHitsCritical, successfulWoundsCritical; docs/rules.md 2.5a, 3.4a). "A successful
 * unmodified Hit roll" may judge success before the roll's modifiers: the reading judges it as the engine
 * does (after them), which the player asserts by naming the rule; with no modifier both are the same.
 */
import type { FoundChange } from '../state.js';
import type { EffectShape } from './shape.js';

const UNMODIFIED_SUCCESS = (roll: string) => `a ${roll} roll that succeeds only through a modifier counts as successful (the rule says "successful unmodified")`;

export const SUCCESSFUL_CRITICAL: EffectShape = {
  pattern: /^(?:every|any|each|a) successful (unmodified )?(hit|wound)(?: rolls?)?( made for this model's attacks)? (?:scores|is) an? critical (hit|wound)\b/,
  read: (m): readonly FoundChange[] | string => {
    const [, unmodified, roll, bearer, critical] = m;
    if (roll !== critical) return `it makes a successful ${roll} roll a Critical ${critical === 'hit' ? 'Hit' : 'Wound'}, which is not modelled`;
    const modifiers = roll === 'hit' ? { successfulHitsCritical: true } : { successfulWoundsCritical: true };
    // "made for this model's attacks": the bearer's own, not its unit's (it may lead one).
    return [{ change: { kind: 'modifiers', modifiers }, ...(bearer === undefined ? {} : { scope: 'bearer' as const }), ...(unmodified === undefined ? {} : { assumes: [UNMODIFIED_SUCCESS(roll!)] }) }];
  },
};
