/**
 * "Each time an attack is allocated to the bearer, change the Damage characteristic of that attack to 1"
 * (DefenderUnit.damageSet, docs/rules.md 5.2): the roll is replaced first, then the attacker's additions,
 * halving and reduction apply as ever; the engine agrees with the brute-force enumeration of the simulator.
 */
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { applyEffects, type EffectEntry } from '../../src/effects/index.js';
import { EDITIONS, resolveAttack, type DefenderUnit, type Modifiers, type Scenario, type Weapon } from '../../src/rules/index.js';
import { expectAgreement } from '../support/agreement.js';
import { enumerateExact } from '../support/enumerate.js';
import { defenderEntry } from './defender-entry.js';

const SET_TO_ONE: EffectEntry = defenderEntry('Mantle', { kind: 'damage-set', value: 1 });

const canoness = (extra: Partial<DefenderUnit> = {}): DefenderUnit => unit('Canoness', [models({ name: 'Canoness', wounds: 5, toughness: 3, save: 3 })], extra);

const scenario = (gun: Partial<Weapon>, defender: DefenderUnit, modifiers?: Modifiers, halfRange = false, count = 2): Scenario => ({
  attacker: { name: 'Attacker', firing: [{ weapon: weapon({ name: 'Gun', skill: 3, strength: 6, ap: -1, ...gun }), count }] },
  defender,
  conditions: { phase: 'shooting', ...(halfRange ? { halfRange: true } : {}) },
  ...(modifiers === undefined ? {} : { modifiers }),
});

describe('a Damage set to 1 for every attack on the target', () => {
  it.each(['10e', '11e'] as const)('%s: a D3+1 weapon then does 1 damage an attack, as a Damage 1 weapon does', (edition) => {
    const rules = EDITIONS[edition];
    const out = applyEffects(scenario({ damage: dice('D3+1') }, canoness()), [SET_TO_ONE], { edition, situation: {}, attackerKeywords: [] });
    expect(out.scenario.defender.damageSet).toBe(1);
    expect(out.applied[0]!.changes).toEqual(['change the Damage of each attack to 1']);
    const engine = resolveAttack(out.scenario, rules);
    const d1 = resolveAttack(scenario({ damage: dice('1') }, canoness()), rules).woundsLost.pmf;
    expect(engine.woundsLost.pmf.length).toBe(d1.length);
    d1.forEach((p, k) => expect(engine.woundsLost.pmf[k]).toBeCloseTo(p, 12));
    const one = scenario({ damage: dice('D3+1') }, canoness({ damageSet: 1 }), undefined, false, 1);
    expectAgreement(resolveAttack(one, rules), enumerateExact(one, rules, { sideTrack: false, maxPaths: 400_000 }).float, false);
  });

  it.each(['10e', '11e'] as const)('%s: the attacker\u2019s +1 Damage and [MELTA 2] at half range still add; halving and -1 Damage never go below 1', (edition) => {
    const rules = EDITIONS[edition];
    const melta = { damage: dice('D3'), abilities: [{ kind: 'melta' as const, x: 2 }, { kind: 'devastating-wounds' as const }] };
    for (const defender of [canoness({ damageSet: 1 }), canoness({ damageSet: 1, halveDamage: true, damageReduction: 1 })]) {
      const s = scenario(melta, defender, { damage: 1 }, true, 1);
      const engine = resolveAttack(s, rules);
      expectAgreement(engine, enumerateExact(s, rules, { sideTrack: false, maxPaths: 400_000 }).float, false);
    }
    // 1 set, +1, +2 melta: 4 an attack (less than D3+3), whatever the D3 shows.
    const plain = resolveAttack(scenario({ ...melta, abilities: [melta.abilities[0]!] }, canoness({ damageSet: 1 }), { damage: 1 }, true), rules);
    expect(plain.weapons[0]!.damage.mean).toBeCloseTo(4 * plain.weapons[0]!.unsavedWounds.mean, 12);
  });
});
