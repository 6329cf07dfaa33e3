/**
 * The index of a data folder, read only as far as a run's names need (issue 28: a matchup of two lists
 * used to index all 47 files of bsdata-10e first, seconds, to resolve names from three or four). For each
 * name it is asked, the quick look (folder-directory.ts) tells which files may hold a datasheet, a
 * detachment or an enhancement of that name, or one a miss would suggest; those files are parsed and
 * indexed exactly as buildIndex does, in the whole index's order. A lookup in the scoped index therefore
 * answers what it would in the whole one (the same datasheet, the same ambiguity, the same "did you
 * mean"): every file that could change the answer is in it.
 */
import { typoDistance } from '../profile/suggest.js';
import { datasheetsOf, factionOf } from './catalogue.js';
import { INDEX_VERSION, folderReader, editionOf, libraryFaction, missingLinksOf, type FolderFacts, type FolderFiles, type FolderIndex, type FolderReader, type IndexedDatasheet } from './data-folder.js';
import type { DirectoryFile, FolderDirectory } from './folder-directory.js';
import { factionRulesOf, type FactionRules } from './faction-rules.js';
import { keysOf, maySuggest } from './lookup.js';
import { nameKey } from './names.js';

export type FolderScope = {
  /** The index of the files that may hold a datasheet `refs` name (findDatasheet answers as in the whole one). */
  readonly sheetsFor: (refs: readonly string[]) => FolderIndex;
  /** …and of those a miss of `ref` may suggest. */
  readonly sheetsNear: (ref: string) => FolderIndex;
  /** The detachments and enhancements of the catalogues that may hold one called `name` (rule-library byName's key). */
  readonly rulesFor: (key: string) => FactionRules;
  /** …and of those a miss of `name` may suggest. */
  readonly rulesNear: (name: string) => FactionRules;
  /** Whether the folder has any entry of type unit or model (else the whole index says it holds no datasheet). */
  readonly hasUnits: boolean;
  /** The whole index's facts besides its datasheets, from the files' headers. */
  readonly facts: FolderFacts;
  readonly reader: FolderReader;
};

/** Where the datasheets and rules read from each file are kept between runs (one text), if anywhere. */
export type ScopeStore = { readonly read: () => string | undefined; readonly write: (text: string) => void };

/** Each file's datasheets and rules, and the catalogues each rule name asked ("key:…", "near:…") may come from. */
type Kept = { readonly sheets: Record<string, IndexedDatasheet[]>; readonly rules: Record<string, FactionRules>; readonly held: Record<string, string[]> };

function keptScope(store: ScopeStore | undefined): Kept {
  const text = store?.read();
  try {
    const read = text === undefined ? undefined : (JSON.parse(text) as Partial<Kept>);
    if (read !== undefined) return { sheets: read.sheets ?? {}, rules: read.rules ?? {}, held: read.held ?? {} };
  } catch {
    // damaged: read again
  }
  return { sheets: {}, rules: {}, held: {} };
}

export function folderScope(listed: FolderFiles, directory: FolderDirectory, store?: ScopeStore): FolderScope {
  const files = directory.files;
  // What earlier runs read of each file: a run by name after one that read its catalogues parses none.
  const kept = keptScope(store);
  let changed = false;
  const keep = <T>(answer: T): T => {
    if (changed && store !== undefined) {
      // What another process (a matchup's other thread) kept meanwhile stays: the same files give the same entries.
      const now = keptScope(store);
      store.write(JSON.stringify({ sheets: { ...now.sheets, ...kept.sheets }, rules: { ...now.rules, ...kept.rules }, held: { ...now.held, ...kept.held } }));
    }
    changed = false;
    return answer;
  };
  const reader = folderReader(listed.dir, files, listed);
  const system = files.find((f) => f.kind === 'gameSystem');
  // buildIndex's order: army catalogues, then libraries, each by file name.
  const order = files.filter((f) => f.kind === 'catalogue').sort((a, b) => Number(a.library) - Number(b.library) || a.file.localeCompare(b.file));
  const armies = order.filter((f) => !f.library).map((f) => factionOf(f.name));
  const sheetsOf = (f: DirectoryFile): IndexedDatasheet[] => {
    let out = kept.sheets[f.file];
    if (out === undefined) {
      const file = reader.open(f.file);
      const faction = f.library ? libraryFaction(f.name, armies) : factionOf(f.name);
      const entries = file === undefined ? [] : datasheetsOf(file, reader.registryFor(file));
      out = entries.map((entry) => ({ name: entry.name, key: nameKey(entry.name), id: entry.ids[0] ?? '', file: f.file, catalogue: f.name, faction }));
      kept.sheets[f.file] = out;
      changed = true;
    }
    return out;
  };
  const scope = new Set<DirectoryFile>();
  const add = (f: DirectoryFile): void => {
    if (scope.has(f)) return;
    scope.add(f);
    if (!f.library) return;
    // A library's datasheet is left out when a catalogue before it fields the same entry: those are read too.
    const at = order.indexOf(f);
    for (const sheet of sheetsOf(f)) for (const g of order.slice(0, at)) if (directory.details(g).ids.has(sheet.id)) add(g);
  };
  const facts = {
    dir: listed.dir,
    edition: system === undefined ? null : editionOf(system.name),
    gameSystem: system?.name ?? null,
    files: files.map(({ file, size, mtimeMs, kind, id, name, library }) => ({ file, size, mtimeMs, kind, id, name, library })),
    missingLinks: missingLinksOf(files),
  };
  const index = (): FolderIndex => {
    const datasheets: IndexedDatasheet[] = [];
    const fielded = new Set<string>();
    for (const f of order) {
      if (!scope.has(f)) continue;
      for (const sheet of sheetsOf(f)) {
        if (f.library && fielded.has(sheet.id)) continue;
        fielded.add(sheet.id);
        datasheets.push(sheet);
      }
    }
    return { version: INDEX_VERSION, signature: listed.signature, problems: [], ...facts, datasheets };
  };
  let allKeys: Map<string, DirectoryFile[]> | undefined;
  const sheetsNear = (ref: string): FolderIndex => {
    if (allKeys === undefined) {
      allKeys = new Map();
      for (const f of order) for (const key of f.sheetKeys) allKeys.set(key, [...(allKeys.get(key) ?? []), f]);
    }
    const { missKey } = keysOf(ref);
    for (const [key, holders] of allKeys) if (maySuggest(missKey, key)) holders.forEach(add);
    return index();
  };
  // Detachments and enhancements: a group's member may be an entry of a catalogue it links, or of the game system.
  const byId = new Map(files.map((f) => [f.id, f]));
  const reach = new Map<DirectoryFile, DirectoryFile[]>();
  const reachOf = (f: DirectoryFile): DirectoryFile[] => {
    let out = reach.get(f);
    if (out === undefined) {
      const seen = new Set<DirectoryFile>([f, ...(system === undefined ? [] : [system])]);
      const queue = [...f.links];
      while (queue.length > 0) {
        const linked = byId.get(queue.shift()!.id);
        if (linked === undefined || seen.has(linked)) continue;
        seen.add(linked);
        queue.push(...linked.links);
      }
      reach.set(f, (out = [...seen]));
    }
    return out;
  };
  const ruleScope = new Set<DirectoryFile>();

  const catalogues = files.filter((f) => f.kind === 'catalogue');
  const rulesNow = (): FactionRules => {
    const read = catalogues.filter((f) => ruleScope.has(f)).map((f) => {
      let out = kept.rules[f.file];
      if (out === undefined) {
        const file = reader.open(f.file);
        kept.rules[f.file] = out = file === undefined ? { detachments: [], enhancements: [] } : factionRulesOf(file, reader.registryFor(file));
        changed = true;
      }
      return out;
    });
    return { detachments: read.flatMap((r) => r.detachments), enhancements: read.flatMap((r) => r.enhancements) };
  };
  const keys = new Map<string, string>();
  const keyOf = (name: string): string => {
    let key = keys.get(name);
    if (key === undefined) keys.set(name, (key = nameKey(name)));
    return key;
  };
  // Each distinct name of the folder tested once for a miss, and each miss once.
  let everyName: ReadonlySet<string> | undefined;
  const nearBy = new Map<string, ReadonlySet<string>>();
  const namesNear = (needle: string): ReadonlySet<string> => {
    let out = nearBy.get(needle);
    everyName ??= new Set(files.flatMap((f) => [...directory.details(f).names.keys()]));
    if (out === undefined) nearBy.set(needle, (out = new Set([...everyName].filter((n) => typoDistance(needle, n) !== undefined))));
    return out;
  };
  /**
   * The rules of every catalogue that may offer a detachment or enhancement whose name passes `wanted`:
   * one with an element of that name, or a link to one in a file it reaches (by the element's id, when
   * the file says; else any link at all).
   */
  const rulesHeld = (asked: string, wanted: (name: string) => boolean): FactionRules => {
    const known = kept.held[asked];
    if (known !== undefined) {
      for (const f of catalogues) if (known.includes(f.file)) ruleScope.add(f);
      return rulesNow();
    }
    const hits = new Map<DirectoryFile, readonly string[] | null>();
    for (const g of files) {
      const named = [...directory.details(g).names].filter(([name]) => wanted(name));
      if (named.length > 0) hits.set(g, named.some(([, ids]) => ids === null) ? null : named.flatMap(([, ids]) => ids!));
    }
    const linksTo = (f: DirectoryFile, g: DirectoryFile): boolean => {
      const ids = hits.get(g);
      return ids !== undefined && (ids === null || ids.some((id) => directory.details(f).ids.has(id)));
    };
    const holding = catalogues.filter((f) => hits.has(f) || reachOf(f).some((g) => linksTo(f, g)));
    holding.forEach((f) => ruleScope.add(f));
    kept.held[asked] = holding.map((f) => f.file);
    changed = true;
    return rulesNow();
  };
  return {
    sheetsFor: (refs) => {
      const keys = refs.flatMap((ref) => keysOf(ref).keys);
      for (const f of order) if (keys.some((key) => f.sheetKeys.has(key))) add(f);
      return keep(index());
    },
    sheetsNear: (ref) => keep(sheetsNear(ref)),
    rulesFor: (key) => keep(rulesHeld(`key:${key}`, (name) => keyOf(name) === key)),
    rulesNear: (name) => keep(rulesHeld(`near:${name.toLowerCase()}`, (n) => namesNear(name.toLowerCase()).has(n))),
    hasUnits: files.some((f) => f.units),
    facts,
    reader,
  };
}
