/** One datasheet of a data folder, by its catalogue file and entry id, → a profile. */
import type { Result } from '../profile/issue.js';
import { failed } from '../profile/issue.js';
import { datasheetsOf } from './catalogue.js';
import type { FolderReader, IndexedDatasheet } from './data-folder.js';
import { readDatasheet } from './datasheet.js';
import { toProfile, type ArmyProfile } from './to-profile.js';
import type { ArmyUnit } from './types.js';

export function readIndexed(reader: FolderReader, sheet: IndexedDatasheet): ArmyUnit | undefined {
  const file = reader.open(sheet.file);
  if (file === undefined) return undefined;
  const registry = reader.registryFor(file);
  const entry = datasheetsOf(file, registry).find((e) => (e.ids[0] ?? '') === sheet.id);
  if (entry === undefined) return undefined;
  return readDatasheet(entry, { registry, source: `${file.name} (${sheet.file})`, faction: sheet.faction });
}

export function importIndexed(reader: FolderReader, sheet: IndexedDatasheet, display: string): Result<ArmyProfile> {
  const unit = readIndexed(reader, sheet);
  if (unit === undefined) return failed([{ file: sheet.file, line: 0, col: 0, path: '', message: `${sheet.name}: the datasheet is no longer in the file (the data changed since it was indexed)` }]);
  return toProfile(unit, display);
}
