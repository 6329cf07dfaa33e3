/**
 * A quick look at every file of a data folder without parsing it (about a tenth of the time): each file's
 * header (kind, id, name, library, catalogueLinks, as bs-file.ts reads them) and the names and ids its
 * entries carry. The names are a superset of what the file can give a name lookup (every `name` of a
 * selection entry or entry link, every `name` at all for detachments and enhancements), so a scoped index
 * (folder-scope.ts) can prove which files a name can come from and parse only those. Anything the quick
 * look is not sure of (a strange entity, a file that does not end as it begins) makes it give up, and
 * the caller indexes the whole folder as before.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FolderFiles, IndexedFile } from './data-folder.js';
import { nameKey } from './names.js';

export type DirectoryFile = IndexedFile & {
  readonly links: readonly { readonly id: string; readonly name: string }[];
  /** Keys of every selection entry's and entry link's name: whatever a datasheet of the file can be called. */
  readonly sheetKeys: ReadonlySet<string>;
  /** Whether it has an entry of type unit or model at all. */
  readonly units: boolean;
};

/** What detachments, enhancements and libraries need besides (kept apart: most runs by name never read it). */
export type FileDetails = {
  /**
   * Every name of an element a link may point at (trimmed, as faction-rules.ts reads a detachment's or an
   * enhancement's), with the ids of the elements of that name; null where the file does not tell (JSON).
   */
  readonly names: ReadonlyMap<string, readonly string[] | null>;
  /** Ids and link targets of its selection entries: which datasheets it may field. */
  readonly ids: ReadonlySet<string>;
};

export type FolderDirectory = { readonly files: readonly DirectoryFile[]; readonly details: (file: DirectoryFile) => FileDetails };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Why the quick look gives up: the full index reads the file and says what is wrong, as before. */
class NotSure extends Error {}

/** An XML attribute's value as saxes gives it: entities resolved, line breaks and tabs as spaces. */
function xmlValue(raw: string): string {
  const spaced = raw.replace(/\r\n?/g, '\n').replace(/[\n\t]/g, ' ');
  if (!spaced.includes('&')) return spaced;
  return spaced.replace(/&([^;&\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new NotSure();
    if (name in ENTITIES) return ENTITIES[name]!;
    const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#([0-9]+)$/.exec(name)?.[1];
    if (code === undefined) throw new NotSure();
    return String.fromCodePoint(name.startsWith('#x') || name.startsWith('#X') ? parseInt(code, 16) : parseInt(code, 10));
  });
}

/** Bytes read as latin1 (fast) and the few values taken out of them made UTF-8 again. */
const utf8 = (latin1: string): string => (/[\x80-\xff]/.test(latin1) ? Buffer.from(latin1, 'latin1').toString('utf8') : latin1);

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function attributesOf(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) if (!out.has(m[1]!)) out.set(m[1]!, xmlValue(utf8(m[2] ?? m[3]!)));
  return out;
}

const TAG_ATTRIBUTES = String.raw`((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*/?>`;
const ROOT = new RegExp(String.raw`^\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*)*<([A-Za-z_][\w.:-]*)${TAG_ATTRIBUTES}`);
/**
 * The elements whose names matter: entries and entry links (a datasheet's name), what a link may point
 * at (registry.ts TARGETS: a detachment's member may be any of them), and the catalogue links.
 */
const ELEMENT = new RegExp(String.raw`<(selectionEntry|selectionEntryGroup|entryLink|catalogueLink|profile|rule|infoGroup|categoryEntry)${TAG_ATTRIBUTES}`, 'g');
const ENTRY_TAGS = new Set(['selectionEntry', 'entryLink']);
const ENTRY_STARTS = /<(?:selectionEntry|entryLink)[\s/>]/g;

type Scanned = Omit<DirectoryFile, keyof IndexedFile> & FileDetails & { kind: string; id: string; name: string; library: boolean };

function scanXml(text: string): Scanned | undefined {
  const root = ROOT.exec(text.replace(/^\xEF\xBB\xBF/, ''));
  if (root === null) throw new NotSure();
  const tag = root[1]!;
  // A truncated or damaged file: the full index reports it where it is.
  if (!text.trimEnd().endsWith(`</${tag}>`)) throw new NotSure();
  if (tag !== 'catalogue' && tag !== 'gameSystem') return undefined;
  const head = attributesOf(root[2]!);
  const links: { id: string; name: string }[] = [];
  const sheetKeys = new Set<string>();
  const names = new Map<string, string[]>();
  const ids = new Set<string>();
  let units = false;
  let entries = 0;
  for (const m of text.matchAll(ELEMENT)) {
    const element = m[1]!;
    const entry = ENTRY_TAGS.has(element);
    if (entry) entries++;
    const attributes = attributesOf(m[2]!);
    const name = attributes.get('name');
    if (name !== undefined) {
      const id = attributes.get('id');
      const held = names.get(name.trim()) ?? [];
      if (id !== undefined) held.push(id);
      names.set(name.trim(), held);
    }
    if (!entry) {
      if (element !== 'catalogueLink') continue;
      links.push({ id: attributes.get('targetId') ?? '', name: name ?? '' });
      continue;
    }
    // A link without a name takes its target's: the quick look cannot tell which, so it gives up.
    if (name === undefined || name === '') throw new NotSure();
    sheetKeys.add(nameKey(name));
    for (const key of ['id', 'targetId']) {
      const id = attributes.get(key);
      if (id !== undefined) ids.add(id);
    }
    const type = attributes.get('type');
    if (type === 'unit' || type === 'model') units = true;
  }
  // An entry whose tag the pattern above could not read (not well-formed): its name may be missed.
  if (entries !== (text.match(ENTRY_STARTS)?.length ?? 0)) throw new NotSure();
  return { kind: tag, id: head.get('id') ?? '', name: head.get('name') ?? '', library: head.get('library') === 'true', links, sheetKeys, names, ids, units };
}

const JSON_STRING = /"(name|id|targetId|type)"\s*:\s*("(?:[^"\\]|\\.)*")/g;

function scanJson(text: string): Scanned | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new NotSure();
  }
  const entries = typeof parsed === 'object' && parsed !== null ? Object.entries(parsed) : [];
  if (entries.length !== 1) throw new NotSure();
  const [tag, root] = entries[0]! as [string, Record<string, unknown>];
  if (typeof root !== 'object' || root === null) throw new NotSure();
  if (tag !== 'catalogue' && tag !== 'gameSystem') return undefined;
  const text_ = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');
  const linkList = Array.isArray(root['catalogueLinks']) ? root['catalogueLinks'] : root['catalogueLinks'] === undefined ? [] : [root['catalogueLinks']];
  const links = (linkList as Record<string, unknown>[]).filter((l) => typeof l === 'object' && l !== null && !Array.isArray(l)).map((l) => ({ id: text_(l['targetId']), name: text_(l['name']) }));
  const names = new Map<string, null>();
  const ids = new Set<string>();
  let units = false;
  // Every name is a possible datasheet name here (JSON keeps no tag to tell entries from the rest).
  for (const m of text.matchAll(JSON_STRING)) {
    const value = JSON.parse(m[2]!) as string;
    if (m[1] === 'name') names.set(value.trim(), null);
    else if (m[1] === 'type') units ||= value === 'unit' || value === 'model';
    else ids.add(value);
  }
  const sheetKeys = new Set([...names.keys()].map(nameKey));
  return { kind: tag, id: text_(root['id']), name: text_(root['name']), library: root['library'] === true || root['library'] === 'true', links, sheetKeys, names, ids, units };
}

/** The quick look at every file, or undefined when it is not sure of one (then the whole folder is indexed). */
export function scanDirectory(listed: FolderFiles): FolderDirectory | undefined {
  const files: DirectoryFile[] = [];
  const details = new Map<string, FileDetails>();
  try {
    for (const f of listed.files) {
      let text: string;
      try {
        text = readFileSync(join(listed.dir, f.file), 'latin1');
      } catch {
        return undefined;
      }
      const start = text.replace(/^\xEF\xBB\xBF/, '').trimStart();
      // Not XML or JSON (a zipped .catz): the full index leaves it out, and says why where it is asked.
      const scanned = start.startsWith('<') ? scanXml(start) : start.startsWith('{') ? scanJson(utf8(start)) : undefined;
      if (scanned === undefined) {
        if (start.startsWith('<') || start.startsWith('{')) continue;
        return undefined;
      }
      const { names, ids, ...rest } = scanned;
      files.push({ ...f, ...rest, kind: rest.kind as IndexedFile['kind'] });
      details.set(f.file, { names, ids });
    }
  } catch (error) {
    if (error instanceof NotSure) return undefined;
    throw error;
  }
  return { files, details: (file) => details.get(file.file)! };
}

/** Where a directory is kept between runs: two texts, the second read only when its details are wanted. */
export type DirectoryStore = { readonly read: (part: 'files' | 'details') => string | undefined; readonly write: (part: 'files' | 'details', text: string) => void };

type KeptFile = Omit<DirectoryFile, 'sheetKeys'> & { readonly sheetKeys: readonly string[] };
type KeptDetails = Record<string, { readonly names: [string, readonly string[] | null][]; readonly ids: readonly string[] }>;

export function keepDirectory(store: DirectoryStore, directory: FolderDirectory): void {
  store.write('files', JSON.stringify(directory.files.map((f): KeptFile => ({ ...f, sheetKeys: [...f.sheetKeys] }))));
  const details: KeptDetails = {};
  for (const f of directory.files) {
    const { names, ids } = directory.details(f);
    details[f.file] = { names: [...names], ids: [...ids] };
  }
  store.write('details', JSON.stringify(details));
}

/**
 * The directory an earlier run kept, or undefined (none, or damaged). Its details are read on first use;
 * gone or damaged then, they are taken from a fresh look at the files (which the folder's signature says
 * are the same).
 */
export function keptDirectory(store: DirectoryStore, listed: FolderFiles): FolderDirectory | undefined {
  const text = store.read('files');
  if (text === undefined) return undefined;
  let files: DirectoryFile[];
  try {
    files = (JSON.parse(text) as KeptFile[]).map((f) => ({ ...f, sheetKeys: new Set(f.sheetKeys) }));
  } catch {
    return undefined;
  }
  let details: ((f: DirectoryFile) => FileDetails) | undefined;
  const load = (): ((f: DirectoryFile) => FileDetails) => {
    try {
      const read = new Map(Object.entries(JSON.parse(store.read('details') ?? '') as KeptDetails).map(([file, d]) => [file, { names: new Map(d.names), ids: new Set(d.ids) }]));
      if (files.every((f) => read.has(f.file))) return (f) => read.get(f.file)!;
    } catch {
      // damaged: looked at again below
    }
    const fresh = scanDirectory(listed);
    if (fresh === undefined) throw new Error(`the data folder ${listed.dir} changed while it was read: run the command again`);
    return (f) => fresh.details(fresh.files.find((g) => g.file === f.file)!);
  };
  return { files, details: (f) => (details ??= load())(f) };
}
