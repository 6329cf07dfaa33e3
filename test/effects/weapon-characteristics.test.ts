/** A rule that sets or multiplies a weapon characteristic rewrites the weapon fired; modifiers add to it afterwards. */
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { applyEffects, type Change, type EffectContext, type EffectEntry } from '../../src/effects/index.js';
import type { Only } from '../../src/effects/index.js';
import { TENTH, resolveAttack, type Scenario } from '../../src/rules/index.js';

const choppa = weapon({ name: "'Uge choppa", type: 'melee', attacks: dice('4'), strength: 8, damage: dice('2') });
const slugga = weapon({ name: 'Slugga', type: 'melee', attacks: dice('D3'), strength: 4, damage: dice('1') });
const extra = weapon({ name: 'Grabba', type: 'melee', attacks: dice('2'), strength: 6, abilities: [{ kind: 'extra-attacks' }] });

function scenario(...firing: Scenario['attacker']['firing']): Scenario {
  return { attacker: { name: 'Boss', firing }, defender: unit('Marines', [models({ name: 'Marine', count: 5, wounds: 2, save: 3 })]), conditions: { phase: 'melee' } };
}

function entry(name: string, changes: readonly Change[], only?: Only): EffectEntry {
  return {
    id: name.toLowerCase(), name, faction: 'Test', kind: 'datasheet ability', source: 'test', cp: null, editions: ['10e', '11e'], side: 'attacker', requires: [],
    clauses: changes.map((change) => ({ change, ...(only === undefined ? {} : { only }) })), seed: { file: '', rule: name, text: '' },
  };
}

const context = (edition: '10e' | '11e' = '10e'): EffectContext => ({ edition, situation: {}, attackerKeywords: [] });
const setDamage3: Change = { kind: 'characteristic', characteristic: 'damage', set: dice('3') };
const doubleAttacks: Change = { kind: 'characteristic', characteristic: 'attacks', times: 2 };

describe('weapon characteristics set or multiplied', () => {
  it("Dead Brutal: the 'uge choppa has Damage 3, the slugga keeps its own; a +1 Damage still adds to the 3", () => {
    const out = applyEffects({ ...scenario({ weapon: choppa, count: 1 }, { weapon: slugga, count: 1 }), modifiers: { damage: 1 } }, [entry('Dead Brutal', [setDamage3], { weapons: ["'uge choppa"] })], context());
    expect(out.scenario.attacker.firing.map((f) => f.weapon.damage.text)).toEqual(['3', '1']);
    expect(out.scenario.modifiers).toEqual({ damage: 1 });
    expect(out.applied.map((a) => a.changes)).toEqual([["Damage characteristic 3 ('uge choppa)"]]);
    // The engine computes the rewritten weapon as it would a weapon printed so.
    const printed = resolveAttack({ ...scenario({ weapon: { ...choppa, damage: dice('3') }, count: 1 }, { weapon: slugga, count: 1 }), modifiers: { damage: 1 } }, TENTH);
    expect(resolveAttack(out.scenario, TENTH).woundsLost.mean).toBeCloseTo(printed.woundsLost.mean, 12);
  });

  it('a set value comes before a multiple, whatever order the rules are named in (set, multiply, add)', () => {
    const setAttacks: Change = { kind: 'characteristic', characteristic: 'attacks', set: dice('6') };
    for (const order of [[doubleAttacks, setAttacks], [setAttacks, doubleAttacks]]) {
      const out = applyEffects(scenario({ weapon: choppa, count: 1 }), order.map((c, i) => entry(`Rule ${i}`, [c])), context());
      expect(out.scenario.attacker.firing[0]!.weapon.attacks.text).toBe('12');
    }
  });

  it('doubling a random Attacks characteristic is not applied, and the note says why; a fixed one beside it is', () => {
    const out = applyEffects(scenario({ weapon: choppa, count: 1 }, { weapon: slugga, count: 1 }), [entry('Malus Codicium', [doubleAttacks])], context());
    expect(out.scenario.attacker.firing.map((f) => f.weapon.attacks.text)).toEqual(['8', 'D3']);
    expect(out.notes).toEqual(['Malus Codicium: double the Attacks characteristic leaves a weapon as it is: the Attacks characteristic of Slugga is random, and a multiple of a dice roll is no dice expression']);
    const alone = applyEffects(scenario({ weapon: slugga, count: 1 }), [entry('Malus Codicium', [doubleAttacks])], context());
    expect(alone.applied).toEqual([]);
    expect(alone.notes[0]).toMatch(/^Malus Codicium: double the Attacks characteristic not applied: /);
  });

  it("10e: an [EXTRA ATTACKS] weapon's Attacks change only by a rule that names it; 11e: like any other", () => {
    const all = entry('Frenzy', [doubleAttacks]);
    expect(applyEffects(scenario({ weapon: extra, count: 1 }), [all], context('10e')).scenario.attacker.firing[0]!.weapon.attacks.text).toBe('2');
    expect(applyEffects(scenario({ weapon: extra, count: 1 }), [all], context('11e')).scenario.attacker.firing[0]!.weapon.attacks.text).toBe('4');
    const named = entry('Grabba Frenzy', [doubleAttacks], { weapons: ['grabba'] });
    expect(applyEffects(scenario({ weapon: extra, count: 1 }), [named], context('10e')).scenario.attacker.firing[0]!.weapon.attacks.text).toBe('4');
  });

  it('two rules that set different values: the second is not applied', () => {
    const out = applyEffects(scenario({ weapon: choppa, count: 1 }), [entry('A', [setDamage3]), entry('B', [{ kind: 'characteristic', characteristic: 'damage', set: dice('4') }])], context());
    expect(out.scenario.attacker.firing[0]!.weapon.damage.text).toBe('3');
    expect(out.notes).toEqual(["B: Damage characteristic 4 not applied: two rules set the Damage characteristic of 'Uge choppa (3 and 4)"]);
  });
});
