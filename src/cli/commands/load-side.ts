/** Loading the profiles a command names, collecting every issue of every file before failing. */
import { loadProfile, type Issue, type LoadOptions, type UnitProfile } from '../../profile/index.js';
import { InputError } from '../errors.js';
import type { Io } from '../io.js';
import { BUNDLED_DIR, PRECOMPILED_PROFILES } from '../paths.js';
import { dataFolderPath, loadByName, openDataFolder, type DataFolder } from '../army-data.js';

/** Not a path: no directory separator and no profile extension ("Strike Team", "intercessor squad"). */
function isDatasheetName(ref: string): boolean {
  return !/[\\/]/.test(ref) && !/\.(ya?ml|json)$/i.test(ref);
}

export function loadOptions(io: Io): LoadOptions {
  return { bundledDir: BUNDLED_DIR, precompiled: PRECOMPILED_PROFILES, ...(io.cwd === undefined ? {} : { cwd: io.cwd }) };
}

/**
 * Load every reference; throw one InputError listing all the issues if any failed. A reference that is
 * neither a path nor a bundled name is a datasheet name, looked up in the data folder when one is set.
 */
export function loadAll(io: Io, refs: readonly string[], data?: string): UnitProfile[] {
  const issues: Issue[] = [];
  const profiles: UnitProfile[] = [];
  let folder: DataFolder | undefined;
  for (const ref of refs) {
    let loaded = loadProfile(ref, loadOptions(io));
    if (!loaded.ok && isDatasheetName(ref)) {
      const where = dataFolderPath(io, data);
      if (where !== undefined) loaded = loadByName(io, (folder ??= openDataFolder(io, where)), ref);
    }
    if (loaded.ok) profiles.push(loaded.value);
    else issues.push(...loaded.issues);
  }
  if (issues.length > 0) throw InputError.fromIssues(issues);
  return profiles;
}
