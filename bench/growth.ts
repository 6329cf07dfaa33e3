/**
 * Scenarios whose size grows (issue 15): N attacks of one weapon against a horde big enough that every
 * attack can land, for the growth exponents of the engine's time in N. Shared by bench and tests.
 */
import { dice, models, unit, weapon } from './scenarios.js';
import type { Scenario, WeaponAbility } from '../src/rules/index.js';

/** A horde of W1 T4 Sv 4+ models, one more than any attack can destroy. */
const horde = (size: number) => unit(`${size} W1 T4 4+`, [models({ name: 'Trooper', count: size, toughness: 4, save: 4 })]);

const volley = (attacks: number, name: string, extra: Parameters<typeof weapon>[0] extends infer W ? Partial<W> : never, abilities: WeaponAbility[] = []): Scenario => ({
  attacker: { name, firing: [{ weapon: weapon({ name, skill: 3, strength: 4, ap: -1, abilities, ...extra }), count: attacks }] },
  defender: horde(attacks + 1),
  conditions: { phase: 'shooting' },
});

/**
 * A mixed unit (issue 15): three groups of bodyguard and two CHARACTERS, one with Feel No Pain, that save
 * different faces (11e sorts their saves across groups), sized so that every attack can land.
 */
export const mixedUnit = (attacks: number) =>
  unit('Guardsmen, veterans and a weapon team led by a Commissar and a Priest', [
    models({ name: 'Guardsman', count: Math.max(10, Math.ceil(attacks / 3)), toughness: 3, save: 5 }),
    models({ name: 'Veteran', count: 10, toughness: 3, save: 4 }),
    models({ name: 'Weapon team', count: 3, wounds: 2, toughness: 3, save: 5 }),
    models({ name: 'Commissar', wounds: 3, toughness: 3, save: 4, invuln: 5, character: true, leader: true }),
    models({ name: 'Priest', wounds: 3, toughness: 3, save: 6, feelNoPain: 5, character: true, leader: true }),
  ]);

export type Growth = { readonly name: string; readonly sizes: readonly number[]; readonly scenario: (n: number) => Scenario };

export const GROWTH: readonly Growth[] = [
  { name: 'plain (BS 3+, S4, AP −1, D1)', sizes: [10, 100, 1000, 10_000], scenario: (n) => volley(n, 'Bolter', {}) },
  {
    name: 'Sustained Hits 1 + Lethal Hits',
    sizes: [10, 100, 1000, 10_000],
    scenario: (n) => volley(n, 'Storm bolter', {}, [{ kind: 'sustained-hits', x: dice('1') }, { kind: 'lethal-hits' }]),
  },
  { name: 'D6 damage against W1', sizes: [10, 100, 1000, 10_000], scenario: (n) => volley(n, 'Cannon', { damage: dice('D6') }) },
  {
    name: 'Devastating Wounds (D2)',
    sizes: [10, 100, 1000],
    scenario: (n) => volley(n, 'Needler', { damage: dice('2') }, [{ kind: 'devastating-wounds' }]),
  },
  {
    name: 'mixed unit (3 groups + 2 CHARACTERS)',
    sizes: [100, 300, 1000, 3000],
    scenario: (n) => ({ ...volley(n, 'Bolter', {}), defender: mixedUnit(n) }),
  },
];
