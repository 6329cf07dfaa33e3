/** Assertions on exact distributions, written as fractions: `expectPmf(s, { 0: '3/4', 1: '1/4' })`. */
import { expect } from 'vitest';
import { format, type ExactSummary, type Rational } from '../support/enumerate.js';

/** The nonzero entries of an exact pmf, as "num/den" strings keyed by value. */
export function nonzero(pmf: readonly Rational[]): Record<number, string> {
  const out: Record<number, string> = {};
  pmf.forEach((p, k) => {
    if (p.num !== 0n) out[k] = format(p);
  });
  return out;
}

export function expectPmf(summary: ExactSummary, expected: Record<number, string>): void {
  expect(nonzero(summary.pmf)).toEqual(expected);
}

export function expectRational(actual: Rational, expected: string): void {
  expect(format(actual)).toBe(expected);
}
