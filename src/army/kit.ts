/**
 * What a model (or a unit) carries as it comes, and the wargear it may take instead: the weapons of the
 * entries it takes by default (a minimum of 1 or more, a group's default choice), counted, and the other
 * choices of each group as options. Weapons are named by their profiles: the profiles "➤ Plasma gun -
 * standard" and "➤ Plasma gun - supercharge" of one entry are one weapon with two profiles.
 */
import { str, type BsNode } from './bs-tree.js';
import { readWeaponRow, splitProfileName } from './characteristics.js';
import { children, profilesOf, type Entry } from './entries.js';
import { defaultsOf, startingCount, total } from './group-defaults.js';
import type { Registry } from './registry.js';
import { nameKey } from './names.js';
import type { ArmyWeapon } from './types.js';
import { addCount } from './tally.js';

export type Counted = Map<string, number>;

/**
 * A choice the datasheet offers: carry `with` instead of `replace` (or on top, when `replace` is empty).
 * `abilities`: the ability profiles of the wargear it gives and of the wargear it takes away (a Storm
 * Shield's "the bearer has a Wounds characteristic of 4"), which a loadout cannot carry.
 */
export type WargearOption = {
  readonly label: string;
  readonly replace: Counted;
  readonly with: Counted;
  readonly max: number;
  readonly abilities: { readonly given: readonly BsNode[]; readonly lost: readonly BsNode[] };
};

export type Kit = {
  readonly carried: Counted;
  readonly options: WargearOption[];
  /** Choices that bring no weapon, only abilities (a Brute Shield for a Slabshield): no loadout can carry them. */
  readonly abilityChoices: Pick<WargearOption, 'label' | 'abilities'>[];
  /** Ability profiles of the wargear carried ("Weavefield crest": the bearer has a 4+ invulnerable save). */
  readonly abilities: BsNode[];
};

/** Weapons read so far, by nameKey of their name; the first profile set of a name wins. */
export type Armoury = {
  readonly weapons: Map<string, ArmyWeapon>;
  readonly gaps: string[];
  readonly registry: Registry;
  readonly unresolved: (name: string) => void;
  /** Every wargear entry met, by name, with the weapons and the ability profiles one selection of it brings. */
  readonly entries: Map<string, { readonly weapons: Counted; readonly abilities: readonly BsNode[] }>;
};

function add(into: Counted, from: Counted, times: number): void {
  for (const [name, n] of from) addCount(into, name, n * times);
}

/** "2 Fragstorm Grenade Launchers" carrying the profile "Fragstorm Grenade Launcher": two of them. */
function leadingCount(entryName: string): number {
  const m = /^(\d+)\s*x?\s+\S/i.exec(entryName.trim());
  return m === null ? 1 : Number(m[1]);
}

function isWeapon(profile: BsNode): 'ranged' | 'melee' | undefined {
  const type = str(profile, 'typeName').toLowerCase();
  if (type.includes('melee')) return 'melee';
  if (type.includes('ranged') || type.includes('weapon')) return 'ranged';
  return undefined;
}

/** The weapons named by an entry's own profiles, one of each (times a leading count in its name). */
export function ownWeapons(entry: Entry, armoury: Armoury): Counted {
  const out: Counted = new Map();
  const times = leadingCount(entry.name);
  for (const profile of profilesOf(entry, armoury.registry)) {
    const kind = isWeapon(profile);
    if (kind === undefined) continue;
    const split = splitProfileName(str(profile, 'name'));
    // One weapon per name, whatever its capitals ("Power Fist", "Power fist").
    const key = nameKey(split.base);
    const known = armoury.weapons.get(key);
    const variant = split.profile === null ? null : nameKey(split.profile);
    if (known === undefined || (variant !== null && !known.rows.some((r) => r.profile !== null && nameKey(r.profile) === variant))) {
      const row = readWeaponRow(profile, kind === 'melee', armoury.gaps);
      if (row !== undefined) {
        const rows = [...(known?.rows ?? []), row];
        // A weapon met once without and once with profile names keeps only the named profiles.
        armoury.weapons.set(key, { name: known?.name ?? split.base, rows: rows.some((r) => r.profile !== null) ? rows.filter((r) => r.profile !== null) : rows.slice(0, 1) });
      } else if (known === undefined) continue;
    }
    const weapon = armoury.weapons.get(key);
    if (weapon !== undefined) out.set(weapon.name, times);
  }
  return out;
}

function abilityProfiles(entry: Entry, registry: Registry): BsNode[] {
  return profilesOf(entry, registry).filter((p) => str(p, 'typeName').toLowerCase().startsWith('abilit'));
}

/** Everything one selection of `entry` brings: its own weapons and those of its default sub-entries. */
function selectionOf(entry: Entry, armoury: Armoury, depth: number): Kit {
  const kit: Kit = {
    carried: entry.kind === 'group' ? new Map() : ownWeapons(entry, armoury),
    options: [],
    abilityChoices: [],
    abilities: entry.kind === 'group' ? [] : abilityProfiles(entry, armoury.registry),
  };
  if (depth < 6) {
    if (entry.kind === 'group') collectGroup(entry, armoury, kit, depth + 1);
    else collect(entry, armoury, kit, depth + 1);
  }
  if (entry.kind === 'entry' && !armoury.entries.has(entry.name)) armoury.entries.set(entry.name, { weapons: new Map(kit.carried), abilities: [...kit.abilities] });
  return kit;
}

function merge(into: Kit, from: Kit, times: number): void {
  add(into.carried, from.carried, times);
  into.options.push(...from.options);
  into.abilityChoices.push(...from.abilityChoices);
  into.abilities.push(...from.abilities);
}

/** The default kit and the options of the entries under `parent` (models and units excluded). */
function collect(parent: Entry, armoury: Armoury, kit: Kit, depth: number): void {
  for (const child of children(parent, armoury.registry, armoury.unresolved)) {
    if (child.type === 'model' || child.type === 'unit') continue;
    if (child.kind === 'group') {
      collectGroup(child, armoury, kit, depth);
      continue;
    }
    const one = selectionOf(child, armoury, depth);
    const taken = startingCount(child);
    if (taken > 0 || (child.max === Infinity && child.min === 0 && one.carried.size === 0)) merge(kit, one, Math.max(taken, 1));
    else if (one.carried.size > 0) {
      kit.options.push({ label: child.name, replace: new Map(), with: one.carried, max: Number.isFinite(child.max) ? child.max : 1, abilities: { given: one.abilities, lost: [] } });
    }
  }
}

/**
 * A group of choices: what it holds as it comes (defaultsOf) is carried; every other member is an
 * option. A group the player must fill (a minimum), or one already full (its maximum), is a choice: a
 * member is taken instead of a default the player may remove (one beyond that member's own minimum). A
 * group that requires nothing and has room only limits: a member is taken on top ("also takes a havoc
 * launcher"), as often as the room and its own maximum allow. Groups inside it ("Wargear" holding "Melee
 * Weapon" and "Ranged Weapon") are choices of their own.
 */
function collectGroup(group: Entry, armoury: Armoury, kit: Kit, depth: number): void {
  const members = children(group, armoury.registry, armoury.unresolved).filter((m) => m.type !== 'model' && m.type !== 'unit');
  for (const inner of members.filter((m) => m.kind === 'group')) collectGroup(inner, armoury, kit, depth + 1);
  const entries = members.filter((m) => m.kind === 'entry');
  const held = defaultsOf(group, entries);
  const base: Kit = { carried: new Map(), options: [], abilityChoices: [], abilities: [] };
  for (const [member, n] of held) merge(base, selectionOf(member, armoury, depth), n);
  merge(kit, base, 1);
  const room = group.max - total(held);
  const removable = [...held].filter(([member, n]) => n > member.min);
  const swaps = removable.length > 0 && (group.min > 0 || room < 1);
  for (const member of entries) {
    const has = held.get(member) ?? 0;
    // A default of one kind may also take the place of a default of another (the second of two weapons).
    if (has > 0 && !(swaps && has < member.max)) continue;
    const alternative = selectionOf(member, armoury, depth);
    if (alternative.carried.size === 0) {
      const lost = swaps ? removable.flatMap(([out]) => (out === member ? [] : selectionOf(out, armoury, depth).abilities)) : [];
      // One already held is no choice (a second Slabshield changes nothing).
      if (has === 0 && alternative.abilities.length > 0) kit.abilityChoices.push({ label: member.name, abilities: { given: alternative.abilities, lost } });
      continue;
    }
    if (swaps) {
      for (const [out, n] of removable) {
        if (out === member) continue;
        const max = Math.min(member.max - has, n - out.min);
        // Named after what is taken; after what it replaces too when there is more than one kind to replace.
        const label = removable.length === 1 ? member.name : `${member.name} for ${out.name}`;
        const replaced = selectionOf(out, armoury, depth);
        const abilities = { given: alternative.abilities, lost: replaced.abilities };
        kit.options.push({ label, replace: replaced.carried, with: alternative.carried, max: Number.isFinite(max) ? max : 1, abilities });
      }
    } else if (room >= 1) {
      const max = Math.min(member.max, room);
      kit.options.push({ label: member.name, replace: new Map(), with: alternative.carried, max: Number.isFinite(max) ? max : 1, abilities: { given: alternative.abilities, lost: [] } });
    } else {
      // A full group of required members: the data makes room through modifiers, which are not read.
      kit.options.push({ label: member.name, replace: base.carried, with: alternative.carried, max: 1, abilities: { given: alternative.abilities, lost: base.abilities } });
    }
  }
}

/** A model's (or a unit's) default kit and options. */
export function kitOf(entry: Entry, armoury: Armoury): Kit {
  const kit: Kit = { carried: new Map(), options: [], abilityChoices: [], abilities: [] };
  collect(entry, armoury, kit, 0);
  return kit;
}
