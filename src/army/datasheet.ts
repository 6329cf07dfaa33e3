/**
 * A catalogue's datasheet (a `unit` entry, or a `model` entry for a single-model unit) → an ArmyUnit:
 * its model groups with their statlines and default wargear, every other wargear choice as a loadout,
 * its points at each unit size, keywords, abilities as notes and what it lacks as gaps.
 *
 * Sizes: each group of models comes at its largest size (a unit's points table lists every size it is
 * sold at, and a loadout per smaller size), as the seed datasheet importer does. A model the datasheet
 * makes optional (a minimum of 0) beside a main model is a loadout swapping one for it; any other is a
 * stated gap (docs/import.md, "How the data becomes a profile").
 */
import type { ImportedLoadout, Stats } from '../profile/import/index.js';
import { slug } from '../profile/import/names.js';
import { str, type BsNode } from './bs-tree.js';
import { damagedGap, descriptionOf, readStatline } from './characteristics.js';
import { categoriesOf, children, defaultChoice, pointsOf, profilesOf, rulesOf, type Entry } from './entries.js';
import { kitOf, ownWeapons, type Armoury, type Counted, type WargearOption } from './kit.js';
import { pointsTable, type Composition } from './points.js';
import { absorbProtection, mergedProtection, protectedStats, readProtection, type Protection } from './protection.js';
import { changedBy, grantsOf, KEPT, statsText } from './wargear-grants.js';
import type { Registry } from './registry.js';
import type { ArmyModel, ArmyRule, ArmyUnit, ArmyWeapon } from './types.js';
import { stationaryWeapons } from './stationary.js';
import { splitKeywords } from './keywords.js';
import { matchStatline } from './statline-match.js';
import { nameKey, uniqueModelNames } from './names.js';
import { addCount } from './tally.js';
import { addRule, ruleText } from './rules.js';
import type { RuleOrigin } from '../profile/index.js';

type Planned = { readonly entry: Entry; count: number; readonly path: readonly string[]; readonly max: number; readonly group: string; readonly groupMin: number };

type Plan = { readonly planned: Planned[]; readonly compositions: Composition[]; readonly sizeCost: number };

/**
 * The model entries of a unit, with how many of each the unit comes with. A unit sold in sizes that are
 * upgrades holding models ("1 Shock Trooper Sergeant and 9 Shock Troopers") comes at its largest; the
 * others are compositions for the points table and size loadouts.
 */
function planModels(unit: Entry, armoury: Armoury): Plan {
  if (unit.type === 'model') return { planned: [{ entry: unit, count: 1, path: unit.ids, max: 1, group: '', groupMin: 1 }], compositions: [], sizeCost: 0 };
  const compositions: Composition[] = [];
  let sizeCost = 0;
  /**
   * `within`: the container sits in a group whose models already make up the unit, so its own models
   * ("Shock Trooper w/ Special Weapon", up to 2 of the 9) replace some of those and come at their minimum.
   */
  const walk = (container: Entry, path: readonly string[], depth: number, planned: Planned[], within = false): void => {
    const members = children(container, armoury.registry, armoury.unresolved);
    const models = members.filter((m) => m.kind === 'entry' && m.type === 'model');
    const groupKey = container.ids[0] ?? '';
    if (container.kind === 'group' && models.length > 0) {
      const mins = models.reduce((n, m) => n + m.min, 0);
      const maxima = models.reduce((n, m) => n + m.max, 0);
      const largest = Number.isFinite(container.max) ? container.max : Number.isFinite(maxima) ? maxima : Math.max(container.min, mins, 1);
      const total = within ? Math.max(container.min, mins) : largest;
      const counts = models.map((m) => m.min);
      let left = total - mins;
      const preferred = defaultChoice(container);
      const order = [...models.keys()].sort((a, b) => Number(models[b]!.ids.includes(preferred)) - Number(models[a]!.ids.includes(preferred)) || a - b);
      for (const i of order) {
        const room = Math.max(0, Math.min(models[i]!.max, total) - counts[i]!);
        const give = Math.min(room, left);
        counts[i]! += give;
        left -= give;
      }
      models.forEach((m, i) => planned.push({ entry: m, count: counts[i]!, path: [...path, ...m.ids], max: Number.isFinite(m.max) ? m.max : largest, group: groupKey, groupMin: Math.max(container.min, mins) }));
    } else {
      for (const m of models) {
        const count = m.min > 0 ? (Number.isFinite(m.max) ? m.max : m.min) : 0;
        planned.push({ entry: m, count, path: [...path, ...m.ids], max: Number.isFinite(m.max) ? m.max : Math.max(m.min, 1), group: `${groupKey}:${m.ids[0] ?? ''}`, groupMin: m.min });
      }
    }
    if (depth >= 4) return;
    for (const g of members.filter((m) => m.kind === 'group')) walk(g, [...path, ...g.ids], depth + 1, planned, within || (container.kind === 'group' && models.length > 0));
    // A unit nested in the datasheet (flattened into it by list builders) holds models of this unit.
    for (const inner of members.filter((m) => m.kind === 'entry' && m.type === 'unit')) walk(inner, [...path, ...inner.ids], depth + 1, planned, within);
    const sizes = members.filter((m) => m.kind === 'entry' && m.type === 'upgrade' && holdsModels(m, armoury));
    if (sizes.length === 0) return;
    const options = sizes.map((size) => {
      const inside: Planned[] = [];
      walk(size, [...path, ...size.ids], depth + 1, inside);
      return { size, inside, models: inside.reduce((n, p) => n + p.count, 0) };
    });
    const largest = options.reduce((a, b) => (b.models > a.models ? b : a));
    planned.push(...largest.inside);
    sizeCost += pointsOf(largest.size);
    for (const other of options) {
      if (other === largest) continue;
      const byName = new Map<string, number>();
      for (const p of other.inside) if (p.count > 0) addCount(byName, p.entry.name, p.count);
      compositions.push({ name: other.size.name, models: byName, cost: pointsOf(other.size) + other.inside.reduce((n, p) => n + p.count * pointsOf(p.entry), 0) });
    }
  };
  const planned: Planned[] = [];
  walk(unit, unit.ids, 0, planned);
  if (planned.length === 0) planned.push(...modelsTypedAsUnit(unit, armoury));
  if (planned.length > 0 && planned.every((p) => p.count === 0)) for (const p of planned) p.count = p.max;
  return { planned, compositions, sizeCost };
}

/**
 * A unit entry with no model entries but statlines of its own: its models are the upgrades named like
 * those statlines ("Gretchin" ×10, typed as upgrades in the data), else the unit is one model.
 */
function modelsTypedAsUnit(unit: Entry, armoury: Armoury): Planned[] {
  const statlines = profilesOf(unit, armoury.registry).filter(isStatline).map((p) => nameKey(str(p, 'name')));
  if (statlines.length === 0) return [];
  const named = children(unit, armoury.registry, armoury.unresolved).filter((c) => c.kind === 'entry' && c.type === 'upgrade' && statlines.includes(nameKey(c.name)) && c.min > 0);
  if (named.length === 0) return [{ entry: unit, count: 1, path: unit.ids, max: 1, group: '', groupMin: 1 }];
  return named.map((m) => ({ entry: m, count: Number.isFinite(m.max) ? m.max : m.min, path: [...unit.ids, ...m.ids], max: Number.isFinite(m.max) ? m.max : m.min, group: m.ids[0] ?? '', groupMin: m.min }));
}

/** An upgrade that holds models, directly or in its groups: a unit size. */
function holdsModels(entry: Entry, armoury: Armoury): boolean {
  const inside = children(entry, armoury.registry, armoury.unresolved);
  return inside.some((c) => c.type === 'model') || inside.some((c) => c.kind === 'group' && children(c, armoury.registry, armoury.unresolved).some((m) => m.type === 'model'));
}

function isStatline(profile: BsNode): boolean {
  return /^unit$/i.test(str(profile, 'typeName').trim());
}

/** The statline of a model: its own, else the one of the unit or of another model that fits it. */
function statlineFor(model: Entry, shared: readonly BsNode[], armoury: Armoury): BsNode | undefined {
  const own = profilesOf(model, armoury.registry).filter(isStatline);
  return own[0] ?? matchStatline(model.name, shared);
}

function list(counted: Counted): string[] {
  return [...counted].map(([name, n]) => (n === 1 ? name : `${n}x ${name}`));
}

export type DatasheetSource = { readonly registry: Registry; readonly source: string; readonly faction: string | null };

export function readDatasheet(unit: Entry, from: DatasheetSource): ArmyUnit {
  const gaps: string[] = [];
  const unresolvedNames = new Set<string>();
  const armoury: Armoury = { weapons: new Map(), gaps, registry: from.registry, unresolved: (name) => unresolvedNames.add(name), entries: new Map() };
  const unitProfiles = profilesOf(unit, from.registry);
  const unitStatlines = unitProfiles.filter(isStatline);
  const { planned, compositions, sizeCost } = planModels(unit, armoury);
  // A model without its own statline may use the unit's, or the one another model of the unit carries.
  const shared = [...unitStatlines, ...planned.flatMap((p) => profilesOf(p.entry, from.registry).filter(isStatline))];
  const notes: string[] = [];
  const noted = new Set<string>();
  const texts: string[] = [];
  const rules: ArmyRule[] = [];
  /** A rule of the unit (of `model` when given); `statline`: what it grants for good went into the statline. */
  const note = (name: string, text: string, rule: { origin: RuleOrigin; model?: string; statline: boolean }): void => {
    const clean = text.replace(/\*\*|\^\^/g, '').replace(/\s+/g, ' ').trim();
    texts.push(clean);
    const line = clean === '' ? name : `${name}: ${clean.length > 300 ? `${clean.slice(0, 299)}…` : clean}`;
    if (!noted.has(name)) {
      noted.add(name);
      notes.push(line);
    }
    addRule(rules, { name, text: ruleText(text), origin: rule.origin, ...(rule.model === undefined ? {} : { model: rule.model }), ...(rule.statline ? { statline: true } : {}) });
    if (/^damaged:/i.test(name)) gaps.push(damagedGap(name, clean));
  };
  const unitWide: Protection = {};
  for (const p of unitProfiles.filter((p) => !isStatline(p) && !/weapon/i.test(str(p, 'typeName')))) {
    // A unit-level ability speaks for every model of the unit.
    const read = readProtection(str(p, 'name'), descriptionOf(p), gaps);
    absorbProtection(unitWide, read?.value);
    note(str(p, 'name'), descriptionOf(p), { origin: 'datasheet', statline: read !== undefined });
  }
  for (const rule of rulesOf(unit, from.registry)) {
    // A core ability is its name ("Feel No Pain 5+"); a catalogue's shared rule is the army's, with its text.
    const read = readProtection(rule.name, '', gaps);
    absorbProtection(unitWide, read?.value);
    note(rule.name, rule.core ? '' : rule.text, { origin: rule.core ? 'datasheet' : 'army rule', statline: read !== undefined });
  }

  const models: ArmyModel[] = [];
  const options: { model: string; option: WargearOption; count?: number }[] = [];
  const variants: Variant[] = [];
  /** Each model's default wargear grants, by its unequipped statline. */
  const parts = new WeakMap<NonNullable<ArmyModel['unequipped']>, Protection>();
  for (const plan of planned) {
    const statline = statlineFor(plan.entry, shared, armoury);
    const modelGaps: string[] = [];
    const stats: Stats = statline === undefined ? {} : readStatline(statline, modelGaps);
    // What the model's own abilities grant, and what its default wargear's do (a pasted list names its own).
    const guard: Protection = {};
    const wargear: Protection = {};
    if (statline === undefined) modelGaps.push(`${plan.entry.name}: the data gives no statline for this model (${shared.length === 0 ? 'none at all' : `several, none named for it: ${[...new Set(shared.map((p) => str(p, 'name')))].join(', ')}`})`);
    const kit = kitOf(plan.entry, armoury);
    const carried: Counted = new Map(ownWeapons(plan.entry, armoury));
    for (const [name, n] of kit.carried) addCount(carried, name, n);
    // A single-model datasheet's model is the unit entry itself: its abilities were read above, for the unit.
    const itself = plan.entry.node === unit.node;
    const own = itself ? [] : profilesOf(plan.entry, from.registry).filter((p) => /^abilit/i.test(str(p, 'typeName')));
    for (const p of [...own, ...kit.abilities]) {
      const text = descriptionOf(p);
      const read = readProtection(str(p, 'name'), text, modelGaps);
      if (plan.count > 0) note(str(p, 'name'), text, { origin: own.includes(p) ? 'datasheet' : 'wargear', model: modelName(plan.entry), statline: read !== undefined });
      if (read === undefined) continue;
      absorbProtection(read.scope === 'unit' && plan.count > 0 ? unitWide : own.includes(p) ? guard : wargear, read.value);
    }
    for (const rule of itself ? [] : rulesOf(plan.entry, from.registry)) {
      const read = readProtection(rule.name, '', modelGaps);
      if (plan.count > 0) note(rule.name, rule.core ? '' : rule.text, { origin: rule.core ? 'datasheet' : 'army rule', model: modelName(plan.entry), statline: read !== undefined });
      absorbProtection(guard, read?.value);
    }
    // Set first, then raised: the grants are combined before they touch the statline (unitWide joins below).
    const equipped = protectedStats(stats, mergedProtection(guard, wargear));
    const unequipped = { stats, granted: guard };
    parts.set(unequipped, wargear);
    if (plan.count === 0) {
      variants.push({ model: plan, carried, stats: equipped, unequipped });
      continue;
    }
    gaps.push(...modelGaps);
    models.push({ name: modelName(plan.entry), count: plan.count, stats: equipped, unequipped, weapons: [...carried].map(([name, count]) => ({ name, count })) });
    for (const option of kit.options) options.push({ model: modelName(plan.entry), option });
    for (const choice of kit.abilityChoices) {
      const changes = changedBy(choice.abilities);
      if (changes !== undefined) gaps.push(`wargear choice ${choice.label} of the ${modelName(plan.entry)}: ${changes}; it brings no weapon, so no loadout offers it: the profile keeps ${statsText(equipped)}; edit the profile for it`);
    }
  }

  // Weapons the unit entry itself carries (vehicles and monsters often list them there).
  // A single-model datasheet's wargear is its model's, read above.
  const unitKit = planned.some((p) => p.entry.node === unit.node) ? { carried: new Map<string, number>(), options: [] as WargearOption[], abilities: [] as BsNode[] } : kitOf(unit, armoury);
  if (unitKit.carried.size > 0 || unitKit.options.length > 0) {
    const bearer = models.length === 1 ? models[0]! : undefined;
    if (bearer === undefined) gaps.push(`wargear on the unit itself (${list(unitKit.carried).join(', ') || unitKit.options.map((o) => o.label).join(', ')}) could not be given to one model group`);
    else {
      const weapons = new Map(bearer.weapons.map((w) => [w.name, w.count]));
      for (const [name, n] of unitKit.carried) {
        if (n % bearer.count !== 0) gaps.push(`${n}x ${name} on the unit cannot be shared evenly by ${bearer.count} ${bearer.name} models: given one each`);
        addCount(weapons, name, Math.max(1, Math.floor(n / bearer.count)));
      }
      models[0] = { ...bearer, weapons: [...weapons].map(([name, count]) => ({ name, count })) };
      for (const option of unitKit.options) options.push({ model: bearer.name, option, count: 1 });
    }
  }
  for (const p of unitKit.abilities) note(str(p, 'name'), descriptionOf(p), { origin: 'wargear', statline: false });

  const withUnit = <M extends { stats: Stats; unequipped?: ArmyModel['unequipped'] }>(m: M): M => {
    if (m.unequipped === undefined) return { ...m, stats: protectedStats(m.stats, unitWide) };
    const granted = mergedProtection(m.unequipped.granted, unitWide);
    return { ...m, stats: protectedStats(m.unequipped.stats, mergedProtection(granted, parts.get(m.unequipped))), unequipped: { stats: m.unequipped.stats, granted } };
  };
  const finalModels = mergeAlike(models.map(withUnit));

  const priced = pointsTable({ unit, planned, models: finalModels, compositions, sizeCost, registry: from.registry }, gaps);
  const optional = variants.map(withUnit);
  const loadouts = [...buildLoadouts(options, optional, planned, finalModels, unit.ids.length, gaps), ...priced.loadouts];
  const { keywords, factionKeywords, faction } = splitKeywords([...categoriesOf(unit), ...planned.flatMap((p) => categoriesOf(p.entry))]);
  for (const name of unresolvedNames) gaps.push(`${name}: its entry is in a catalogue that is not in the data folder (${from.registry.missing().join(', ') || 'a linked catalogue'})`);
  if (finalModels.length === 0) gaps.push('the data gives no models for this datasheet');
  return {
    name: unit.name,
    faction: faction ?? from.faction,
    source: from.source,
    points: priced.points,
    keywords,
    factionKeywords,
    models: finalModels,
    weapons: withConditions([...armoury.weapons.values()], texts),
    loadouts,
    abilities: notes,
    rules,
    stealth: unitWide.stealth === true,
    gaps: [...new Set(gaps)],
    ...(unresolvedNames.size === 0 ? {} : { unresolved: [...unresolvedNames], missingCatalogues: from.registry.missing() }),
    optional: optional.map((v) => ({ name: modelName(v.model.entry), count: v.model.max, stats: v.stats, unequipped: v.unequipped, weapons: [...v.carried].map(([name, count]) => ({ name, count })) })),
    wargear: [...armoury.entries].map(([name, entry]) => ({ name, weapons: [...entry.weapons].map(([w, count]) => ({ name: w, count })), ...grantsOf(entry.abilities) })),
    leaders: [],
  };
}

/** Weapons an ability gives only while the unit Remained Stationary get that condition. */
export function withConditions(weapons: readonly ArmyWeapon[], abilityTexts: readonly string[]): ArmyWeapon[] {
  const stationary = stationaryWeapons(abilityTexts, weapons.map((w) => w.name));
  return weapons.map((w) => (stationary.has(w.name) ? { ...w, requires: ['stationary'] } : w));
}

/**
 * Model groups of one name, statline and kit are one group: the data may list the same model in two
 * places (8 Kroot Farstalkers, and one more as a special weapon group's default).
 */
function mergeAlike(models: readonly ArmyModel[]): ArmyModel[] {
  const byKey = new Map<string, ArmyModel>();
  for (const m of models) {
    const key = JSON.stringify([m.name, m.stats, [...m.weapons].sort((a, b) => a.name.localeCompare(b.name))]);
    const same = byKey.get(key);
    byKey.set(key, same === undefined ? m : { ...same, count: same.count + m.count });
  }
  return uniqueModelNames([...byKey.values()]);
}

/** "Medusa Carriage Battery [Legends]" as a model is a Medusa Carriage Battery: the tag marks datasheets. */
function modelName(entry: Entry): string {
  return entry.name.replace(/\s*\[legends\]\s*$/i, '');
}

/** A model the datasheet makes optional (a minimum of 0): not in the profile as it comes. */
type Variant = { readonly model: Planned; readonly carried: Counted; readonly stats: Stats; readonly unequipped: NonNullable<ArmyModel['unequipped']> };

/**
 * The model an optional one stands in for: of the models the unit has, the one in the same group as it
 * (or the nearest enclosing one: "Trooper w/ Flamer" sits in the troopers' group), the most numerous.
 * None when they share only the unit: then it is a model of its own.
 */
function standIn(optional: Planned, planned: readonly Planned[], unitDepth: number): Planned | undefined {
  const shared = (p: Planned) => {
    let n = 0;
    while (n < p.path.length && p.path[n] === optional.path[n]) n++;
    return n;
  };
  const candidates = planned.filter((p) => p.count > 0 && shared(p) > unitDepth);
  return candidates.sort((a, b) => shared(b) - shared(a) || b.count - a.count)[0];
}

/** The characteristics an attack on the model reads; `except` those a gap already states. */
function sameStats(a: Stats, b: Stats, except: readonly ('T' | 'W')[] = []): boolean {
  return (['T', 'Sv', 'W', 'invuln', 'fnp'] as const).every((k) => a[k] === b[k] || (except as readonly string[]).includes(k));
}


/**
 * Wargear options and optional models as loadouts with unique, typeable names. An optional model that
 * stands in for one of the unit's main models ("Fire Warrior w/ pulse carbine") is a swap on that many
 * of them, offered one at a time and all at once; one that no loadout can express (a model of its own,
 * another statline) is a stated gap.
 */
function buildLoadouts(
  options: readonly { model: string; option: WargearOption; count?: number }[],
  variants: readonly Variant[],
  planned: readonly Planned[],
  models: readonly ArmyModel[],
  unitDepth: number,
  gaps: string[],
): ImportedLoadout[] {
  const out: ImportedLoadout[] = [];
  const names = new Set<string>();
  const unique = (wanted: string): string => {
    let name = wanted;
    for (let i = 2; names.has(name); i++) name = `${wanted}-${i}`;
    names.add(name);
    return name;
  };
  const several = new Set(models.map((m) => m.name)).size > 1;
  for (const { model, option, count } of options) {
    const withNames = list(option.with);
    const replace = list(option.replace);
    const carrier = models.find((m) => m.name === model);
    if (carrier === undefined) continue;
    // Named as the data names the choice ("Gun Drone"), which is what players pick.
    const label = slug(option.label) || slug(withNames.map((w) => w.replace(/^\d+x /, '')).join(' '));
    // Taken more than once only by a lone model; on a group the swap already reaches every model.
    const times = carrier.count === 1 ? Math.max(1, option.max) : 1;
    const name = unique(several && carrier.count === 1 ? `${slug(model)}-${label}` : label);
    const changes = changedBy(option.abilities);
    if (changes !== undefined) gaps.push(`loadout ${name}: ${changes}; the ${model} keeps ${statsText(carrier.stats)}, ${KEPT}`);
    out.push({
      name,
      description: `${model}: ${replace.length === 0 ? 'also takes' : `${replace.join(', ')} replaced with`} ${withNames.join(', ')} (${option.label}${times > 1 ? `; up to ${times}` : ''})`,
      max: times,
      swaps: [{ model, ...(count === undefined ? {} : { count }), replace, with: withNames }],
      size: [],
      line: 0,
    });
  }
  for (const variant of variants) {
    const name = modelName(variant.model.entry);
    const main = standIn(variant.model, planned, unitDepth);
    const target = main === undefined ? undefined : models.find((m) => m.name === modelName(main.entry));
    const mine = new Map(target?.weapons.map((w) => [w.name, w.count]));
    const replace = [...mine].filter(([weapon, n]) => variant.carried.get(weapon) !== n);
    const add = [...variant.carried].filter(([weapon, n]) => mine.get(weapon) !== n);
    const n = target === undefined ? 0 : Math.min(variant.model.max, target.count);
    // A model that differs only by what its wargear does to Wounds or Toughness stands in, with a gap.
    const bare = (u: ArmyModel['unequipped']) => (u === undefined ? {} : protectedStats(u.stats, u.granted));
    const byWargear = target !== undefined && sameStats(bare(target.unequipped), bare(variant.unequipped)) && sameStats(target.stats, variant.stats, ['W', 'T']);
    if (target === undefined || n < 1 || !(sameStats(target.stats, variant.stats) || byWargear)) {
      const kit = list(variant.carried).join(', ') || 'no weapons';
      gaps.push(`optional model ${name} (up to ${variant.model.max}; ${kit}) is not in the profile: no loadout can add it; edit the profile to field it`);
      continue;
    }
    if (replace.length === 0 && add.length === 0) continue; // fights as the model it stands in for
    const swap = { model: target.name, replace: list(new Map(replace)), with: list(new Map(add)) };
    const base = slug(name);
    const one = unique(base);
    out.push({ name: one, description: `one ${target.name} as ${name}${n > 1 ? ` (choose it up to ${n} times)` : ''}`, max: n, swaps: [{ ...swap, count: 1 }], size: [], line: 0 });
    const all = n > 1 && n === target.count ? unique(`${base}-all`) : undefined;
    if (all !== undefined) out.push({ name: all, description: `every ${target.name} as ${name}`, max: 1, swaps: [{ ...swap, count: n }], size: [], line: 0 });
    if (!sameStats(target.stats, variant.stats)) {
      const named = all === undefined ? `loadout ${one}` : `loadouts ${one} and ${all}`;
      gaps.push(`${named}: a ${name} has ${statsText(variant.stats)}; as a ${target.name} it keeps ${statsText(target.stats)}, ${KEPT}`);
    }
  }
  return out;
}
