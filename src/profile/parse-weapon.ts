/** `weapons:` entries: one profile, or several under `profiles:` (Plasma gun – standard / supercharge). */
import { isScalar, isSeq } from 'yaml';
import type { Weapon, WeaponAbility } from '../rules/index.js';
import { hasAbility, parseAbilities } from './abilities.js';
import { describeValue } from './issue.js';
import { didYouMean } from './suggest.js';
import type { Position, Requirement, WeaponEntry, WeaponVariant } from './types.js';
import { readAp, readDice, readInteger, readName, readRange, readRoll, readText } from './values.js';
import { plain, readFields, readList, report, type Field, type ReadContext } from './yaml-reader.js';

const CHARACTERISTICS = ['range', 'A', 'BS', 'WS', 'S', 'AP', 'D', 'abilities'] as const;
const WEAPON_KEYS = ['name', ...CHARACTERISTICS, 'profiles', 'default-profile', 'requires', 'notes'] as const;
const PROFILE_KEYS = ['name', ...CHARACTERISTICS] as const;
export const REQUIREMENTS: readonly Requirement[] = ['stationary', 'charged', 'half-range'];

/** The name a multi-profile weapon's profile fires under, as on the datasheet: "Plasma gun – supercharge". */
export function variantName(weapon: string, profile: string | null): string {
  return profile === null ? weapon : `${weapon} – ${profile}`;
}

export function readWeapon(ctx: ReadContext, field: Field): WeaponEntry | undefined {
  const fields = readFields(ctx, field.node, field.at, WEAPON_KEYS, ['name'], 'a weapon (a mapping with name, range, A, BS or WS, S, AP, D)');
  if (fields === undefined) return undefined;
  const nameField = fields.get('name');
  const name = nameField === undefined ? undefined : readName(ctx, nameField);
  const requires = readRequires(ctx, fields.get('requires'));
  const profilesField = fields.get('profiles');
  let variants: WeaponVariant[] | undefined;
  let defaultVariant = 0;

  if (profilesField !== undefined) {
    const stray = CHARACTERISTICS.filter((key) => fields.has(key));
    if (stray.length > 0) {
      report(ctx, field.at, `a weapon with \`profiles\` gives its characteristics inside each profile, not here (found ${stray.join(', ')})`);
    }
    const items = readList(ctx, profilesField, 'weapon profiles');
    if (items !== undefined && items.length === 0) report(ctx, profilesField.at, 'expected at least one profile');
    variants = [];
    // Every profile's name, read or not: a duplicate is a problem even beside a profile with others.
    const labels: string[] = [];
    for (const item of items ?? []) {
      const profileFields = readFields(ctx, item.node, item.at, PROFILE_KEYS, ['name'], 'a weapon profile (a mapping with name, range, A, BS or WS, S, AP, D)');
      if (profileFields === undefined) continue;
      const profileName = profileFields.get('name');
      const label = profileName === undefined ? undefined : readName(ctx, profileName);
      if (label !== undefined && labels.some((l) => l.toLowerCase() === label.toLowerCase())) {
        report(ctx, profileName!.at, `two profiles of ${JSON.stringify(name ?? 'this weapon')} are named ${JSON.stringify(label)}`);
        continue;
      }
      if (label !== undefined) labels.push(label);
      // Read even without a usable name, so the characteristics' problems are found in the same run.
      const variant = readVariant(ctx, profileFields, item.at, variantName(name ?? '', label ?? ''), label ?? '');
      if (variant !== undefined && label !== undefined) variants.push(variant);
    }
    const defaultField = fields.get('default-profile');
    if (defaultField !== undefined) {
      const wanted = readText(ctx, defaultField);
      const index = variants.findIndex((v) => v.name?.toLowerCase() === wanted?.toLowerCase());
      // A profile that is named but did not read has its own issue; naming it here is no second one.
      if (wanted !== undefined && !labels.some((l) => l.toLowerCase() === wanted.toLowerCase())) {
        report(ctx, defaultField.at, `no profile named ${JSON.stringify(wanted)}${didYouMean(wanted, labels) || `; profiles: ${labels.join(', ')}`}`);
      }
      defaultVariant = Math.max(index, 0);
    }
  } else {
    if (fields.has('default-profile')) report(ctx, fields.get('default-profile')!.at, '`default-profile` needs `profiles`');
    // Read even without a usable name, so the characteristics' problems are found in the same run.
    const variant = readVariant(ctx, fields, field.at, name ?? '', null);
    if (variant !== undefined) variants = [variant];
  }
  if (name === undefined || variants === undefined || variants.length === 0 || requires === undefined) return undefined;
  return { name, variants, defaultVariant, requires, at: field.at };
}

function readVariant(
  ctx: ReadContext,
  fields: Map<string, Field>,
  at: Position,
  fullName: string,
  profileName: string | null,
): WeaponVariant | undefined {
  const rangeField = fields.get('range');
  const range = rangeField === undefined ? undefined : readRange(ctx, rangeField);
  // Without a readable range, the skill key given tells melee (WS) from ranged (BS).
  const melee = range === 'melee' || (range === undefined && fields.has('WS') && !fields.has('BS'));
  const skillKey = melee ? 'WS' : 'BS';
  const otherKey = melee ? 'BS' : 'WS';
  const kind = melee ? 'melee' : 'ranged';

  const wrongSkill = fields.get(otherKey);
  if (wrongSkill !== undefined && range !== undefined) {
    report(ctx, wrongSkill.at, `${kind} weapons use ${skillKey}, not ${otherKey} (did you mean \`${skillKey}\`?)`);
  }
  const needed = ['range', 'A', skillKey, 'S', 'AP', 'D'].filter(
    (key) => !fields.has(key) && !(key === skillKey && wrongSkill !== undefined),
  );
  if (needed.length > 0) {
    report(ctx, at, `missing ${needed.map((k) => `\`${k}\``).join(', ')} (every weapon profile needs range, A, BS or WS, S, AP and D)`);
  }

  const abilities = readAbilityList(ctx, fields.get('abilities'));
  const attacks = fields.has('A') ? readDice(ctx, fields.get('A')!, 'every weapon makes at least 1 attack') : undefined;
  const skillField = fields.get(skillKey);
  const skill = skillField === undefined ? undefined : readRoll(ctx, skillField, { na: true });
  const strength = fields.has('S') ? readInteger(ctx, fields.get('S')!, 1, 30) : undefined;
  const ap = fields.has('AP') ? readAp(ctx, fields.get('AP')!) : undefined;
  const damage = fields.has('D') ? readDice(ctx, fields.get('D')!, 'Damage is never below 1') : undefined;

  if (skill === null && abilities !== undefined && !hasAbility(abilities, 'torrent')) {
    report(ctx, skillField!.at, `${skillKey} N/A is only for [TORRENT] weapons; give a roll like 4+ or add the torrent ability`);
    return undefined;
  }
  if (range === undefined || attacks === undefined || skill === undefined || strength === undefined || ap === undefined || damage === undefined || abilities === undefined) {
    return undefined;
  }
  const weapon: Weapon = { name: fullName, type: melee ? 'melee' : 'ranged', attacks, skill, strength, ap, damage, abilities };
  return { name: profileName, range, weapon };
}

/**
 * `abilities:` — a list (each item may hold several, "[hazardous, rapid fire 1]") or one string. Unquoted
 * datasheet brackets (`abilities: [[PISTOL], [RAPID FIRE 1]]`) make nested YAML lists: they are read too.
 */
export function readAbilityList(ctx: ReadContext, field: Field | undefined): WeaponAbility[] | undefined {
  if (field === undefined) return [];
  const items = readList(ctx, field, 'abilities', true);
  if (items === undefined) return undefined;
  const abilities: WeaponAbility[] = [];
  let bad = false;
  const readItem = (item: Field, depth: number): void => {
    if (isSeq(item.node) && depth < 2) {
      for (const inner of readList(ctx, item, 'abilities') ?? []) readItem(inner, depth + 1);
      return;
    }
    const text = isScalar(item.node) ? item.node.value : plain(item.node);
    if (typeof text !== 'string' && typeof text !== 'number') {
      report(ctx, item.at, `expected an ability like "sustained hits 1", got ${describeValue(text)}`);
      bad = true;
      return;
    }
    const parsed = parseAbilities(String(text));
    abilities.push(...parsed.value);
    for (const message of parsed.errors) {
      report(ctx, item.at, message);
      bad = true;
    }
  };
  for (const item of items) readItem(item, 0);
  return bad ? undefined : abilities;
}

function readRequires(ctx: ReadContext, field: Field | undefined): Requirement[] | undefined {
  if (field === undefined) return [];
  const items = readList(ctx, field, 'conditions', true);
  if (items === undefined) return undefined;
  const requires: Requirement[] = [];
  for (const item of items) {
    const text = readText(ctx, item);
    if (text === undefined) return undefined;
    const found = REQUIREMENTS.find((r) => r === text.toLowerCase().replace(/\s+/g, '-'));
    if (found === undefined) {
      report(ctx, item.at, `unknown condition ${JSON.stringify(text)}${didYouMean(text, REQUIREMENTS) || `; conditions: ${REQUIREMENTS.join(', ')}`}`);
      return undefined;
    }
    requires.push(found);
  }
  return requires;
}
