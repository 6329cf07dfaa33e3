/**
 * "…, add 1 to the Wound roll and if the Waaagh! is active for your army, a Critical Hit is scored on a
 * successful unmodified Hit roll of 5+": a lower critical threshold (shapes/critical.ts) while the Orks'
 * army rule is called, which the player asserts by naming the rule. Read as a change of the attacks the
 * sentence speaks of (a leader's unit's melee attacks), not as a new context that would forget them.
 */
import { CRITICAL, CRITICAL_SCORED_ON } from './critical.js';
import type { EffectShape } from './shape.js';

const IF_WAAAGH = 'if the waaagh! is active for your army, ';

const THRESHOLDS = [CRITICAL_SCORED_ON, CRITICAL];

export const WAAAGH_CRITICAL: EffectShape = {
  pattern: new RegExp(`^${IF_WAAAGH}(?:${THRESHOLDS.map((s) => s.pattern.source.slice(1)).join('|')})`),
  read: (m, state) => {
    const rest = m[0].slice(IF_WAAAGH.length);
    const shape = THRESHOLDS.find((s) => s.pattern.test(rest))!;
    const found = shape.read(shape.pattern.exec(rest)!, state);
    if (typeof found === 'string') return found;
    return found.map((f) => ({ ...f, assumes: [...(f.assumes ?? []), 'the Waaagh! is active for your army'] }));
  },
};
