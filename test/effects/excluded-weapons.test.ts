/** A change that leaves some weapons out ("(excluding Extra Attacks weapons)", "besides its close combat weapon") reaches the others only. */
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { applyEffects, type EffectEntry, type Only } from '../../src/effects/index.js';
import type { Scenario } from '../../src/rules/index.js';

const glaive = weapon({ name: 'Berzerker glaive', type: 'melee', attacks: dice('4'), strength: 6 });
const ccw = weapon({ name: 'Close combat weapon', type: 'melee', attacks: dice('3'), strength: 4 });
const grabba = weapon({ name: 'Grabba', type: 'melee', attacks: dice('2'), strength: 6, abilities: [{ kind: 'extra-attacks' }] });

const scenario: Scenario = {
  attacker: { name: 'Champion', firing: [glaive, ccw, grabba].map((w) => ({ weapon: w, count: 1 })) },
  defender: unit('Marines', [models({ name: 'Marine', count: 5, wounds: 2, save: 3 })]),
  conditions: { phase: 'melee' },
};

function entry(only: Only): EffectEntry {
  return {
    id: 'rule', name: 'Rule', faction: 'Test', kind: 'enhancement', source: 'test', cp: null, editions: ['10e', '11e'], side: 'attacker', requires: [],
    clauses: [{ change: { kind: 'modifiers', modifiers: { attacks: 1, damage: 1 } }, only }], seed: { file: '', rule: 'Rule', text: '' },
  };
}

const attacksOf = (only: Only): (number | undefined)[] => applyEffects(scenario, [entry(only)], { edition: '11e', situation: {}, attackerKeywords: [] }).scenario.attacker.firing.map((f) => f.modifiers?.attacks);

describe('weapons left out of a change', () => {
  it('by an ability: the [EXTRA ATTACKS] weapon keeps its own', () => {
    expect(attacksOf({ excludedWeapons: ['extra attacks'] })).toEqual([1, 1, undefined]);
  });
  it('by a name: every weapon but the close combat weapon', () => {
    expect(attacksOf({ excludedWeapons: ['close combat weapon'] })).toEqual([1, undefined, 1]);
  });
  it('the report says which weapons it left out', () => {
    const out = applyEffects(scenario, [entry({ excludedWeapons: ['extra attacks'] })], { edition: '11e', situation: {}, attackerKeywords: [] });
    expect(out.applied.map((a) => a.changes)).toEqual([['+1 Attacks (the weapons, not extra attacks weapons)', '+1 Damage (the weapons, not extra attacks weapons)']]);
  });
});
