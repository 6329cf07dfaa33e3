/** The requirements the context phrases state, spelt once (as the seed catalogue spells its own). */
import type { Requirement } from '../../effects/index.js';
import { keywordList } from '../target.js';

/** A ranged attack, whenever it is made: the Shooting phase and Overwatch. */
export const RANGED_ATTACK: Requirement = { kind: 'phase', phases: ['shooting', 'overwatch'] };
export const MELEE_ATTACK: Requirement = { kind: 'phase', phases: ['fight'] };
/** "Your Shooting phase" (or the opponent's, for the unit it targets): not Overwatch, fired in another phase. */
export const SHOOTING_PHASE: Requirement = { kind: 'phase', phases: ['shooting'] };
export const FIGHT_PHASE: Requirement = { kind: 'phase', phases: ['fight'] };

/** "^^Adeptus Astartes^^ models from your army": the attacker has one of those keywords. */
export function attackerKeywords(text: string): Requirement | undefined {
  const any = keywordList(text);
  return any === undefined ? undefined : { kind: 'keywords', unit: 'attacker', any };
}
