/**
 * Identical cases resolved once per command. The engine is a pure function of the planned Scenario and
 * the edition, so two cells of a comparison that plan to the same Scenario (three of mukaali-riders'
 * eight loadouts swap only melee weapons, and fire the same laspistols when shooting) have the same
 * result: the second is looked up instead of computed (test/compare/memo.test.ts checks it against a
 * fresh computation).
 */
import { EDITIONS, resolveAttack, weaponMemo, type AttackResult, type EditionId, type Scenario } from '../rules/index.js';

/**
 * A canonical text of plain data: object keys sorted, every number exact (String's shortest text that reads
 * back as the same double, NaN and Infinity included; -0 apart; a property set to undefined is not an absent one). Equal
 * texts are equal data.
 */
export function canonicalKey(value: unknown): string {
  return canonicalKeys()(value);
}

/**
 * canonicalKey for one command, remembering each object's text: planned data is never changed while a
 * command runs, and the cells of a comparison share their defender, unit and weapon objects.
 */
export function canonicalKeys(): (value: unknown) => string {
  const known = new WeakMap<object, string>();
  const keyOf = (value: unknown): string => {
    if (typeof value !== 'object' || value === null) return scalarKey(value);
    let key = known.get(value);
    if (key === undefined) known.set(value, (key = objectKey(value, keyOf)));
    return key;
  };
  return keyOf;
}

function objectKey(value: object, keyOf: (value: unknown) => string): string {
  if (Array.isArray(value)) return `[${value.map(keyOf).join(',')}]`;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) throw new TypeError(`canonicalKey: plain data only, got a ${value.constructor.name}`);
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${keyOf(v)}`).join(',')}}`;
}

function scalarKey(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return 'undefined';
    case 'object':
      return 'null';
    default:
      throw new TypeError(`canonicalKey: plain data only, got a ${typeof value}`);
  }
}

/**
 * resolveAttack, remembering each (edition, Scenario) it resolved, and the weapons its cases share
 * (rules/prepared-step.ts WeaponMemo); one per command, dropped with it.
 */
export function cachedResolver(): (scenario: Scenario, rules: EditionId) => AttackResult {
  const results = new Map<string, AttackResult>();
  const keyOf = canonicalKeys();
  const weapons = weaponMemo(keyOf);
  return (scenario, rules) => {
    const key = `${rules} ${keyOf(scenario)}`;
    let result = results.get(key);
    if (result === undefined) results.set(key, (result = resolveAttack(scenario, EDITIONS[rules], weapons)));
    return result;
  };
}
