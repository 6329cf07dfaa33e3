/**
 * The simulator's mortal-wound sources (docs/rules.md §11, §11.1) on scripted dice and on hand-worked
 * exact distributions: which die is rolled when, and what each source reports.
 */
import { describe, expect, it } from 'vitest';
import { ELEVENTH, TENTH } from '../../src/rules/editions.js';
import type { MortalSource, Scenario } from '../../src/rules/types.js';
import { prepareAttack } from '../../src/sim/plan.js';
import { resolveOnce } from '../../src/sim/resolve.js';
import { enumerateExact } from '../support/enumerate.js';
import { d6s, dice, firing, group, scenario, scriptedRoller, torrent, unit, weapon } from './build.js';
import { expectPmf, expectRational } from './exact.js';

const explosives: MortalSource = { name: 'Explosives', dice: 6, successOn: 4, perSuccess: dice(1) };
const withSources = (s: Scenario, ...mortalSources: MortalSource[]): Scenario => ({ ...s, mortalSources });

describe('§11 mortal-wound sources with scripted dice', () => {
  it('Explosives: six dice, then one Feel No Pain roll per mortal wound, each spilling to the next model', () => {
    // Faces 4 5 6 1 2 3: three mortal wounds on two W2 models with FNP 5+; FNP rolls 1, 5, 2: the second is
    // ignored, so the first model is destroyed by wounds one and three.
    const s = withSources(scenario({ firing: [], defender: unit([group({ count: 2, wounds: 2, feelNoPain: 5 })]) }), explosives);
    const roller = scriptedRoller(d6s(4, 5, 6, 1, 2, 3, 1, 5, 2));
    const outcome = resolveOnce(s, ELEVENTH, roller);
    expect(outcome.mortalSources).toEqual([{ mortalWounds: 3 }]);
    expect(outcome).toMatchObject({ woundsLost: 2, modelsDestroyed: 1 });
    expect(roller.left()).toBe(0);
  });

  it('mortal wounds left when the unit is destroyed roll no Feel No Pain (the script has no die for them)', () => {
    const s = withSources(scenario({ firing: [], defender: unit([group({ feelNoPain: 6 })]) }), explosives);
    const roller = scriptedRoller(d6s(6, 6, 6, 6, 6, 6, 1));
    expect(resolveOnce(s, TENTH, roller)).toMatchObject({ mortalSources: [{ mortalWounds: 6 }], wiped: true });
    expect(roller.left()).toBe(0);
  });

  it('a random X is rolled per success, the total capped at max; a die at or below self is a wound on the attacker', () => {
    // dice=3,on=4+,each=D3,max=3,self=1: faces 5 (D3 shows 2), 1, 6 (D3 shows 3): 5 rolled, 3 inflicted, 1 self.
    const source: MortalSource = { name: 'custom', dice: 3, successOn: 4, perSuccess: dice('D3'), max: 3, selfOnOrBelow: 1 };
    const s = withSources(scenario({ firing: [], defender: unit([group({ count: 5 })]) }), source);
    const roller = scriptedRoller([[6, 5], [3, 2], [6, 1], [6, 6], [3, 3]]);
    const outcome = resolveOnce(s, TENTH, roller);
    expect(outcome.mortalSources).toEqual([{ mortalWounds: 3, selfMortalWounds: 1 }]);
    expect(outcome.modelsDestroyed).toBe(3);
    expect(roller.left()).toBe(0);
  });

  it('[BLAST] counts the models the sources left: two of six destroyed, no extra attack (§1.3)', () => {
    const launcher = torrent({ strength: 8, abilities: [{ kind: 'blast', x: 1 }] });
    const s = withSources(
      scenario({ firing: [firing(launcher)], defender: unit([group({ count: 6 })]) }),
      { name: 'two sure wounds', dice: 2, successOn: 1, perSuccess: dice(1) },
    );
    // Two source dice, then one wound roll, one side-track save and one save: four models left, A 1 + 0.
    const roller = scriptedRoller(d6s(3, 3, 2, 1, 1));
    const outcome = resolveOnce(s, ELEVENTH, roller);
    expect(outcome.weapons[0]!.attacks).toBe(1);
    expect(outcome.modelsDestroyed).toBe(3);
    expect(roller.left()).toBe(0);
  });

  it('a source after the attacks rolls its dice once the weapons and 10e\'s deferred [DEVASTATING WOUNDS] are resolved (§11)', () => {
    const blade = torrent({ strength: 8, damage: 2, abilities: [{ kind: 'devastating-wounds' }] });
    const after: MortalSource = { name: 'after', dice: 1, successOn: 4, perSuccess: dice(1), timing: 'after' };
    const s = withSources(scenario({ firing: [firing(blade), firing(torrent({ strength: 8 }))], defender: unit([group({ count: 3, wounds: 2 })]) }), after);
    // The blade's wound roll is a 6 (its mortal wounds wait), the second weapon's a 2 (side-track save 1,
    // save 1: the first model loses 1); then the blade's 2 mortal wounds destroy that model (the excess
    // is lost), and last the source's die, a 4: one mortal wound on the second model.
    const roller = scriptedRoller(d6s(6, 2, 1, 1, 4));
    const outcome = resolveOnce(s, TENTH, roller);
    expect(outcome).toMatchObject({ mortalSources: [{ mortalWounds: 1 }], woundsLost: 3, modelsDestroyed: 1 });
    expect(roller.left()).toBe(0);
  });

  it('Acceptable Losses: the target is untouched; its dice are rolled after the attack, one per own unit (§11.1)', () => {
    const losses: MortalSource = { name: 'Acceptable Losses', dice: 2, successOn: 5, perSuccess: dice('D3+1'), ownUnits: 'GENESTEALER CULTS' };
    const s = withSources(scenario({ firing: [firing(torrent({ strength: 8 }))], defender: unit([group({ count: 2 })]) }), losses);
    // The weapon first (wound 2, side-track save 1, save 1), then the units: 6 (D3 shows 3: 4 wounds), 2.
    const roller = scriptedRoller([[6, 2], [6, 1], [6, 1], [6, 6], [3, 3], [6, 2]]);
    const outcome = resolveOnce(s, TENTH, roller);
    expect(outcome.mortalSources).toEqual([{ mortalWounds: 0, selfMortalWounds: 4, ownUnits: [4, 0] }]);
    expect(outcome.modelsDestroyed).toBe(1);
    expect(roller.left()).toBe(0);
  });
});

describe('§11 mortal-wound sources, exact', () => {
  // Deadly Demise D3 against one W2 model with FNP 4+: a 6 (1/6), then D3 wounds each ignored with 1/2.
  // Wounds lost: 1 with 1/6 · (1/3 · 1/2 + 1/3 · 2/4 + 1/3 · 3/8) = 1/6 · 11/24 = 11/144;
  // 2 with 1/6 · (1/3 · 1/4 + 1/3 · 1/2) = 1/6 · 1/4 = 1/24 (three wounds: at least two of three fail, 1/2).
  it('Deadly Demise D3 against one W2 model with Feel No Pain 4+', () => {
    const demise: MortalSource = { name: 'Deadly Demise D3', dice: 1, successOn: 6, perSuccess: dice('D3') };
    const e = enumerateExact(withSources(scenario({ firing: [], defender: unit([group({ wounds: 2, feelNoPain: 4 })]) }), demise), TENTH);
    expectPmf(e.field('mortalSources.0.mortalWounds'), { 0: '5/6', 1: '1/18', 2: '1/18', 3: '1/18' });
    expectPmf(e.field('woundsLost'), { 0: '127/144', 1: '11/144', 2: '1/24' });
    expect(e.exact.mortalSources![0]!.selfMortalWounds).toBeUndefined();
  });

  // Acceptable Losses for two units: each 0 with 2/3, else D3+1; per unit pooled, any unit hit 1 − 4/9.
  it('Acceptable Losses (2 units): each unit\'s cost, all together, and P(any unit hit) = 5/9', () => {
    const losses: MortalSource = { name: 'Acceptable Losses (2 units)', dice: 2, successOn: 5, perSuccess: dice('D3+1'), ownUnits: 'GENESTEALER CULTS' };
    const e = enumerateExact(withSources(scenario({ firing: [], defender: unit([group()]) }), losses), ELEVENTH);
    const cost = e.exact.mortalSources![0]!;
    expectPmf(cost.mortalWounds, { 0: '1' });
    expectPmf(cost.ownUnits!.perUnit, { 0: '2/3', 2: '1/9', 3: '1/9', 4: '1/9' });
    expectRational(cost.ownUnits!.pAnyUnitHit, '5/9');
    expectRational(cost.selfMortalWounds!.mean, '2');
    expect({ units: cost.ownUnits!.units, count: cost.ownUnits!.count }).toEqual({ units: 'GENESTEALER CULTS', count: 2 });
    expectPmf(e.field('woundsLost'), { 0: '1' });
  });
});

describe('prepareAttack: mortal-wound sources', () => {
  it('rejects a source with a fractional or negative number of dice, and one rolled for no own unit', () => {
    const s = scenario({ firing: [firing(weapon())], defender: unit([group()]) });
    expect(() => prepareAttack(withSources(s, { ...explosives, dice: 1.5 }), TENTH)).toThrow(/dice of mortal-wound source "Explosives" must be a whole number ≥ 0, got 1.5/);
    expect(() => prepareAttack(withSources(s, { ...explosives, ownUnits: 'GSC', dice: 0 }), TENTH)).toThrow(/≥ 1, got 0/);
    expect(prepareAttack(withSources(s, explosives), TENTH).mortalSources).toEqual([explosives]);
    expect(() => prepareAttack(withSources(s, { ...explosives, timing: 'during' as never }), TENTH)).toThrow(/timing of mortal-wound source "Explosives" must be before or after, got during/);
  });
});
