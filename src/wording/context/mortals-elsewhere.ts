/**
 * Conditions that put a rule's mortal wounds outside the attack, read before context/named.ts would take
 * them for conditions on the attack: "If this model is destroyed by a melee attack, after the attacking unit
 * has finished making its attacks, you can roll one D6, …" (the attacking unit suffers them), "if that unit
 * can FLY, until the start of your next Movement phase, roll one D6 each time that unit ends any type of
 * move: on a 4+, …" (an enemy's move sets them off).
 */
import { ON_THE_ATTACKER } from '../mortal-reasons.js';
import type { Phrase } from '../state.js';

export const MORTALS_ELSEWHERE: readonly Phrase[] = [
  {
    pattern: /^if this (?:model|unit) is destroyed by an? (?:melee |ranged )?attack,? /,
    read: () => ON_THE_ATTACKER,
  },
  {
    pattern: /^if that unit can fly, until the start of your next movement phase, roll one d6 each time that unit ends any (?:type|kind) of move\b/,
    read: () => 'it inflicts mortal wounds each time an enemy unit ends a move, apart from any attack (not read as its source)',
  },
];
