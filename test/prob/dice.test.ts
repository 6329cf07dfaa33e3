import { describe, expect, it } from 'vitest';
import { diceMax, dicePmf, parseDice } from '../../src/prob/dice.js';
import { mean } from '../../src/prob/pmf.js';

const parsed = (text: string | number) => {
  const r = parseDice(text);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

describe('dice expressions', () => {
  it.each([
    ['3', '3', 3],
    [3, '3', 3],
    ['D3', 'D3', 2],
    ['d6', 'D6', 3.5],
    ['2D6', '2D6', 7],
    ['D6+2', 'D6+2', 5.5],
    ['2D3+1', '2D3+1', 5],
    ['D6+D3', 'D6+D3', 5.5],
    ['D3 + D6 + 1', 'D6+D3+1', 6.5],
    ['D6+D6', '2D6', 7],
  ])('parseDice(%j) is %s with mean %d', (input, text, expectedMean) => {
    const dice = parsed(input);
    expect(dice.text).toBe(text);
    expect(mean(dicePmf(dice))).toBeCloseTo(expectedMean, 14);
  });

  it('D6+2 ranges over 3..8', () => {
    const pmf = dicePmf(parsed('D6+2'));
    expect(pmf[2]).toBe(0);
    expect(pmf[3]).toBeCloseTo(1 / 6, 15);
    expect(diceMax(parsed('D6+2'))).toBe(8);
  });

  it.each([
    ['', 'empty value'],
    ['D7', 'only D3 and D6'],
    ['D', 'is not a dice expression'],
    ['2x', 'is not a dice expression'],
    ['D6-1', 'is not a dice expression'],
    ['0D6', 'the number of dice must be 1 to 100'],
    [-1, 'expected a whole number'],
    [1.5, 'expected a whole number'],
  ])('parseDice(%j) fails with a message mentioning %s', (input, message) => {
    const r = parseDice(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(message);
  });
});
