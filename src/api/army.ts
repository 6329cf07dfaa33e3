/**
 * Army data for tool builders: a roster, a BattleScribe catalogue or a pasted army list → unit profiles
 * (what `mathhammer import` does), and datasheet names resolved in a data folder through a profile loader
 * (what `--data` does). Like the other profile readers they return every problem instead of throwing.
 */
import { isAbsolute, resolve } from 'node:path';
import { openDataSource, profileByName, withDatasheetNames, type DataSource } from '../army/data-source.js';
import { ruleLibrary, type Found, type RuleLibrary } from '../army/rule-library.js';
import { armyKind, importArmyData, type ArmyKind } from '../army/import-army.js';

export type { ArmyKind } from '../army/import-army.js';
import { cachedLoader, ScenarioError, type ProfileLoader } from '../plan/index.js';
import { failed, ok } from '../profile/issue.js';
import type { Issue, Result, UnitProfile } from '../profile/index.js';
import { isRecord, shown } from './arguments.js';
import { contextProblem, type ApiContext } from './context.js';
import { BUNDLED_DIR } from './paths.js';

export type ArmyImportOptions = {
  /** The input's file: how messages name it, and where a catalogue's linked files are read beside it. */
  readonly file?: string;
  /** A BattleScribe data folder, to resolve a pasted army list's datasheet names. */
  readonly data?: string;
  /** A directory to cache the data folder's index in (default: none; the index is built in memory). */
  readonly cache?: string;
};

/** One imported unit: its profile (ready for calc), the same as YAML, and what the data lacks. */
export type ImportedUnit = { readonly name: string; readonly profile: UnitProfile; readonly yaml: string; readonly warnings: readonly string[] };

export type ArmyImport = {
  readonly kind: ArmyKind;
  readonly units: readonly ImportedUnit[];
  /** Everything not imported as it stands, located in the input ({file, line, col, path, message}). */
  readonly warnings: readonly Issue[];
};

function openData(dir: string, cache: string | undefined): Result<DataSource> {
  const source = openDataSource(dir, cache);
  return 'error' in source ? failed([{ file: dir, line: 0, col: 0, path: '', message: `data folder: ${source.error}` }]) : ok(source);
}

/** What is wrong with a JavaScript caller's arguments, as importArmy reports it (it never throws on input). */
function argumentProblem(input: unknown, options: unknown, context: unknown): string | undefined {
  if (typeof input !== 'string' && !(input instanceof Uint8Array)) return `the input must be a text or bytes (a Uint8Array, e.g. a .rosz file read), got ${shown(input)}`;
  if (!isRecord(options)) return `options must be an object like { data: 'data-folder' }, got ${shown(options)}`;
  const wrong = (['file', 'data', 'cache'] as const).find((key) => options[key] !== undefined && typeof options[key] !== 'string');
  if (wrong !== undefined) return `options.${wrong} must be a path, got ${shown(options[wrong])}`;
  return contextProblem(context);
}

/**
 * A roster (.rosz bytes or .ros text), a catalogue (with `file`, read beside the catalogues it links) or a
 * pasted army list (with `data`) → its units' profiles. The kind is told from the content.
 */
export function importArmy(input: string | Uint8Array, options: ArmyImportOptions = {}, context: ApiContext = {}): Result<ArmyImport> {
  const problem = argumentProblem(input, options, context);
  if (problem !== undefined) return failed([{ file: isRecord(options) && typeof options.file === 'string' ? options.file : '<input>', line: 0, col: 0, path: '', message: problem }]);
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const text = typeof input === 'string' ? input : new TextDecoder().decode(input);
  const display = options.file ?? '<input>';
  const kind = armyKind(bytes, text);
  if (kind === undefined) return failed([{ file: display, line: 0, col: 0, path: '', message: 'not a roster, a BattleScribe catalogue or a pasted army list' }]);
  const at = (path: string) => (isAbsolute(path) ? path : resolve(context.cwd ?? process.cwd(), path));
  let data: Result<DataSource> | undefined;
  const imported = importArmyData(kind, { bytes, text, display, ...(options.file === undefined ? {} : { path: at(options.file) }) }, () => {
    if (options.data === undefined) return undefined;
    data = openData(at(options.data), options.cache);
    return data.ok ? data.value : undefined;
  });
  if (data !== undefined && !data.ok) return data;
  if (!imported.ok) return imported;
  const units = imported.value.profiles.map((p) => ({ name: p.unit.name, profile: p.profile, yaml: p.yaml, warnings: p.warnings }));
  return ok({ kind, units, warnings: imported.value.warnings });
}

/**
 * A profile loader for `context.loader` that reads files and bundled names as usual, and takes any other
 * name as a datasheet of the data folder `dir` ("Strike Team", "Chaos Rhino (World Eaters)"). The folder is
 * indexed on the first such name; give `cache` to keep the index (and each profile) between runs.
 */
export function dataFolderLoader(dir: string, options: { readonly cache?: string } = {}, context: ApiContext = {}): ProfileLoader {
  // Made once, before any profile is read: a wrong argument is the caller's mistake, said at once.
  if (typeof dir !== 'string') throw new ScenarioError([`dataFolderLoader: the data folder must be a path, got ${shown(dir)}`]);
  if (!isRecord(options) || (options.cache !== undefined && typeof options.cache !== 'string')) {
    throw new ScenarioError([`dataFolderLoader: options must be an object like { cache: '.cache' }, got ${shown(options)}`]);
  }
  const problem = contextProblem(context);
  if (problem !== undefined) throw new ScenarioError([`dataFolderLoader: ${problem}`]);
  const disk = cachedLoader({ bundledDir: BUNDLED_DIR, ...(context.cwd === undefined ? {} : { cwd: context.cwd }) });
  let source: Result<DataSource> | undefined;
  const opened = (): Result<DataSource> => (source ??= openData(isAbsolute(dir) ? dir : resolve(context.cwd ?? process.cwd(), dir), options.cache));
  const load = withDatasheetNames(disk, (ref) => {
    const folder = opened();
    return folder.ok ? profileByName(folder.value, ref) : folder;
  });
  // --detachment and --enhancement by name, from the same folder (read when one is named).
  let library: RuleLibrary | undefined;
  const lookup = <T>(find: (l: RuleLibrary) => Found<T>): Found<T> => {
    const folder = opened();
    if (!folder.ok) return { ok: false, message: folder.issues.map((i) => i.message).join('; ') };
    return find((library ??= ruleLibrary(folder.value)));
  };
  return Object.assign(load, { rules: { detachment: (name: string) => lookup((l) => l.detachment(name)), enhancement: (name: string) => lookup((l) => l.enhancement(name)) } });
}
