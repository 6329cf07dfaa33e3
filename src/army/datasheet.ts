/**
 * A catalogue's datasheet (a `unit` entry, or a `model` entry for a single-model unit) → an ArmyUnit:
 * its model groups with their statlines and default wargear, every other wargear choice as a loadout,
 * its points at each unit size, keywords, abilities as notes and what it lacks as gaps.
 *
 * Sizes: each group of models comes at its largest size (a unit's points table lists every size it is
 * sold at, and a loadout per smaller size), as the seed datasheet importer does; a model the datasheet
 * makes optional (a minimum of 0) is left out and said so.
 */
import type { ImportedLoadout, Stats } from '../profile/import/index.js';
import { slug } from '../profile/import/names.js';
import { str, type BsNode } from './bs-tree.js';
import { readStatline } from './characteristics.js';
import { categoriesOf, children, defaultChoice, profilesOf, rulesOf, type Entry } from './entries.js';
import { kitOf, ownWeapons, type Armoury, type Counted, type WargearOption } from './kit.js';
import { pointsTable } from './points.js';
import { better, readProtection, type Protection } from './protection.js';
import type { Registry } from './registry.js';
import type { ArmyModel, ArmyUnit } from './types.js';
import { splitKeywords } from './keywords.js';
import { nameKey } from './names.js';

type Planned = { readonly entry: Entry; count: number; readonly path: readonly string[]; readonly max: number; readonly group: string; readonly groupMin: number };

/** The model entries of a unit, with how many of each the unit comes with. */
function planModels(unit: Entry, armoury: Armoury): Planned[] {
  if (unit.type === 'model') return [{ entry: unit, count: 1, path: unit.ids, max: 1, group: '', groupMin: 1 }];
  const planned: Planned[] = [];
  const walk = (container: Entry, path: readonly string[], depth: number): void => {
    const members = children(container, armoury.registry, armoury.unresolved);
    const models = members.filter((m) => m.kind === 'entry' && m.type === 'model');
    const groupKey = container.ids[0] ?? '';
    if (container.kind === 'group' && models.length > 0) {
      const mins = models.reduce((n, m) => n + m.min, 0);
      const total = Number.isFinite(container.max) ? container.max : Math.max(container.min, mins, 1);
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
      models.forEach((m, i) => planned.push({ entry: m, count: counts[i]!, path: [...path, ...m.ids], max: Number.isFinite(m.max) ? m.max : total, group: groupKey, groupMin: Math.max(container.min, mins) }));
    } else {
      for (const m of models) {
        const count = m.min > 0 ? (Number.isFinite(m.max) ? m.max : m.min) : 0;
        planned.push({ entry: m, count, path: [...path, ...m.ids], max: Number.isFinite(m.max) ? m.max : Math.max(m.min, 1), group: `${groupKey}:${m.ids[0] ?? ''}`, groupMin: m.min });
      }
    }
    if (depth >= 4) return;
    for (const g of members.filter((m) => m.kind === 'group')) walk(g, [...path, ...g.ids], depth + 1);
    // "1 Shock Trooper Sergeant and 9 Shock Troopers": a unit size offered as an upgrade holding models.
    const sizes = members.filter((m) => m.kind === 'entry' && m.type === 'upgrade' && holdsModels(m, armoury));
    if (sizes.length > 0) {
      const preferred = defaultChoice(container);
      const chosen = sizes.find((m) => m.ids.includes(preferred)) ?? sizes.find((m) => m.min > 0) ?? sizes[0]!;
      walk(chosen, [...path, ...chosen.ids], depth + 1);
      for (const other of sizes) if (other !== chosen) armoury.gaps.push(`unit size "${other.name}" is not imported (the profile is "${chosen.name}")`);
    }
  };
  walk(unit, unit.ids, 0);
  if (planned.length > 0 && planned.every((p) => p.count === 0)) for (const p of planned) p.count = p.max;
  return planned;
}

function holdsModels(entry: Entry, armoury: Armoury): boolean {
  return children(entry, armoury.registry, armoury.unresolved).some((c) => c.type === 'model');
}

function isStatline(profile: BsNode): boolean {
  return /^unit$/i.test(str(profile, 'typeName').trim());
}

/** The statline of a model: its own, else the unit's one matching its name, else the unit's only one. */
function statlineFor(model: Entry, unitStatlines: readonly BsNode[], armoury: Armoury): BsNode | undefined {
  const own = profilesOf(model, armoury.registry).filter(isStatline);
  if (own.length > 0) return own[0];
  const key = nameKey(model.name);
  const byName = unitStatlines.find((p) => nameKey(str(p, 'name')) === key) ?? unitStatlines.find((p) => key.startsWith(nameKey(str(p, 'name'))));
  if (byName !== undefined) return byName;
  const distinct = new Map(unitStatlines.map((p) => [JSON.stringify(p['characteristics']), p]));
  return distinct.size === 1 ? unitStatlines[0] : undefined;
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
  const planned = planModels(unit, armoury);
  const notes: string[] = [];
  const noted = new Set<string>();
  const note = (name: string, text: string): void => {
    const clean = text.replace(/\*\*|\^\^/g, '').replace(/\s+/g, ' ').trim();
    const line = clean === '' ? name : `${name}: ${clean.length > 300 ? `${clean.slice(0, 299)}…` : clean}`;
    if (!noted.has(name)) {
      noted.add(name);
      notes.push(line);
    }
    if (/^damaged:/i.test(name)) gaps.push(`${name}: the model's characteristics change as it loses wounds; the profile keeps the full statline`);
  };
  const unitWide: Guard = {};
  for (const p of unitProfiles.filter((p) => !isStatline(p) && !/weapon/i.test(str(p, 'typeName')))) {
    note(str(p, 'name'), descriptionOf(p));
    // A unit-level ability speaks for every model of the unit.
    absorb(unitWide, readProtection(str(p, 'name'), descriptionOf(p), gaps)?.value);
  }
  for (const rule of rulesOf(unit, from.registry)) {
    note(rule.name, '');
    absorb(unitWide, readProtection(rule.name, '', gaps)?.value);
  }

  const models: ArmyModel[] = [];
  const options: { model: string; option: WargearOption; count?: number }[] = [];
  const variants: { model: Planned; carried: Counted }[] = [];
  for (const plan of planned) {
    const statline = statlineFor(plan.entry, unitStatlines, armoury);
    const modelGaps: string[] = [];
    const stats: Stats = statline === undefined ? {} : readStatline(statline, modelGaps);
    const guard: Guard = {};
    if (statline === undefined) modelGaps.push(`${plan.entry.name}: the data gives no statline for this model (${unitStatlines.length === 0 ? 'none at all' : `several: ${unitStatlines.map((p) => str(p, 'name')).join(', ')}`})`);
    const kit = kitOf(plan.entry, armoury);
    const carried: Counted = new Map(ownWeapons(plan.entry, armoury));
    for (const [name, n] of kit.carried) carried.set(name, (carried.get(name) ?? 0) + n);
    const own = [...profilesOf(plan.entry, from.registry).filter((p) => /^abilit/i.test(str(p, 'typeName'))), ...kit.abilities];
    for (const p of own) {
      const text = descriptionOf(p);
      note(str(p, 'name'), text);
      const read = readProtection(str(p, 'name'), text, modelGaps);
      if (read === undefined) continue;
      absorb(read.scope === 'unit' && plan.count > 0 ? unitWide : guard, read.value);
    }
    for (const rule of rulesOf(plan.entry, from.registry)) {
      note(rule.name, '');
      absorb(guard, readProtection(rule.name, '', modelGaps)?.value);
    }
    if (plan.count === 0) {
      variants.push({ model: plan, carried });
      continue;
    }
    gaps.push(...modelGaps);
    models.push({ name: plan.entry.name, count: plan.count, stats: withGuard(stats, guard), weapons: [...carried].map(([name, count]) => ({ name, count })) });
    for (const option of kit.options) options.push({ model: plan.entry.name, option });
  }

  // Weapons the unit entry itself carries (vehicles and monsters often list them there).
  const unitKit = unit.type === 'model' ? { carried: new Map<string, number>(), options: [] as WargearOption[], abilities: [] as BsNode[] } : kitOf(unit, armoury);
  if (unitKit.carried.size > 0 || unitKit.options.length > 0) {
    const bearer = models.length === 1 ? models[0]! : undefined;
    if (bearer === undefined) gaps.push(`wargear on the unit itself (${list(unitKit.carried).join(', ') || unitKit.options.map((o) => o.label).join(', ')}) could not be given to one model group`);
    else {
      const weapons = new Map(bearer.weapons.map((w) => [w.name, w.count]));
      for (const [name, n] of unitKit.carried) {
        if (n % bearer.count !== 0) gaps.push(`${n}x ${name} on the unit cannot be shared evenly by ${bearer.count} ${bearer.name} models: given one each`);
        weapons.set(name, (weapons.get(name) ?? 0) + Math.max(1, Math.floor(n / bearer.count)));
      }
      models[0] = { ...bearer, weapons: [...weapons].map(([name, count]) => ({ name, count })) };
      for (const option of unitKit.options) options.push({ model: bearer.name, option, count: 1 });
    }
  }
  for (const p of unitKit.abilities) note(str(p, 'name'), descriptionOf(p));

  const finalModels = models.map((m) => ({ ...m, stats: withGuard(m.stats, unitWide) }));

  const priced = pointsTable(unit, planned, finalModels, gaps);
  const loadouts = [...buildLoadouts(options, variants, planned, finalModels), ...priced.loadouts];
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
    weapons: [...armoury.weapons.values()],
    loadouts,
    abilities: notes,
    stealth: unitWide.stealth === true,
    gaps: [...new Set(gaps)],
    wargear: [...armoury.entries].map(([name, weapons]) => ({ name, weapons: [...weapons].map(([w, count]) => ({ name: w, count })) })),
    leaders: [],
  };
}

/** Protection gathered from abilities; undefined while none is found. */
type Guard = { invuln?: number | undefined; fnp?: number | undefined; stealth?: boolean };

function absorb(into: Guard, value: Protection | undefined): void {
  if (value === undefined) return;
  into.invuln = better(into.invuln, value.invuln);
  into.fnp = better(into.fnp, value.fnp);
  if (value.stealth === true) into.stealth = true;
}

/** The statline with the best invulnerable save and Feel No Pain of the statline and the abilities. */
function withGuard(stats: Stats, guard: Guard): Stats {
  const invuln = better(stats.invuln, guard.invuln);
  const fnp = better(stats.fnp, guard.fnp);
  const { invuln: _i, fnp: _f, ...rest } = stats;
  return { ...rest, ...(invuln === undefined ? {} : { invuln }), ...(fnp === undefined ? {} : { fnp }) };
}

export function descriptionOf(profile: BsNode): string {
  const chars = profile['characteristics'];
  if (Array.isArray(chars)) {
    const d = (chars as BsNode[]).find((c) => /^description$/i.test(str(c, 'name'))) ?? (chars as BsNode[])[0];
    if (d !== undefined) return str(d, '$text');
  }
  return str(profile, 'description');
}

/** Wargear options and other model variants as loadouts with unique, typeable names. */
function buildLoadouts(
  options: readonly { model: string; option: WargearOption; count?: number }[],
  variants: readonly { model: Planned; carried: Counted }[],
  planned: readonly Planned[],
  models: readonly ArmyModel[],
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
    const label = slug(withNames.map((w) => w.replace(/^\d+x /, '')).join(' '));
    out.push({
      name: unique(several && carrier.count === 1 ? `${slug(model)}-${label}` : label),
      description: `${model}: ${replace.length === 0 ? 'also takes' : `${replace.join(', ')} replaced with`} ${withNames.join(', ')} (${option.label})`,
      max: 1,
      swaps: [{ model, ...(count === undefined ? {} : { count }), replace, with: withNames }],
      size: [],
      line: 0,
    });
  }
  // A model variant the unit may take instead of its main kind (Fire Warrior w/ pulse carbine).
  for (const variant of variants) {
    const main = planned.filter((p) => p.group === variant.model.group && p.count > 0).sort((a, b) => b.count - a.count)[0];
    const target = main === undefined ? undefined : models.find((m) => m.name === main.entry.name);
    if (main === undefined || target === undefined) continue;
    const mine = new Map(target.weapons.map((w) => [w.name, w.count]));
    const replace = [...mine].filter(([name, n]) => variant.carried.get(name) !== n);
    const add = [...variant.carried].filter(([name, n]) => mine.get(name) !== n);
    if (replace.length === 0 && add.length === 0) continue;
    const n = Math.min(variant.model.max, target.count);
    if (n < 1) continue;
    out.push({
      name: unique(slug(variant.model.entry.name)),
      description: `${n === target.count ? 'every' : `up to ${n}`} ${target.name} as ${variant.model.entry.name}`,
      max: 1,
      swaps: [{ model: target.name, count: n, replace: list(new Map(replace)), with: list(new Map(add)) }],
      size: [],
      line: 0,
    });
  }
  return out;
}
