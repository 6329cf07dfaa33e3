/**
 * Units by name from a BattleScribe data folder (--data, MATHHAMMER_DATA or the config file): the
 * folder's index (cached under $XDG_CACHE_HOME/mathhammer, else ~/.cache/mathhammer), the datasheet's
 * converted profile (cached beside it), near-miss suggestions and ambiguity. Only a reference that is
 * neither a path nor a bundled name comes here.
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { cacheDirFor, folderReader, listFolder, loadIndex, readCache, writeCache, type Edition, type FolderFiles, type FolderIndex, type IndexedDatasheet } from '../army/data-folder.js';
import { importIndexed } from '../army/import-datasheet.js';
import { nameKey } from '../army/names.js';
import { deserialize, serialize } from 'node:v8';
import { closest, type Issue, type Result, type UnitProfile } from '../profile/index.js';
import { InputError } from './errors.js';
import type { Io } from './io.js';
import { readSettings } from './settings.js';

/** Where caches go: MATHHAMMER_CACHE, $XDG_CACHE_HOME/mathhammer, ~/.cache/mathhammer. */
export function cacheRoot(io: Io): string | undefined {
  const own = io.env['MATHHAMMER_CACHE'];
  if (own !== undefined && own !== '') return own;
  const xdg = io.env['XDG_CACHE_HOME'];
  if (xdg !== undefined && xdg !== '') return join(xdg, 'mathhammer');
  const home = io.env['HOME'] ?? io.env['USERPROFILE'];
  return home === undefined || home === '' ? undefined : join(home, '.cache', 'mathhammer');
}

function expandHome(path: string, io: Io): string {
  if (!path.startsWith('~')) return path;
  return join(io.env['HOME'] ?? homedir(), path.slice(1));
}

export type DataFolder = { readonly listed: FolderFiles; readonly index: FolderIndex; readonly cached: boolean; readonly shown: string };

/** The data folder to use (flag, environment, config file), or undefined when none is set. */
export function dataFolderPath(io: Io, flag: string | undefined): { path: string; shown: string } | undefined {
  const setting = readSettings(io, flag === undefined ? {} : { data: flag }).data;
  if (setting === undefined) return undefined;
  return { path: resolve(io.cwd ?? process.cwd(), expandHome(setting.value, io)), shown: `${setting.value} (${setting.where})` };
}

export function openDataFolder(io: Io, where: { path: string; shown: string }): DataFolder {
  const listed = listFolder(where.path);
  if ('error' in listed) throw new InputError([`mathhammer: data folder ${where.shown}: ${listed.error}`]);
  const { index, cached } = loadIndex(listed, cacheRoot(io));
  return { listed, index, cached, shown: where.shown };
}

/** "Intercessor Squad (Space Marines)" → the name and a faction to choose by. */
function splitQualifier(ref: string): { name: string; faction?: string } {
  const m = /^(.*?)\s*[([]([^)\]]+)[)\]]\s*$/.exec(ref);
  return m === null || m[1]!.trim() === '' ? { name: ref } : { name: m[1]!.trim(), faction: m[2]!.trim() };
}

export type Found = { ok: true; sheet: IndexedDatasheet } | { ok: false; message: string };

/** The datasheet a name means: case and punctuation do not matter; several is ambiguous; none suggests. */
export function findDatasheet(index: FolderIndex, ref: string): Found {
  const { name, faction } = splitQualifier(ref);
  const key = nameKey(name);
  let matches = index.datasheets.filter((d) => d.key === key);
  if (matches.length === 0) matches = index.datasheets.filter((d) => d.key === nameKey(ref));
  if (faction !== undefined && matches.length > 1) {
    const f = nameKey(faction);
    const narrowed = matches.filter((d) => nameKey(d.faction).includes(f) || nameKey(d.catalogue).includes(f));
    if (narrowed.length > 0) matches = narrowed;
  }
  // The same datasheet offered by several catalogues is listed once; different entries are ambiguous.
  if (matches.length === 1) return { ok: true, sheet: matches[0]! };
  if (matches.length > 1) {
    const candidates = matches.map((d) => `"${d.name} (${d.faction})"`).join(', ');
    return { ok: false, message: `${JSON.stringify(ref)} is ambiguous in the data folder: ${candidates}; name one with its faction in brackets` };
  }
  const hint = closest(key, index.datasheets.map((d) => d.key));
  const suggestion = hint === undefined ? undefined : index.datasheets.find((d) => d.key === hint);
  return {
    ok: false,
    message: `no such file, no bundled profile, and no datasheet called ${JSON.stringify(ref)} in the ${index.edition ?? ''} data folder${suggestion === undefined ? ' (`mathhammer units` lists them)' : ` (did you mean \`${suggestion.name}\`?)`}`,
  };
}

/** Editions of the data used by name in this run, to warn when they differ from --rules. */
const usedEditions = new WeakMap<Io, Set<Edition>>();

export function editionsUsed(io: Io): readonly Edition[] {
  return [...(usedEditions.get(io) ?? [])];
}

/** A profile from the data folder by datasheet name, through the caches. */
export function loadByName(io: Io, folder: DataFolder, ref: string): Result<UnitProfile> {
  const found = findDatasheet(folder.index, ref);
  if (!found.ok) return { ok: false, issues: [{ file: ref, line: 0, col: 0, path: '', message: found.message }] };
  const sheet = found.sheet;
  if (folder.index.edition !== null) {
    const set = usedEditions.get(io) ?? new Set<Edition>();
    set.add(folder.index.edition);
    usedEditions.set(io, set);
  }
  const display = `${sheet.name} (${sheet.file})`;
  const root = cacheRoot(io);
  const dir = root === undefined ? undefined : join(cacheDirFor(root, folder.listed), 'profiles');
  // The parsed profile itself (v8 serialisation, as for the bundled profiles): a warm run parses no YAML.
  const cacheName = `${folder.listed.signature}-${sheet.id.replace(/[^A-Za-z0-9-]/g, '_')}.v8`;
  const cached = dir === undefined ? undefined : readCache(dir, cacheName);
  if (cached !== undefined) {
    try {
      const profile = deserialize(cached) as UnitProfile;
      if (profile.file === display) return { ok: true, value: profile };
    } catch {
      // another Node version or a damaged file: rebuilt below
    }
  }
  const reader = folderReader(folder.listed.dir, folder.index.files, folder.listed);
  const built = importIndexed(reader, sheet, display);
  if (!built.ok) return built;
  if (dir !== undefined) writeCache(dir, cacheName, serialize(built.value.profile));
  return { ok: true, value: built.value.profile };
}

export function issuesFor(ref: string, message: string): Issue[] {
  return [{ file: ref, line: 0, col: 0, path: '', message }];
}
