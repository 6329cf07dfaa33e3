/**
 * What one attack die produces, built from what one hit produces, then summed over the random number of
 * attack dice. Every per-weapon quantity (hits, wounds, damage, the joint count of wounds and mortal
 * wounds) goes through the same two steps, so Sustained Hits, Lethal Hits and Torrent are handled once.
 */
import { jointCompound, jointConvolve, jointConstant, jointMixture, type Joint } from '../prob/joint.js';
import { compound, constant, convolve, mixture, type Pmf } from '../prob/pmf.js';
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

/**
 * overAttacks for one count (joints of one column), on plain pmfs: the reported stages. The same sums,
 * and the same lengths (trailing zeros kept, as the joints' sizes keep them), without the joints.
 */
export function overAttacksPmf(attacks: Pmf, shape: AttackShape, perHit: Pmf, perAutoWound: Pmf): Pmf {
  const one = perAttackPmf(shape, perHit, perAutoWound);
  return sized(compound(attacks, one), (attacks.length - 1) * (one.length - 1) + 1);
}

function perAttackPmf(shape: AttackShape, perHit: Pmf, perAutoWound: Pmf): Pmf {
  const itself = shape.lethal ? perAutoWound : perHit;
  const extra = sized(compound(shape.sustained, perHit), (shape.sustained.length - 1) * (perHit.length - 1) + 1);
  const critical = sized(convolve(itself, extra), itself.length + extra.length - 1);
  return mixture([shape.hit.fail, shape.hit.success, shape.hit.critical], [NOTHING, perHit, critical]);
}

const NOTHING = constant(0);

/** x with `length` entries: trailing zeros added, or dropped (the sums trim them). */
function sized(x: Pmf, length: number): Pmf {
  if (x.length === length) return x;
  const out = new Float64Array(length);
  out.set(x.length > length ? x.subarray(0, length) : x);
  return out;
}
