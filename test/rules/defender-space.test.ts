import { describe, expect, it } from 'vitest';
import { models, unit, weapon } from '../../bench/scenarios.js';
import { EDITIONS, resolveAttack } from '../../src/rules/index.js';
import { afterLoss, defenderSpace, reachableSpace, UNDAMAGED } from '../../src/rules/defender-space.js';

const mob = unit('Mob', [
  models({ name: 'Boy', count: 10, wounds: 2 }),
  models({ name: 'Nob', count: 2, wounds: 3 }),
  models({ name: 'Boss', count: 1, wounds: 4, character: true }),
]);

describe('the defender states the allocation order can reach', () => {
  it('one order damages the groups one after another: the states number the sum of the wounds, not their product', () => {
    const space = defenderSpace(mob, ['normal']);
    expect(space.codes).toBe(21 * 7 * 5);
    expect(space.size).toBe(20 + 6 + 4 + 1);
    expect(space.code[UNDAMAGED]).toBe(0);
  });

  it('[PRECISION] beside the normal order adds a damaged CHARACTER with a damaged bodyguard', () => {
    // every state of the bodyguard's chain (Boys, then Nobs: 27) with every state of the Boss (5), of 735 codes
    const space = defenderSpace(mob, ['normal', 'precision']);
    expect(space.size).toBe(27 * 5);
  });

  it('damage in an order the space was not built for is a programmer error', () => {
    const space = defenderSpace(mob, ['normal']);
    expect(() => afterLoss(space, UNDAMAGED, 2, 1)).toThrow(RangeError);
  });

  it('a reachable part holds the undamaged unit as state 0, and its states map back onto the space', () => {
    const space = defenderSpace(mob, ['normal', 'precision']);
    const bossHit = afterLoss(space, UNDAMAGED, 2, 1);
    const part = reachableSpace(space, [bossHit], ['normal']);
    expect(part.states[0]).toBe(UNDAMAGED);
    expect(part.space.code[0]).toBe(0);
    for (let s = 0; s < part.space.size; s++) expect(space.code[part.states[s]!]).toBe(part.space.code[s]);
    // from the wounded Boss, normal damage goes through the bodyguard first: 27 states with the Boss at 1
    // wound lost, the last of them (bodyguard destroyed) already on the undamaged unit's chain of 31
    expect(part.space.size).toBe(31 + 26);
  });
});

describe('a horde much larger than the attack can reach', () => {
  it('10 attacks against 100,000 models (states looked up in a map) give what they give against 1,000', () => {
    const attack = (count: number) => resolveAttack({
      attacker: { name: 'A', firing: [{ weapon: weapon({ name: 'Gun', skill: 3 }), count: 10 }] },
      defender: unit('Horde', [models({ name: 'Trooper', count, toughness: 4, save: 4 })]),
      conditions: { phase: 'shooting' },
    }, EDITIONS['11e']);
    const small = attack(1000);
    const huge = attack(100_000);
    expect(huge.modelsDestroyed.pmf).toHaveLength(100_001);
    expect(huge.modelsDestroyed.pmf.slice(0, 11)).toEqual(small.modelsDestroyed.pmf.slice(0, 11));
    expect(huge.modelsDestroyed.pmf.slice(11).every((p) => p === 0)).toBe(true);
    expect(huge.modelsDestroyed.mean).toBe(small.modelsDestroyed.mean);
  });
});
