import { describe, expect, it } from 'vitest';
import { ELEVENTH, TENTH } from '../../src/rules/editions.js';
import { resolveOnce } from '../../src/sim/resolve.js';
import { d6s, firing, group, scenario, scriptedRoller, torrent, unit } from './build.js';

describe('resolveOnce with scripted dice', () => {
  // Two torrent attacks S8 vs T4; group A (first) no save, group B Sv 4+; D1.
  // Dice in order: two wound rolls, two side-track saves (against A), then the two real saves 5 and 2.
  const s = scenario({
    firing: [firing(torrent({ attacks: 2, strength: 8 }))],
    defender: unit([group({ name: 'A' }), group({ name: 'B', save: 4 })]),
  });
  const dice = d6s(3, 3, 1, 1, 5, 2);

  it('11e sorts the save dice: the 2 kills A, the 5 saves B (§4.5)', () => {
    const roller = scriptedRoller(dice);
    const outcome = resolveOnce(s, ELEVENTH, roller);
    expect(outcome.modelsDestroyedByGroup).toEqual([1, 0]);
    expect(outcome.weapons[0]).toMatchObject({ attacks: 2, hits: 2, wounds: 2, unsavedWounds: 2, damage: 2 });
    expect(roller.left()).toBe(0);
  });

  it('10e saves in order: the 5 fails against A (no save), the 2 fails against B (§4.4)', () => {
    const roller = scriptedRoller(dice);
    const outcome = resolveOnce(s, TENTH, roller);
    expect(outcome.modelsDestroyedByGroup).toEqual([1, 1]);
    expect(outcome.wiped).toBe(true);
    expect(roller.left()).toBe(0);
  });

  it('damage goes to the wounded model: three D1 wounds on two W2 models destroy one (§7.1)', () => {
    const three = scenario({
      firing: [firing(torrent({ attacks: 3, strength: 8 }))],
      defender: unit([group({ count: 2, wounds: 2 })]),
    });
    const outcome = resolveOnce(three, TENTH, scriptedRoller(d6s(2, 2, 2, 1, 1, 1, 1, 1, 1)));
    expect(outcome).toMatchObject({ woundsLost: 3, modelsDestroyed: 1, wiped: false, belowHalf: false, atOrBelowHalf: true });
  });

  it('attacks left when the unit is destroyed roll no save (the script has no die for it)', () => {
    const three = scenario({
      firing: [firing(torrent({ attacks: 3, strength: 8 }))],
      defender: unit([group({ name: 'A' }), group({ name: 'B', save: 4 })]),
    });
    const roller = scriptedRoller(d6s(3, 3, 3, 1, 1, 1, 1, 1));
    expect(resolveOnce(three, TENTH, roller).wiped).toBe(true);
    expect(roller.left()).toBe(0);
    const noSide = resolveOnce(three, TENTH, scriptedRoller(d6s(3, 3, 3, 1, 1)), { sideTrack: false });
    expect(noSide.weapons[0]).toMatchObject({ wounds: 3, unsavedWounds: 0, damage: 0 });
    expect(noSide.wiped).toBe(true);
  });

  it('11e Command Re-roll of a save: the lowest die that fails against the current group is re-rolled (§10)', () => {
    // A: Sv 3+ at AP −2 fails 1–4; B: a CHARACTER with a 4++. Saves 4 and 2, the re-rolled 2 shows 1:
    // sorted 1, 4: the 1 destroys A, the 4 is saved by B. (Re-rolling the 4 instead would leave 1, 2.)
    const s = {
      ...scenario({
        firing: [firing(torrent({ attacks: 2, strength: 8, ap: -2 }))],
        defender: unit([group({ name: 'A', save: 3 }), group({ name: 'B', save: 3, invuln: 4, character: true, leader: true })]),
      }),
      commandReroll: { roll: 'save' as const },
    };
    const roller = scriptedRoller(d6s(2, 2, 4, 2, 1));
    const outcome = resolveOnce(s, ELEVENTH, roller, { sideTrack: false });
    expect(outcome.modelsDestroyedByGroup).toEqual([1, 0]);
    expect(roller.left()).toBe(0);
  });
});
