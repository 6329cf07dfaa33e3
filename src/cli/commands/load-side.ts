/**
 * Where a command finds the profiles it names: a path from the working directory, a bundled profile, or a
 * datasheet by name in the BattleScribe data folder (--data, MATHHAMMER_DATA, the config file).
 */
import type { ApiContext } from '../../api/context.js';
import { cachedLoader, type ProfileLoader } from '../../plan/index.js';
import type { LoadOptions } from '../../profile/index.js';
import { withDatasheetNames } from '../../army/data-source.js';
import { dataFolderPath, editionsUsed, loadByName, openDataFolder, type DataFolder } from '../army-data.js';
import type { Io } from '../io.js';
import { BUNDLED_DIR, PRECOMPILED_PROFILES } from '../paths.js';

/** What a command's options say about where units come from and the rules they are used under. */
export type SourceOptions = { readonly data?: string; readonly rules?: string };

export function loadOptions(io: Io): LoadOptions {
  return { bundledDir: BUNDLED_DIR, precompiled: PRECOMPILED_PROFILES, ...(io.cwd === undefined ? {} : { cwd: io.cwd }) };
}

/**
 * The loader of one command, each reference read once: files and bundled names first; a reference that
 * is neither is a datasheet name, looked up in the data folder when one is set. Units named from data of
 * another edition than --rules get a note on stderr (they work, but say so).
 */
function commandLoader(io: Io, options: SourceOptions): ProfileLoader {
  const disk = cachedLoader(loadOptions(io));
  let folder: DataFolder | undefined;
  const noted = new Set<string>();
  return withDatasheetNames(disk, (ref) => {
    const where = dataFolderPath(io, options.data);
    if (where === undefined) return disk(ref);
    const named = loadByName(io, (folder ??= openDataFolder(io, where)), ref);
    for (const edition of editionsUsed(io)) {
      if (options.rules === undefined || edition === options.rules || noted.has(edition)) continue;
      noted.add(edition);
      io.stderr(`mathhammer: note: units named from ${edition} data are used under --rules ${options.rules}\n`);
    }
    return named;
  });
}

/** The API context of one command: its working directory and its loader. */
export function commandContext(io: Io, options: SourceOptions = {}): ApiContext {
  return { loader: commandLoader(io, options), ...(io.cwd === undefined ? {} : { cwd: io.cwd }) };
}
