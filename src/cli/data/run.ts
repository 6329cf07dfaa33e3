/**
 * The `data` command's work (src/cli/commands/data.ts declares it): show the fetched folders, fetch an
 * edition's data, update what was fetched. Loaded only when `data` runs: git, zip and network code stay
 * out of every other command's start.
 */
import { existsSync } from 'node:fs';
import { DATA_SCHEMA_VERSION } from '../../report/data/version.js';
import { InputError } from '../errors.js';
import { DATA_EDITIONS, fetchedFolder, type DataEdition } from '../fetched-data.js';
import type { Io } from '../io.js';
import { readSettings } from '../settings.js';
import type { DataChanges } from './changes.js';
import { fetchEdition, type Fetched } from './fetch-edition.js';
import { readRecord, type SourceRecord } from './record.js';
import { dataSource } from './source.js';
import { dataFiles, notData } from './verify.js';

export type DataOptions = { readonly json?: boolean; readonly edition?: DataEdition; readonly from?: string };

/** A progress line only on a terminal, and never with --json. */
const showProgress = (io: Io, options: DataOptions): boolean => options.json !== true && io.stderrIsTTY === true;

const short = (commit: string | null): string => (commit === null ? 'commit unknown' : `commit ${commit.slice(0, 10)}`);
const day = (date: string | null): string => (date === null ? '' : `, ${date.slice(0, 10)}`);

function origin(record: SourceRecord): string {
  return `${record.source} (${record.method}, ${short(record.commit)}${day(record.date)}; fetched ${record.fetchedAt.slice(0, 10)})`;
}

type FolderStatus = {
  edition: DataEdition;
  path: string | null;
  fetched: boolean;
  problem: string | null;
  record: SourceRecord | null;
  catalogues: number;
  gameSystem: string | null;
};

function folderStatus(io: Io, edition: DataEdition): FolderStatus {
  const path = fetchedFolder(io, edition) ?? null;
  const none = { edition, path, fetched: false, problem: null, record: null, catalogues: 0, gameSystem: null };
  if (path === null || !existsSync(path)) return none;
  const record = readRecord(path) ?? null;
  const problem = notData(path) ?? (record === null ? 'no record of a fetch: run mathhammer data fetch to replace it' : null);
  const { gameSystems, catalogues } = dataFiles(path);
  return { ...none, fetched: record !== null, problem, record, catalogues: catalogues.length, gameSystem: gameSystems[0] ?? null };
}

/** `mathhammer data`: each edition's folder, where it came from, how many catalogues; the folder in use. */
export function showData(io: Io, options: DataOptions): void {
  const folders = DATA_EDITIONS.map((e) => folderStatus(io, e));
  const inUse = readSettings(io).data ?? null;
  if (options.json === true) {
    io.stdout(JSON.stringify({ schemaVersion: DATA_SCHEMA_VERSION, command: 'data', folders, inUse }, null, 2) + '\n');
    return;
  }
  for (const f of folders) {
    if (!f.fetched && f.problem === null) {
      io.stdout(`${f.edition}  not fetched (mathhammer data fetch --edition ${f.edition})${f.path === null ? '' : `; it would go in ${f.path}`}\n`);
      continue;
    }
    io.stdout(`${f.edition}  ${f.path}\n`);
    if (f.record !== null) io.stdout(`     from ${origin(f.record)}\n`);
    io.stdout(`     ${f.catalogues} catalogue${f.catalogues === 1 ? '' : 's'}, game system ${f.gameSystem ?? '(none)'}\n`);
    if (f.problem !== null) io.stdout(`     problem: ${f.problem}\n`);
  }
  io.stdout(`units by name come from: ${inUse === null ? '(no data folder: mathhammer data fetch, or --data)' : `${inUse.value} (${inUse.source}: ${inUse.where})`}\n`);
}

/** Names, at most `most` of them, then how many more. */
function some(names: readonly string[], most = 12): string {
  return names.length <= most ? names.join(', ') : `${names.slice(0, most).join(', ')} and ${names.length - most} more`;
}

function changeLines(changes: DataChanges): string[] {
  const lines: string[] = [];
  const { files, datasheets } = changes;
  if (files.added.length > 0) lines.push(`  files added (${files.added.length}): ${some(files.added)}`);
  if (files.removed.length > 0) lines.push(`  files removed (${files.removed.length}): ${some(files.removed)}`);
  if (files.changed.length > 0) lines.push(`  files changed (${files.changed.length}): ${some(files.changed)}`);
  if (datasheets.added.length > 0) lines.push(`  datasheets added (${datasheets.added.length}): ${some(datasheets.added)}`);
  if (datasheets.removed.length > 0) lines.push(`  datasheets removed (${datasheets.removed.length}): ${some(datasheets.removed)}`);
  return lines.length === 0 ? ['  nothing changed'] : lines;
}

function fetchedJson(fetched: Fetched, previous: SourceRecord | undefined): object {
  const { index } = fetched;
  return {
    path: fetched.dir,
    ...fetched.record,
    gameSystem: index.gameSystem,
    catalogues: index.files.filter((f) => f.kind === 'catalogue').length,
    datasheets: index.datasheets.length,
    missingLinks: index.missingLinks,
    previous: previous === undefined ? null : { commit: previous.commit, date: previous.date, fetchedAt: previous.fetchedAt },
    changes: fetched.changes ?? null,
  };
}

/** What a fetch found worth a warning: another edition's game system, catalogues its files link but lack. */
function warnings(io: Io, fetched: Fetched): void {
  const { index, record } = fetched;
  if (index.edition !== null && index.edition !== record.edition) {
    io.stderr(`mathhammer: warning: ${record.source} holds ${index.edition} data (${index.gameSystem ?? 'its game system'}), kept as the ${record.edition} data: check --edition and --from\n`);
  }
  if (index.missingLinks.length > 0) {
    io.stderr(`mathhammer: note: the ${record.edition} data lacks the linked catalogue${index.missingLinks.length === 1 ? '' : 's'} ${some(index.missingLinks.map((l) => `"${l}"`), 8)}: the datasheets defined there cannot be named from it\n`);
  }
}

function summary(fetched: Fetched): string {
  const catalogues = fetched.index.files.filter((f) => f.kind === 'catalogue').length;
  const sheets = fetched.index.datasheets.length;
  return `${catalogues} catalogue${catalogues === 1 ? '' : 's'}, ${sheets} datasheet${sheets === 1 ? '' : 's'}`;
}

/** The edition of --edition, else the rules setting's. */
function editionOf(io: Io, options: DataOptions): DataEdition {
  return options.edition ?? (readSettings(io).rules?.value === '10e' ? '10e' : '11e');
}

/** Where units by name come from now, and whether the fetched folder is that one (else when it would be). */
function inUseLine(io: Io, dir: string, edition: DataEdition): string {
  const inUse = readSettings(io).data;
  if (inUse?.value === dir) return `units by name now come from it (no --data needed): mathhammer units lists them`;
  const now = inUse === undefined ? '' : `; now they come from ${inUse.value} (${inUse.source}: ${inUse.where})`;
  return `units by name come from it with --rules ${edition} when no --data, MATHHAMMER_DATA or data: in the config file names a folder${now}`;
}

/** `mathhammer data fetch`: the edition's data from its source into the cache, replacing what was there. */
export async function fetchData(io: Io, options: DataOptions): Promise<void> {
  const edition = editionOf(io, options);
  const spec = dataSource(io, edition, options.from);
  const previous = folderStatus(io, edition).record ?? undefined;
  const fetched = await fetchEdition(io, 'data fetch', edition, spec, showProgress(io, options));
  warnings(io, fetched);
  if (options.json === true) {
    io.stdout(JSON.stringify({ schemaVersion: DATA_SCHEMA_VERSION, command: 'data fetch', ...fetchedJson(fetched, previous) }, null, 2) + '\n');
    return;
  }
  io.stdout(`fetched the ${edition} data from ${origin(fetched.record)}\ninto ${fetched.dir}: ${summary(fetched)}\n`);
  if (fetched.changes !== undefined) io.stdout(`since the data fetched before (${short(previous?.commit ?? null)}):\n${changeLines(fetched.changes).join('\n')}\n`);
  io.stdout(`${inUseLine(io, fetched.dir, edition)}\n`);
}

/** `mathhammer data update`: each fetched edition (or --edition's) again from its recorded source, with what changed. */
export async function updateData(io: Io, options: DataOptions): Promise<void> {
  const editions = options.edition === undefined ? DATA_EDITIONS.filter((e) => folderStatus(io, e).fetched) : [options.edition];
  if (editions.length === 0) throw new InputError(['mathhammer data update: no data fetched yet: run mathhammer data fetch (--edition 10e or 11e)']);
  const results: object[] = [];
  for (const edition of editions) {
    const previous = folderStatus(io, edition).record ?? undefined;
    if (previous === undefined && options.from === undefined) throw new InputError([`mathhammer data update: no ${edition} data fetched yet: run mathhammer data fetch --edition ${edition}`]);
    const spec = dataSource(io, edition, options.from ?? previous?.source);
    const fetched = await fetchEdition(io, 'data update', edition, spec, showProgress(io, options));
    warnings(io, fetched);
    results.push(fetchedJson(fetched, previous));
    if (options.json === true) continue;
    const same = previous?.commit !== null && previous?.commit === fetched.record.commit;
    io.stdout(`updated the ${edition} data from ${origin(fetched.record)}: ${summary(fetched)}\n`);
    io.stdout(same ? `  already up to date (${short(fetched.record.commit)})\n` : `  ${short(previous?.commit ?? null)} \u2192 ${short(fetched.record.commit)}\n`);
    if (!same && fetched.changes !== undefined) io.stdout(changeLines(fetched.changes).join('\n') + '\n');
  }
  if (options.json === true) io.stdout(JSON.stringify({ schemaVersion: DATA_SCHEMA_VERSION, command: 'data update', updated: results }, null, 2) + '\n');
}
