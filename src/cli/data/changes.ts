/**
 * What an update changed: catalogues (and game system files) added, removed or changed, by content, and
 * datasheets added or removed, from the two folders' indexes (src/army/data-folder.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FolderIndex } from '../../army/data-folder.js';
import { dataFiles } from './verify.js';

export type FileHashes = ReadonlyMap<string, string>;

export function fileHashes(dir: string): FileHashes {
  const { gameSystems, catalogues } = dataFiles(dir);
  return new Map([...gameSystems, ...catalogues].map((file) => [file, createHash('sha1').update(readFileSync(join(dir, file))).digest('hex')]));
}

export type DataChanges = {
  readonly files: { readonly added: readonly string[]; readonly removed: readonly string[]; readonly changed: readonly string[] };
  readonly datasheets: { readonly added: readonly string[]; readonly removed: readonly string[] };
};

/** "Intercessor Squad (Space Marines)": a datasheet as it is named apart from others of its name. */
function datasheetNames(index: FolderIndex): Set<string> {
  return new Set(index.datasheets.map((d) => `${d.name} (${d.faction})`));
}

export function dataChanges(before: { hashes: FileHashes; index: FolderIndex }, after: { hashes: FileHashes; index: FolderIndex }): DataChanges {
  const files = {
    added: [...after.hashes.keys()].filter((f) => !before.hashes.has(f)),
    removed: [...before.hashes.keys()].filter((f) => !after.hashes.has(f)),
    changed: [...after.hashes].filter(([f, hash]) => before.hashes.has(f) && before.hashes.get(f) !== hash).map(([f]) => f),
  };
  const was = datasheetNames(before.index);
  const now = datasheetNames(after.index);
  const sorted = (names: Iterable<string>) => [...names].sort((a, b) => a.localeCompare(b));
  return { files, datasheets: { added: sorted([...now].filter((n) => !was.has(n))), removed: sorted([...was].filter((n) => !now.has(n))) } };
}

export function unchanged(changes: DataChanges): boolean {
  const { files, datasheets } = changes;
  return files.added.length + files.removed.length + files.changed.length + datasheets.added.length + datasheets.removed.length === 0;
}
