/**
 * A condition the sentence that offers an ability sets, which every change after it needs: "Each time this
 * unit is selected to fight, if this unit made a Charge move this turn, it can use this ability. If it
 * does, until the end of the phase: …", "Each time this unit ends a Charge move, you can declare it will
 * perform a Seductive Gambit. If you do, …" (the offer itself changes nothing, so it is not read as a change).
 */
import type { Requirement } from '../effects/index.js';
import type { ReadClause } from './types.js';

const AFTER_A_CHARGE = /\bif (?:this|that|the bearer's) (?:unit|model) (?:made|has made) a charge move this turn,? (?:it|this unit|that unit|the bearer's unit) can use this ability\b/i;

/** "Each time this unit ends a Charge move, you can declare it will perform a Seductive Gambit.": after the charge, in its Fight phase. */
const ON_A_CHARGE = /^each time (?:this|the bearer's) (?:unit|model) ends a charge move, you can (?:declare|use|select)\b/i;

const CHARGED: Requirement = { kind: 'condition', condition: 'charged' };
const FIGHT: Requirement = { kind: 'phase', phases: ['fight'] };

/** The conditions an offer sets ("if this unit made a Charge move this turn, it can use this ability"). */
export function offerRequires(sentence: string): readonly Requirement[] {
  if (ON_A_CHARGE.test(sentence)) return [CHARGED, FIGHT];
  return AFTER_A_CHARGE.test(sentence) ? [CHARGED] : [];
}

/** A clause after the offer, with the offer's conditions. */
export function afterOffer(clause: ReadClause, requires: readonly Requirement[]): ReadClause {
  const missing = requires.filter((r) => !clause.requires.some((c) => JSON.stringify(c) === JSON.stringify(r)));
  return missing.length === 0 ? clause : { ...clause, requires: [...missing, ...clause.requires] };
}
