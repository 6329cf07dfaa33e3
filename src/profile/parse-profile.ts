/** A whole unit profile: YAML text → `UnitProfile`, or every issue found. Pure: no file access. */
import { isMap, isScalar, type Node } from 'yaml';
import { failed, ok, sortIssues, type Result } from './issue.js';
import { readLoadout } from './parse-loadout.js';
import { readModel } from './parse-model.js';
import { readWeapon } from './parse-weapon.js';
import type { EffectRef, LeaderRef, Loadout, ModelEntry, PointsRow, Position, UnitProfile, WeaponEntry } from './types.js';
import { readBoolean, readInteger, readKeywords, readText } from './values.js';
import { join, parseYaml, positionOf, readFields, readList, report, type Field, type ReadContext } from './yaml-reader.js';

export const PROFILE_KEYS = [
  'name',
  'faction',
  'description',
  'points',
  'keywords',
  'faction-keywords',
  'models',
  'weapons',
  'loadouts',
  'leader',
  'damage-reduction',
  'halve-damage',
  'stealth',
  'effects',
  'notes',
] as const;

/** Parse one profile file's text. `file` is how issues name the file. */
export function parseProfile(text: string, file: string): Result<UnitProfile> {
  if (text.trim() === '') {
    return failed([{ file, line: 0, col: 0, path: '', message: 'the file is empty: expected a unit profile (a mapping with name, models and weapons)' }]);
  }
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return failed(parsed.issues);
  const { ctx, root } = parsed;
  const start = positionOf(ctx, root, '');
  if (root === null || (isScalar(root) && root.value === null)) {
    return failed([{ file, line: 0, col: 0, path: '', message: 'the file has no content: expected a unit profile (a mapping with name, models and weapons)' }]);
  }
  const unit = readUnit(ctx, { node: root, at: start });
  if (ctx.issues.length > 0 || unit === undefined) return failed(sortIssues(ctx.issues));
  return ok(unit);
}

export function readUnit(ctx: ReadContext, field: Field): UnitProfile | undefined {
  const fields = readFields(ctx, field.node, field.at, PROFILE_KEYS, ['name', 'models'], 'a unit profile (a mapping with name, models and weapons)');
  if (fields === undefined) return undefined;
  const base = field.at.path;
  const sub = (key: string): Field | undefined => fields.get(key);
  const text = (key: string): string | undefined => (sub(key) === undefined ? undefined : readText(ctx, sub(key)!));

  const name = text('name');
  const faction = text('faction');
  const description = text('description');
  const points = sub('points') === undefined ? undefined : readPoints(ctx, sub('points')!);
  const keywords = [
    ...(sub('keywords') === undefined ? [] : (readKeywords(ctx, sub('keywords')!) ?? [])),
    ...(sub('faction-keywords') === undefined ? [] : (readKeywords(ctx, sub('faction-keywords')!) ?? [])),
  ].filter((k, i, all) => all.indexOf(k) === i);

  const weapons: WeaponEntry[] = [];
  const weaponsField = sub('weapons');
  for (const item of weaponsField === undefined ? [] : (readList(ctx, weaponsField, 'weapons') ?? [])) {
    const weapon = readWeapon(ctx, item);
    if (weapon === undefined) {
      const declared = isMap(item.node) ? item.node.get('name') : undefined;
      if (typeof declared === 'string') ctx.brokenWeapons.set(declared.trim().toLowerCase(), declared.trim());
      continue;
    }
    if (weapons.some((w) => w.name.toLowerCase() === weapon.name.toLowerCase())) {
      report(ctx, join2(item.at, 'name'), `two weapons are named ${JSON.stringify(weapon.name)}; give each profile of one weapon under \`profiles\``);
      continue;
    }
    weapons.push(weapon);
  }

  const models: ModelEntry[] = [];
  const modelsField = sub('models');
  const modelItems = modelsField === undefined ? undefined : readList(ctx, modelsField, 'models');
  if (modelItems !== undefined && modelItems.length === 0) report(ctx, modelsField!.at, 'expected at least one model');
  for (const item of modelItems ?? []) {
    const model = readModel(ctx, item, weapons);
    if (model !== undefined) models.push(model);
  }

  const loadouts: Loadout[] = [];
  const loadoutsField = sub('loadouts');
  for (const item of loadoutsField === undefined ? [] : (readList(ctx, loadoutsField, 'loadouts') ?? [])) {
    const loadout = readLoadout(ctx, item, models, weapons);
    if (loadout === undefined) continue;
    if (loadouts.some((l) => l.name.toLowerCase() === loadout.name.toLowerCase())) {
      report(ctx, join2(item.at, 'name'), `two loadouts are named ${JSON.stringify(loadout.name)}`);
      continue;
    }
    loadouts.push(loadout);
  }

  const leaders: (UnitProfile | LeaderRef)[] = [];
  const leaderField = sub('leader');
  const leaderItems = leaderField === undefined ? [] : isMap(leaderField.node) ? [leaderField] : (readList(ctx, leaderField, 'leaders', true) ?? []);
  for (const item of leaderItems) {
    if (isMap(item.node)) {
      const leader = readUnit(ctx, item);
      if (leader !== undefined) leaders.push(leader);
    } else {
      const ref = readText(ctx, item);
      if (ref !== undefined) leaders.push({ ref, at: item.at });
    }
  }

  const damageReduction = sub('damage-reduction') === undefined ? undefined : readInteger(ctx, sub('damage-reduction')!, 0, 10);
  const halveDamage = sub('halve-damage') === undefined ? undefined : readBoolean(ctx, sub('halve-damage')!);
  const stealth = sub('stealth') === undefined ? undefined : readBoolean(ctx, sub('stealth')!);
  const effects: EffectRef[] = [];
  const effectsField = sub('effects');
  for (const item of effectsField === undefined ? [] : (readList(ctx, effectsField, 'effect names', true) ?? [])) {
    const effect = readText(ctx, item);
    if (effect !== undefined) effects.push({ name: effect, at: item.at });
  }
  const notes = sub('notes');
  if (notes !== undefined) for (const item of readList(ctx, notes, 'notes', true) ?? []) readText(ctx, item);

  if (name === undefined) return undefined;
  return {
    file: ctx.file,
    name,
    ...(faction === undefined ? {} : { faction }),
    ...(description === undefined ? {} : { description }),
    ...(points === undefined ? {} : { points }),
    keywords,
    models,
    weapons,
    loadouts,
    leaders,
    ...(damageReduction === undefined ? {} : { damageReduction }),
    ...(halveDamage === undefined ? {} : { halveDamage }),
    ...(stealth === undefined ? {} : { stealth }),
    ...(effects.length === 0 ? {} : { effects }),
    at: { ...field.at, path: base },
  };
}

function join2(at: Position, key: string): Position {
  return { ...at, path: join(at.path, key) };
}

/** `points: 80`, or a table by unit size: `[{models: 1, points: 70}, {models: 2, points: 140}]`. */
function readPoints(ctx: ReadContext, field: Field): number | PointsRow[] | undefined {
  if (isScalar(field.node)) return readInteger(ctx, field, 0, 10000);
  const items = readList(ctx, field, 'unit sizes with their points');
  if (items === undefined) return undefined;
  const rows: PointsRow[] = [];
  for (const item of items) {
    const fields = readFields(ctx, item.node as Node | null, item.at, ['models', 'points'], ['models', 'points'], 'a mapping with models and points');
    if (fields === undefined) continue;
    const models = fields.has('models') ? readInteger(ctx, fields.get('models')!, 1, 1000) : undefined;
    const points = fields.has('points') ? readInteger(ctx, fields.get('points')!, 0, 10000) : undefined;
    if (models !== undefined && points !== undefined) rows.push({ models, points });
  }
  return rows;
}
