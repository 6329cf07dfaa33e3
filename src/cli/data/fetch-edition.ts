/**
 * Brings an edition's data into its cache folder (fetched-data.ts) without ever leaving a half-written
 * one: the data goes into a hidden sibling folder first, is checked (a game system file and catalogues),
 * then takes the old folder's place by rename. Any failure before that leaves the old folder as it was.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listFolder, loadIndex, type FolderIndex } from '../../army/data-folder.js';
import { cacheRoot } from '../cache-root.js';
import { InputError } from '../errors.js';
import { fetchedFolder, type DataEdition } from '../fetched-data.js';
import type { Io } from '../io.js';
import { readArchive, unpackData } from './archive.js';
import { dataChanges, fileHashes, type DataChanges } from './changes.js';
import { gitAvailable, shallowClone } from './git.js';
import { writeRecord, type SourceRecord } from './record.js';
import type { DataSourceSpec } from './source.js';
import { notData } from './verify.js';

export type Fetched = {
  readonly dir: string;
  readonly record: SourceRecord;
  readonly index: FolderIndex;
  /** What changed, when there was data before. */
  readonly changes?: DataChanges;
};

/** A failure to bring the data, said in a sentence that ends with what to do. */
class FetchProblem extends Error {}

type Brought = { method: SourceRecord['method']; commit: string | null; date: string | null };

/** A line redrawn on stderr while the work goes on (a terminal only: `show`), cleared after. */
type Meter = { readonly write: ((text: string) => void) | undefined; readonly clear: () => void };

function meter(io: Io, show: boolean): Meter {
  if (!show) return { write: undefined, clear: () => undefined };
  const raw = io.progress ?? io.stderr;
  let drawn = false;
  return {
    write: (text) => {
      drawn = true;
      raw(text);
    },
    clear: () => {
      if (drawn) raw('\r\u001b[K');
      drawn = false;
    },
  };
}

const megabytes = (n: number): string => `${(n / 1e6).toFixed(1)} MB`;

async function fromArchive(location: string, remote: boolean, dir: string, shown: Meter): Promise<Brought> {
  const bytes = await readArchive(location, remote, shown.write === undefined ? undefined : (got, total) => shown.write!(`\rdownloading ${megabytes(got)}${total === undefined ? '' : ` of ${megabytes(total)}`}\u001b[K`));
  mkdirSync(dir);
  const { commit } = unpackData(bytes, dir);
  return { method: 'archive', commit, date: null };
}

const DATA_FILE = /\.(cat|gst|json|catz|gstz)$/i;

function fromFolder(path: string, dir: string): Brought {
  mkdirSync(dir);
  for (const file of readdirSync(path)) if (DATA_FILE.test(file) && !file.startsWith('.')) copyFileSync(join(path, file), join(dir, file));
  return { method: 'folder', commit: null, date: null };
}

/**
 * git's progress ("Receiving objects:  45% (…)", redrawn with carriage returns) as one line of the
 * meter, each report replacing the last; its "Cloning into <the hidden folder>" is left out.
 */
function gitLine(write: (text: string) => void): (text: string) => void {
  return (text) => {
    const last = text.split(/[\r\n]+/).map((part) => part.trim()).filter((part) => part !== '' && !part.startsWith('Cloning into')).pop();
    if (last !== undefined) write(`\rgit: ${last.replace(/^remote: /, '')}\u001b[K`);
  };
}

/** The data of `spec` in `dir` (which does not exist yet), by git where it can, else by archive. */
async function bring(io: Io, spec: DataSourceSpec, dir: string, shown: Meter): Promise<Brought> {
  if (spec.kind === 'folder') return fromFolder(spec.path, dir);
  if (spec.kind === 'archive') return fromArchive(spec.location, spec.remote, dir, shown);
  if (gitAvailable(io)) {
    const { commit, date } = await shallowClone(io, spec.url, spec.local, dir, shown.write === undefined ? undefined : gitLine(shown.write));
    rmSync(join(dir, '.git'), { recursive: true, force: true });
    return { method: 'git', commit: commit === '' ? null : commit, date: date === '' ? null : date };
  }
  // No git: a repository on this machine is a folder of files still; GitHub's has a .zip of its newest commit.
  if (spec.local && existsSync(spec.url)) return fromFolder(spec.url, dir);
  if (spec.archive === undefined) throw new FetchProblem('git is not on this machine, and this source is no GitHub repository or .zip archive: install git, or give --from a .zip archive of the repository or a folder of its files');
  try {
    return await fromArchive(spec.archive, true, dir, shown);
  } catch (error) {
    throw new FetchProblem(`git is not on this machine, and its archive ${spec.archive} could not be downloaded (${reason(error)}): install git, or check the network connection, or give --from a local clone or .zip of the repository (or set MATHHAMMER_DATA_SOURCE)`);
  }
}

/** Why a fetch failed, in words: Node's fetch hides the network's reason in `cause`. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message;
  return detail === undefined ? error.message : `${error.message}: ${detail}`;
}

function hint(spec: DataSourceSpec): string {
  if (spec.kind === 'folder') return 'give --from a folder of BattleScribe data files, a git repository or a .zip of one';
  if (spec.kind === 'archive' && !spec.remote) return 'give --from a .zip archive of the repository';
  if (spec.kind === 'git' && spec.local) return 'give --from the path of a git repository, a folder of data files or a .zip archive';
  return 'check the network connection and the address, or give --from a local clone or .zip of the repository (or set MATHHAMMER_DATA_SOURCE)';
}

/** Moves `fresh` to `dir`, the old `dir` (if any) aside first and removed after; put back if the move fails. */
function swapIn(fresh: string, dir: string, aside: string): void {
  const had = existsSync(dir);
  if (had) renameSync(dir, aside);
  try {
    renameSync(fresh, dir);
  } catch (error) {
    if (had) renameSync(aside, dir);
    throw error;
  }
  if (had) rmSync(aside, { recursive: true, force: true });
}

/** The folder's index, through the cache a later `calc` reads (so its first run by name is fast). */
function indexOf(io: Io, dir: string): FolderIndex {
  const listed = listFolder(dir);
  if ('error' in listed) throw new InputError([`mathhammer data: ${dir}: ${listed.error}`]);
  return loadIndex(listed, cacheRoot(io)).index;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What a fetch stopped midway (Ctrl-C, a crash) left beside the folder: its new data, removed; the old
 * folder moved aside just before the swap, put back if nothing took its place. Only another process's
 * leftovers, and only once that process is gone.
 */
function tidyAfterInterrupted(dir: string, edition: DataEdition): void {
  const left = new RegExp(`^\\.${edition}\\.(new|old)-(\\d+)-\\d+$`);
  for (const name of readdirSync(dirname(dir))) {
    const match = left.exec(name);
    if (match === null || Number(match[2]) === process.pid || alive(Number(match[2]))) continue;
    const path = join(dirname(dir), name);
    if (match[1] === 'old' && !existsSync(dir)) renameSync(path, dir);
    else rmSync(path, { recursive: true, force: true });
  }
}

export async function fetchEdition(io: Io, command: string, edition: DataEdition, spec: DataSourceSpec, show: boolean): Promise<Fetched> {
  const dir = fetchedFolder(io, edition);
  if (dir === undefined) throw new InputError([`mathhammer ${command}: no cache folder to keep the data in: set HOME, XDG_CACHE_HOME or MATHHAMMER_CACHE`]);
  const failed = (why: string): InputError =>
    new InputError([`mathhammer ${command}: could not fetch the ${edition} data from ${spec.shown}: ${why}${existsSync(dir) ? `; the data already in ${dir} is unchanged` : ''}`]);
  mkdirSync(dirname(dir), { recursive: true });
  tidyAfterInterrupted(dir, edition);
  const stamp = `${process.pid}-${Date.now()}`;
  const fresh = join(dirname(dir), `.${edition}.new-${stamp}`);
  const shown = meter(io, show);
  try {
    let brought: Brought;
    try {
      brought = await bring(io, spec, fresh, shown);
    } catch (error) {
      if (error instanceof FetchProblem) throw failed(error.message);
      throw failed(`${reason(error)}; ${hint(spec)}`);
    } finally {
      shown.clear();
    }
    const problem = notData(fresh);
    if (problem !== undefined) throw failed(`${problem}; ${hint(spec)}`);
    const record: SourceRecord = { edition, source: spec.shown, method: brought.method, commit: brought.commit, date: brought.date, fetchedAt: new Date((io.now ?? Date.now)()).toISOString() };
    writeRecord(fresh, record);
    const before = existsSync(dir) ? { hashes: fileHashes(dir), index: indexOf(io, dir) } : undefined;
    const hashes = fileHashes(fresh);
    swapIn(fresh, dir, join(dirname(dir), `.${edition}.old-${stamp}`));
    shown.write?.('indexing the datasheets\u2026');
    const index = indexOf(io, dir);
    shown.clear();
    return { dir, record, index, ...(before === undefined ? {} : { changes: dataChanges(before, { hashes, index }) }) };
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}
