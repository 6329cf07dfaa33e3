/**
 * The units of a pasted army list, resolved against a data folder: each datasheet by name, each model
 * line to the datasheet's model group, each wargear name to a weapon (or to the wargear entry that gives
 * weapons, "Gun Drone" → its twin pulse carbine). What cannot be resolved is a warning naming the line
 * and the closest names; the rest still imports. Attached leaders (the app's "Attached Units") become the
 * bodyguard's leaders.
 */
import { closest } from '../profile/suggest.js';
import { sameName } from '../profile/import/names.js';
import type { ListedItem, ListedModels, ListedUnit } from './army-list.js';
import { shareAmong } from './army-list-share.js';
import { sizeOfUnnamedModels } from './army-list-size.js';
import { nameKey, uniqueModelNames } from './names.js';
import { mergedProtection, protectedStats, type Protection } from './protection.js';
import type { ArmyModel, ArmyRule, ArmyUnit } from './types.js';
import type { Stats } from '../profile/import/index.js';
import { addCount } from './tally.js';

export type ListWarning = { readonly line: number; readonly message: string };

/** How a datasheet is found by name: the data folder's lookup, given by the caller. */
export type Lookup = (name: string) => { ok: true; unit: ArmyUnit; note?: string } | { ok: false; message: string };

function weaponResolver(unit: ArmyUnit): { find: (name: string) => string | undefined; names: string[] } {
  const byKey = new Map<string, string>();
  for (const w of unit.weapons) byKey.set(nameKey(w.name), w.name);
  const find = (name: string): string | undefined => {
    const key = nameKey(name);
    return byKey.get(key) ?? byKey.get(key.replace(/s$/, '')) ?? [...byKey].find(([k]) => k === `${key}s`)?.[1];
  };
  return { find, names: unit.weapons.map((w) => w.name) };
}

/**
 * Wargear whose abilities change its bearer (a Shield Drone's +1 W, a relic shield with its weapon)
 * travels whole among the weapon totals under this prefix, so that sharing the totals out gives it, and
 * the weapons it brings, to as many models as the list says; `withGrants` unpacks it.
 */
const GRANT = '\u0000';

/** A datasheet model's characteristics without its default wargear (a pasted list names its own). */
function unequippedStats(model: ArmyModel): Stats {
  return model.unequipped === undefined ? model.stats : protectedStats(model.unequipped.stats, model.unequipped.granted);
}

/**
 * The model with what its listed wargear grants, once per copy carried, combined with what its own and
 * its unit's abilities grant (`group`: the datasheet's model it is): set first, then raised.
 */
function withGrants(model: ArmyModel, unit: ArmyUnit, group: ArmyModel): ArmyModel {
  if (!model.weapons.some((w) => w.name.startsWith(GRANT))) return model;
  const grants: (Protection | undefined)[] = [];
  const carried = new Map<string, number>();
  for (const w of model.weapons) {
    const entry = w.name.startsWith(GRANT) ? unit.wargear?.find((e) => e.name === w.name.slice(GRANT.length)) : undefined;
    if (entry === undefined) {
      addCount(carried, w.name, w.count);
      continue;
    }
    for (let k = 0; k < w.count; k++) grants.push(entry.grants);
    for (const given of entry.weapons) addCount(carried, given.name, given.count * w.count);
  }
  const weapons = [...carried].map(([name, count]) => ({ name, count }));
  const from = group.unequipped;
  const stats = from === undefined ? protectedStats(model.stats, mergedProtection(...grants)) : protectedStats(from.stats, mergedProtection(from.granted, ...grants));
  return { ...model, stats, weapons };
}

/** Item totals → weapon totals; wargear that is no weapon is noted, an unknown name warned. */
function weaponsOf(items: readonly ListedItem[], unit: ArmyUnit, warnings: ListWarning[], notes: string[]): Map<string, number> {
  const { find, names } = weaponResolver(unit);
  const wargear = new Map((unit.wargear ?? []).map((w) => [nameKey(w.name), w]));
  const out = new Map<string, number>();
  const abilities = new Set(unit.abilities.map((a) => nameKey(a.replace(/:.*$/s, ''))));
  // New Recruit names a drone's weapon beside the drone, once or twice ("MV15 Gun Drone, Twin pulse
  // blaster, …, Twin pulse blaster"): a weapon that listed wargear gives is counted as the wargear gives it.
  const given = new Set(items.flatMap((item) => (find(item.name) === undefined ? wargear.get(nameKey(item.name))?.weapons.map((w) => w.name) ?? [] : [])));
  for (const item of items) {
    const weapon = find(item.name);
    if (weapon !== undefined && given.has(weapon)) continue;
    if (weapon !== undefined) {
      addCount(out, weapon, item.count);
      continue;
    }
    const entry = wargear.get(nameKey(item.name));
    if (entry !== undefined) {
      // Wargear that grants something travels whole, its weapons with it, so both go to the same models.
      if (entry.grants !== undefined) addCount(out, `${GRANT}${entry.name}`, item.count);
      else for (const w of entry.weapons) addCount(out, w.name, w.count * item.count);
      if (entry.weapons.length === 0) notes.push(`wargear: ${item.count > 1 ? `${item.count}x ` : ''}${item.name}`);
      continue;
    }
    // An ability of the datasheet (Azrael's "The Lion Helm") or an upgrade with its own cost (an
    // enhancement): a rule, not a weapon; the notes keep it.
    if (abilities.has(nameKey(item.name)) || item.priced === true) {
      notes.push(`${item.priced === true ? 'upgrade' : 'wargear'}: ${item.name} (not used in calculations)`);
      continue;
    }
    const hint = closest(item.name, [...names, ...(unit.wargear ?? []).map((w) => w.name)]);
    const elsewhere = (unit.unresolved ?? []).some((u) => nameKey(u) === nameKey(item.name));
    const why = elsewhere
      ? `its entry is in ${unit.missingCatalogues?.join(', ') || 'a linked catalogue'}, which the data folder lacks`
      : `is no weapon or wargear of the datasheet${hint === undefined ? '' : ` (closest: ${hint})`}`;
    warnings.push({ line: item.line, message: `${unit.name}: "${item.name}" ${why}; left out` });
    notes.push(`not imported: ${item.name}`);
  }
  return out;
}

/**
 * One model line's models: each "N with …" share is its own models; the line's other wargear totals go
 * to the models no share covers (or, when the shares cover them all, to the first share).
 */
function modelsOfLine(line: ListedModels, unit: ArmyUnit, group: ArmyModel, warnings: ListWarning[], notes: string[]): ArmyModel[] {
  const stats = unequippedStats(group);
  if (line.shares.length === 0) return shareAmong(line.name, line.count, weaponsOf(line.items, unit, warnings, notes), stats).map((m) => withGrants(m, unit, group));
  const shared = line.shares.reduce((n, s) => n + s.count, 0);
  if (shared > line.count) warnings.push({ line: line.line, message: `${unit.name}: the "N with" lines under "${line.count}x ${line.name}" add up to ${shared} models; ${shared} used` });
  const rest = weaponsOf(line.items, unit, warnings, notes);
  const parts: { count: number; totals: Map<string, number> }[] = line.shares.map((s) => ({ count: s.count, totals: weaponsOf(s.items, unit, warnings, notes) }));
  if (shared < line.count) parts.push({ count: line.count - shared, totals: rest });
  else for (const [weapon, n] of rest) addCount(parts[0]!.totals, weapon, n);
  return parts.flatMap((part) => shareAmong(line.name, part.count, part.totals, stats).map((m) => withGrants(m, unit, group)));
}

/**
 * A datasheet model's rules go to the list's models of that kind ("Assault Terminator w/ Thunder Hammer"
 * is a datasheet's "Assault Terminator": its rules are theirs); a model the list does not field has none.
 */
function rulesForList(unit: ArmyUnit, named: readonly { list: string; datasheet: string }[]): ArmyUnit['rules'] {
  return unit.rules.flatMap((rule) => {
    if (rule.model === undefined) return [rule];
    const lists = [...new Set(named.filter((n) => n.datasheet === rule.model).map((n) => n.list))];
    return lists.map((model) => ({ ...rule, model }));
  });
}

function applyList(listed: ListedUnit, unit: ArmyUnit, warnings: ListWarning[]): ArmyUnit {
  const notes: string[] = [];
  /** Each model line's name and the datasheet model it is. */
  const named: { list: string; datasheet: string }[] = [];
  let models: ArmyModel[];
  if (listed.models.length === 0) {
    // A single-model unit: its wargear is the model's.
    const base = unit.models[0]!;
    named.push({ list: base.name, datasheet: base.name });
    const size = unit.models.length === 1 ? sizeOfUnnamedModels(listed, unit, base.count) : { count: base.count };
    if (size.warning !== undefined) warnings.push({ line: listed.line, message: size.warning });
    const totals = weaponsOf(listed.items, unit, warnings, notes);
    models = totals.size === 0 ? [{ ...base, count: size.count }] : shareAmong(base.name, size.count, totals, unequippedStats(base)).map((m) => withGrants(m, unit, base));
    if (unit.models.length > 1) warnings.push({ line: listed.line, message: `${unit.name}: the list names no models; the datasheet's first model group is used` });
  } else {
    models = [];
    const kinds = [...unit.models, ...(unit.optional ?? [])];
    for (const line of listed.models) {
      const group = kinds.find((m) => sameName(m.name, line.name)) ?? kinds.find((m) => nameKey(m.name).startsWith(nameKey(line.name))) ?? (unit.models.length === 1 ? unit.models[0] : undefined);
      if (group === undefined) {
        const hint = closest(line.name, kinds.map((m) => m.name));
        warnings.push({ line: line.line, message: `${unit.name}: no model "${line.name}" on the datasheet${hint === undefined ? '' : ` (closest: ${hint})`}; left out` });
        continue;
      }
      models.push(...modelsOfLine(line, unit, group, warnings, notes));
      named.push({ list: line.name, datasheet: group.name });
    }
    const extra = weaponsOf(listed.items, unit, warnings, notes);
    // Wargear listed for the unit, not for a model: no model is known to bear what it grants.
    for (const [key, n] of [...extra].filter(([k]) => k.startsWith(GRANT))) {
      extra.delete(key);
      const entry = unit.wargear?.find((e) => e.name === key.slice(GRANT.length));
      for (const w of entry?.weapons ?? []) addCount(extra, w.name, w.count * n);
      warnings.push({ line: listed.line, message: `${unit.name}: "${key.slice(GRANT.length)}" is listed for the unit, not under a model: what it grants its bearer is not applied` });
    }
    if (extra.size > 0 && models.length > 0) {
      const first = models[0]!;
      models[0] = { ...first, weapons: [...first.weapons, ...[...extra].map(([name, count]) => ({ name, count: Math.max(1, Math.floor(count / first.count)) }))] };
    }
  }
  return {
    ...unit,
    models: uniqueModelNames(models),
    points: listed.points,
    loadouts: [],
    abilities: [...unit.abilities, ...notes],
    rules: rulesForList(unit, named),
    // The list gives the models, their wargear and the points: what the datasheet says of its own sizes,
    // loadouts and wargear choices does not apply.
    gaps: unit.gaps.filter((g) => !/^(optional model|points:|loadouts?|wargear choice) /.test(g)),
  };
}

/** The rules of a list's detachments and enhancements, found by name (army/rule-library.ts). */
export type ListRules = {
  /** Every unit's: the rules of the detachments the list names. */
  readonly detachment: readonly ArmyRule[];
  readonly enhancement: (name: string) => { ok: true; rule: ArmyRule } | { ok: false; message: string };
};

/**
 * A unit with its list's detachment rules and the enhancements the list gives it, borne by its first
 * CHARACTER model (an enhancement is a CHARACTER's: RULES §1 Leader; the data's own texts say whom for).
 */
function withListRules(entry: ListedUnit, unit: ArmyUnit, rules: ListRules | undefined, warnings: ListWarning[]): ArmyUnit {
  if (rules === undefined) return unit;
  const added: ArmyRule[] = [...rules.detachment];
  const bearer = unit.keywords.some((k) => k.toUpperCase() === 'CHARACTER') ? unit.models[0] : undefined;
  for (const e of entry.enhancements) {
    const found = rules.enhancement(e.name);
    if (!found.ok) warnings.push({ line: e.line, message: `${unit.name}: enhancement ${found.message}; left out` });
    else if (bearer === undefined) warnings.push({ line: e.line, message: `${unit.name}: enhancement ${e.name} is a CHARACTER's, and ${unit.name} is no CHARACTER unit; left out` });
    else added.push({ ...found.rule, model: bearer.name });
  }
  return added.length === 0 ? unit : { ...unit, rules: [...unit.rules, ...added] };
}

/** A unit of the input that is not imported, by its name there, and its line. */
export type LeftOut = { readonly name: string; readonly line: number };

export function resolveArmyList(listed: readonly ListedUnit[], lookup: Lookup, rules?: ListRules): { units: ArmyUnit[]; warnings: ListWarning[]; leftOut: LeftOut[] } {
  const warnings: ListWarning[] = [];
  const leftOut: LeftOut[] = [];
  const resolved: { listed: ListedUnit; unit: ArmyUnit }[] = [];
  for (const entry of listed) {
    const found = lookup(entry.name);
    if (!found.ok) {
      // A bare line before the first unit with wargear is the list's title or battle size, not a unit.
      if (entry.bare !== 'before-units') {
        warnings.push({ line: entry.line, message: found.message });
        leftOut.push({ name: entry.name, line: entry.line });
      }
      continue;
    }
    if (found.note !== undefined) warnings.push({ line: entry.line, message: found.note });
    const unit = withListRules(entry, applyList(entry, found.unit, warnings), rules, warnings);
    if (unit.models.length === 0) {
      warnings.push({ line: entry.line, message: `${entry.name}: none of its models could be resolved; left out` });
      leftOut.push({ name: entry.name, line: entry.line });
      continue;
    }
    resolved.push({ listed: entry, unit });
  }
  // "Attached as: Leader" then "Attached as: Bodyguard" in one block: one unit.
  const out: ArmyUnit[] = [];
  const leaders: ArmyUnit[] = [];
  for (const { listed: entry, unit } of resolved) {
    if (entry.attachedAs === 'leader') {
      leaders.push(unit);
      continue;
    }
    if (entry.attachedAs === 'bodyguard' && leaders.length > 0) out.push({ ...unit, leaders: leaders.splice(0) });
    else out.push(unit);
  }
  out.push(...leaders);
  return { units: out, warnings, leftOut };
}
