/**
 * The brute-force agreement check (the engine against test/support/enumerate.ts, ≤ 1e-12 on every pmf
 * entry) and the grid over the characteristics it runs on: brute-force.test.ts runs a sample of the grid
 * with the stories, brute-force-grid.thorough.test.ts the whole grid.
 */
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { EDITIONS, resolveAttack, type ChangeToSix, type CommandReroll, type Conditions, type DefenderUnit, type EditionId, type FiringGroup, type Modifiers, type MortalSource, type Scenario, type Weapon, type WeaponAbility } from '../../src/rules/index.js';
import { expectAgreement } from '../support/agreement.js';
import { enumerateExact } from '../support/enumerate.js';

export type Case = {
  readonly name: string;
  readonly firing: readonly FiringGroup[];
  readonly defender: DefenderUnit;
  readonly conditions?: Partial<Conditions>;
  readonly modifiers?: Modifiers;
  readonly editions?: readonly EditionId[];
  /** Check the "first group" fields too (more dice to enumerate). */
  readonly sideTrack?: boolean;
  readonly self?: DefenderUnit;
  readonly commandReroll?: CommandReroll;
  /** One die changed to an unmodified 6 (docs/rules.md §10a). */
  readonly changeToSix?: ChangeToSix;
  /** Mortal wounds before the attack (docs/rules.md §11). */
  readonly mortalSources?: readonly MortalSource[];
  /** Its enumeration takes seconds: run by `npm run test:thorough` only (test/support/thorough.ts). */
  readonly slow?: boolean;
};

export function check(c: Case, edition: EditionId): void {
  const scenario: Scenario = {
    attacker: { name: 'Attacker', firing: c.firing, ...(c.self ? { self: c.self } : {}) },
    defender: c.defender,
    conditions: { phase: 'shooting', ...c.conditions },
    ...(c.modifiers ? { modifiers: c.modifiers } : {}),
    ...(c.commandReroll ? { commandReroll: c.commandReroll } : {}),
    ...(c.changeToSix ? { changeToSix: c.changeToSix } : {}),
    ...(c.mortalSources ? { mortalSources: c.mortalSources } : {}),
  };
  const sideTrack = c.sideTrack ?? false;
  const brute = enumerateExact(scenario, EDITIONS[edition], { sideTrack, maxPaths: 400_000 });
  expectAgreement(resolveAttack(scenario, EDITIONS[edition]), brute.float, sideTrack);
}

export const one = (w: Weapon, count = 1): FiringGroup[] => [{ weapon: w, count }];
export const ab = (...a: WeaponAbility[]) => a;
export const sustained = (x: string): WeaponAbility => ({ kind: 'sustained-hits', x: dice(x) });
export const LETHAL: WeaponAbility = { kind: 'lethal-hits' };
export const DEV: WeaponAbility = { kind: 'devastating-wounds' };
export const TORRENT: WeaponAbility = { kind: 'torrent' };
export const PRECISION: WeaponAbility = { kind: 'precision' };

export const squad = (count: number, wounds: number, save: number, extra: Partial<Parameters<typeof models>[0]> = {}) =>
  unit('Squad', [models({ name: 'Trooper', count, wounds, save, ...extra })]);
export const ledSquad = (bodyguard: Partial<Parameters<typeof models>[0]>, leader: Partial<Parameters<typeof models>[0]>) =>
  unit('Led squad', [
    models({ name: 'Bodyguard', count: 2, wounds: 1, save: 4, ...bodyguard }),
    models({ name: 'Leader', count: 1, wounds: 2, save: 3, character: true, leader: true, ...leader }),
  ]);

// Grid over the characteristics: BS × (S, T) × AP × D, one attack against two 2-W models.
export const grid: Case[] = [];
for (const skill of [2, 4, 6]) {
  for (const [strength, toughness] of [[4, 4], [8, 4], [3, 7], [5, 4]] as const) {
    for (const ap of [0, -2]) {
      for (const damage of ['1', 'D3']) {
        grid.push({
          name: `BS${skill}+ S${strength} vs T${toughness} AP${ap} D${damage}`,
          firing: one(weapon({ name: 'Gun', skill, strength, ap, damage: dice(damage) }), 2),
          defender: squad(2, 2, 4, { toughness, invuln: 5 }),
        });
      }
    }
  }
}
