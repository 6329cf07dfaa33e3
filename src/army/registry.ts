/**
 * Finding an entry by id across a catalogue, the catalogues it links (catalogueLinks, followed on
 * demand and transitively, since a library's entries link its own libraries) and the game system. A link
 * whose catalogue cannot be found is remembered, so the reader can say which one, and goes on.
 */
import { kids, type BsNode } from './bs-tree.js';
import type { BsFile } from './bs-file.js';

/** The collections whose elements entry links and info links point at. */
const TARGETS = [
  'sharedSelectionEntries',
  'sharedSelectionEntryGroups',
  'sharedProfiles',
  'sharedRules',
  'sharedInfoGroups',
  'selectionEntries',
  'selectionEntryGroups',
  'profiles',
  'rules',
  'infoGroups',
  'categoryEntries',
];

export type Registry = {
  /** The element with this id, searching the linked files as needed. */
  readonly find: (id: string) => BsNode | undefined;
  /** The file an element was found in (for the faction of a shared unit). */
  readonly fileOf: (node: BsNode) => BsFile | undefined;
  /** Linked catalogues that could not be found, by name. */
  readonly missing: () => readonly string[];
};

function index(file: BsFile, into: Map<string, BsNode>, owners: WeakMap<BsNode, BsFile>): void {
  const visit = (node: BsNode): void => {
    for (const key of TARGETS) {
      for (const child of kids(node, key)) {
        const id = child['id'];
        if (typeof id === 'string' && !into.has(id)) into.set(id, child);
        owners.set(child, file);
        visit(child);
      }
    }
  };
  visit(file.root);
}

/**
 * `open(id)` reads a linked catalogue (undefined when it is not there); it is called at most once per
 * link, and only when an id is not found in the files read so far.
 */
export function createRegistry(main: BsFile, gameSystem: BsFile | undefined, open: (id: string) => BsFile | undefined): Registry {
  const byId = new Map<string, BsNode>();
  const owners = new WeakMap<BsNode, BsFile>();
  const queue: { id: string; name: string }[] = [...main.links];
  const seen = new Set<string>([main.id]);
  const missing: string[] = [];
  index(main, byId, owners);
  if (gameSystem !== undefined) index(gameSystem, byId, owners);
  const openNext = (): boolean => {
    while (queue.length > 0) {
      const link = queue.shift()!;
      if (seen.has(link.id)) continue;
      seen.add(link.id);
      const file = open(link.id);
      if (file === undefined) {
        missing.push(link.name === '' ? link.id : link.name);
        continue;
      }
      index(file, byId, owners);
      queue.push(...file.links);
      return true;
    }
    return false;
  };
  return {
    find: (id) => {
      for (;;) {
        const found = byId.get(id);
        if (found !== undefined || !openNext()) return found;
      }
    },
    fileOf: (node) => owners.get(node),
    missing: () => [...missing],
  };
}
