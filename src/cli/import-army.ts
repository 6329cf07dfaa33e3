/**
 * `mathhammer import` for army data, told from the content: a roster (.rosz zip or .ros XML), a
 * catalogue (.cat XML or 11e .json, with the catalogues it links and the game system found beside it), or
 * a pasted army list (resolved against the data folder). Each unit becomes a profile; output goes to
 * standard output, one file, a directory (one file per unit) or JSON. Everything is built and checked
 * before anything is written, and nothing is overwritten without --force.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { importArmyData, type ArmyImport, type ArmyKind } from '../army/import-army.js';
import type { ArmyProfile } from '../army/to-profile.js';
import { slug } from '../profile/import/names.js';
import { formatIssue, type Issue } from '../profile/index.js';
import { dataFolderPath, openDataFolder } from './army-data.js';
import { InputError } from './errors.js';
import type { Io } from './io.js';

export { armyKind } from '../army/import-army.js';
export type { ArmyImport } from '../army/import-army.js';

/** The import, or an input error listing every problem (and the warnings met before it). */
export function importArmy(io: Io, kind: ArmyKind, ref: string, bytes: Uint8Array, text: string, data: string | undefined): ArmyImport {
  const display = ref === '-' ? '<stdin>' : ref;
  if (kind === 'catalogue' && ref === '-') throw new InputError(['mathhammer import: a catalogue is read from its file, beside the catalogues it links: give its path, not -']);
  const where = kind === 'army list' ? dataFolderPath(io, data) : undefined;
  if (kind === 'army list' && where === undefined) {
    throw new InputError([`${display}: an army list names units but carries no statlines: run mathhammer data fetch, or give a BattleScribe data folder with --data (or MATHHAMMER_DATA)`]);
  }
  const input = { bytes, text, display, ...(ref === '-' ? {} : { path: resolve(io.cwd ?? process.cwd(), ref) }) };
  const imported = importArmyData(kind, input, () => (where === undefined ? undefined : openDataFolder(io, where)));
  if (!imported.ok) throw InputError.fromIssues(imported.issues);
  return imported.value;
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

