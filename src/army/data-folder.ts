/**
 * A BattleScribe data folder (a checkout of the community data, or the folder a list builder keeps):
 * its files, its game system and edition, and an index of every datasheet by name. Building the index
 * reads every catalogue (seconds); it is cached, keyed by each file's size and modification time, so a
 * warm run reads one small JSON file and no XML. The converted profile of each datasheet used by name is
 * cached beside it.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Issue } from '../profile/issue.js';
import { readBsFile, type BsFile } from './bs-file.js';
import { datasheetsOf, factionOf } from './catalogue.js';
import { createRegistry, type Registry } from './registry.js';
import { nameKey } from './names.js';

export type Edition = '10e' | '11e';

export type IndexedFile = {
  readonly file: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly kind: 'catalogue' | 'gameSystem';
  readonly id: string;
  readonly name: string;
  readonly library: boolean;
};

export type IndexedDatasheet = {
  readonly name: string;
  readonly key: string;
  readonly id: string;
  /** The catalogue file it is listed in. */
  readonly file: string;
  readonly catalogue: string;
  readonly faction: string;
};

export type FolderIndex = {
  readonly version: number;
  readonly dir: string;
  readonly signature: string;
  readonly edition: Edition | null;
  readonly gameSystem: string | null;
  readonly files: readonly IndexedFile[];
  readonly datasheets: readonly IndexedDatasheet[];
  /** Files that could not be read, each with why. */
  readonly problems: readonly Issue[];
  /** Catalogues the folder's files link (catalogueLinks) that are not in it: their entries cannot be read. */
  readonly missingLinks: readonly string[];
};

/** What a run needs to know of the folder besides its datasheets: the whole index's other facts. */
export type FolderFacts = Pick<FolderIndex, 'dir' | 'edition' | 'gameSystem' | 'files' | 'missingLinks'>;

/** Raised when the index's shape or its name keys change: older cached indexes are rebuilt. */
export const INDEX_VERSION = 5;
const DATA_FILE = /\.(cat|gst|json|catz|gstz)$/i;

export type FolderFiles = { readonly dir: string; readonly files: readonly { file: string; size: number; mtimeMs: number }[]; readonly signature: string };

/** Two 32-bit FNV-1a hashes: a short stable key (node:crypto is not worth its load time here). */
export function hashText(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x0100019d);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}

/** The data files of a folder with their sizes and times, or why it is not a data folder. */
export function listFolder(dir: string): FolderFiles | { error: string } {
  let names: string[];
  try {
    if (!statSync(dir).isDirectory()) return { error: 'is not a directory: --data expects a BattleScribe data folder' };
    names = readdirSync(dir).filter((f) => DATA_FILE.test(f) && !f.startsWith('.')).sort();
  } catch {
    return { error: 'no such directory' };
  }
  const files = names.flatMap((file) => {
    try {
      const info = statSync(join(dir, file));
      return info.isFile() ? [{ file, size: info.size, mtimeMs: info.mtimeMs }] : [];
    } catch {
      return [];
    }
  });
  if (files.length === 0) return { error: 'holds no BattleScribe data (.cat, .gst, or 11e .json files)' };
  return { dir: resolve(dir), files, signature: hashText(JSON.stringify([INDEX_VERSION, resolve(dir), files])) };
}

export function editionOf(gameSystemName: string): Edition | null {
  if (/\b10(th)?\b/i.test(gameSystemName)) return '10e';
  if (/\b11(th)?\b/i.test(gameSystemName)) return '11e';
  return null;
}

/** Reads a folder's files on demand, each parsed at most once. */
export type FolderReader = {
  readonly open: (file: string) => BsFile | undefined;
  readonly byId: (id: string) => BsFile | undefined;
  readonly gameSystem: () => BsFile | undefined;
  readonly registryFor: (file: BsFile) => Registry;
  readonly problems: Issue[];
  /** The files read so far, in the order they were read. */
  readonly opened: () => readonly string[];
};

export function folderReader(dir: string, files: readonly IndexedFile[] | undefined, listed: FolderFiles): FolderReader {
  const parsed = new Map<string, BsFile | undefined>();
  const problems: Issue[] = [];
  const open = (file: string): BsFile | undefined => {
    if (!parsed.has(file)) {
      let text: string;
      try {
        text = readFileSync(join(dir, file), 'utf8');
      } catch (error) {
        problems.push({ file, line: 0, col: 0, path: '', message: `cannot be read (${(error as { code?: string }).code ?? String(error)})` });
        parsed.set(file, undefined);
        return undefined;
      }
      const read = readBsFile(text, file);
      if (!read.ok) problems.push(...read.issues);
      parsed.set(file, read.ok ? read.value : undefined);
    }
    return parsed.get(file);
  };
  let ids: Map<string, string> | undefined = files === undefined ? undefined : new Map(files.map((f) => [f.id, f.file]));
  const byId = (id: string): BsFile | undefined => {
    if (ids === undefined) {
      ids = new Map();
      for (const { file } of listed.files) {
        const read = open(file);
        if (read !== undefined) ids.set(read.id, file);
      }
    }
    const file = ids.get(id);
    return file === undefined ? undefined : open(file);
  };
  const gameSystem = (): BsFile | undefined => {
    const known = files?.find((f) => f.kind === 'gameSystem');
    if (known !== undefined) return open(known.file);
    for (const { file } of listed.files) {
      const read = open(file);
      if (read?.kind === 'gameSystem') return read;
    }
    return undefined;
  };
  return { open, byId, gameSystem, registryFor: (file) => createRegistry(file, gameSystem(), byId), problems, opened: () => [...parsed.keys()] };
}

/** Reads every catalogue of the folder and lists its datasheets (the slow path the cache avoids). */
export function buildIndex(listed: FolderFiles, reader = folderReader(listed.dir, undefined, listed)): FolderIndex {
  const files: IndexedFile[] = [];
  for (const f of listed.files) {
    const read = reader.open(f.file);
    if (read !== undefined) files.push({ ...f, kind: read.kind, id: read.id, name: read.name, library: read.library });
  }
  const system = reader.gameSystem();
  const datasheets: IndexedDatasheet[] = [];
  const fielded = new Set<string>();
  // Army catalogues first: a unit is listed under every faction that fields it (each catalogue's link may
  // change its points or options), and under its library only when no army catalogue here fields it.
  const order = [...files].filter((f) => f.kind === 'catalogue').sort((a, b) => Number(a.library) - Number(b.library) || a.file.localeCompare(b.file));
  const armies = order.filter((f) => !f.library).map((f) => factionOf(f.name));
  for (const f of order) {
    const file = reader.open(f.file)!;
    for (const entry of datasheetsOf(file, reader.registryFor(file))) {
      const id = entry.ids[0] ?? '';
      if (f.library && fielded.has(id)) continue;
      fielded.add(id);
      datasheets.push({ name: entry.name, key: nameKey(entry.name), id, file: f.file, catalogue: f.name, faction: f.library ? libraryFaction(f.name, armies) : factionOf(f.name) });
    }
  }
  return {
    version: INDEX_VERSION,
    dir: listed.dir,
    signature: listed.signature,
    edition: system === undefined ? null : editionOf(system.name),
    gameSystem: system?.name ?? null,
    files,
    datasheets,
    problems: reader.problems,
    missingLinks: missingLinksOf(files.map((f) => ({ ...f, links: reader.open(f.file)?.links ?? [] }))),
  };
}

/** The catalogues the files link that are none of them, by name (by id when the link has none). */
export function missingLinksOf(files: readonly { readonly id: string; readonly links: readonly { readonly id: string; readonly name: string }[] }[]): string[] {
  const ids = new Set(files.map((f) => f.id));
  const missing = files.flatMap((f) => f.links).filter((l) => !ids.has(l.id)).map((l) => l.name || l.id);
  return [...new Set(missing)].sort();
}

/**
 * A library's faction: the army faction of the folder its name ends ("Chaos - Daemons Library" holds
 * Chaos Daemons), else its own name's (catalogue.ts factionOf: "Library - Titans" holds Titans).
 */
export function libraryFaction(catalogueName: string, armies: readonly string[]): string {
  const own = factionOf(catalogueName);
  return armies.find((army) => army === own) ?? armies.find((army) => army.endsWith(` ${own}`)) ?? own;
}

/** Where the index of a folder is cached: one directory per folder, named by its path. */
export function cacheDirFor(cacheRoot: string, listed: FolderFiles): string {
  return join(cacheRoot, hashText(listed.dir));
}

/** The cached index if it matches the files as they are now. */
export function cachedIndex(listed: FolderFiles, cacheRoot: string | undefined): FolderIndex | undefined {
  if (cacheRoot === undefined) return undefined;
  try {
    const index = JSON.parse(readFileSync(join(cacheDirFor(cacheRoot, listed), 'index.json'), 'utf8')) as FolderIndex;
    if (index.version === INDEX_VERSION && index.signature === listed.signature) return index;
  } catch {
    // no cache yet, or a damaged one: rebuilt by the caller
  }
  return undefined;
}

/** Keeps a fresh index in the cache, when there is one. */
export function saveIndex(listed: FolderFiles, cacheRoot: string | undefined, index: FolderIndex): FolderIndex {
  if (cacheRoot !== undefined) writeCache(cacheDirFor(cacheRoot, listed), 'index.json', JSON.stringify(index));
  return index;
}

/** The cached index if it matches the files as they are now; else a fresh one, cached when possible. */
export function loadIndex(listed: FolderFiles, cacheRoot: string | undefined): { index: FolderIndex; cached: boolean } {
  const kept = cachedIndex(listed, cacheRoot);
  return kept === undefined ? { index: saveIndex(listed, cacheRoot, buildIndex(listed)), cached: false } : { index: kept, cached: true };
}

/** Write a cache file all at once; a cache that cannot be written only costs speed. */
export function writeCache(dir: string, name: string, text: string | Uint8Array): void {
  try {
    mkdirSync(dir, { recursive: true });
    const temp = join(dir, `.${name}.${process.pid}.tmp`);
    writeFileSync(temp, text);
    renameSync(temp, join(dir, name));
  } catch {
    // read-only home, full disk: go on without the cache
  }
}

export function readCache(dir: string, name: string): Buffer | undefined {
  try {
    return readFileSync(join(dir, name));
  } catch {
    return undefined;
  }
}
