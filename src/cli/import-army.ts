/**
 * `mathhammer import` for army data, told from the content: a roster (.rosz zip or .ros XML), a
 * catalogue (.cat XML or 11e .json, with the catalogues it links and the game system found beside it), or
 * a pasted army list (resolved against the data folder). Each unit becomes a profile; output goes to
 * standard output, one file, a directory (one file per unit) or JSON. Everything is built and checked
 * before anything is written, and nothing is overwritten without --force.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { looksLikeArmyList, readArmyList } from '../army/army-list.js';
import { resolveArmyList } from '../army/army-list-resolve.js';
import { readTree } from '../army/bs-file.js';
import { datasheetsOf, factionOf } from '../army/catalogue.js';
import { folderReader, listFolder } from '../army/data-folder.js';
import { readDatasheet } from '../army/datasheet.js';
import { readIndexed } from '../army/import-datasheet.js';
import { readRoster, unzipRoster } from '../army/roster.js';
import { toProfile, type ArmyProfile } from '../army/to-profile.js';
import type { ArmyUnit } from '../army/types.js';
import { slug } from '../profile/import/names.js';
import { formatIssue, type Issue } from '../profile/index.js';
import { dataFolderPath, findDatasheet, openDataFolder } from './army-data.js';
import { InputError } from './errors.js';
import type { Io } from './io.js';

export type ArmyKind = 'roster' | 'catalogue' | 'army list';

/** What the input is, from its first bytes and text; undefined for a datasheet export (the old importer). */
export function armyKind(bytes: Uint8Array, text: string): ArmyKind | undefined {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'roster';
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return /<roster[\s>]/.test(start.slice(0, 4000)) ? 'roster' : 'catalogue';
  if (start.startsWith('{')) return 'catalogue';
  return looksLikeArmyList(text) ? 'army list' : undefined;
}

export type ArmyImport = { readonly profiles: ArmyProfile[]; readonly warnings: Issue[]; readonly what: string };

function warning(file: string, message: string, line = 0): Issue {
  return { file, line, col: line === 0 ? 0 : 1, path: '', message };
}

function build(units: readonly ArmyUnit[], display: string, warnings: Issue[]): ArmyProfile[] {
  const profiles: ArmyProfile[] = [];
  const errors: Issue[] = [];
  for (const unit of units) {
    const built = toProfile(unit, display);
    if (!built.ok) {
      // One unit the data cannot describe does not stop the others.
      warnings.push(...built.issues.map((i) => warning(display, `${unit.name}: not imported: ${i.message}`)));
      continue;
    }
    profiles.push(built.value);
    for (const gap of built.value.warnings) warnings.push(warning(display, `${unit.name}: ${gap}`));
  }
  if (profiles.length === 0) errors.push(warning(display, 'no unit could be imported'));
  if (errors.length > 0) throw InputError.fromIssues([...warnings, ...errors]);
  return profiles;
}

export function importArmy(io: Io, kind: ArmyKind, ref: string, bytes: Uint8Array, text: string, data: string | undefined): ArmyImport {
  const display = ref === '-' ? '<stdin>' : ref;
  const warnings: Issue[] = [];
  if (kind === 'roster') {
    const xml = bytes[0] === 0x50 && bytes[1] === 0x4b ? unzipRoster(bytes, display) : { ok: true as const, value: text };
    if (!xml.ok) throw InputError.fromIssues(xml.issues);
    const roster = readRoster(xml.value, display);
    if (!roster.ok) throw InputError.fromIssues(roster.issues);
    return { profiles: build(roster.value.units, display, warnings), warnings, what: `roster "${roster.value.name}" (${roster.value.gameSystem})` };
  }
  if (kind === 'catalogue') {
    if (ref === '-') throw new InputError(['mathhammer import: a catalogue is read from its file, beside the catalogues it links: give its path, not -']);
    const path = resolve(io.cwd ?? process.cwd(), ref);
    const tree = readTree(text, display);
    if (!tree.ok) throw InputError.fromIssues(tree.issues);
    const listed = listFolder(dirname(path));
    if ('error' in listed) throw new InputError([`${display}: its folder ${listed.error}`]);
    const reader = folderReader(listed.dir, undefined, listed);
    const file = reader.open(basename(path));
    if (file === undefined) throw InputError.fromIssues(reader.problems.length > 0 ? reader.problems : [warning(display, 'not a catalogue')]);
    if (file.kind !== 'catalogue') throw InputError.fromIssues([warning(display, 'a game system, not a catalogue: import one of the faction catalogues beside it')]);
    const registry = reader.registryFor(file);
    const units = datasheetsOf(file, registry).map((entry) => readDatasheet(entry, { registry, source: `${file.name} (${basename(path)})`, faction: factionOf(file.name) }));
    for (const missing of registry.missing()) warnings.push(warning(display, `the linked catalogue "${missing}" is not in ${dirname(display)}: entries defined there are left out`));
    if (reader.gameSystem() === undefined) warnings.push(warning(display, `no game system (.gst) beside it: shared weapons and rules defined there are left out`));
    return { profiles: build(units, display, warnings), warnings, what: `catalogue "${file.name}"` };
  }
  const where = dataFolderPath(io, data);
  if (where === undefined) {
    throw new InputError([`${display}: an army list names units but carries no statlines: give a BattleScribe data folder with --data (or MATHHAMMER_DATA)`]);
  }
  const folder = openDataFolder(io, where);
  const reader = folderReader(folder.listed.dir, folder.index.files, folder.listed);
  const listed = readArmyList(text);
  const resolved = resolveArmyList(listed, (name) => {
    const found = findDatasheet(folder.index, name);
    if (!found.ok) return found;
    const unit = readIndexed(reader, found.sheet);
    return unit === undefined ? { ok: false, message: `${name}: the data folder changed since it was indexed` } : { ok: true, unit };
  });
  warnings.push(...resolved.warnings.map((w) => warning(display, w.message, w.line)));
  return { profiles: build(resolved.units, display, warnings), warnings, what: `army list (${listed.length} units, ${folder.index.edition ?? 'unknown edition'} data)` };
}

/** Stable, readable file names: "strike-team.yaml", then "strike-team-2.yaml". */
export function fileNames(profiles: readonly ArmyProfile[]): string[] {
  const used = new Set<string>();
  return profiles.map((p) => {
    const base = slug(p.unit.name);
    let name = `${base}.yaml`;
    for (let i = 2; used.has(name); i++) name = `${base}-${i}.yaml`;
    used.add(name);
    return name;
  });
}

/** The profiles in the documented profile shape (docs/profiles.md), as JSON. */
export function profilesJson(profiles: readonly ArmyProfile[]): string {
  return JSON.stringify(profiles.map((p) => parse(p.yaml) as unknown), null, 2) + '\n';
}

export function warningLines(issues: readonly Issue[]): string[] {
  return issues.map((issue) => formatIssue({ ...issue, message: `warning: ${issue.message}` }));
}

/** -o DIR: a directory that exists, or a path ending in a slash (created). */
export function isDirectoryTarget(io: Io, output: string): boolean {
  const path = resolve(io.cwd ?? process.cwd(), output);
  return /[\\/]$/.test(output) || (existsSync(path) && statSync(path).isDirectory());
}

export function ensureDirectory(io: Io, output: string): string {
  const path = resolve(io.cwd ?? process.cwd(), output);
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    throw new InputError([`${output}: cannot create the directory (${(error as { code?: string }).code ?? String(error)})`]);
  }
  return path;
}

export { join };
