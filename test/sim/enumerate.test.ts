import { describe, expect, it } from 'vitest';
import { ELEVENTH, TENTH } from '../../src/rules/editions.js';
import { enumerateExact, r, toNumber, add } from '../support/enumerate.js';
import { ability, firing, group, scenario, torrent, unit, weapon } from './build.js';
import { expectPmf, expectRational } from './exact.js';

describe('enumerateExact: the enumerator itself', () => {
  it('enumerateExact on 1 attack, BS 4+, S4 vs T4, no save: P(1 wound) = 1/4', () => {
    const s = scenario({ firing: [firing(weapon())], defender: unit([group()]) });
    const e = enumerateExact(s, TENTH);
    expectPmf(e.field('weapons.0.hits'), { 0: '1/2', 1: '1/2' });
    expectPmf(e.field('weapons.0.wounds'), { 0: '3/4', 1: '1/4' });
    expectPmf(e.field('weapons.0.unsavedWounds'), { 0: '3/4', 1: '1/4' });
    expectPmf(e.field('weapons.0.damage'), { 0: '3/4', 1: '1/4' });
    expectPmf(e.field('woundsLost'), { 0: '3/4', 1: '1/4' });
    expectRational(e.exact.pWipe, '1/4');
    expect(e.float.pWipe).toBe(0.25);
    expect(e.float.weapons[0]?.wounds.mean).toBe(0.25);
    // hit die 6 faces; 3 hits roll a wound die; 3 wounds roll a side-track save and a real save.
    expect(e.paths).toBe(3 + 3 * (3 + 3 * 36));
  });

  it('enumerateExact rolls D3 attacks die by die: each count 1/3, mean 2', () => {
    const s = scenario({ firing: [firing(torrent({ attacks: 'D3', strength: 1, damage: 1 }))], defender: unit([group({ toughness: 12 })]) });
    const e = enumerateExact(s, TENTH, { sideTrack: false });
    expectPmf(e.field('weapons.0.attacks'), { 1: '1/3', 2: '1/3', 3: '1/3' });
    expectRational(e.exact.weapons[0]!.attacks.mean, '2');
  });

  it('enumerateExact throws a clear error past maxPaths', () => {
    const s = scenario({ firing: [firing(weapon({ attacks: 10 }))], defender: unit([group({ count: 10 })]) });
    expect(() => enumerateExact(s, TENTH, { maxPaths: 1000 })).toThrow(/more than 1000 dice paths/);
  });

  it('every pmf sums to exactly 1', () => {
    const s = scenario({
      firing: [firing(weapon({ attacks: 1, damage: 'D3', abilities: [ability.sustained(1)] }))],
      conditions: {},
      defender: unit([group({ count: 2, wounds: 2, save: 4 })]),
    });
    const e = enumerateExact(s, ELEVENTH, { sideTrack: false });
    for (const key of ['weapons.0.hits', 'weapons.0.damage', 'woundsLost', 'modelsDestroyed']) {
      expectRational(e.field(key).pmf.reduce(add, r(0)), '1');
    }
    expect(toNumber(r(1, 3))).toBeCloseTo(1 / 3, 15);
  });
});
