/**
 * Which weapons each model starts with. The seed exports do not print it, so it is inferred the way the
 * bundled profiles were written by hand:
 * - a model carries every weapon of the datasheet's own tables that no wargear option only gives
 *   (options replace weapons the models have: the pulse rifle; they give others: the pulse carbine);
 * - a weapon an ability equips while the unit Remained Stationary ("DS8 Support Turret: … if this unit
 *   Remains Stationary, … its Fire Warrior Shas'ui model is equipped with the support turret missile
 *   system weapon") goes to that model only, with `requires: stationary`;
 * - weapons of a wargear's own table (the gun drone's) come only with that wargear's option.
 * When the export does print "X is equipped with: …", that wins for those models.
 */
import type { Issue } from '../issue.js';
import type { Requirement } from '../types.js';
import type { EquipmentStatement } from './composition.js';
import { excerpt, nameKey } from './names.js';
import { findKit, findModels, weaponAtStart } from './phrases.js';
import type { ImportedWeapon, ModelGroup, UnitAbilities } from './types.js';
import type { OptionsResult } from './wargear-options.js';

export type Equipment = {
  /** Model name → the weapons it carries (names, "2x Name" for copies), in table order. */
  readonly carried: ReadonlyMap<string, readonly string[]>;
  readonly requires: ReadonlyMap<string, readonly Requirement[]>;
  /** Comment lines for the profile saying what was inferred. */
  readonly explained: readonly string[];
  readonly warnings: readonly Issue[];
};

export const STATIONARY =
  /remains? stationary\b.*?\bits (.+?) models? (?:is|are) equipped with (?:the |a |an |1 |one )?(.+?)(?:[.,;]|$)/i;

function list(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? 'nothing') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function equip(
  models: readonly ModelGroup[],
  weapons: readonly ImportedWeapon[],
  statements: readonly EquipmentStatement[],
  options: Pick<OptionsResult, 'replaced' | 'given'>,
  abilities: UnitAbilities,
  file: string,
): Equipment {
  const warnings: Issue[] = [];
  const explained: string[] = [];
  const carried = new Map<string, string[]>(models.map((m) => [m.name, []]));
  const requires = new Map<string, Requirement[]>();

  // Weapons an ability equips while the unit Remained Stationary.
  const conditional = new Map<string, ModelGroup[]>();
  for (const ability of abilities.unit) {
    // Abilities are a paragraph; the pattern is not run on pages of text.
    const match = ability.text.length > 2000 ? null : STATIONARY.exec(ability.text);
    if (match === null) continue;
    const weapon = weaponAtStart(match[2]!.replace(/\s+weapons?$/i, ''), weapons);
    const owners = findModels(match[1]!, models);
    if (weapon === undefined || owners === undefined) {
      warnings.push({
        file,
        line: ability.line,
        col: 1,
        path: 'abilities',
        message: `${ability.name} equips "${excerpt(match[2]!)}" while the unit Remained Stationary, but ${weapon === undefined ? 'no weapon of the export has that name' : `no model is "${excerpt(match[1]!)}"`}: not imported`,
      });
      continue;
    }
    conditional.set(weapon.name, owners);
    requires.set(weapon.name, ['stationary']);
    explained.push(`${weapon.name}: only ${list(owners.map((o) => o.name))}, and only when the unit Remained Stationary (${ability.name}).`);
  }

  // What the export says outright.
  const stated = new Set<string>();
  for (const statement of statements) {
    const owners = findModels(statement.models, models);
    const kits = statement.weapons.split(/\s*;\s*/).map((part) => ({ part, kit: findKit(part, weapons) }));
    if (owners === undefined) {
      warnings.push({ file, line: statement.line, col: 1, path: 'unit composition', message: `no model is "${excerpt(statement.models)}": its equipment is not imported` });
      continue;
    }
    for (const { part, kit } of kits) {
      if (kit === undefined) {
        warnings.push({ file, line: statement.line, col: 1, path: 'unit composition', message: `no weapon profile for "${excerpt(part)}" in the export: not carried` });
        continue;
      }
      for (const owner of owners) {
        for (const w of kit.weapons) carried.get(owner.name)!.push(w.count === 1 ? w.name : `${w.count}x ${w.name}`);
      }
    }
    for (const owner of owners) stated.add(owner.name);
  }

  const defaults = weapons.filter(
    (w) => w.main && !conditional.has(w.name) && !(options.given.has(w.name) && !options.replaced.has(w.name)),
  );
  const inferred = models.filter((m) => !stated.has(m.name));
  for (const model of inferred) carried.get(model.name)!.push(...defaults.map((w) => w.name));
  for (const [weapon, owners] of conditional) {
    for (const owner of owners) {
      const kit = carried.get(owner.name)!;
      if (!kit.some((k) => nameKey(k) === nameKey(weapon))) kit.push(weapon);
    }
  }
  if (inferred.length > 0) {
    const optional = weapons.filter((w) => w.main && options.given.has(w.name) && !options.replaced.has(w.name)).map((w) => w.name);
    const wargear = weapons.filter((w) => !w.main).map((w) => (w.wargear === null ? w.name : `${w.name} (${w.wargear})`));
    explained.unshift(
      `Default equipment is not printed in the export; inferred: ${inferred.length === models.length ? 'every model' : list(inferred.map((m) => m.name))} carries ${list(defaults.map((w) => w.name))}.`,
      ...(optional.length === 0 ? [] : [`Only wargear options give ${list(optional)}.`]),
      ...(wargear.length === 0 ? [] : [`From wargear tables apart from the datasheet's: ${list(wargear)}.`]),
    );
  }
  return { carried, requires, explained, warnings };
}
