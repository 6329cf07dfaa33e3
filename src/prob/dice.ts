/**
 * Dice expressions as printed on datasheets: `3`, `D3`, `D6`, `2D6`, `D6+2`, `2D3+1`, `D6+D3`.
 * Parsing never throws: a bad expression is a user mistake, returned as a message.
 */
import { constant, die, convolve, type Pmf } from './pmf.js';

/** `count` dice with `sides` faces each, e.g. 2D6 is { count: 2, sides: 6 }. */
export type DiceTerm = { readonly count: number; readonly sides: number };

export type Dice = {
  readonly terms: readonly DiceTerm[];
  /** The fixed part, e.g. the +2 of D6+2. */
  readonly flat: number;
  /** Canonical text, e.g. "2D6+1". */
  readonly text: string;
};

export type DiceParse = { ok: true; value: Dice } | { ok: false; message: string };

const ALLOWED_SIDES = new Set([3, 6]);
const MAX_DICE = 100;
const MAX_FLAT = 1000;

/** A fixed value as a dice expression. */
export function fixedDice(value: number): Dice {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`fixedDice: value must be a non-negative integer, got ${value}`);
  }
  return { terms: [], flat: value, text: String(value) };
}

export function parseDice(input: string | number): DiceParse {
  if (typeof input === 'number') {
    if (!Number.isInteger(input) || input < 0 || input > MAX_FLAT) {
      return { ok: false, message: `expected a whole number from 0 to ${MAX_FLAT} or a dice expression like D6+1, got ${input}` };
    }
    return { ok: true, value: fixedDice(input) };
  }
  const text = input.replace(/\s+/g, '').toUpperCase();
  if (text === '') return { ok: false, message: 'expected a number or a dice expression like D6+1, got an empty value' };
  const parts = text.split('+');
  const terms: DiceTerm[] = [];
  let flat = 0;
  for (const part of parts) {
    const dieMatch = /^(\d*)D(\d+)$/.exec(part);
    if (dieMatch) {
      const count = dieMatch[1] === '' ? 1 : Number(dieMatch[1]);
      const sides = Number(dieMatch[2]);
      if (!ALLOWED_SIDES.has(sides)) {
        return { ok: false, message: `only D3 and D6 dice are used in Warhammer 40,000, got "${part}" in "${input}"` };
      }
      if (count < 1 || count > MAX_DICE) {
        return { ok: false, message: `the number of dice must be 1 to ${MAX_DICE}, got "${part}" in "${input}"` };
      }
      terms.push({ count, sides });
    } else if (/^\d+$/.test(part)) {
      flat += Number(part);
    } else {
      return {
        ok: false,
        message: `"${input}" is not a dice expression: use a number or dice like D3, D6, 2D6, D6+2, D6+D3`,
      };
    }
  }
  if (flat > MAX_FLAT) return { ok: false, message: `the fixed part of "${input}" is larger than ${MAX_FLAT}` };
  const merged = mergeTerms(terms);
  return { ok: true, value: { terms: merged, flat, text: formatDice(merged, flat) } };
}

function mergeTerms(terms: readonly DiceTerm[]): DiceTerm[] {
  const bySides = new Map<number, number>();
  for (const t of terms) bySides.set(t.sides, (bySides.get(t.sides) ?? 0) + t.count);
  return [...bySides.entries()].sort((a, b) => b[0] - a[0]).map(([sides, count]) => ({ count, sides }));
}

function formatDice(terms: readonly DiceTerm[], flat: number): string {
  const parts = terms.map((t) => `${t.count === 1 ? '' : t.count}D${t.sides}`);
  if (flat > 0 || parts.length === 0) parts.push(String(flat));
  return parts.join('+');
}

/** The distribution of a dice expression's total. */
export function dicePmf(dice: Dice): Pmf {
  let result = constant(dice.flat);
  for (const term of dice.terms) {
    for (let i = 0; i < term.count; i++) result = convolve(result, die(term.sides));
  }
  return result;
}

export function isRandom(dice: Dice): boolean {
  return dice.terms.length > 0;
}

export function diceMax(dice: Dice): number {
  return dice.flat + dice.terms.reduce((sum, t) => sum + t.count * t.sides, 0);
}
