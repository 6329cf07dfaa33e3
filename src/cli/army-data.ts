/**
 * Units by name from a BattleScribe data folder (--data, MATHHAMMER_DATA, the config file or the data
 * `mathhammer data fetch` brought), for the
 * command line: which folder, where its caches go ($MATHHAMMER_CACHE, $XDG_CACHE_HOME/mathhammer, else
 * ~/.cache/mathhammer), and the editions of the data used, to say when they differ from --rules. The
 * folder itself is src/army/data-source.ts. Only a reference that is neither a path nor a bundled name
 * comes here.
 */
import { homedir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Edition } from '../army/data-folder.js';
import { openDataSource, profileByName, type DataSource } from '../army/data-source.js';
import type { Result, UnitProfile } from '../profile/index.js';
import { cacheRoot } from './cache-root.js';
import { InputError } from './errors.js';
import type { Io } from './io.js';
import { readSettings } from './settings.js';

export { cacheRoot } from './cache-root.js';

function expandHome(path: string, io: Io): string {
  if (!path.startsWith('~')) return path;
  return join(io.env['HOME'] ?? homedir(), path.slice(1));
}

/**
 * A data folder as the command line opened it: `shown` is how messages name it ("~/bsdata (--data)");
 * `fetched`, the edition when it is the data `mathhammer data fetch` brought (no flag, variable or file).
 */
export type DataFolder = DataSource & { readonly shown: string; readonly fetched?: string };
export type DataFolderPath = { readonly path: string; readonly shown: string; readonly fetched?: string };

/**
 * The data folder to use (flag, environment, config file, else the fetched data of the `rules` edition:
 * --rules as given, else the player's default), or undefined when there is none.
 */
export function dataFolderPath(io: Io, flag: string | undefined, rules?: string): DataFolderPath | undefined {
  const setting = readSettings(io, { ...(flag === undefined ? {} : { data: flag }), ...(rules === undefined ? {} : { rules }) }).data;
  if (setting === undefined) return undefined;
  const path = resolve(io.cwd ?? process.cwd(), expandHome(setting.value, io));
  if (setting.source !== 'fetched') return { path, shown: `${setting.value} (${setting.where})` };
  return { path, shown: `${setting.value} (${setting.where})`, fetched: basename(path) };
}

/** `whole`: the whole index at once, for a command that lists every datasheet (data-source.ts). */
export function openDataFolder(io: Io, where: DataFolderPath, options: { readonly whole?: boolean } = {}): DataFolder {
  const source = openDataSource(where.path, cacheRoot(io), options);
  if ('error' in source) throw new InputError([`mathhammer: data folder ${where.shown}: ${source.error}`]);
  // A scoped index (not cached yet) knows there are units without reading them; else the index says.
  if (source.scope?.hasUnits !== true && source.index.datasheets.length === 0) {
    throw new InputError([`mathhammer: data folder ${where.shown}: its files hold no datasheet (no BattleScribe catalogue: .cat, .catz or an 11e .json); give the folder of a BattleScribe data set, such as a copy of BSData's wh40k-10e`]);
  }
  // Assigned, not spread: a spread would read a scoped source's whole index (a getter) at once.
  return Object.assign(source, { shown: where.shown }, where.fetched === undefined ? {} : { fetched: where.fetched });
}

/** Editions of the data used by name in this run, to warn when they differ from --rules. */
const usedEditions = new WeakMap<Io, Set<Edition>>();

export function editionsUsed(io: Io): readonly Edition[] {
  return [...(usedEditions.get(io) ?? [])];
}

/** A profile from the data folder by datasheet name, through the caches. */
export function loadByName(io: Io, folder: DataFolder, ref: string): Result<UnitProfile> {
  const loaded = profileByName(folder, ref);
  if (loaded.ok && folder.facts.edition !== null) {
    const set = usedEditions.get(io) ?? new Set<Edition>();
    set.add(folder.facts.edition);
    usedEditions.set(io, set);
  }
  if (loaded.note !== undefined) io.stderr(`mathhammer: note: ${loaded.note}\n`);
  // A name on the command line may also have been meant as a file or a bundled profile.
  if (!loaded.ok && loaded.missing === true) return { ok: false, issues: loaded.issues.map((i) => ({ ...i, message: `no such file, no bundled profile, and ${i.message}${fetchedHint(folder)}` })) };
  return loaded;
}

/** Which folder a name was looked for in, when no flag or setting chose it: the fetched data. */
function fetchedHint(folder: DataFolder): string {
  if (folder.fetched === undefined) return '';
  // The 11e data is younger: some catalogues the 10e data has may be missing (the message above names linked ones).
  const other = folder.fetched === '11e' ? '; for a unit only the 10e data has, --rules 10e uses the fetched 10e data (mathhammer data fetch --edition 10e)' : '';
  return `; looked in ${folder.shown}${other}`;
}
