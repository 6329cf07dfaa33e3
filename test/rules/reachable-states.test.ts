/**
 * The engine runs each weapon on the defender's states it can reach, keeps 10e [DEVASTATING WOUNDS] of
 * consecutive weapons that act alike as one count, and splits by models at target selection only for
 * [BLAST]. These cases cross those paths (a [PRECISION] weapon between normal ones, mortal wounds before a
 * [BLAST] weapon, two alike [DEVASTATING WOUNDS] weapons) and check them against the exhaustive exact
 * enumeration, every pmf entry to ≤ 1e-12. (Sorted saves where a die may change nothing, Feel No Pain,
 * are in brute-force.test.ts: "mixed groups with Feel No Pain and Devastating Wounds".)
 */
import { describe, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { EDITIONS, resolveAttack, type MortalSource, type Scenario, type WeaponAbility } from '../../src/rules/index.js';
import { expectAgreement } from '../support/agreement.js';
import { enumerateExact } from '../support/enumerate.js';
import { THOROUGH } from '../support/thorough.js';

const TORRENT: WeaponAbility = { kind: 'torrent' };
const DEV: WeaponAbility = { kind: 'devastating-wounds' };
const PRECISION: WeaponAbility = { kind: 'precision' };

const gun = (name: string, extra: Partial<Parameters<typeof weapon>[0]> = {}) => weapon({ name, skill: null, abilities: [TORRENT], ...extra });
const led = unit('Led squad', [
  models({ name: 'Bodyguard', count: 2, wounds: 1, save: 5 }),
  models({ name: 'Leader', count: 1, wounds: 2, save: 3, character: true, leader: true }),
]);
const grenade: MortalSource = { name: 'Grenade', dice: 2, successOn: 4, perSuccess: dice('D3') };

/** `slow`: seconds of enumeration each, run by `npm run test:thorough` only. */
const CASES: readonly { name: string; scenario: Omit<Scenario, 'conditions'>; slow?: boolean }[] = [
  {
    name: 'a [PRECISION] weapon, then a normal one (each runs on the states it can reach)',
    scenario: {
      attacker: { name: 'A', firing: [{ weapon: gun('Sniper', { abilities: [TORRENT, PRECISION] }), count: 1 }, { weapon: gun('Rifle', { ap: -1 }), count: 1 }] },
      defender: led,
    },
  },
  {
    name: 'two alike [DEVASTATING WOUNDS] weapons, then an unlike one (10e: one count for the first two)',
    slow: true,
    scenario: {
      attacker: { name: 'A', firing: [
        { weapon: gun('Dev gun', { damage: dice('2'), abilities: [TORRENT, DEV] }), count: 1 },
        { weapon: gun('Dev gun, second', { damage: dice('2'), abilities: [TORRENT, DEV] }), count: 1 },
        { weapon: gun('Dev rifle', { abilities: [TORRENT, DEV] }), count: 1 },
      ] },
      defender: unit('Squad', [models({ name: 'Trooper', count: 2, wounds: 2, save: 4 })]),
    },
  },
  {
    name: 'mortal wounds before a [BLAST] weapon (branches by floor(models / 5))',
    slow: true,
    scenario: {
      attacker: { name: 'A', firing: [{ weapon: gun('Launcher', { abilities: [TORRENT, { kind: 'blast', x: 1 }] }), count: 1 }] },
      defender: unit('Mob', [models({ name: 'Grot', count: 6, save: 6 })]),
      mortalSources: [grenade],
    },
  },
  {
    name: 'mortal wounds before a weapon without [BLAST] (one branch)',
    slow: true,
    scenario: {
      attacker: { name: 'A', firing: [{ weapon: gun('Rifle'), count: 2 }] },
      defender: led,
      mortalSources: [{ ...grenade, dice: 1 }],
    },
  },
];

describe.each(['10e', '11e'] as const)('%s: restricted paths agree with the exact enumeration', (edition) => {
  it.each(CASES.filter((c) => THOROUGH || c.slow !== true).map((c) => [c.name, c] as const))('%s', (_, c) => {
    const scenario: Scenario = { ...c.scenario, conditions: { phase: 'shooting' } };
    const brute = enumerateExact(scenario, EDITIONS[edition], { maxPaths: 400_000 });
    expectAgreement(resolveAttack(scenario, EDITIONS[edition]), brute.float, false);
  });
});
