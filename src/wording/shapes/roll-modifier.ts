/**
 * "add 1 to the Hit roll", "subtract 1 from the Wound roll", "add 1 to the Hit roll and the Wound roll",
 * "subtract 1 from that attack's Hit roll" — a Hit or Wound roll modifier (summed, then capped at ±1 by
 * the edition: RULES §1, §2 02.02.01) — and 11e's terse "have +1 to the hit roll" after a holder.
 */
import type { Modifiers } from '../../rules/index.js';
import type { EffectShape } from './shape.js';

function modifiers(rolls: readonly string[], n: number): Modifiers {
  const out: { hit?: number; wound?: number } = {};
  for (const roll of rolls) out[roll === 'hit' ? 'hit' : 'wound'] = n;
  return out;
}

export const ROLL_MODIFIER: EffectShape = {
  pattern: /^(add|subtract) (\d) (?:to|from) (?:the |that attack's |its |their |each )?(hit|wound) rolls?(?: and (?:to |from )?(?:the |that attack's )?(hit|wound) rolls?)?/,
  read: (m) => {
    const n = Number(m[2]) * (m[1] === 'add' ? 1 : -1);
    return [{ change: { kind: 'modifiers', modifiers: modifiers([m[3]!, ...(m[4] === undefined ? [] : [m[4]])], n) } }];
  },
};

export const TERSE_ROLL_MODIFIER: EffectShape = {
  holder: true,
  pattern: /^([+-]\d) to (?:the )?(hit|wound) rolls?(?: and (?:the )?(hit|wound) rolls?)?/,
  read: (m) => [{ change: { kind: 'modifiers', modifiers: modifiers([m[2]!, ...(m[3] === undefined ? [] : [m[3]])], Number(m[1])) } }],
};
