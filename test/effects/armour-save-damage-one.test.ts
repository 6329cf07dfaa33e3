/**
 * "Each time an attack with a Damage characteristic of 1 is allocated to a model in this unit, add 1 to any
 * armour saving throw made against that attack" (ModelGroup.armourSaveVsDamage1, docs/rules.md 4.2): armour
 * saves only, against weapons of a fixed Damage 1 (the weapon's own, or after the attacker's changes); the
 * engine agrees with the brute-force enumeration of the simulator.
 */
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { applyEffects, type EffectEntry } from '../../src/effects/index.js';
import { EDITIONS, resolveAttack, type DefenderUnit, type FiringGroup, type Modifiers, type Scenario } from '../../src/rules/index.js';
import { expectAgreement } from '../support/agreement.js';
import { enumerateExact } from '../support/enumerate.js';
import { defenderEntry } from './defender-entry.js';

const entry = (unmodified: boolean): EffectEntry => defenderEntry('All is Dust', { kind: 'armour-save-vs-damage-1', add: 1, unmodified });

const rubrics = (invuln?: number): DefenderUnit => unit('Rubric Marines', [models({ name: 'Rubric Marine', count: 2, wounds: 2, toughness: 4, save: 3, ...(invuln === undefined ? {} : { invuln }) })]);
const gun = (damage: string, ap = -1): FiringGroup => ({ weapon: weapon({ name: `Gun D${damage}`, skill: 3, strength: 4, ap, damage: dice(damage) }), count: 1 });
const scenario = (firing: FiringGroup[], defender: DefenderUnit, modifiers?: Modifiers, cover = false): Scenario => ({
  attacker: { name: 'Attacker', firing },
  defender,
  conditions: { phase: 'shooting', ...(cover ? { cover: true } : {}) },
  ...(modifiers === undefined ? {} : { modifiers }),
});

const unsaved = (s: Scenario, edition: '10e' | '11e') => resolveAttack(s, EDITIONS[edition]).weapons.map((w) => w.unsavedWounds.mean);

describe('+1 to armour saves against attacks of Damage 1', () => {
  it.each(['10e', '11e'] as const)('%s: a Damage 1 gun is saved as if the save were one better; a Damage 2 gun and a D3 gun are not', (edition) => {
    const base = scenario([gun('1'), gun('2'), gun('D3')], rubrics());
    const out = applyEffects(base, [entry(false)], { edition, situation: {}, attackerKeywords: [] });
    expect(out.applied[0]!.changes).toEqual(["+1 to the target's armour saving throws against attacks of Damage 1"]);
    const [d1, d2, d3] = unsaved(out.scenario, edition);
    const [b1, b2, b3] = unsaved(base, edition);
    // BS3+ 2/3, S4 v T4 1/2; Sv 3+ at AP-1 fails on 1-3 (1/2), on 1-2 with the bonus (1/3).
    expect(b1).toBeCloseTo((2 / 3) * (1 / 2) * (1 / 2), 12);
    expect(d1).toBeCloseTo((2 / 3) * (1 / 2) * (1 / 3), 12);
    expect(d2).toBeCloseTo(b2!, 12);
    expect(d3).toBeCloseTo(b3!, 12);
  });

  it.each(['10e', '11e'] as const)('%s: "Damage characteristic of 1" reads the attacker\u2019s +1 Damage; "unmodified" does not; an invulnerable save gets no bonus', (edition) => {
    const plus = { damage: 1 };
    expect(unsaved(applyEffects(scenario([gun('1')], rubrics(), plus), [entry(false)], { edition, situation: {}, attackerKeywords: [] }).scenario, edition)[0]).toBeCloseTo(1 / 6, 12);
    expect(unsaved(applyEffects(scenario([gun('1')], rubrics(), plus), [entry(true)], { edition, situation: {}, attackerKeywords: [] }).scenario, edition)[0]).toBeCloseTo(1 / 9, 12);
    // AP-4: armour 7+ (6+ with the bonus) against a 4+ invulnerable save, which is the one used.
    const invuln = applyEffects(scenario([gun('1', -4)], rubrics(4)), [entry(false)], { edition, situation: {}, attackerKeywords: [] }).scenario;
    expect(unsaved(invuln, edition)[0]).toBeCloseTo((2 / 3) * (1 / 2) * (1 / 2), 12);
  });

  it.each(['10e', '11e'] as const)('%s: engine = brute force, with cover and a mix of weapons', (edition) => {
    const rules = EDITIONS[edition];
    const out = applyEffects(scenario([gun('1', 0), gun('2')], rubrics(5), undefined, true), [entry(false)], { edition, situation: {}, attackerKeywords: [] });
    expectAgreement(resolveAttack(out.scenario, rules), enumerateExact(out.scenario, rules, { sideTrack: false, maxPaths: 400_000 }).float, false);
  });
});
