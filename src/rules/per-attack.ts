/**
 * What one attack die produces, built from what one hit produces, then summed over the random number of
 * attack dice. Every per-weapon quantity (hits, wounds, damage, the joint count of wounds and mortal
 * wounds) goes through the same two steps, so Sustained Hits, Lethal Hits and Torrent are handled once.
 */
import { jointCompound, jointConvolve, jointConstant, jointMixture, type Joint } from '../prob/joint.js';
import type { Pmf } from '../prob/pmf.js';
import type { RollOdds } from './rolls.js';

export type AttackShape = {
  /** Odds of the hit roll (automatic hits: success 1). */
  readonly hit: RollOdds;
  /** Extra hits per critical hit ([SUSTAINED HITS X]); the constant 0 without it. */
  readonly sustained: Pmf;
  /** Critical hits wound automatically ([LETHAL HITS] taken). */
  readonly lethal: boolean;
};

/**
 * Value of one attack die, given `perHit` (what a hit that rolls to wound yields) and `perAutoWound`
 * (what a [LETHAL HITS] automatic wound yields). A critical hit yields itself plus its sustained extra
 * hits, which are never critical (RULES §3.1, §3.2).
 */
export function perAttack(shape: AttackShape, perHit: Joint, perAutoWound: Joint): Joint {
  const criticalItself = shape.lethal ? perAutoWound : perHit;
  const critical = jointConvolve(criticalItself, jointCompound(shape.sustained, perHit));
  return jointMixture([shape.hit.fail, shape.hit.success, shape.hit.critical], [jointConstant(0, 0), perHit, critical]);
}

/** Total over a random number of attack dice. */
export function overAttacks(attacks: Pmf, shape: AttackShape, perHit: Joint, perAutoWound: Joint): Joint {
  return jointCompound(attacks, perAttack(shape, perHit, perAutoWound));
}
