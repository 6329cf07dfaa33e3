/**
 * 11e's terse subjects of a unit's attacks and weapons: "When this unit's attacks target a unit within
 * Contagion Range of a friendly unit, those attacks can re-roll wound rolls of 1" (the target as target.ts
 * reads it), "This unit's Maulerfiend Fists have [CLEAVE 2]" (its weapons by name).
 */
import type { Phrase } from '../state.js';
import { MELEE_ATTACK, RANGED_ATTACK } from './requirements.js';
import { takeTarget } from '../target.js';

export const UNIT_ATTACKS_TARGET: Phrase = {
  pattern: /^when this unit's (?:(ranged|melee) )?attacks target /,
  read: (m, state, after) => {
    state.side = 'attacker';
    state.scope = 'unit';
    if (m[1] === 'ranged') state.requires.push(RANGED_ATTACK);
    if (m[1] === 'melee') state.requires.push(MELEE_ATTACK);
    const read = takeTarget(after, state);
    if (typeof read === 'string') return read;
    const those = /^, those attacks can (?=re-roll )/.exec(after.slice(read));
    return those === null ? `its wording is not understood ("${after.slice(read, read + 60)}")` : read + those[0].length;
  },
};

export const UNIT_NAMED_WEAPONS_HAVE: Phrase = {
  pattern: /^this unit's ((?!ranged |melee |weapons? |attacks? )[a-z][a-z' -]*?) (?:has|have) (?:the )?(?=\[)/,
  read: (m, state) => {
    state.side = 'attacker';
    state.holder = { scope: 'unit', weapons: 'all' };
    state.weapons = m[1]!.split(/, | and | or /).map((w) => w.trim());
  },
};
