import { describe, expect, it } from 'vitest';
import { ELEVENTH, TENTH, type EditionRules } from '../../src/rules/editions.js';
import type { Scenario } from '../../src/rules/types.js';
import { simulate } from '../../src/sim/monte-carlo.js';
import { outcomeFields } from '../../src/sim/outcome.js';
import { seededRoller } from '../../src/sim/roller.js';
import { enumerateExact, toNumber } from '../support/enumerate.js';
import { ability, firing, group, scenario, torrent, unit, weapon } from './build.js';

describe('seededRoller', () => {
  it('seededRoller(1).roll(6) gives faces 1..6 about equally often', () => {
    const roller = seededRoller(1);
    const counts = [0, 0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[roller.roll(6)]! += 1;
    expect(counts[0]).toBe(0);
    // each face: 10,000 expected, s.d. √(n·1/6·5/6) ≈ 91; allow 5 s.d.
    for (let face = 1; face <= 6; face++) expect(Math.abs(counts[face]! - n / 6)).toBeLessThan(460);
  });

  it('seededRoller: the same seed gives the same rolls, another seed others', () => {
    const rolls = (seed: number) => {
      const roller = seededRoller(seed);
      return Array.from({ length: 50 }, () => roller.roll(6));
    };
    expect(rolls(42)).toEqual(rolls(42));
    expect(rolls(42)).not.toEqual(rolls(43));
  });

  it('seededRoller rejects a bad number of sides', () => {
    expect(() => seededRoller(1).roll(0)).toThrow(RangeError);
  });
});

// Small cases that the exhaustive enumerator can prove, covering most rules between them.
const cases: ReadonlyArray<{ name: string; scenario: Scenario; rules: EditionRules; sideTrack: boolean }> = [
  {
    name: '11e two torrent attacks, [DEVASTATING WOUNDS] on 5+, against W2 Sv 3+ then two W1 Sv 5+/6++',
    rules: ELEVENTH,
    sideTrack: true,
    scenario: scenario({
      firing: [firing(torrent({ attacks: 2, ap: -1, damage: 2, abilities: [ability.devastating] }), 1, { critWound: 5 })],
      defender: unit([group({ name: 'A', wounds: 2, save: 3 }), group({ name: 'B', count: 2, save: 5, invuln: 6 })]),
    }),
  },
  {
    name: '10e BS 3+ [SUSTAINED HITS 1] [LETHAL HITS] [HAZARDOUS] against two W2 Sv 4+',
    rules: TENTH,
    sideTrack: true,
    scenario: scenario({
      firing: [firing(weapon({ skill: 3, abilities: [ability.sustained(1), ability.lethal, ability.hazardous] }))],
      defender: unit([group({ count: 2, wounds: 2, save: 4 })]),
      self: unit([group({ count: 1, wounds: 3 })]),
    }),
  },
  {
    name: '10e BS 3+ [LETHAL HITS] against two W3 Sv 4+ with Feel No Pain 5+',
    rules: TENTH,
    sideTrack: true,
    scenario: scenario({
      firing: [firing(weapon({ skill: 3, abilities: [ability.lethal] }))],
      defender: unit([group({ count: 2, wounds: 3, save: 4, feelNoPain: 5 })]),
    }),
  },
  {
    name: '11e [PRECISION] D3 torrent then a re-rolling gun against a bodyguard and a T5 leader',
    rules: ELEVENTH,
    sideTrack: false,
    scenario: scenario({
      firing: [
        firing(torrent({ name: 'p', strength: 5, damage: 'D3', abilities: [ability.precision] })),
        firing(weapon({ name: 'b', skill: 3, strength: 5, ap: -1 }), 1, { rerollHits: 'ones' }),
      ],
      defender: unit([
        group({ name: 'guard', count: 2, save: 4 }),
        group({ name: 'leader', wounds: 3, save: 3, invuln: 4, character: true, leader: true, toughness: 5 }),
      ]),
    }),
  },
];

describe('simulate agrees with enumerateExact', () => {
  const trials = 20_000;
  for (const c of cases) {
    it(`${c.name}: every mean and pmf entry within 4 standard errors`, () => {
      const exact = enumerateExact(c.scenario, c.rules, { sideTrack: c.sideTrack });
      const sim = simulate(c.scenario, c.rules, trials, 2024, { sideTrack: c.sideTrack });
      const someOutcome = exact.outcomes[0]!.outcome;
      let checked = 0;
      for (const [key] of outcomeFields(someOutcome)) {
        const e = exact.field(key);
        const pmf = e.pmf.map(toNumber);
        const mean = toNumber(e.mean);
        const variance = pmf.reduce((sum, p, k) => sum + p * (k - mean) ** 2, 0);
        const simSummary = summaryByKey(sim, key);
        expect(Math.abs(simSummary.mean - mean), `${key} mean`).toBeLessThanOrEqual(4 * Math.sqrt(variance / trials) + 1e-12);
        const length = Math.max(pmf.length, simSummary.pmf.length);
        for (let k = 0; k < length; k++) {
          const p = pmf[k] ?? 0;
          const q = simSummary.pmf[k] ?? 0;
          expect(Math.abs(q - p), `${key} P(${k})`).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / trials) + 1e-12);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(10);
      expect(Math.abs(sim.pWipe - exact.float.pWipe)).toBeLessThanOrEqual(
        4 * Math.sqrt((exact.float.pWipe * (1 - exact.float.pWipe)) / trials) + 1e-12,
      );
    });
  }
});

function summaryByKey(sim: ReturnType<typeof simulate>, key: string): { mean: number; pmf: readonly number[] } {
  const [head, index, field] = key.split('.');
  if (head === 'weapons') return (sim.weapons[Number(index)] as unknown as Record<string, { mean: number; pmf: number[] }>)[field!]!;
  if (head === 'modelsDestroyedByGroup') return sim.modelsDestroyedByGroup[Number(index)]!;
  if (head === 'hazard') return (sim.hazard as unknown as Record<string, { mean: number; pmf: number[] }>)[index!]!;
  if (head === 'woundsLost' || head === 'modelsDestroyed') return sim[head];
  const p = head === 'wiped' ? sim.pWipe : head === 'belowHalf' ? sim.pBelowHalf : sim.pAtOrBelowHalf;
  return { mean: p, pmf: [1 - p, p] };
}

describe('simulate', () => {
  const boltRifles = scenario({
    firing: [firing(weapon({ name: 'bolt rifle', attacks: 2, skill: 3, ap: -1 }), 10)],
    defender: unit([group({ count: 10, wounds: 2, save: 3 })]),
  });

  it('simulate is deterministic for a seed', () => {
    expect(simulate(boltRifles, ELEVENTH, 500, 7)).toEqual(simulate(boltRifles, ELEVENTH, 500, 7));
    expect(simulate(boltRifles, ELEVENTH, 500, 7)).not.toEqual(simulate(boltRifles, ELEVENTH, 500, 8));
  });

  // 20 shots, hit 3+ (2/3), wound 4+ (1/2), save 3+ at AP -1 fails 1/2: mean unsaved 20·1/6 = 10/3.
  it('10 bolt rifles against 10 marines: mean unsaved wounds 10/3 within 4 standard errors', () => {
    const sim = simulate(boltRifles, TENTH, 5_000, 11);
    const unsaved = sim.weapons[0]!.unsavedWounds;
    expect(unsaved.stdError).toBeGreaterThan(0);
    expect(Math.abs(unsaved.mean - 10 / 3)).toBeLessThanOrEqual(4 * unsaved.stdError);
    expect(sim.weapons[0]!.attacks.pmf[20]).toBe(1);
    expect(sim.trials).toBe(5_000);
    expect(sim.probabilityStdErrors.pWipe).toBeGreaterThanOrEqual(0);
  });

  it('simulate rejects a bad number of trials', () => {
    expect(() => simulate(boltRifles, TENTH, 0, 1)).toThrow(RangeError);
  });
});
