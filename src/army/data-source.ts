/**
 * A data folder opened for use by name: its index (cached), its files read on demand, and each datasheet's
 * profile by name, cached too (v8 serialisation, as for the bundled profiles; the CLI keeps its rules' readings
 * with it) so a warm run by name reads one small index and one small file, and parses no XML, JSON or YAML
 * and reads no rule. The CLI and the library API both
 * open folders here; where the caches live is theirs to say (undefined: no cache, nothing written).
 */
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Result, UnitProfile } from '../profile/index.js';
import { BUILD_ID, readingOf, rememberReadings, type RuleReading } from '../wording/index.js';
import { buildIndex, cacheDirFor, cachedIndex, folderReader, listFolder, loadIndex, readCache, saveIndex, writeCache, type FolderFacts, type FolderFiles, type FolderIndex, type FolderReader, type IndexedDatasheet } from './data-folder.js';
import { keepDirectory, keptDirectory, scanDirectory, type DirectoryStore, type FolderDirectory } from './folder-directory.js';
import { folderScope, type FolderScope, type ScopeStore } from './folder-scope.js';
import { RULES_CACHE_VERSION } from './faction-rules.js';
import { importIndexed, readIndexed } from './import-datasheet.js';
import { findDatasheet, findExported, type Lookup } from './lookup.js';
import type { ArmyUnit } from './types.js';

export type DataSource = {
  readonly listed: FolderFiles;
  /**
   * The index of every datasheet. When it was not cached, reading it parses every file (seconds): a
   * lookup by name goes through `scope` then (`indexFor`), and this is built only when read.
   */
  readonly index: FolderIndex;
  readonly facts: FolderFacts;
  /** Whether the index came from the cache. */
  readonly cached: boolean;
  readonly cacheRoot: string | undefined;
  /** The folder's files, each parsed at most once (made on first use). */
  readonly reader: () => FolderReader;
  /** The index read as far as the run's names need (folder-scope.ts); undefined when the whole index is at hand. */
  readonly scope?: FolderScope;
};

/**
 * `whole`: for a command that lists every datasheet (`units`), the whole index at once, as before the
 * scoped index; otherwise an index not yet cached is read only as far as the names asked need.
 */
export function openDataSource(dir: string, cacheRoot: string | undefined, options: { readonly whole?: boolean } = {}): DataSource | { error: string } {
  const listed = listFolder(dir);
  if ('error' in listed) return listed;
  const kept = cachedIndex(listed, cacheRoot);
  const directory = kept !== undefined || options.whole === true ? undefined : scopedDirectory(listed, cacheRoot);
  if (directory === undefined) {
    const { index, cached } = kept === undefined ? loadIndex(listed, cacheRoot) : { index: kept, cached: true };
    let reader: FolderReader | undefined;
    return { listed, index, facts: index, cached, cacheRoot, reader: () => (reader ??= folderReader(listed.dir, index.files, listed)) };
  }
  const scope = folderScope(listed, directory, cacheRoot === undefined ? undefined : scopeStore(cacheDirFor(cacheRoot, listed), `scope-${RULES_CACHE_VERSION}-${listed.signature}.json`));
  let whole: FolderIndex | undefined;
  return {
    listed,
    get index() {
      return (whole ??= saveIndex(listed, cacheRoot, buildIndex(listed, scope.reader)));
    },
    facts: scope.facts,
    cached: false,
    cacheRoot,
    reader: () => scope.reader,
    scope,
  };
}

/** Raise when what the directory keeps changes (folder-directory.ts): older ones are looked at again. */
const DIRECTORY_CACHE_VERSION = 1;

function scopeStore(dir: string, name: string): ScopeStore {
  return { read: () => readCache(dir, name)?.toString('utf8'), write: (text) => writeCache(dir, name, text) };
}

/** The quick look at the folder's files: kept by an earlier run, else taken now and kept. */
function scopedDirectory(listed: FolderFiles, cacheRoot: string | undefined): FolderDirectory | undefined {
  const dir = cacheRoot === undefined ? undefined : cacheDirFor(cacheRoot, listed);
  const store: DirectoryStore | undefined =
    dir === undefined ? undefined : { read: (part) => scopeStore(dir, directoryName(part, listed)).read(), write: (part, text) => scopeStore(dir, directoryName(part, listed)).write(text) };
  const kept = store === undefined ? undefined : keptDirectory(store, listed);
  if (kept !== undefined) return kept;
  const scanned = scanDirectory(listed);
  if (scanned !== undefined && store !== undefined) keepDirectory(store, scanned);
  return scanned;
}

const directoryName = (part: string, listed: FolderFiles) => `directory-${part}-${DIRECTORY_CACHE_VERSION}-${listed.signature}.json`;

/** The index to look `refs` up in: the whole one, or the scoped one grown to every file they may come from. */
function indexFor(source: DataSource, refs: readonly string[]): FolderIndex {
  return source.scope === undefined ? source.index : source.scope.sheetsFor(refs);
}

/** A lookup in the scoped index, grown by the files a miss may suggest when it misses (the whole index's answer either way). */
export function lookUp(source: DataSource, refs: readonly string[], find: (index: FolderIndex) => Lookup): Lookup {
  const found = find(indexFor(source, refs));
  if (found.ok || !found.missing || source.scope === undefined) return found;
  for (const ref of refs) source.scope.sheetsNear(ref);
  return find(source.scope.sheetsFor(refs));
}

/** `missing`: the folder has no datasheet of that name (rather than several, or one that cannot be read). */
export type ByName = Result<UnitProfile> & { readonly note?: string; readonly missing?: boolean };

/**
 * Part of each cached profile's name: raise it whenever the import changes what a datasheet becomes, so
 * profiles cached by an older mathhammer are built again (the index has its own version).
 */
const PROFILE_CACHE_VERSION = 7;

/** A cached profile, with its rules' readings when the CLI's build (BUILD_ID) made them. */
type CachedProfile = { readonly profile: UnitProfile; readonly readings?: { readonly build: string; readonly list: readonly RuleReading[] } };

/** The profile's rules read, to keep with it (the CLI's bundle only: wording/memo.ts says why). */
function withReadings(profile: UnitProfile): CachedProfile {
  if (BUILD_ID === undefined) return { profile };
  return { profile, readings: { build: BUILD_ID, list: (profile.rules ?? []).map(readingOf) } };
}

/** How a datasheet's profile names its file: "Knight Paladin (Imperium - Imperial Knights - Library.cat)". */
function datasheetDisplay(name: string, catalogueFile: string): string {
  return `${name} (${catalogueFile})`;
}

/** The catalogue file a profile read from a data folder by name comes from (its file as datasheetDisplay names it); undefined for any other. */
export function catalogueOfDatasheet(profile: UnitProfile): string | undefined {
  return /\(([^()]+\.(?:catz?|json))\)$/i.exec(profile.file)?.[1];
}

/** A datasheet's profile by name, through the profile cache. */
export function profileByName(source: DataSource, ref: string): ByName {
  const found = lookUp(source, [ref], (index) => findDatasheet(index, ref));
  if (!found.ok) return { ok: false, missing: found.missing, issues: [{ file: ref, line: 0, col: 0, path: '', message: found.message }] };
  const { sheet } = found;
  const note = found.note === undefined ? {} : { note: found.note };
  const display = datasheetDisplay(sheet.name, sheet.file);
  const dir = source.cacheRoot === undefined ? undefined : join(cacheDirFor(source.cacheRoot, source.listed), 'profiles');
  const cacheName = `${source.listed.signature}-${PROFILE_CACHE_VERSION}-${sheet.id.replace(/[^A-Za-z0-9-]/g, '_')}-${sheet.file.replace(/[^A-Za-z0-9-]/g, '_')}.v8`;
  const cached = dir === undefined ? undefined : readCache(dir, cacheName);
  if (cached !== undefined) {
    try {
      const kept = deserialize(cached) as CachedProfile;
      if (kept.profile.file === display) {
        if (kept.readings !== undefined && kept.readings.build === BUILD_ID) rememberReadings(kept.readings.list);
        else if (BUILD_ID !== undefined && dir !== undefined) writeCache(dir, cacheName, serialize(withReadings(kept.profile)));
        return { ok: true, value: kept.profile, ...note };
      }
    } catch {
      // another Node version or a damaged file: rebuilt below
    }
  }
  const built = importIndexed(source.reader(), sheet, display);
  if (!built.ok) return built;
  if (dir !== undefined) writeCache(dir, cacheName, serialize(withReadings(built.value.profile)));
  return { ok: true, value: built.value.profile, ...note };
}

type Loader = (ref: string) => Result<UnitProfile>;

/** Not a path: no directory separator and no profile extension ("Strike Team", "intercessor squad"). */
export function isDatasheetName(ref: string): boolean {
  return !/[\\/]/.test(ref) && !/\.(ya?ml|json)$/i.test(ref);
}

/**
 * A profile loader that reads files and bundled names first (`disk`) and takes a reference that is
 * neither, and looks like a name, as a datasheet name (`byName`), each reference once.
 */
export function withDatasheetNames(disk: Loader, byName: Loader): Loader {
  const named = new Map<string, Result<UnitProfile>>();
  return (ref) => {
    const loaded = disk(ref);
    if (loaded.ok || !isDatasheetName(ref)) return loaded;
    let found = named.get(ref);
    if (found === undefined) named.set(ref, (found = byName(ref)));
    return found;
  };
}

/**
 * A datasheet as read from the data, for a pasted list to choose models and wargear from, by name. When
 * several factions have a datasheet of that name, the faction the list's header names picks it (a Space
 * Marines list's "Terminator Squad"); a unique name needs no faction (allies keep theirs).
 */
export function unitOfListed(source: DataSource, name: string, faction: string | null): UnitFound {
  const plain = lookUp(source, [name], (index) => findDatasheet(index, name));
  if (plain.ok || plain.missing || faction === null) return unitOf(source, name, plain);
  const qualified = `${name} (${faction})`;
  const picked = lookUp(source, [qualified], (index) => findDatasheet(index, qualified));
  return unitOf(source, name, picked.ok ? picked : plain);
}

/** The datasheet a datasheet export is of, by its title's unit name and faction (lookup.ts, findExported). */
export function unitOfExport(source: DataSource, name: string, faction: string | null): UnitFound {
  return unitOf(source, name, lookUp(source, faction === null ? [name] : [name, `${name} (${faction})`], (index) => findExported(index, name, faction)));
}

export type UnitFound = { ok: true; unit: ArmyUnit; sheet: IndexedDatasheet; note?: string } | { ok: false; message: string };

function unitOf(source: DataSource, name: string, found: Lookup): UnitFound {
  if (!found.ok) return found;
  const unit = readIndexed(source.reader(), found.sheet);
  if (unit === undefined) return { ok: false, message: `${name}: the data folder changed since it was indexed` };
  return { ok: true, unit, sheet: found.sheet, ...(found.note === undefined ? {} : { note: found.note }) };
}
