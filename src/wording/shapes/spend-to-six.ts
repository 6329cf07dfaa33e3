/**
 * "Once per turn, you can spend 1YP to change one Hit roll, one Wound roll or one saving throw made for this
 * model to a 6" (to "an unmodified 6" in 11e): one die shows a 6, as shapes/change-to-six.ts reads it, the
 * points spent asserted by naming the rule.
 */
import { changeToSixOf, MADE_FOR, ONE_ROLLS } from './change-to-six.js';
import type { EffectShape } from './shape.js';

export const SPEND_TO_CHANGE_TO_SIX: EffectShape = {
  pattern: new RegExp(String.raw`^(?:you can )?spend (\d+) ?(yp|cp|[a-z]+ points?) to change (${ONE_ROLLS}) made for ${MADE_FOR} to an? (?:unmodified )?6`),
  read: (m, state) => changeToSixOf(m[3]!, m[4]!, state, m[5], [`${m[1]}${m[2] === 'yp' ? 'YP' : m[2] === 'cp' ? 'CP' : ` ${m[2]}`} is spent`]),
};
