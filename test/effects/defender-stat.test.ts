/**
 * A change of the target's Save or Wounds characteristic (effects/defender-stat.ts): the models attacked
 * get the new statline, the bearer's only when the rule is the bearer's, and the engine on that scenario
 * agrees with the brute-force enumeration and with the unit written with that statline.
 */
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { applyEffects, type Change, type EffectEntry } from '../../src/effects/index.js';
import { withDefenderStat } from '../../src/effects/defender-stat.js';
import { EDITIONS, resolveAttack, type DefenderUnit, type Scenario } from '../../src/rules/index.js';
import { expectAgreement } from '../support/agreement.js';
import { enumerateExact } from '../support/enumerate.js';
import { defenderEntry } from './defender-entry.js';

type Stat = Extract<Change, { kind: 'defender-stat' }>;

const entry = (change: Stat, onlyModels?: string[]): EffectEntry => defenderEntry('Stat', change, onlyModels);

const squad = (captain: { save: number; wounds: number }): DefenderUnit =>
  unit('Squad', [models({ name: 'Marine', count: 1, wounds: 2, toughness: 4, save: 3 }), models({ name: 'Captain', ...captain, toughness: 4, character: true, leader: true })]);

const scenario = (defender: DefenderUnit): Scenario => ({
  attacker: { name: 'Attacker', firing: [{ weapon: weapon({ name: 'Gun', skill: 3, strength: 5, ap: -1, damage: dice('2') }), count: 2 }] },
  defender,
  conditions: { phase: 'shooting' },
});

describe('a change of the target Save or Wounds characteristic', () => {
  it('sets, improves with a limit, and raises: a model with no armour save has none to improve', () => {
    const g = models({ name: 'M', wounds: 3, save: 4 });
    expect(withDefenderStat(g, { kind: 'defender-stat', stat: 'save', set: 2 }).save).toBe(2);
    expect(withDefenderStat(g, { kind: 'defender-stat', stat: 'save', by: 1, best: 3 }).save).toBe(3);
    expect(withDefenderStat({ ...g, save: 3 }, { kind: 'defender-stat', stat: 'save', by: 1, best: 3 }).save).toBe(3);
    expect(withDefenderStat({ ...g, save: 2 }, { kind: 'defender-stat', stat: 'save', by: 1, best: 3 }).save).toBe(2);
    expect(withDefenderStat({ ...g, save: 2 }, { kind: 'defender-stat', stat: 'save', by: 1 }).save).toBe(2);
    expect(withDefenderStat({ ...g, save: 7 }, { kind: 'defender-stat', stat: 'save', by: 1 }).save).toBe(7);
    expect(withDefenderStat(g, { kind: 'defender-stat', stat: 'wounds', by: 2 }).wounds).toBe(5);
    expect(withDefenderStat(g, { kind: 'defender-stat', stat: 'wounds', set: 4 }).wounds).toBe(4);
  });

  it.each(['10e', '11e'] as const)('%s: the bearer\'s Save 2+ and +2 Wounds reach the bearer only, exactly as a Captain printed so', (edition) => {
    const base = scenario(squad({ save: 3, wounds: 4 }));
    const rules = EDITIONS[edition];
    const save = applyEffects(base, [entry({ kind: 'defender-stat', stat: 'save', set: 2 }, ['Captain'])], { edition, situation: {}, attackerKeywords: [] });
    const both = applyEffects(save.scenario, [entry({ kind: 'defender-stat', stat: 'wounds', by: 2 }, ['Captain'])], { edition, situation: {}, attackerKeywords: [] });
    expect(both.applied.map((a) => a.changes)).toEqual([["+2 to the target's Wounds characteristic (Captain)"]]);
    expect(both.scenario.defender).toEqual(squad({ save: 2, wounds: 6 }));
    const engine = resolveAttack(both.scenario, rules);
    expect(engine).toEqual(resolveAttack(scenario(squad({ save: 2, wounds: 6 })), rules));
    expectAgreement(engine, enumerateExact(both.scenario, rules, { sideTrack: false, maxPaths: 400_000 }).float, false);
    expect(engine.woundsLost.mean).toBeLessThan(resolveAttack(base, rules).woundsLost.mean);
  });

  it('a unit-wide Save improvement reaches every model', () => {
    const out = applyEffects(scenario(squad({ save: 4, wounds: 4 })), [entry({ kind: 'defender-stat', stat: 'save', by: 1, best: 3 })], { edition: '10e', situation: {}, attackerKeywords: [] });
    expect(out.scenario.defender.groups.map((g) => g.save)).toEqual([3, 3]);
    expect(out.applied[0]!.changes).toEqual(["improve the target's Save characteristic by 1 (not better than 3+)"]);
  });
});
