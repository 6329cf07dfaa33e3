/** `models:` entries and the weapons each carries ("Bolt rifle", "2x Twin pulse carbine", {name, count}). */
import { isScalar } from 'yaml';
import { describeValue } from './issue.js';
import { didYouMean } from './suggest.js';
import type { Carried, ModelEntry, WeaponEntry } from './types.js';
import { readBoolean, readInteger, readKeywords, readMove, readName, readRoll, readText } from './values.js';
import { plain, readFields, readList, report, type Field, type ReadContext } from './yaml-reader.js';

const MODEL_KEYS = [
  'name', 'count', 'M', 'T', 'Sv', 'W', 'Ld', 'OC', 'invuln', 'invuln-ranged', 'invuln-melee', 'fnp', 'fnp-mortal', 'fnp-psychic', 'character',
  'keywords', 'weapons',
] as const;

/** The saves and Feel No Pain against some attacks only (docs/rules.md 4.3, 5.3): YAML key → ModelEntry field. */
const PARTIAL_ROLLS = [
  ['invuln-ranged', 'invulnRanged'],
  ['invuln-melee', 'invulnMelee'],
  ['fnp-mortal', 'fnpMortal'],
  ['fnp-psychic', 'fnpPsychic'],
] as const;

export function readModel(ctx: ReadContext, field: Field, weapons: readonly WeaponEntry[]): ModelEntry | undefined {
  const fields = readFields(ctx, field.node, field.at, MODEL_KEYS, ['name'], 'a model (a mapping with name, count, T, Sv, W, weapons)');
  if (fields === undefined) return undefined;
  const before = ctx.issues.length;
  const get = (key: string): Field | undefined => fields.get(key);
  const name = get('name') && readName(ctx, get('name')!);
  const count = get('count') === undefined ? 1 : readInteger(ctx, get('count')!, 1, 1000);
  const carried = get('weapons') === undefined ? [] : readCarried(ctx, get('weapons')!, weapons);
  const model: {
    -readonly [K in keyof ModelEntry]: ModelEntry[K];
  } = { name: name ?? '', count: count ?? 1, keywords: [], weapons: carried ?? [], at: field.at };

  const integer = (key: 'T' | 'W' | 'OC', min: number, max: number): void => {
    const f = get(key);
    const value = f === undefined ? undefined : readInteger(ctx, f, min, max);
    if (value !== undefined) model[key] = value;
  };
  /** A roll (`3+`) at YAML key `key` into the field `into`; `none`: "-" is no save (7). */
  const roll = (key: (typeof MODEL_KEYS)[number], into: 'Sv' | 'Ld' | 'invuln' | 'fnp' | (typeof PARTIAL_ROLLS)[number][1], none = false): void => {
    const f = get(key);
    const value = f === undefined ? undefined : readRoll(ctx, f, { none, max: key === 'Ld' ? 12 : 6 });
    if (typeof value === 'number') model[into] = value;
  };
  const m = get('M');
  const move = m === undefined ? undefined : readMove(ctx, m);
  if (move !== undefined) model.M = move;
  integer('T', 1, 30);
  roll('Sv', 'Sv', true);
  integer('W', 1, 100);
  roll('Ld', 'Ld');
  integer('OC', 0, 20);
  roll('invuln', 'invuln');
  roll('fnp', 'fnp');
  for (const [key, into] of PARTIAL_ROLLS) roll(key, into);
  const character = get('character');
  if (character !== undefined) {
    const value = readBoolean(ctx, character);
    if (value !== undefined) model.character = value;
  }
  const keywords = get('keywords');
  if (keywords !== undefined) model.keywords = readKeywords(ctx, keywords) ?? [];
  return ctx.issues.length === before && name !== undefined ? model : undefined;
}

/** A model's `weapons:` list, each name matched (ignoring case) against the profile's `weapons:`. */
export function readCarried(ctx: ReadContext, field: Field, weapons: readonly WeaponEntry[]): Carried[] | undefined {
  const items = readList(ctx, field, 'weapon names', true);
  if (items === undefined) return undefined;
  const carried: Carried[] = [];
  let bad = false;
  for (const item of items) {
    const one = readCarriedItem(ctx, item, weapons);
    if (one === undefined) {
      bad = true;
      continue;
    }
    const same = carried.findIndex((c) => c.entry === one.entry);
    if (same >= 0) carried[same] = { entry: one.entry, count: carried[same]!.count + one.count };
    else carried.push(one);
  }
  return bad ? undefined : carried;
}

function readCarriedItem(ctx: ReadContext, item: Field, weapons: readonly WeaponEntry[]): Carried | undefined {
  let name: string | undefined;
  let count = 1;
  let nameAt = item.at;
  if (isScalar(item.node) && typeof item.node.value === 'string') {
    const text = item.node.value.trim();
    const multiple = /^(\d+)\s*[x\u00D7]\s*(.+)$/i.exec(text);
    name = multiple ? multiple[2]!.trim() : text;
    count = multiple ? Number(multiple[1]) : 1;
    if (count < 1 || count > 20) {
      report(ctx, item.at, `expected 1 to 20 copies of a weapon, got ${count}`);
      return undefined;
    }
  } else if (!isScalar(item.node) && item.node !== null && typeof plain(item.node) === 'object' && !Array.isArray(plain(item.node))) {
    const fields = readFields(ctx, item.node, item.at, ['name', 'count'], ['name']);
    if (fields === undefined) return undefined;
    const nameField = fields.get('name');
    name = nameField === undefined ? undefined : readText(ctx, nameField);
    if (nameField !== undefined) nameAt = nameField.at;
    const countField = fields.get('count');
    const n = countField === undefined ? 1 : readInteger(ctx, countField, 1, 20);
    if (n === undefined) return undefined;
    count = n;
  } else {
    report(ctx, item.at, `expected a weapon name, got ${describeValue(plain(item.node))}`);
    return undefined;
  }
  if (name === undefined) return undefined;
  const entry = findWeapon(weapons, name);
  if (entry === undefined && ctx.brokenWeapons.has(name.trim().toLowerCase())) return undefined;
  if (entry === undefined) {
    const names = [...weapons.map((w) => w.name), ...ctx.brokenWeapons.values()];
    report(
      ctx,
      nameAt,
      `no weapon named ${JSON.stringify(name)} in this profile's \`weapons\`${didYouMean(name, names) || (names.length > 0 ? `; weapons: ${names.join(', ')}` : '')}`,
    );
    return undefined;
  }
  return { entry, count };
}

export function findWeapon(weapons: readonly WeaponEntry[], name: string): WeaponEntry | undefined {
  const wanted = name.trim().toLowerCase();
  return weapons.find((w) => w.name.toLowerCase() === wanted);
}
