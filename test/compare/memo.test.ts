/**
 * A comparison resolves identical cases once (src/plan/resolve-cache.ts): mukaali-riders' default,
 * chainsword and power-weapon loadouts swap only melee weapons, so when shooting they plan to the same
 * Scenario. A shared cell must be exactly what computing it afresh gives.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planColumns, runComparison } from '../../src/compare/index.js';
import { cachedLoader, cachedResolver, canonicalKey, planScenario, toScenarioOptions } from '../../src/plan/index.js';
import { EDITIONS, resolveAttack } from '../../src/rules/index.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));
const DEFENDERS = ['geq', 'meq', 'knight'];

function mukaaliMatrix(rules: '10e' | '11e') {
  const load = cachedLoader({ bundledDir });
  const planned = planColumns({ attackers: ['mukaali-riders'], loadouts: ['all'], columns: [], sets: [], vary: [] }, (ref) => {
    const loaded = load(ref);
    return loaded.ok ? loaded.value.loadouts.map((l) => l.name) : [];
  });
  if (!planned.ok) throw new Error(planned.problems.join('\n'));
  const input = { columns: planned.columns, defenders: DEFENDERS.map((d) => ({ label: d, source: d })), common: [{ rules }], vary: [], atLeast: null };
  return { input, load, report: runComparison(input, load) };
}

describe('compare resolves identical cases once', () => {
  it.each(['10e', '11e'] as const)('%s: every cell, shared or not, equals its own fresh computation', (rules) => {
    const { input, load, report } = mukaaliMatrix(rules);
    const labels = input.columns.map((c) => c.label);
    expect(labels).toEqual(expect.arrayContaining(['default', 'chainsword', 'power-weapon']));
    input.defenders.forEach((defender, d) => {
      const row = report.cells[d]!;
      input.columns.forEach((column, c) => {
        const plan = planScenario(load, column.attacker, defender.source, toScenarioOptions([...input.common, ...column.layers]));
        expect(row[c]!.result).toEqual(resolveAttack(plan.scenario, EDITIONS[rules]));
      });
      // The melee swaps fire the same laspistols: one result object, looked up twice.
      const at = (label: string) => row[labels.indexOf(label)]!;
      expect(at('chainsword').result).toBe(at('default').result);
      expect(at('power-weapon').result).toBe(at('default').result);
      // Reports still name their own loadout.
      expect(at('chainsword').attacker.loadout).toBe('chainsword');
      // Different weapons are different cases.
      expect(at('meltagun').result).not.toBe(at('default').result);
    });
  });
});

describe('cachedResolver', () => {
  it('gives the result of resolveAttack, once per edition and Scenario', () => {
    const load = cachedLoader({ bundledDir });
    const { scenario } = planScenario(load, 'strike-team', 'meq', toScenarioOptions([{ halfRange: true }]));
    const resolve = cachedResolver();
    const first = resolve(scenario, '11e');
    expect(first).toEqual(resolveAttack(scenario, EDITIONS['11e']));
    expect(resolve(structuredClone(scenario), '11e')).toBe(first);
    const tenth = resolve(scenario, '10e');
    expect(tenth).not.toBe(first);
    expect(tenth).toEqual(resolveAttack(scenario, EDITIONS['10e']));
  });
});

describe('canonicalKey', () => {
  it('is the same for equal data whatever the key order, and differs for any change', () => {
    expect(canonicalKey({ a: 1, b: [2, { c: 'x' }] })).toBe(canonicalKey({ b: [2, { c: 'x' }], a: 1 }));
    const different = [{ a: 1 }, { a: 1.0000000000000002 }, { a: -0 }, { a: 0 }, { a: '1' }, { a: true }, { a: null }, { a: undefined }, {}, { a: [1] }, { a: Infinity }, { a: NaN }];
    expect(new Set(different.map(canonicalKey)).size).toBe(different.length);
  });

  it('refuses what is not plain data', () => {
    expect(() => canonicalKey({ f: () => 1 })).toThrow(TypeError);
    expect(() => canonicalKey(new Map())).toThrow(/plain data only, got a Map/);
  });
});
