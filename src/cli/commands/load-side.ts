/**
 * Where a command finds the profiles it names: a path from the working directory, a bundled profile, a
 * datasheet by name in the BattleScribe data folder (--data, MATHHAMMER_DATA, the config file), or `-`,
 * standard input (read by the command before it plans, stdin.ts).
 */
import type { ApiContext } from '../../api/context.js';
import { cachedLoader, type ProfileLoader, type RuleSource } from '../../plan/index.js';
import { ruleLibrary } from '../../army/rule-library.js';
import { loadProfileBytes, MAX_PROFILE_BYTES, type LoadOptions, type Result, type UnitProfile } from '../../profile/index.js';
import { withDatasheetNames } from '../../army/data-source.js';
import { dataFolderPath, editionsUsed, loadByName, openDataFolder, type DataFolder } from '../army-data.js';
import type { Io } from '../io.js';
import { BUNDLED_DIR, PRECOMPILED_PROFILES } from '../paths.js';
import { STDIN_NAME, stdinForProfiles } from '../stdin.js';

/** What a command's options say about where units come from, the rules they are used under, and leaders. */
export type SourceOptions = {
  readonly data?: string;
  readonly rules?: string;
  readonly leader?: readonly string[];
  readonly support?: readonly string[];
  readonly defenderSupport?: readonly string[];
  readonly defenderLeader?: readonly string[];
};

export function loadOptions(io: Io): LoadOptions {
  return { bundledDir: BUNDLED_DIR, precompiled: PRECOMPILED_PROFILES, ...(io.cwd === undefined ? {} : { cwd: io.cwd }) };
}

/**
 * The loader of one command, each reference read once: files and bundled names first; a reference that
 * is neither is a datasheet name, looked up in the data folder when one is set. Units named from data of
 * another edition than --rules get a note on stderr (they work, but say so).
 */
function commandLoader(io: Io, options: SourceOptions, stdin: Uint8Array | undefined): ProfileLoader {
  const disk = cachedLoader(loadOptions(io));
  let folder: DataFolder | undefined;
  let piped: Result<UnitProfile> | undefined;
  const noted = new Set<string>();
  const lookup = withDatasheetNames(disk, (ref) => {
    const where = dataFolderPath(io, options.data, options.rules);
    if (where === undefined) return disk(ref);
    const named = loadByName(io, (folder ??= openDataFolder(io, where)), ref);
    for (const edition of editionsUsed(io)) {
      if (options.rules === undefined || edition === options.rules || noted.has(edition)) continue;
      noted.add(edition);
      io.stderr(`mathhammer: note: units named from ${edition} data are used under --rules ${options.rules}\n`);
    }
    return named;
  });
  const load = (ref: string): Result<UnitProfile> => (ref === '-' && stdin !== undefined ? (piped ??= loadProfileBytes(stdin, STDIN_NAME, loadOptions(io))) : lookup(ref));
  // Detachments and enhancements by name, from the data folder, read only when one is named.
  let library: RuleSource | undefined;
  const folderRules = (): RuleSource | undefined => {
    const where = dataFolderPath(io, options.data, options.rules);
    return where === undefined ? undefined : (library ??= ruleLibrary((folder ??= openDataFolder(io, where))));
  };
  const rules: RuleSource = {
    detachment: (name) => folderRules()?.detachment(name) ?? { ok: false, message: NO_FOLDER },
    enhancement: (name) => folderRules()?.enhancement(name) ?? { ok: false, message: NO_FOLDER },
  };
  return Object.assign(load, { rules });
}

const NO_FOLDER = 'a detachment or enhancement is found in a BattleScribe data folder: run mathhammer data fetch, or give one with --data (or MATHHAMMER_DATA, or data: in the config file)';

/** The API context of one command: its working directory and its loader (with standard input, if read). */
export function commandContext(io: Io, options: SourceOptions = {}, stdin?: Uint8Array): ApiContext {
  return { loader: commandLoader(io, options, stdin), ...(io.cwd === undefined ? {} : { cwd: io.cwd }) };
}

/**
 * The context of a command whose profile references are `refs` (positional arguments, --vs…) and its
 * --leader, --defender-leader, --support and --defender-support: standard input is read first when one of
 * them is `-` (at most one may be).
 */
export async function contextWithStdin(io: Io, command: string, options: SourceOptions, refs: readonly (string | undefined)[]): Promise<ApiContext> {
  const all = [...refs, ...(options.leader ?? []), ...(options.defenderLeader ?? []), ...(options.support ?? []), ...(options.defenderSupport ?? [])];
  return commandContext(io, options, await stdinForProfiles(io, command, all, MAX_PROFILE_BYTES + 1));
}
