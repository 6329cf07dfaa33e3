/** Properties every result must have, on random valid inputs (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDITIONS, resolveAttack, type AttackResult, type Scenario, type Summary } from '../../src/rules/index.js';
import { defenderArb, scenarioArb, weaponArb } from './arbitraries.js';

const RUNS = { numRuns: 120, seed: 20261129 };

const single = (weapon: Scenario['attacker']['firing'][number]['weapon'], defender: Scenario['defender'], count = 2): Scenario => ({
  attacker: { name: 'A', firing: [{ weapon, count }] },
  defender,
  conditions: { phase: 'shooting' },
});


function summaries(r: AttackResult): [string, Summary][] {
  const out: [string, Summary][] = [
    ['woundsLost', r.woundsLost],
    ['modelsDestroyed', r.modelsDestroyed],
    ...r.modelsDestroyedByGroup.map((s, i): [string, Summary] => [`group ${i}`, s]),
  ];
  for (const w of r.weapons) {
    for (const key of ['attacks', 'hits', 'criticalHits', 'wounds', 'criticalWounds', 'unsavedWounds', 'mortalWounds', 'damage'] as const) {
      out.push([`${w.weapon}.${key}`, w[key]]);
    }
  }
  if (r.hazard) out.push(['hazard.failedRolls', r.hazard.failedRolls], ['hazard.mortalWounds', r.hazard.mortalWounds]);
  return out;
}

function expectValid(r: AttackResult): void {
  for (const [name, s] of summaries(r)) {
    const sum = s.pmf.reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 1), `${name} sums to ${sum}`).toBeLessThanOrEqual(1e-12);
    for (const p of s.pmf) expect(p >= 0 && Number.isFinite(p), `${name} has ${p}`).toBe(true);
    const mean = s.pmf.reduce((m, p, k) => m + k * p, 0);
    expect(s.mean).toBeCloseTo(mean, 9);
  }
  for (const p of [r.pWipe, r.pBelowHalf, r.pAtOrBelowHalf]) expect(p >= 0 && p <= 1).toBe(true);
  expect(r.pBelowHalf).toBeLessThanOrEqual(r.pAtOrBelowHalf + 1e-12);
  expect(r.pWipe).toBeLessThanOrEqual(r.pAtOrBelowHalf + 1e-12);
}

describe.each(['10e', '11e'] as const)('%s invariants', (edition) => {
  const rules = EDITIONS[edition];

  it('every pmf sums to 1, has no negative or NaN entry, and its mean matches', () => {
    fc.assert(fc.property(scenarioArb(), (scenario) => {
      expectValid(resolveAttack(scenario, rules));
    }), RUNS);
  });

  it('models destroyed never exceed the models in the unit', () => {
    fc.assert(
      fc.property(scenarioArb(), (scenario) => {
        const r = resolveAttack(scenario, rules);
        const models = scenario.defender.groups.reduce((n, g) => n + g.count, 0);
        expect(r.modelsDestroyed.pmf.length).toBeLessThanOrEqual(models + 1);
      }),
      RUNS,
    );
  });

  it('the same input gives the same output', () => {
    fc.assert(fc.property(scenarioArb(), (scenario) => {
      expect(resolveAttack(scenario, rules)).toEqual(resolveAttack(scenario, rules));
    }), { ...RUNS, numRuns: 30 });
  });

  it('the weapons’ stages, computed when first read, are one array, kept in the result’s JSON and copies', () => {
    fc.assert(fc.property(scenarioArb(), (scenario) => {
      const result = resolveAttack(scenario, rules);
      const weapons = result.weapons;
      expect(weapons).toHaveLength(scenario.attacker.firing.length);
      expect(result.weapons).toBe(weapons);
      expect(JSON.parse(JSON.stringify(result)).weapons).toEqual(JSON.parse(JSON.stringify(weapons)));
      expect({ ...result }.weapons).toBe(weapons);
    }), { ...RUNS, numRuns: 30 });
  });

  const damage = (s: Scenario) => resolveAttack(s, rules).woundsLost.mean;

  it('a better BS, Strength, AP or more attacks never lowers expected wounds lost (one model group)', () => {
    fc.assert(
      fc.property(weaponArb({ torrent: false }), defenderArb({ mixed: false }), (w, d) => {
        const base = damage(single(w, d));
        const tol = 1e-9;
        if (w.skill !== null && w.skill > 2) expect(damage(single({ ...w, skill: w.skill - 1 }, d))).toBeGreaterThanOrEqual(base - tol);
        expect(damage(single({ ...w, strength: w.strength + 1 }, d))).toBeGreaterThanOrEqual(base - tol);
        expect(damage(single({ ...w, ap: w.ap - 1 }, d))).toBeGreaterThanOrEqual(base - tol);
        expect(damage(single(w, d, 3))).toBeGreaterThanOrEqual(base - tol);
      }),
      RUNS,
    );
  });

  it('a better Feel No Pain never raises expected wounds lost', () => {
    fc.assert(
      fc.property(weaponArb(), defenderArb({ mixed: false }), (w, d) => {
        const g = d.groups[0]!;
        const fnp = g.feelNoPain ?? 7;
        if (fnp <= 2) return;
        const better = { ...d, groups: [{ ...g, feelNoPain: fnp - 1 }] };
        expect(damage(single(w, better))).toBeLessThanOrEqual(damage(single(w, d)) + 1e-9);
      }),
      RUNS,
    );
  });
});

describe('10e and 11e agree where their rules are the same', () => {
  it('one weapon, one model group, no cover, Stealth, halving or hazard, Lethal Hits always taken', () => {
    fc.assert(
      fc.property(weaponArb(), defenderArb({ mixed: false }), (w, d) => {
        const weapon = { ...w, abilities: w.abilities.filter((a) => a.kind !== 'hazardous') };
        const scenario: Scenario = { ...single(weapon, d), modifiers: { lethal: 'auto' } };
        const a = resolveAttack(scenario, EDITIONS['10e']);
        const b = resolveAttack(scenario, EDITIONS['11e']);
        a.modelsDestroyed.pmf.forEach((p, k) => expect(b.modelsDestroyed.pmf[k]).toBeCloseTo(p, 12));
        a.woundsLost.pmf.forEach((p, k) => expect(b.woundsLost.pmf[k]).toBeCloseTo(p, 12));
      }),
      RUNS,
    );
  });
});
