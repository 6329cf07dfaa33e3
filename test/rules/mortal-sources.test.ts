/** Mortal-wound stratagems and abilities, and battle-shock, against hand-derived values (issue 6). */
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { EDITIONS, resolveAttack, type DefenderUnit, type FiringGroup, type MortalSource, type Scenario } from '../../src/rules/index.js';

const TOL = 12;
const C = (n: number, k: number): number => (k === 0 ? 1 : (n * C(n - 1, k - 1)) / k);
const explosives: MortalSource = { name: 'Explosives', dice: 6, successOn: 4, perSuccess: dice('1') };
const scenario = (defender: DefenderUnit, mortalSources: MortalSource[], firing: FiringGroup[] = []): Scenario => ({
  attacker: { name: 'Attacker', firing },
  defender,
  conditions: { phase: 'shooting' },
  mortalSources,
});

describe.each(['10e', '11e'] as const)('%s mortal-wound sources', (edition) => {
  const run = (s: Scenario) => resolveAttack(s, EDITIONS[edition]);

  it('Explosives vs 10 W1 models: models destroyed ~ Binomial(6, 1/2)', () => {
    const r = run(scenario(unit('Guard', [models({ name: 'g', count: 10 })]), [explosives]));
    for (let k = 0; k <= 6; k++) expect(r.modelsDestroyed.pmf[k]).toBeCloseTo(C(6, k) / 64, TOL);
    expect(r.mortalSources![0]!.mortalWounds.mean).toBeCloseTo(3, TOL);
  });

  it('mortal wounds spill: 5 mortal wounds kill two 2-W models and wound a third', () => {
    const r = run(scenario(unit('Marines', [models({ name: 'm', count: 5, wounds: 2, save: 3 })]), [explosives]));
    // models destroyed = floor(K / 2): P(2) = P(K = 4) + P(K = 5) = (15 + 6) / 64
    expect(r.modelsDestroyed.pmf[2]).toBeCloseTo(21 / 64, TOL);
    expect(r.woundsLost.pmf[5]).toBeCloseTo(6 / 64, TOL);
  });

  it('Feel No Pain 5+ against each mortal wound: wounds lost ~ Binomial(6, 1/3)', () => {
    const r = run(scenario(unit('Zombies', [models({ name: 'z', count: 10, feelNoPain: 5 })]), [explosives]));
    for (let k = 0; k <= 6; k++) expect(r.woundsLost.pmf[k]).toBeCloseTo(C(6, k) * (1 / 3) ** k * (2 / 3) ** (6 - k), TOL);
  });

  it('Crushing Impact (T5): 5+ hurts the target, 1s hurt the attacker', () => {
    const crushing: MortalSource = { name: 'Crushing Impact', dice: 5, successOn: 5, perSuccess: dice('1'), max: 6, selfOnOrBelow: 1 };
    const r = run(scenario(unit('Guard', [models({ name: 'g', count: 10 })]), [crushing]));
    expect(r.modelsDestroyed.pmf[0]).toBeCloseTo((2 / 3) ** 5, TOL);
    expect(r.mortalSources![0]!.selfMortalWounds!.mean).toBeCloseTo(5 / 6, TOL);
  });

  it('a cap on mortal wounds: eight dice that always succeed, at most 6', () => {
    const capped: MortalSource = { name: 'Capped', dice: 8, successOn: 1, perSuccess: dice('1'), max: 6 };
    const r = run(scenario(unit('Guard', [models({ name: 'g', count: 10 })]), [capped]));
    expect(r.modelsDestroyed.pmf[6]).toBeCloseTo(1, TOL);
  });

  it('a 5+ for D3+1 mortal wounds against the target: 0 with 2/3, else 2, 3 or 4 with 1/9 each', () => {
    const onFive: MortalSource = { name: '1D6 on 5+, D3+1 MW each', dice: 1, successOn: 5, perSuccess: dice('D3+1') };
    const r = run(scenario(unit('Guard', [models({ name: 'g', count: 10 })]), [onFive]));
    expect(r.modelsDestroyed.pmf[0]).toBeCloseTo(2 / 3, TOL);
    for (const k of [2, 3, 4]) expect(r.modelsDestroyed.pmf[k]).toBeCloseTo(1 / 9, TOL);
  });

  describe('Acceptable Losses: one D6 per own GENESTEALER CULTS unit after the attack, 5+ = D3+1 on that unit', () => {
    const losses = (units: number): MortalSource => ({ name: 'Acceptable Losses', dice: units, successOn: 5, perSuccess: dice('D3+1'), ownUnits: 'GENESTEALER CULTS' });
    const guard = unit('Guard', [models({ name: 'g', count: 10 })]);
    const rifles: FiringGroup[] = [{ weapon: weapon({ name: 'Rifle' }), count: 10 }];

    it('the attack against the target is exactly the attack without it', () => {
      const without = run(scenario(guard, [], rifles));
      const withIt = run(scenario(guard, [losses(3)], rifles));
      expect(withIt.modelsDestroyed.pmf).toEqual(without.modelsDestroyed.pmf);
      expect(withIt.woundsLost.pmf).toEqual(without.woundsLost.pmf);
      expect(withIt.weapons).toEqual(without.weapons);
      expect(withIt.mortalSources![0]!.mortalWounds).toEqual({ mean: 0, pmf: [1] });
    });

    it('one unit: P(hit) = 1/3, and then D3+1: E = 1/3 · 3 = 1', () => {
      const cost = run(scenario(guard, [losses(1)])).mortalSources![0]!;
      const perUnit = [2 / 3, 0, 1 / 9, 1 / 9, 1 / 9];
      expect(cost.ownUnits!.units).toBe('GENESTEALER CULTS');
      expect(cost.ownUnits!.count).toBe(1);
      expect(cost.ownUnits!.perUnit.pmf).toHaveLength(5);
      perUnit.forEach((p, k) => expect(cost.ownUnits!.perUnit.pmf[k]).toBeCloseTo(p, TOL));
      expect(cost.ownUnits!.perUnit.mean).toBeCloseTo(1, TOL);
      expect(cost.ownUnits!.pAnyUnitHit).toBeCloseTo(1 / 3, TOL);
      // With one unit, all the units together are that unit.
      perUnit.forEach((p, k) => expect(cost.selfMortalWounds!.pmf[k]).toBeCloseTo(p, TOL));
    });

    it('two units: each alike; in all 0 with 4/9, 4 with 2·(2/3)(1/9) + (1/9)² = 13/81, 8 with 1/81; E = 2', () => {
      const cost = run(scenario(guard, [losses(2)])).mortalSources![0]!;
      expect(cost.ownUnits!.count).toBe(2);
      expect(cost.ownUnits!.perUnit.mean).toBeCloseTo(1, TOL);
      const total = [4 / 9, 0, 4 / 27, 4 / 27, 13 / 81, 2 / 81, 3 / 81, 2 / 81, 1 / 81];
      expect(cost.selfMortalWounds!.pmf).toHaveLength(total.length);
      total.forEach((p, k) => expect(cost.selfMortalWounds!.pmf[k]).toBeCloseTo(p, TOL));
      expect(cost.selfMortalWounds!.mean).toBeCloseTo(2, TOL);
      expect(cost.ownUnits!.pAnyUnitHit).toBeCloseTo(1 - 4 / 9, TOL);
    });

    it('three units: P(at least one hit) = 1 − (2/3)³ = 19/27, E in all = 3', () => {
      const cost = run(scenario(guard, [losses(3)])).mortalSources![0]!;
      expect(cost.ownUnits!.pAnyUnitHit).toBeCloseTo(19 / 27, TOL);
      expect(cost.selfMortalWounds!.mean).toBeCloseTo(3, TOL);
      expect(cost.selfMortalWounds!.pmf[0]).toBeCloseTo(8 / 27, TOL);
    });

    it('Crushing Impact has a self cost but no own units rolled for', () => {
      const crushing: MortalSource = { name: 'Crushing Impact', dice: 5, successOn: 5, perSuccess: dice('1'), max: 6, selfOnOrBelow: 1 };
      expect(run(scenario(guard, [crushing])).mortalSources![0]!.ownUnits).toBeUndefined();
    });
  });

  it('Deadly Demise D3: on a 6, D3 mortal wounds', () => {
    const demise: MortalSource = { name: 'Deadly Demise D3', dice: 1, successOn: 6, perSuccess: dice('D3') };
    const r = run(scenario(unit('Guard', [models({ name: 'g', count: 10 })]), [demise]));
    expect(r.woundsLost.pmf[0]).toBeCloseTo(5 / 6, TOL);
    expect(r.woundsLost.pmf[3]).toBeCloseTo(1 / 18, TOL);
  });

  it('a grenade, then shooting: [BLAST] counts the models left after the grenade', () => {
    // 10 W1 models; Explosives kill K ~ Binomial(6, 1/2); a [BLAST] A1 weapon then rolls 1 + floor((10 − K) / 5) dice.
    const launcher = weapon({ name: 'Launcher', skill: null, abilities: [{ kind: 'torrent' }, { kind: 'blast', x: 1 }] });
    const r = run(scenario(unit('Guard', [models({ name: 'g', count: 10 })]), [explosives], [{ weapon: launcher, count: 1 }]));
    const attacks = r.weapons[0]!.attacks.pmf;
    expect(attacks[3]).toBeCloseTo(1 / 64, TOL);
    expect(attacks[2]).toBeCloseTo(62 / 64, TOL);
    expect(attacks[1]).toBeCloseTo(1 / 64, TOL);
  });

  it('two sources apply in order against the same unit', () => {
    const r = run(scenario(unit('Guard', [models({ name: 'g', count: 20 })]), [explosives, explosives]));
    for (let k = 0; k <= 12; k++) expect(r.modelsDestroyed.pmf[k]).toBeCloseTo(C(12, k) / 4096, TOL);
  });

  describe('a source after the attacks ("after this unit has shot ... that unit suffers D3 mortal wounds")', () => {
    const sure = (timing: 'before' | 'after'): MortalSource => ({ name: 'One mortal wound', dice: 1, successOn: 1, perSuccess: dice('1'), timing });
    // A torrent S8 shot wounds T4 on 2+ (5/6), no save, Damage 3.
    const melta: FiringGroup[] = [{ weapon: weapon({ name: 'Melta', skill: null, strength: 8, damage: dice('3'), abilities: [{ kind: 'torrent' }] }), count: 1 }];
    const gravis = unit('Gravis', [models({ name: 'g', count: 2, wounds: 3 })]);

    it('two W3 models, a Damage 3 shot and one sure mortal wound: before, the shot\'s third point is excess (E 1 + 5/6 · 2 = 8/3); after, the mortal wound meets the second model (E 1 + 5/6 · 3 = 7/2)', () => {
      const before = run(scenario(gravis, [sure('before')], melta));
      const after = run(scenario(gravis, [sure('after')], melta));
      expect(before.woundsLost.mean).toBeCloseTo(8 / 3, TOL);
      expect(before.woundsLost.pmf[3]).toBeCloseTo(5 / 6, TOL);
      expect(after.woundsLost.mean).toBeCloseTo(7 / 2, TOL);
      expect(after.woundsLost.pmf[4]).toBeCloseTo(5 / 6, TOL);
      expect(after.woundsLost.pmf[1]).toBeCloseTo(1 / 6, TOL);
      // One model destroyed with 5/6 either way; the source reports the same mortal wounds.
      expect(before.modelsDestroyed.pmf[1]).toBeCloseTo(5 / 6, TOL);
      expect(after.modelsDestroyed.pmf[1]).toBeCloseTo(5 / 6, TOL);
      expect(after.mortalSources).toEqual(before.mortalSources);
    });

    it('one W3 model, the same shot and D3 mortal wounds on a 4+: the unit loses min(total, 3) either way, so before and after agree', () => {
      const d3 = (timing: 'before' | 'after'): MortalSource => ({ name: 'D3 on a 4+', dice: 1, successOn: 4, perSuccess: dice('D3'), timing });
      const lone = unit('Lone', [models({ name: 'g', count: 1, wounds: 3 })]);
      const before = run(scenario(lone, [d3('before')], melta));
      const after = run(scenario(lone, [d3('after')], melta));
      // Not destroyed only when the shot fails (1/6) and the mortal wounds are not 3 (1/2 + 1/2 · 2/3).
      expect(after.pWipe).toBeCloseTo(1 - (1 / 6) * (5 / 6), TOL);
      after.woundsLost.pmf.forEach((p, k) => expect(p).toBeCloseTo(before.woundsLost.pmf[k] ?? 0, TOL));
    });

    it('no excess to lose (ten W1 models, Damage 1): Explosives after ten bolters is Explosives before them, wounds lost and weapons alike', () => {
      const guard = unit('Guard', [models({ name: 'g', count: 10 })]);
      const bolters: FiringGroup[] = [{ weapon: weapon({ name: 'Bolter' }), count: 10 }];
      const before = run(scenario(guard, [explosives], bolters));
      const after = run(scenario(guard, [{ ...explosives, timing: 'after' }], bolters));
      expect(after.woundsLost.mean).toBeCloseTo(before.woundsLost.mean, TOL);
      after.woundsLost.pmf.forEach((p, k) => expect(p).toBeCloseTo(before.woundsLost.pmf[k] ?? 0, TOL));
      expect(after.weapons).toEqual(before.weapons);
    });

    it('an unknown timing is a programmer error', () => {
      expect(() => run(scenario(gravis, [{ ...explosives, timing: 'during' as never }]))).toThrow(/sourcesByTiming: timing of mortal-wound source "Explosives" must be before or after, got during/);
    });

    it('timing: before is the default exactly', () => {
      const bolters: FiringGroup[] = [{ weapon: weapon({ name: 'Bolter', damage: dice('2') }), count: 3 }];
      const s = scenario(gravis, [explosives], bolters);
      expect(run({ ...s, mortalSources: [{ ...explosives, timing: 'before' }] })).toEqual(run(s));
    });
  });
});

describe('battle-shock (RULES §3.18: pass on 2D6 ≥ Ld)', () => {
  const threeMortals: MortalSource = { name: 'Three', dice: 3, successOn: 1, perSuccess: dice('1') };
  const squad = (count: number, extra: Partial<DefenderUnit> = {}) => unit('Squad', [models({ name: 's', count })], { leadership: 6, ...extra });

  it('5 models lose 3: below half in both editions; Ld 6+ fails with 10/36', () => {
    for (const edition of ['10e', '11e'] as const) {
      const r = resolveAttack(scenario(squad(5), [threeMortals]), EDITIONS[edition]);
      expect(r.battleShock!.pTest).toBeCloseTo(1, TOL);
      expect(r.battleShock!.pFail).toBeCloseTo(10 / 36, TOL);
    }
  });

  it('6 models lose 3: exactly half — 11e tests, 10e does not', () => {
    expect(resolveAttack(scenario(squad(6), [threeMortals]), EDITIONS['10e']).battleShock!.pTest).toBe(0);
    expect(resolveAttack(scenario(squad(6), [threeMortals]), EDITIONS['11e']).battleShock!.pTest).toBeCloseTo(1, TOL);
  });

  it('11e: an already battle-shocked unit tests again; a destroyed unit never tests', () => {
    const r = resolveAttack(scenario(squad(10, { battleShocked: true }), [threeMortals]), EDITIONS['11e']);
    expect(r.battleShock!.pTest).toBeCloseTo(1, TOL);
    const wiped = resolveAttack(scenario(squad(3), [threeMortals]), EDITIONS['11e']);
    expect(wiped.battleShock!.pTest).toBe(0);
  });

  it('a forced test with −1: P(2D6 − 1 < 7) = 1 − 15/36', () => {
    const s: Scenario = { ...scenario(squad(10, { leadership: 7 }), []), forcedBattleShock: { name: 'Siege Bombardment', modifier: -1 } };
    const r = resolveAttack(s, EDITIONS['11e']);
    expect(r.battleShock!.forced!.pFail).toBeCloseTo(1 - 15 / 36, TOL);
  });

  it('no Leadership, no battle-shock result', () => {
    expect(resolveAttack(scenario(unit('Guard', [models({ name: 'g', count: 5 })]), [threeMortals]), EDITIONS['11e']).battleShock).toBeUndefined();
  });
});

describe('Command Re-roll of a save with 11e sorted saves', () => {
  it('one torrent S8 shot vs Sv 6+ Grunts led by a Sv 2+ Boss: wounds 5/6, save fails 5/6 twice, so 1 wound lost with 5/6 · 25/36', () => {
    const led = unit('Led', [models({ name: 'Grunt', count: 2, save: 6 }), models({ name: 'Boss', save: 2, character: true, leader: true })]);
    const flamer = weapon({ name: 'Flamer', skill: null, strength: 8, abilities: [{ kind: 'torrent' }] });
    const s: Scenario = { ...scenario(led, [], [{ weapon: flamer, count: 1 }]), commandReroll: { roll: 'save' } };
    for (const edition of ['10e', '11e'] as const) {
      const r = resolveAttack(s, EDITIONS[edition]);
      expect(r.woundsLost.pmf[1]).toBeCloseTo((5 / 6) * (25 / 36), TOL);
      expect(r.commandReroll).toEqual({ roll: 'save' });
    }
  });
});

describe('engine limits', () => {
  it('a huge weapon with random Sustained Hits and Devastating Wounds stops with a clear message instead of hanging', () => {
    const gun = weapon({ name: 'Storm', attacks: dice('1000'), abilities: [{ kind: 'sustained-hits', x: dice('D6') }, { kind: 'devastating-wounds' }] });
    const s = scenario(unit('Horde', [models({ name: 'g', count: 30 })]), [], [{ weapon: gun, count: 1 }]);
    expect(() => resolveAttack(s, EDITIONS['11e'])).toThrow(/Storm: up to 1000 attacks and 7000 wounds with \[DEVASTATING WOUNDS\] are too many/);
  });
});
