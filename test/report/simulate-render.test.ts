/**
 * The simulate renderers on hand-built reports: a fixture's exact result, "simulated" by adding standard
 * errors, then tampered with so the check must fail and say where.
 */
import { describe, expect, it } from 'vitest';
import { renderSimulate, toSimulateJson, type SimulatedAttack } from '../../src/report/index.js';
import type { SimulatedResult } from '../../src/sim/monte-carlo.js';
import { eliminatorsVsChaosLord, medusaAcceptableLosses, strikeTeamVsMeq } from './fixtures.js';
import { expectGolden } from './golden.js';
import { simulateReport as report } from './simulate-fixtures.js';

/** Moves `mass` of wounds lost from 0 to 5 (and the mean with it). */
function shiftWoundsLost(s: SimulatedResult, mass: number): SimulatedResult {
  const pmf = [...s.woundsLost.pmf];
  pmf[0] = (pmf[0] ?? 0) - mass;
  pmf[5] = (pmf[5] ?? 0) + mass;
  return { ...s, woundsLost: { ...s.woundsLost, pmf, mean: s.woundsLost.mean + 5 * mass } };
}

describe('renderSimulate', () => {
  it('a result that agrees: "yes", no red marks', () => {
    const r = report(strikeTeamVsMeq, (s) => s);
    expect(r.comparison!.agrees).toBe(true);
    const text = renderSimulate(r, 'table', { color: false });
    // Issue 14 point 9: the test used is the one printed, allowance included.
    expect(text).toContain('The test: an entry passes when |simulated − exact| ≤ 4 SE + 2/');
    expect(text).toContain('Every entry and every mean passes: yes.');
    expect(text).not.toContain('> 4 SE');
    expect(text).toContain('Exact engine against 10,000 attacks rolled die by die (seed 1)');
  });

  it('a result that disagrees: "no", the entries outside named with their distance (golden)', () => {
    const r = report(eliminatorsVsChaosLord, (s) => shiftWoundsLost(s, 0.05));
    const c = r.comparison!;
    expect(c.agrees).toBe(false);
    expect(c.outside.map((e) => `${e.field}=${e.k}`)).toEqual(expect.arrayContaining(['damage=0', 'damage=5']));
    expect(c.meansOutside.map((m) => m.field)).toEqual(['damage']);
    const text = renderSimulate(r, 'table', { color: false });
    expect(text).toContain('Every entry and every mean passes: no, 3 fail.');
    expect(text).toContain('wounds lost = 5: exact');
    expect(text).toContain('> 4 SE');
    for (const line of text.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);
    expectGolden('simulate-disagreement.table.txt', text);
  });

  it('colour marks the disagreement in red only when asked', () => {
    const r = report(eliminatorsVsChaosLord, (s) => shiftWoundsLost(s, 0.05));
    expect(renderSimulate(r, 'table', { color: true })).toContain('\u001b[31m');
    expect(renderSimulate(r, 'table', { color: false })).not.toContain('\u001b[');
  });

  it('without --compare: the estimate with its standard errors, no check', () => {
    const { comparison: _c, exact: _e, ...rest } = report(strikeTeamVsMeq, (s) => s);
    const text = renderSimulate({ ...rest, exact: null, comparison: null }, 'table', { color: false });
    expect(text).toContain('Simulated 10,000 attacks rolled die by die (seed 1)');
    expect(text).toContain('Result (simulated, ± one standard error)');
    expect(text).not.toContain('Check');
    for (const line of text.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);
  });

  it('mortal-wound sources: their cost to your own units with standard errors; with --compare their means and probability checked (golden)', () => {
    const compared = report(medusaAcceptableLosses, (s) => s);
    expect(compared.comparison!.agrees).toBe(true);
    const fields = compared.comparison!.entries.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['mortalSources[0].ownUnits.perUnit', 'mortalSources[0].ownUnits.pAnyUnitHit']));
    const table = renderSimulate(compared, 'table', { color: false });
    expect(table).toContain('E[Acceptable Losses (2 units):');
    expect(table).toContain('mortal wounds per unit]');
    expect(table).toContain('P(any unit hit)');
    for (const line of table.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);

    const { comparison: _c, exact: _e, ...rest } = compared;
    const estimate = renderSimulate({ ...rest, exact: null, comparison: null }, 'table', { color: false });
    expect(estimate).not.toContain('Mortal wounds outside the attack'); // Acceptable Losses never hurts the target
    expect(estimate).toContain('Acceptable Losses (2 units): cost to your 2 GENESTEALER CULTS units (simulated)');
    for (const line of estimate.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);
    expectGolden('simulate-medusa-acceptable-losses.table.txt', estimate);

    const json = toSimulateJson(compared).mortalSources[0]!;
    expect(json.ownUnits!.perUnit.stdError).toBe(0.01);
    expect(json.selfMortalWounds!.stdError).toBe(0.01);
    expect(json.ownUnits!.pAnyUnitHit).toBeCloseTo(5 / 9, 12);
  });

  it('JSON: an infinite z (standard error 0, values differ) is null; every documented key is present', () => {
    const r = report(eliminatorsVsChaosLord, (s) => ({ ...s, pWipe: s.pWipe + 0.5 }));
    const json = toSimulateJson(r);
    for (const key of ['schemaVersion', 'simulation', 'probabilityStdErrors', 'exact', 'comparison']) expect(json).toHaveProperty(key);
    for (const key of ['sigmas', 'agrees', 'entriesCompared', 'largest', 'worst', 'outside', 'means']) expect(json.comparison).toHaveProperty(key);
    const zero = report(eliminatorsVsChaosLord, (s) => ({ ...s, weapons: s.weapons.map((w) => ({ ...w, attacks: { ...w.attacks, pmf: [0, 0, 0.5, 0.5], mean: 2.5 } })) }));
    const outside = toSimulateJson(zero).comparison!.outside.find((e) => e.field === 'weapons[0].attacks' && e.k === 3);
    expect(outside?.z).toBeNull();
    expect(JSON.parse(JSON.stringify(toSimulateJson(zero)))).toEqual(toSimulateJson(zero));
  });
});

// keep the structural type in use: the CLI passes a SimulatedResult where a SimulatedAttack is expected
const _fits: (s: SimulatedResult) => SimulatedAttack = (s) => s;
void _fits;
