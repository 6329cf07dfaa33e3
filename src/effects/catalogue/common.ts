/** Building blocks shared by the catalogue files: the usual conditions, spelt once. */
import { fixedDice } from '../../prob/dice.js';
import type { EditionId, WeaponAbility } from '../../rules/index.js';
import type { Requirement } from '../types.js';

export const BOTH_EDITIONS: readonly EditionId[] = ['10e', '11e'];

/** "Your Shooting phase": not Overwatch, which is fired in the opponent's turn. */
export const SHOOTING: Requirement = { kind: 'phase', phases: ['shooting'] };
/** Ranged attacks whenever they are made: the Shooting phase and Overwatch. */
export const RANGED: Requirement = { kind: 'phase', phases: ['shooting', 'overwatch'] };
export const FIGHT: Requirement = { kind: 'phase', phases: ['fight'] };
export const SHOOTING_OR_FIGHT: Requirement = { kind: 'phase', phases: ['shooting', 'fight'] };
export const ANY_PHASE: Requirement = { kind: 'phase', phases: ['shooting', 'overwatch', 'fight'] };

export const attackerHas = (...any: string[]): Requirement => ({ kind: 'keywords', unit: 'attacker', any });
export const targetHas = (...any: string[]): Requirement => ({ kind: 'keywords', unit: 'target', any });

export const LETHAL_HITS: WeaponAbility = { kind: 'lethal-hits' };
export const IGNORES_COVER: WeaponAbility = { kind: 'ignores-cover' };
export const ASSAULT: WeaponAbility = { kind: 'assault' };
export const SUSTAINED_HITS_1: WeaponAbility = { kind: 'sustained-hits', x: fixedDice(1) };
