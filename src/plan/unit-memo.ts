/**
 * resolveUnit and toDefenderUnit remembered per profile and unit object: a comparison plans each column's
 * attacker against every defender and each defender against every column, and both are pure functions of
 * immutable data, so the same inputs give the same unit (its object shared: nothing changes a unit). The
 * memory goes with the profiles.
 */
import { resolveUnit, toDefenderUnit, type DefenderOverrides, type ResolveOptions, type Result, type Unit, type UnitProfile } from '../profile/index.js';
import type { DefenderUnit } from '../rules/index.js';

const units = new WeakMap<UnitProfile, Map<string, Result<Unit>>>();
const defenders = new WeakMap<Unit, Map<string, Result<DefenderUnit>>>();
/** A number for each leader profile met, for the keys (a profile is known by its object, not its text). */
const ids = new WeakMap<UnitProfile, number>();
let nextId = 0;

export function resolveUnitOnce(profile: UnitProfile, options: ResolveOptions): Result<Unit> {
  const leaders = (options.leaders ?? []).map((leader) => ids.get(leader) ?? (ids.set(leader, nextId++), nextId - 1));
  const key = JSON.stringify([options.loadouts ?? [], leaders, options.source ?? null, options.option ?? null]);
  return remembered(units, profile, key, () => resolveUnit(profile, options));
}

export function toDefenderUnitOnce(unit: Unit, overrides: DefenderOverrides = {}): Result<DefenderUnit> {
  return remembered(defenders, unit, JSON.stringify(overrides), () => toDefenderUnit(unit, overrides));
}

function remembered<K extends object, V>(memo: WeakMap<K, Map<string, V>>, of: K, key: string, make: () => V): V {
  const known = memo.get(of) ?? memo.set(of, new Map()).get(of)!;
  if (!known.has(key)) known.set(key, make());
  return known.get(key)!;
}
