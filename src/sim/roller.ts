/**
 * Dice for the reference simulator (docs/rules.md). Every random number the simulator uses comes from a
 * `Roller`, one die at a time: the Monte Carlo simulator passes a seeded pseudo-random roller, the
 * test-only exhaustive enumerator passes a roller that replays every possible sequence of faces.
 */
import type { Dice } from '../prob/dice.js';

/** A source of die rolls: `roll(6)` is a D6, returning 1..6. */
export type Roller = {
  roll(sides: number): number;
};

/** Rolls a dice expression (D6+2, 2D3, ...) die by die and returns the total. */
export function rollDice(dice: Dice, roller: Roller): number {
  let total = dice.flat;
  for (const term of dice.terms) {
    for (let i = 0; i < term.count; i++) total += roller.roll(term.sides);
  }
  return total;
}

/**
 * A seeded pseudo-random roller: xoshiro128** (Blackman and Vigna), its 128-bit state filled by splitmix32
 * from the seed. The same seed always gives the same sequence of rolls. Faces are unbiased: raw 32-bit
 * outputs above the largest multiple of `sides` are rejected.
 */
export function seededRoller(seed: number): Roller {
  if (!Number.isFinite(seed)) throw new RangeError(`seededRoller: seed must be a finite number, got ${seed}`);
  const next = xoshiro128ss(seed);
  return {
    roll(sides: number): number {
      if (!Number.isInteger(sides) || sides < 1) {
        throw new RangeError(`roll: sides must be a positive integer, got ${sides}`);
      }
      const limit = 0x1_0000_0000 - (0x1_0000_0000 % sides);
      let x = next();
      while (x >= limit) x = next();
      return (x % sides) + 1;
    },
  };
}

/** Returns a generator of uniform 32-bit unsigned integers. */
function xoshiro128ss(seed: number): () => number {
  const low = Math.trunc(seed) >>> 0;
  const high = Math.trunc(seed / 0x1_0000_0000) >>> 0;
  const mix = splitmix32((low ^ Math.imul(high, 0x9e3779b1)) >>> 0);
  let s0 = mix();
  let s1 = mix();
  let s2 = mix();
  let s3 = mix();
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1; // the all-zero state is a fixed point
  return () => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return result;
  };
}

function splitmix32(state: number): () => number {
  let a = state | 0;
  return () => {
    a = (a + 0x9e3779b9) | 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    t ^= t >>> 15;
    return t >>> 0;
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
