/**
 * "Each time an attack with this model's gaping maw targets an INFANTRY, MOUNTED or BEASTS unit, …": the
 * rule's model attacking with the weapon it names, at that target (target.ts).
 */
import type { Phrase } from '../state.js';
import { takeTarget } from '../target.js';
import { MELEE_ATTACK, RANGED_ATTACK } from './requirements.js';

export const ATTACK_WITH_WEAPON: Phrase = {
  pattern: /^each time an? (?:(ranged|melee) )?attack (?:made )?with (?:this model's|the bearer's) ([a-z][a-z' -]*?) targets /,
  read: (m, state, after) => {
    const [, type, weapon] = m;
    state.side = 'attacker';
    state.scope = 'bearer';
    state.weapons = [weapon!];
    if (type === 'ranged') state.requires.push(RANGED_ATTACK);
    if (type === 'melee') state.requires.push(MELEE_ATTACK);
    return takeTarget(after, state);
  },
};
