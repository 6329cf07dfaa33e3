/** A whole unit profile: YAML text → `UnitProfile`, or every issue found. Pure: no file access. */
import { isMap, isScalar, type Node } from 'yaml';
import { failed, ok, sortIssues, type Issue, type Result } from './issue.js';
import { readLoadout } from './parse-loadout.js';
import { readModel } from './parse-model.js';
import { readWeapon } from './parse-weapon.js';
import { readRules } from './parse-rules.js';
import type { EffectRef, LeaderRef, Loadout, ModelEntry, PointsRow, Position, UnitProfile, WeaponEntry } from './types.js';
import { readBoolean, readInteger, readKeywords, readName, readText } from './values.js';
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
  'rules',
  'notes',
] as const;

/**
 * What reading a profile's text found: every issue (in reading order), and the unit as far as it read.
 * With issues the unit is a draft: only for the checks that can still run on what parsed (the effect
 * names, the leaders, the loadouts; see readUnit), never for computing.
 */
export type ProfileDraft = { readonly issues: readonly Issue[]; readonly profile?: UnitProfile };

/** Parse one profile file's text. `file` is how issues name the file. */
export function parseProfile(text: string, file: string): Result<UnitProfile> {
  const draft = draftProfile(text, file);
  return draft.issues.length > 0 || draft.profile === undefined ? failed(draft.issues) : ok(draft.profile);
}

/** parseProfile, keeping what parsed beside the issues; no profile when the text is no mapping at all. */
export function draftProfile(text: string, file: string): ProfileDraft {
  if (text.trim() === '') {
    return { issues: [{ file, line: 0, col: 0, path: '', message: 'the file is empty: expected a unit profile (a mapping with name, models and weapons)' }] };
  }
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return { issues: parsed.issues };
  const { ctx, root } = parsed;
  const start = positionOf(ctx, root, '');
  if (root === null || (isScalar(root) && root.value === null)) {
    return { issues: [{ file, line: 0, col: 0, path: '', message: 'the file has no content: expected a unit profile (a mapping with name, models and weapons)' }] };
  }
  const unit = readUnit(ctx, { node: root, at: start });
  return { issues: sortIssues(ctx.issues), ...(unit === undefined ? {} : { profile: unit }) };
}

/**
 * The unit as far as it reads (undefined only when the node is not a mapping). When ctx has issues it is
 * a draft: the name is '' when it did not read, and the loadouts are left out when a model or weapon did
 * not read (applying them to the models that did would report models missing that are only unread).
 */
export function readUnit(ctx: ReadContext, field: Field): UnitProfile | undefined {
  const fields = readFields(ctx, field.node, field.at, PROFILE_KEYS, ['name', 'models'], 'a unit profile (a mapping with name, models and weapons)');
  if (fields === undefined) return undefined;
  const base = field.at.path;
  const sub = (key: string): Field | undefined => fields.get(key);
  const text = (key: string): string | undefined => (sub(key) === undefined ? undefined : readText(ctx, sub(key)!));

  const name = sub('name') === undefined ? undefined : readName(ctx, sub('name')!);
  const faction = text('faction');
  const description = text('description');
  const points = sub('points') === undefined ? undefined : readPoints(ctx, sub('points')!);
  const keywords = [
    ...(sub('keywords') === undefined ? [] : (readKeywords(ctx, sub('keywords')!) ?? [])),
    ...(sub('faction-keywords') === undefined ? [] : (readKeywords(ctx, sub('faction-keywords')!) ?? [])),
  ].filter((k, i, all) => all.indexOf(k) === i);

  const weapons: WeaponEntry[] = [];
  const weaponsField = sub('weapons');
  // Every weapon's name, read or not: two weapons of one name are a problem even when one has others.
  const weaponNames = new Set<string>();
  const sectionsBefore = ctx.issues.length;
  for (const item of weaponsField === undefined ? [] : (readList(ctx, weaponsField, 'weapons') ?? [])) {
    const weapon = readWeapon(ctx, item);
    const declared = weapon?.name ?? declaredName(item);
    if (declared !== undefined && weaponNames.has(declared.toLowerCase())) {
      report(ctx, join2(item.at, 'name'), `two weapons are named ${JSON.stringify(declared)}; give each profile of one weapon under \`profiles\``);
      continue;
    }
    if (declared !== undefined) weaponNames.add(declared.toLowerCase());
    if (weapon === undefined) {
      if (declared !== undefined) ctx.brokenWeapons.set(declared.toLowerCase(), declared);
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
    // Loadouts, --target and the reports name a model group by its name: two of one name are ambiguous.
    const same = model === undefined ? undefined : models.find((m) => m.name.toLowerCase() === model.name.toLowerCase());
    if (same !== undefined) report(ctx, join2(item.at, 'name'), `two models are named ${JSON.stringify(model!.name)} (the other on line ${same.at.line}): give each model group a name of its own`);
    if (model !== undefined) models.push(model);
    const declared = model === undefined ? declaredName(item) : undefined;
    if (declared !== undefined) ctx.brokenModels.set(declared.toLowerCase(), declared);
  }
  // A model or weapon that did not read is missing from the lists (see the draft above).
  const modelsComplete = ctx.issues.length === sectionsBefore;

  const loadouts: Loadout[] = [];
  const loadoutsField = sub('loadouts');
  const loadoutNames = new Set<string>();
  for (const item of loadoutsField === undefined ? [] : (readList(ctx, loadoutsField, 'loadouts') ?? [])) {
    const loadout = readLoadout(ctx, item, models, weapons);
    const declared = loadout?.name ?? declaredName(item);
    if (declared !== undefined && loadoutNames.has(declared.toLowerCase())) {
      report(ctx, join2(item.at, 'name'), `two loadouts are named ${JSON.stringify(declared)}`);
      continue;
    }
    if (declared !== undefined) loadoutNames.add(declared.toLowerCase());
    if (loadout !== undefined) loadouts.push(loadout);
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
  const rules = sub('rules') === undefined ? [] : readRules(ctx, sub('rules')!, models);
  const notes = sub('notes');
  if (notes !== undefined) for (const item of readList(ctx, notes, 'notes', true) ?? []) readText(ctx, item);

  return {
    file: ctx.file,
    name: name ?? '',
    ...(faction === undefined ? {} : { faction }),
    ...(description === undefined ? {} : { description }),
    ...(points === undefined ? {} : { points }),
    keywords,
    models,
    weapons,
    loadouts: modelsComplete ? loadouts : [],
    leaders,
    ...(damageReduction === undefined ? {} : { damageReduction }),
    ...(halveDamage === undefined ? {} : { halveDamage }),
    ...(stealth === undefined ? {} : { stealth }),
    ...(effects.length === 0 ? {} : { effects }),
    ...(rules.length === 0 ? {} : { rules }),
    at: { ...field.at, path: base },
  };
}

/** The `name:` an entry gives, whether or not the rest of it reads. */
function declaredName(item: Field): string | undefined {
  const name = isMap(item.node) ? item.node.get('name') : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
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
