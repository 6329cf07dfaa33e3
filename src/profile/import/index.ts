/**
 * `importDatasheet`: a datasheet export, as players copy it from an online rules reference (the four
 * seeds in examples/datasheets/), → a unit profile in YAML that the loader validates. Pure: no file access.
 * Damaged input (an empty or binary file, a truncated table, a missing column, a cell that is not a
 * number) is an error with its line; anything not understood is a warning with its line, never dropped
 * in silence. The export does not print M, T, Sv, W, Ld or OC: they stay missing unless `stats` gives them.
 */
import { failed, ok, sortIssues, type Issue, type Result } from '../issue.js';
import { parseProfile } from '../parse-profile.js';
import { resolveUnit } from '../resolve.js';
import type { UnitProfile } from '../types.js';
import { readComposition } from './composition.js';
import { emitYaml, type Draft, type DraftWeapon } from './emit-yaml.js';
import { equip } from './equipment.js';
import { toLines } from './lines.js';
import { basename, header, notes } from './draft-text.js';
import { nameKey } from './names.js';
import { isTable, splitSections, type Section, type SectionKind } from './sections.js';
import { readTitle } from './title.js';
import { unknownWarnings } from './unknown-lines.js';
import { sizeLoadouts } from './sizes.js';
import { readStats } from './stats.js';
import { detachmentNames, readDetachmentAbilities, readStratagems } from './stratagems.js';
import { CHARACTERISTICS, type Datasheet, type DetachmentAbility, type ImportedLoadout, type Line, type ModelGroup, type Stats } from './types.js';
import { readAbilities } from './unit-abilities.js';
import { readWargearOptions } from './wargear-options.js';
import { readWeapons } from './weapons.js';

export type ImportOptions = {
  /** How issues name the input ("tau-empire-strike-team.txt", "<stdin>"). */
  readonly file: string;
  /**
   * The characteristics the export lacks, each as `--stats` takes them: "M6 T3 Sv4+ W1 Ld7+ OC2" for every
   * model, "Mukaali Rider Sergeant: M10 T5 Sv4+ W3 Ld7+ OC2" for one; ";" separates several.
   */
  readonly stats?: readonly string[];
  /**
   * Characteristics of model groups by name, read elsewhere (`import --data`: the same datasheet in a
   * data folder); `stats` wins over them. `statsSource` says where they came from, in the profile's comments.
   */
  readonly modelStats?: ReadonlyMap<string, Stats>;
  readonly statsSource?: string;
};

export type Imported = {
  /** The profile, ready to write to a .yaml file. */
  readonly yaml: string;
  /** `yaml` as the loader reads it (it always validates, each loadout included). */
  readonly profile: UnitProfile;
  /** What was not understood or not imported, each with its line in the export. */
  readonly warnings: readonly Issue[];
  /** Characteristics still missing, per model: what `--stats` would fill. */
  readonly missing: readonly { readonly model: string; readonly characteristics: readonly string[] }[];
  readonly datasheet: Datasheet;
};

export { readStats } from './stats.js';
export type { Datasheet, DetachmentAbility, ImportedLoadout, ImportedWeapon, ModelGroup, Stats, Stratagem, UnitAbilities, WeaponRow } from './types.js';

function linesOf(sections: readonly Section[], kind: SectionKind): Line[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}

function keywordsOf(lines: readonly Line[]): string[] {
  const keywords = new Set<string>();
  for (const line of lines) {
    for (const part of line.text.split(/[;,]/)) {
      const keyword = part.trim().replace(/\s+/g, ' ').toUpperCase();
      if (keyword !== '') keywords.add(keyword);
    }
  }
  return [...keywords];
}

/**
 * A datasheet has a few dozen weapons, a handful of model groups and options, a few unit sizes. Far
 * more is not one datasheet, and would make a profile of millions of lines: it is refused.
 */
const LIMITS = { weapons: 150, 'weapon profiles': 300, 'model groups': 30, 'wargear option lines': 300, 'points rows': 30, keywords: 100 } as const;

export function importDatasheet(text: string, options: ImportOptions): Result<Imported> {
  const { file } = options;
  const read = toLines(text, file);
  if (!read.ok) return failed(read.issues);
  const { lines } = read;
  const split = splitSections(lines, file);
  if (!split.ok) return failed(split.issues);
  const { sections } = split;
  const errors: Issue[] = [];
  const warnings: Issue[] = [...read.warnings];
  const unknown: Line[] = [];

  const title = readTitle(split.title, file, errors, warnings);
  const tables = sections.filter((s) => isTable(s.kind));
  if (tables.length === 0) {
    errors.push({ file, line: 0, col: 0, path: '', message: 'no RANGED WEAPONS or MELEE WEAPONS table: expected a datasheet export ("RANGED WEAPONS | RANGE | A | BS | S | AP | D")' });
  }
  const wargearLines = linesOf(sections, 'wargear');
  // Names the wargear options use are whole weapon names: "Hunting lance" is not "Hunting" with [LANCE].
  const wargearText = ` ${wargearLines.map((l) => nameKey(l.text).replace(/[^a-z0-9' ]+/g, ' ')).join(' ').replace(/\s+/g, ' ')} `;
  const isKnown = (key: string): boolean => key.length > 0 && wargearText.includes(` ${key} `);
  const weaponsRead = readWeapons(tables, file, isKnown);
  errors.push(...weaponsRead.errors);
  warnings.push(...weaponsRead.warnings);
  const weapons = weaponsRead.weapons;

  const composition = readComposition(linesOf(sections, 'composition'), file);
  errors.push(...composition.errors);
  unknown.push(...composition.unknown);
  let models: ModelGroup[] = [...composition.models];
  if (models.length === 0 && title.name !== '') {
    const at = sections.find((s) => s.kind === 'composition')?.heading?.no ?? 0;
    warnings.push({ file, line: at, col: at === 0 ? 0 : 1, path: 'unit composition', message: `no model groups ("- 5 Intercessors"): the profile has one model named "${title.name}"; correct its count` });
    models = [{ name: title.name, printed: title.name, count: 1, min: 1, line: at }];
  }

  const abilities = readAbilities(linesOf(sections, 'abilities'));
  unknown.push(...abilities.unknown);
  const keywords = keywordsOf(linesOf(sections, 'keywords'));
  const unitKeywords = new Set(keywords);
  const factionKeywords = keywordsOf(linesOf(sections, 'faction-keywords')).filter((k) => !unitKeywords.has(k));
  const stratagems = readStratagems(linesOf(sections, 'stratagems'));
  unknown.push(...stratagems.unknown);
  const ledBy = [...new Set(linesOf(sections, 'led-by').map((l) => l.text))];
  // Each DETACHMENT ABILITY section on its own: a repeated block starts its names again.
  const detachmentAbilities: DetachmentAbility[] = [];
  const detachments = sections.some((s) => s.kind === 'detachment') ? detachmentNames(lines) : new Map<string, string>();
  for (const section of sections.filter((s) => s.kind === 'detachment')) {
    const read = readDetachmentAbilities(section.lines, detachments);
    for (const ability of read.abilities) if (!detachmentAbilities.some((a) => a.name === ability.name)) detachmentAbilities.push(ability);
    unknown.push(...read.unknown);
  }
  unknown.push(...linesOf(sections, 'other'));

  const counts: Record<keyof typeof LIMITS, number> = {
    weapons: weapons.length,
    'weapon profiles': weapons.reduce((n, w) => n + w.rows.length, 0),
    'model groups': models.length,
    'wargear option lines': wargearLines.length,
    'points rows': composition.points.length,
    keywords: keywords.length + factionKeywords.length,
  };
  for (const [what, limit] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    if (counts[what] > limit) {
      errors.push({ file, line: 0, col: 0, path: '', message: `the export has ${counts[what]} ${what}, more than the ${limit} a datasheet could have: is it one datasheet?` });
    }
  }
  if (errors.length > 0) return failed(sortIssues(errors));

  const optionsRead = readWargearOptions(wargearLines, models, weapons, file);
  warnings.push(...optionsRead.warnings);
  const equipment = equip(models, weapons, composition.equipment, optionsRead, abilities, file);
  warnings.push(...equipment.warnings);
  const sizes = sizeLoadouts(models, composition.points, file);
  warnings.push(...sizes.warnings);

  const stats = readStats(options.stats ?? [], models);
  if (!stats.ok) errors.push(...stats.issues);
  if (errors.length > 0) return failed(sortIssues(errors));
  const given = stats.ok ? stats.byModel : new Map<string, Stats>();
  const byModel = new Map(models.map((m) => [m.name, { ...options.modelStats?.get(m.name), ...given.get(m.name) }]));

  warnings.push(...unknownWarnings(lines, unknown, sections, file));

  const datasheetModels = models.map((m) => {
    const own: Stats = { ...byModel.get(m.name) };
    const withAbilities: Stats = {
      ...own,
      ...(own.invuln === undefined && abilities.invuln !== undefined ? { invuln: abilities.invuln } : {}),
      ...(own.fnp === undefined && abilities.fnp !== undefined ? { fnp: abilities.fnp } : {}),
    };
    return { ...m, stats: withAbilities, weapons: equipment.carried.get(m.name) ?? [] };
  });
  const draftWeapons: DraftWeapon[] = weapons.map((w) => ({
    name: w.name,
    rows: w.rows,
    requires: equipment.requires.get(w.name) ?? [],
    notes: [...new Set(w.rows.flatMap((r) => r.unknownAbilities.map((a) => `unknown ability [${a}] (line ${r.line}): not used in calculations`)))],
    comment: w.wargear !== null ? `The ${w.wargear}'s weapon (its own table, line ${w.line}); a wargear option gives it.` : equipment.requires.has(w.name) ? equipment.explained.find((e) => e.startsWith(`${w.name}:`)) ?? null : null,
  }));

  let loadouts: ImportedLoadout[] = [...optionsRead.loadouts, ...sizes.loadouts];
  const kept = [...optionsRead.kept];
  const points =
    composition.points.length === 0
      ? null
      : composition.points.length === 1 && sizes.loadouts.length === 0
        ? composition.points[0]!.points
        : composition.points.map((p) => ({ models: p.models, points: p.points }));
  const total = models.reduce((n, m) => n + m.count, 0);
  if (composition.points.length === 1 && composition.points[0]!.models !== total) {
    const row = composition.points[0]!;
    warnings.push({ file, line: row.line, col: 1, path: 'unit composition', message: `the points are for ${row.models} models, but UNIT COMPOSITION has ${total}` });
  }

  const datasheet: Datasheet = {
    name: title.name,
    faction: title.faction,
    weapons,
    models: datasheetModels,
    points,
    keywords,
    factionKeywords,
    abilities,
    loadouts,
    keptOptions: kept,
    stratagems: stratagems.stratagems,
    detachmentAbilities,
    ledBy,
  };
  const draft = (chosen: readonly ImportedLoadout[], keptNow: readonly string[]): Draft => ({
    header: header(datasheet, file, equipment.explained.filter((e) => !weapons.some((w) => e.startsWith(`${w.name}:`))), datasheetModels, options.statsSource),
    name: title.name,
    faction: title.faction,
    description: `${models.map((m) => `${m.count} ${m.count === 1 ? m.name : m.printed}`).join(', ')} (imported from ${basename(file)})`,
    points,
    keywords,
    factionKeywords,
    stealth: abilities.stealth === true,
    models: datasheetModels.map((m) => ({ name: m.name, count: m.count, stats: m.stats, weapons: m.weapons })),
    weapons: draftWeapons,
    loadouts: chosen,
    notes: notes(datasheet, keptNow, composition.notes),
  });

  // Every loadout must apply to the models as imported; one that does not is kept as text instead.
  let yaml = emitYaml(draft(loadouts, kept));
  let parsed = parseProfile(yaml, `${file} (imported)`);
  if (parsed.ok) {
    const profile = parsed.value;
    const broken = loadouts.filter((l) => !resolveUnit(profile, { loadouts: [l.name] }).ok);
    if (broken.length > 0) {
      for (const l of broken) {
        kept.push(`${l.description} (kept as text: it does not apply to the models as imported)`);
        warnings.push({ file, line: l.line, col: 1, path: 'wargear options', message: `loadout "${l.name}" (${l.description}) does not apply to the models as imported: kept as a note` });
      }
      const drop = new Set(broken);
      loadouts = loadouts.filter((l) => !drop.has(l));
      yaml = emitYaml(draft(loadouts, kept));
      parsed = parseProfile(yaml, `${file} (imported)`);
    }
  }
  if (!parsed.ok) {
    return failed(parsed.issues.map((i) => ({ file, line: 0, col: 0, path: '', message: `could not build a valid profile (a bug in the importer, please report it): ${i.path} ${i.message}` })));
  }
  const base = resolveUnit(parsed.value);
  if (!base.ok) {
    return failed(base.issues.map((i) => ({ file, line: 0, col: 0, path: '', message: `could not build a valid profile (a bug in the importer, please report it): ${i.message}` })));
  }
  const missing = datasheetModels
    .map((m) => ({ model: m.name, characteristics: CHARACTERISTICS.filter((k) => m.stats[k] === undefined) }))
    .filter((m) => m.characteristics.length > 0);
  return ok({ yaml, profile: parsed.value, warnings: sortIssues(warnings), missing, datasheet: { ...datasheet, loadouts, keptOptions: kept } });
}
