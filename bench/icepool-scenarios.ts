/**
 * The icepool reference scenarios of issue 15, defined for this project from the description
 * (10–20-attack everyday cases a–f, the unsaved wounds of 160 and 640 attacks, the allocation of 40 and
 * 160 attacks): the same attacks as bench/icepool/reference.py computes with icepool. `field` names the
 * distribution both compute and compare.
 */
import { dice, models, unit, weapon } from './scenarios.js';
import type { AttackResult, DefenderUnit, Scenario, Summary, WeaponAbility } from '../src/rules/index.js';

export type IcepoolScenario = {
  readonly id: string;
  readonly name: string;
  readonly scenario: Scenario;
  /** The distribution icepool computes. */
  readonly field: (result: AttackResult) => Summary;
};

const horde = unit('1,000 W1 T4 Sv 4+', [models({ name: 'Trooper', count: 1000, toughness: 4, save: 4 })]);
const shoot = (defender: DefenderUnit, attacks: number, w: Partial<Parameters<typeof weapon>[0]>, abilities: WeaponAbility[] = []): Scenario => ({
  attacker: { name: 'Attacker', firing: [{ weapon: weapon({ name: 'Gun', skill: 3, abilities, ...w }), count: attacks }] },
  defender,
  conditions: { phase: 'shooting', halfRange: true },
});
const modelsDestroyed = (r: AttackResult) => r.modelsDestroyed;
const unsavedOf = (r: AttackResult) => r.weapons[0]!.unsavedWounds;

export const ICEPOOL_SCENARIOS: readonly IcepoolScenario[] = [
  { id: 'a', name: 'a: 10 attacks vs 1,000 W1 models', scenario: shoot(horde, 10, {}), field: modelsDestroyed },
  {
    id: 'b',
    name: 'b: 20 attacks, Sustained Hits 1 + Lethal Hits, vs 1,000 W1',
    scenario: shoot(horde, 20, {}, [{ kind: 'sustained-hits', x: dice('1') }, { kind: 'lethal-hits' }]),
    field: modelsDestroyed,
  },
  {
    id: 'c',
    name: 'c: 10 attacks D6 damage (S8 AP −3) vs 10 W3 T5 Sv 3+',
    scenario: shoot(unit('10 W3', [models({ name: 'Marine', count: 10, wounds: 3, toughness: 5, save: 3 })]), 10, { strength: 8, ap: -3, damage: dice('D6') }),
    field: modelsDestroyed,
  },
  {
    id: 'd',
    name: 'd: 20 attacks D2 AP −1 vs 10 W2 Sv 3+ Feel No Pain 5+',
    scenario: shoot(unit('10 W2 FNP', [models({ name: 'Veteran', count: 10, wounds: 2, save: 3, feelNoPain: 5 })]), 20, { ap: -1, damage: dice('2') }),
    field: modelsDestroyed,
  },
  {
    id: 'e',
    name: 'e: 6 melta shots (D6, Melta 2) vs a W22 T12 3+/5++ Knight',
    scenario: shoot(unit('Knight', [models({ name: 'Knight', wounds: 22, toughness: 12, save: 3, invuln: 5 })], { keywords: ['VEHICLE'] }), 6, {
      skill: 4, strength: 9, ap: -4, damage: dice('D6'), abilities: [{ kind: 'melta', x: 2 }],
    }),
    field: (r) => r.woundsLost,
  },
  {
    id: 'f',
    name: 'f: 10 attacks D2 AP −1, Devastating Wounds (11e), vs 10 W2 Sv 3+',
    scenario: shoot(unit('10 W2', [models({ name: 'Veteran', count: 10, wounds: 2, save: 3 })]), 10, { ap: -1, damage: dice('2') }, [{ kind: 'devastating-wounds' }]),
    field: modelsDestroyed,
  },
  ...[160, 640].map((n): IcepoolScenario => ({ id: `unsaved-${n}`, name: `unsaved wounds of ${n} attacks`, scenario: shoot(horde, n, {}), field: unsavedOf })),
  ...[40, 160].map((n): IcepoolScenario => ({
    id: `allocation-${n}`,
    name: `allocation: ${n} attacks D2 AP −1 vs 50 W3 Sv 3+`,
    scenario: shoot(unit('50 W3', [models({ name: 'Marine', count: 50, wounds: 3, save: 3 })]), n, { ap: -1, damage: dice('2') }),
    field: modelsDestroyed,
  })),
];
