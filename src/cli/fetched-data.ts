/**
 * The BattleScribe data `mathhammer data fetch` keeps: one folder per edition under the cache
 * (<cache>/data/10e, <cache>/data/11e), each with a small record of where it came from. Only paths and
 * one stat here: this is on the path of every command that names units, the fetching code is not
 * (src/cli/data/, loaded by the `data` command alone).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Setting } from '../config/resolve.js';
import { cacheRoot } from './cache-root.js';
import type { Io } from './io.js';

export const DATA_EDITIONS = ['10e', '11e'] as const;
export type DataEdition = (typeof DATA_EDITIONS)[number];

/** The record of a fetch, inside the folder; hidden (a leading dot), so the data reader skips it. */
export const SOURCE_RECORD = '.mathhammer-source.json';

/** Where the fetched data of an edition goes, or undefined when there is no cache folder (no HOME). */
export function fetchedFolder(io: Io, edition: DataEdition): string | undefined {
  const root = cacheRoot(io);
  return root === undefined ? undefined : join(root, 'data', edition);
}

function isFetched(folder: string | undefined): folder is string {
  return folder !== undefined && existsSync(join(folder, SOURCE_RECORD));
}

/**
 * The data-folder setting when no flag, variable or config file gives one: the fetched data of the rules
 * edition, else of the other edition (said in `where`: the other edition's catalogues differ), else none.
 */
export function fetchedDataSetting(io: Io, rules: string | undefined): Setting | undefined {
  const wanted: DataEdition = rules === '10e' ? '10e' : '11e';
  const own = fetchedFolder(io, wanted);
  if (isFetched(own)) return { value: own, source: 'fetched', where: `mathhammer data fetch --edition ${wanted}` };
  const other: DataEdition = wanted === '10e' ? '11e' : '10e';
  const instead = fetchedFolder(io, other);
  if (isFetched(instead)) return { value: instead, source: 'fetched', where: `mathhammer data fetch --edition ${other}; no ${wanted} data is fetched` };
  return undefined;
}
