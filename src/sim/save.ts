/**
 * Saving throws (docs/rules.md §4), played with real dice.
 */
import type { RerollPolicy } from '../rules/types.js';
import { wantsReroll } from './reroll.js';
import type { Roller } from './roller.js';

/** One weapon's save against one model group. */
export type SaveRule = {
  /** The group's Sv (7: no armour save; a modified 7 still saves, as for a printed 7+). */
  readonly save: number;
  readonly invuln: number | null;
  /** Effective AP, 0 or negative (§4.1). */
  readonly ap: number;
  /** Modifier of the armour save roll: `save` plus 10e cover, capped by the edition (§4.2). */
  readonly armourModifier: number;
  /** Modifier of the invulnerable save roll: `save` only, capped by the edition (§4.2). */
  readonly invulnModifier: number;
};

/** §4.3: not a 1, and the armour or the invulnerable save succeeds (the better save per attack). */
export function saveSucceeds(face: number, rule: SaveRule): boolean {
  if (face === 1) return false;
  if (face + rule.ap + rule.armourModifier >= rule.save) return true;
  return rule.invuln !== null && face + rule.invulnModifier >= rule.invuln;
}

/**
 * §4.5: a save re-roll is judged against `judge` (10e: the group the attack is allocated to; 11e: the
 * first group in allocation order). There is no critical save, so `noncrit` re-rolls what `failed` does.
 */
export function wantsSaveReroll(policy: RerollPolicy, face: number, judge: SaveRule): boolean {
  return wantsReroll(policy === 'noncrit' ? 'failed' : policy, face, saveSucceeds(face, judge) ? 'success' : 'fail');
}

/** One save die after its re-roll: the face, to be judged against the group it is resolved against. */
export function rollSaveFace(judge: SaveRule, policy: RerollPolicy, roller: Roller): number {
  const face = roller.roll(6);
  return wantsSaveReroll(policy, face, judge) ? roller.roll(6) : face;
}

/** Exact probability that one save succeeds against `rule`, re-rolls judged against the same rule. */
export function saveProbability(rule: SaveRule, policy: RerollPolicy): number {
  let p = 0;
  for (let first = 1; first <= 6; first++) {
    if (!wantsSaveReroll(policy, first, rule)) {
      if (saveSucceeds(first, rule)) p += 1 / 6;
      continue;
    }
    for (let second = 1; second <= 6; second++) if (saveSucceeds(second, rule)) p += 1 / 36;
  }
  return p;
}
