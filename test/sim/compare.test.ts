/** compareResults: the exact result against a simulation, entry by entry, in standard errors. */
import { describe, expect, it } from 'vitest';
import { STANDARD_SCENARIOS, weapon, unit, models } from '../../bench/scenarios.js';
import { EDITIONS, resolveAttack, type AttackResult, type Scenario } from '../../src/rules/index.js';
import { compareResults, pairedSummaries } from '../../src/sim/compare.js';
import { simulate } from '../../src/sim/monte-carlo.js';

const rules = EDITIONS['11e'];
const volley = (skill: number): Scenario => ({
  attacker: { name: 'Squad', firing: [{ weapon: weapon({ name: 'Rifle', skill, strength: 4, ap: -1 }), count: 10 }] },
  defender: unit('Guard', [models({ name: 'Guardsman', count: 10, toughness: 3, save: 5 })]),
  conditions: { phase: 'shooting' },
});

describe('compareResults', () => {
  it('finds the exact result and its own simulation in agreement, every entry and mean checked', () => {
    const scenario = STANDARD_SCENARIOS[0]!.scenario;
    const exact = resolveAttack(scenario, rules);
    const sim = simulate(scenario, rules, 5_000, 3);
    const c = compareResults(exact, sim);
    expect(c.agrees).toBe(true);
    expect(c.outside).toEqual([]);
    expect(c.trials).toBe(5_000);
    const pmfEntries = pairedSummaries(exact, sim).reduce((n, [, e, s]) => n + Math.max(e.pmf.length, s.pmf.length), 0);
    expect(c.entries).toHaveLength(pmfEntries + 3);
    expect(c.means).toHaveLength(pairedSummaries(exact, sim).length);
    expect(c.largest).not.toBeNull();
    for (const e of c.entries) expect(Math.abs(e.difference)).toBeLessThanOrEqual(Math.abs(c.largest!.difference));
  });

  it('catches a wrong answer: BS 4+ simulated against BS 3+ computed, hits first', () => {
    const exact = resolveAttack(volley(3), rules);
    const sim = simulate(volley(4), rules, 5_000, 3);
    const c = compareResults(exact, sim);
    expect(c.agrees).toBe(false);
    expect(c.outside.length).toBeGreaterThan(0);
    expect(c.meansOutside.map((m) => m.field)).toContain('weapons[0].hits');
    // worst first
    for (let i = 1; i < c.outside.length; i++) expect(c.outside[i - 1]!.z).toBeGreaterThanOrEqual(c.outside[i]!.z);
  });

  it('uses the exact standard error √(p(1 − p)/n) plus two trials of slack', () => {
    const exact = resolveAttack(volley(3), rules);
    const sim = simulate(volley(3), rules, 400, 1);
    const c = compareResults(exact, sim);
    for (const e of c.entries) {
      const p = e.exact;
      expect(e.stdError).toBeCloseTo(Math.sqrt((p * (1 - p)) / 400), 15);
      expect(e.within).toBe(Math.abs(e.simulated - e.exact) <= 4 * e.stdError + 2 / 400);
    }
  });

  it('an entry impossible exactly but seen in the simulation is infinitely far, yet one or two sightings are tolerated', () => {
    const exact = resolveAttack(volley(3), rules);
    const sim = simulate(volley(3), rules, 1_000, 1);
    const tampered = (pWipe: number): AttackResult => ({ ...exact, pWipe });
    const seen = { ...sim, pWipe: 1 / 1_000 };
    const c = compareResults(tampered(0), seen);
    const wipe = c.entries.find((e) => e.field === 'pWipe')!;
    expect(wipe.z).toBe(Infinity);
    expect(wipe.within).toBe(true);
    const often = compareResults(tampered(0), { ...sim, pWipe: 3 / 1_000 });
    expect(often.entries.find((e) => e.field === 'pWipe')!.within).toBe(false);
  });

  it('names fields as the JSON report does', () => {
    const scenario = STANDARD_SCENARIOS[3]!.scenario;
    const exact = resolveAttack(scenario, rules);
    const sim = simulate(scenario, rules, 200, 1);
    const fields = new Set(compareResults(exact, sim).entries.map((e) => e.field));
    for (const f of ['damage', 'modelsSlain', 'modelsSlainByGroup[0]', 'modelsSlainByGroup[1]', 'weapons[0].hits', 'weapons[0].damage', 'pWipe', 'pBelowHalf', 'pAtOrBelowHalf']) {
      expect(fields).toContain(f);
    }
  });

  it('rejects a non-positive threshold and mismatched weapons', () => {
    const exact = resolveAttack(volley(3), rules);
    const sim = simulate(volley(3), rules, 10, 1);
    expect(() => compareResults(exact, sim, 0)).toThrow(RangeError);
    expect(() => compareResults({ ...exact, weapons: [] }, sim)).toThrow(RangeError);
  });
});
