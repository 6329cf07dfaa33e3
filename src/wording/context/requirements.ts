/** The requirements the context phrases state, spelt once (as the seed catalogue spells its own). */
import type { Requirement } from '../../effects/index.js';
import type { SentenceState } from '../state.js';
import { keywordList } from '../target.js';

/** A ranged attack, whenever it is made: the Shooting phase and Overwatch. */
export const RANGED_ATTACK: Requirement = { kind: 'phase', phases: ['shooting', 'overwatch'] };
export const MELEE_ATTACK: Requirement = { kind: 'phase', phases: ['fight'] };
/** "Your Shooting phase" (or the opponent's, for the unit it targets): not Overwatch, fired in another phase. */
export const SHOOTING_PHASE: Requirement = { kind: 'phase', phases: ['shooting'] };
export const FIGHT_PHASE: Requirement = { kind: 'phase', phases: ['fight'] };

/**
 * "Each time an ADEPTUS ASTARTES unit from your army …" (a detachment's or army's rule): the rule's unit, when
 * it has one of those keywords, and "that unit" after it is that unit. Why not, when they are not keywords.
 */
export function ownArmyUnit(keywords: string, state: SentenceState): string | undefined {
  const any = keywordList(keywords);
  if (any === undefined) return `the units it names ("${keywords}") are not keywords`;
  state.ownKeywords = any;
  state.thatUnitIsOwn = true;
  return undefined;
}

/** "^^Adeptus Astartes^^ models from your army": the attacker has one of those keywords. */
export function attackerKeywords(text: string): Requirement | undefined {
  const any = keywordList(text);
  return any === undefined ? undefined : { kind: 'keywords', unit: 'attacker', any };
}
