/** The record a fetched folder keeps of where its data came from (fetched-data.ts names the file). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOURCE_RECORD, type DataEdition } from '../fetched-data.js';

export type SourceRecord = {
  readonly edition: DataEdition;
  /** What --from said (or the default), as given: `data update` fetches from it again. */
  readonly source: string;
  readonly method: 'git' | 'archive' | 'folder';
  /** The commit fetched, when known (git; an archive whose comment names it). */
  readonly commit: string | null;
  /** The commit's date (git), else null. */
  readonly date: string | null;
  readonly fetchedAt: string;
};

export function readRecord(dir: string): SourceRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(join(dir, SOURCE_RECORD), 'utf8')) as SourceRecord;
    return typeof record.source === 'string' ? record : undefined;
  } catch {
    return undefined;
  }
}

export function writeRecord(dir: string, record: SourceRecord): void {
  writeFileSync(join(dir, SOURCE_RECORD), JSON.stringify(record, null, 2) + '\n');
}
