/**
 * "Until the end of the phase, add D3 to the Strength characteristic of weapons equipped by this model": one
 * roll when the rule is used, so every attack of its weapons gets the same +1, +2 or +3. The player rolls it and gives its
 * result with the rule's name (`--effect "Aspire to Glory=2"`, docs/effects.md "Counts"): +1 for each point
 * of the roll, at most the die's highest. A roll for each attack is not modelled.
 */
import { ADD } from './characteristic.js';
import { oncePer } from './points-spent.js';
import type { EffectShape } from './shape.js';

/** ADD's pattern after its "add N to the ": the characteristics and their owner. */
const AFTER_ADD = ADD.pattern.source.replace(/^\^\(add\|subtract\) \(\\d\) \(\?:to\|from\) the /, '');
if (AFTER_ADD === ADD.pattern.source) throw new Error('random-characteristic: ADD no longer starts with "add N to the"');

export const ADD_RANDOM: EffectShape = {
  pattern: new RegExp(`^add (d3|d6) to the ${AFTER_ADD}`),
  read: (m, state) => {
    // "… of that attack": a roll for each attack, which no count gives.
    if (/ of (?:that|the) attacks?\b| of those attacks\b/.test(m[0])) return `it adds a random amount (${m[1]!.toUpperCase()}) to each attack (no engine knob)`;
    return oncePer(m[0].slice('add d3 to the '.length), { of: 'given', what: `rolled on the ${m[1]!.toUpperCase()}`, per: 1, max: m[1] === 'd3' ? 3 : 6 }, state);
  },
};
