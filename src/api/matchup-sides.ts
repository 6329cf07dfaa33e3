/**
 * The two sides of a matchup, read: a roster (.rosz/.ros), a pasted army list (resolved in the data
 * folder), a folder of YAML profiles, one profile file, or units named one by one (profile paths,
 * bundled names, datasheet names through the loader; a text of names separated by commas). A unit that
 * cannot be read is a problem naming it, and the side goes on with the others.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { openDataSource, type DataSource } from '../army/data-source.js';
import type { Edition } from '../army/data-folder.js';
import { armyKind, importArmyData } from '../army/import-army.js';
import type { MatchupSide, MatchupUnit, SideKey } from '../matchup/index.js';
import { formatIssue, resolveUnit, type Issue, type UnitProfile } from '../profile/index.js';
import type { ProfileLoader } from '../plan/index.js';
import { isUnitProfile, type ProfileInput } from './context.js';

/** A side as the library takes it: a path (file or folder), names separated by commas, or a list of units. */
export type SideInput = string | readonly ProfileInput[];

export type ReadSide = {
  readonly side: MatchupSide;
  /** Each unit's profile by its ref. */
  readonly profiles: ReadonlyMap<string, UnitProfile>;
  /** Units that could not be read or used: the matchup leaves them out, and its exit status says so. */
  readonly problems: readonly string[];
  /** What the import says about units it read (wargear left out, a name matched loosely). */
  readonly notes: readonly string[];
  /** The edition of the army data it came from, when it came from army data. */
  readonly edition: Edition | null;
};

export type SideReader = {
  readonly load: ProfileLoader;
  readonly cwd: string;
  /** The data folder for pasted lists, opened once for both sides; undefined when none is given. */
  readonly data: () => DataSource | { error: string } | undefined;
};

type Found = { readonly name: string; readonly profile: UnitProfile };
type Gathered = { readonly what: string; readonly found: readonly Found[]; readonly problems: readonly string[]; readonly notes?: readonly string[]; readonly edition: Edition | null };

const PROFILE_FILE = /\.ya?ml$/i;

function issueText(issues: readonly Issue[]): string {
  return issues.map(formatIssue).join('; ');
}

/** Units by reference (paths, bundled and datasheet names); one that does not load is a problem. */
function byReference(refs: readonly ProfileInput[], reader: SideReader, what: string): Gathered {
  const found: Found[] = [];
  const problems: string[] = [];
  for (const ref of refs) {
    if (isUnitProfile(ref)) {
      found.push({ name: ref.name, profile: ref });
      continue;
    }
    const loaded = reader.load(ref);
    if (loaded.ok) found.push({ name: loaded.value.name, profile: loaded.value });
    else problems.push(`${ref}: not read: ${issueText(loaded.issues)}`);
  }
  return { what, found, problems, edition: null };
}

function fromFolder(path: string, shown: string, reader: SideReader): Gathered {
  const files = readdirSync(path).filter((f) => PROFILE_FILE.test(f)).sort();
  if (files.length === 0) return { what: `folder ${shown}`, found: [], problems: [`${shown}: the folder holds no profile (.yaml or .yml)`], edition: null };
  return byReference(files.map((f) => join(path, f)), reader, `folder of ${files.length} profile${files.length === 1 ? '' : 's'}`);
}

/** A roster or a pasted list → its units (leaders attached as it says); else one profile file. */
function fromFile(path: string, shown: string, reader: SideReader): Gathered {
  const bytes = readFileSync(path);
  const text = new TextDecoder().decode(bytes);
  const kind = armyKind(bytes, text);
  if (kind === undefined || PROFILE_FILE.test(path)) return byReference([path], reader, 'one profile');
  if (kind === 'catalogue') return { what: shown, found: [], problems: [`${shown}: a catalogue holds every datasheet of a faction, not an army: give a roster, a pasted list, a folder of profiles or unit names`], edition: null };
  let folderProblem: string | undefined;
  const imported = importArmyData(kind, { bytes, text, display: shown, path }, () => {
    const data = reader.data();
    if (data !== undefined && 'error' in data) folderProblem = `data folder: ${data.error}`;
    return data === undefined || 'error' in data ? undefined : data;
  });
  if (folderProblem !== undefined) return { what: shown, found: [], problems: [`${shown}: ${folderProblem}`], edition: null };
  if (!imported.ok) {
    const needsData = kind === 'army list' && reader.data() === undefined;
    const why = needsData ? 'an army list names units but carries no statlines: give a BattleScribe data folder (--data, MATHHAMMER_DATA, or data in the request)' : issueText(imported.issues);
    return { what: shown, found: [], problems: [`${shown}: ${why}`], edition: null };
  }
  const { warnings, leftOut = [] } = imported.value;
  // A unit left out is a problem, with the import's reason (the warning on its line, or its "not imported");
  // the other warnings are notes about units that are in.
  const isProblem = (w: Issue): boolean => leftOut.some((u) => (u.line > 0 ? w.line === u.line : w.message.startsWith(`${u.name}: not imported`)));
  return {
    what: imported.value.what,
    found: imported.value.profiles.map((p) => ({ name: p.unit.name, profile: p.profile })),
    problems: warnings.filter(isProblem).map((w) => formatIssue({ ...w, message: `left out: ${w.message}` })),
    notes: warnings.filter((w) => !isProblem(w)).map(formatIssue),
    edition: imported.value.edition ?? null,
  };
}

function gather(input: SideInput, reader: SideReader): Gathered & { readonly source: string } {
  if (typeof input !== 'string') return { ...byReference(input, reader, `${input.length} unit${input.length === 1 ? '' : 's'}`), source: 'units' };
  const path = isAbsolute(input) ? input : resolve(reader.cwd, input);
  // A path that exists is the side; anything else is names (one name may be a file the loader finds).
  if (existsSync(path)) {
    return { ...(statSync(path).isDirectory() ? fromFolder(path, input, reader) : fromFile(path, input, reader)), source: input };
  }
  const names = input.split(',').map((n) => n.trim()).filter((n) => n !== '');
  return { ...byReference(names, reader, `${names.length} unit${names.length === 1 ? '' : 's'} by name`), source: input };
}

/** "Pathfinder Team", then "Pathfinder Team (2)". */
function uniqueLabel(name: string, used: Map<string, number>): string {
  const n = (used.get(name) ?? 0) + 1;
  used.set(name, n);
  return n === 1 ? name : `${name} (${n})`;
}

export function readSide(key: SideKey, input: SideInput, reader: SideReader): ReadSide {
  const gathered = gather(input, reader);
  const problems = [...gathered.problems];
  const used = new Map<string, number>();
  const units: MatchupUnit[] = [];
  const profiles = new Map<string, UnitProfile>();
  for (const { name, profile } of gathered.found) {
    // The unit as calc fields it: its leaders attached, its points with theirs.
    const unit = resolveUnit(profile);
    if (!unit.ok) {
      problems.push(`${name}: not used: ${issueText(unit.issues)}`);
      continue;
    }
    const label = uniqueLabel(unit.value.name, used);
    const ref = `${key}: ${label}`;
    units.push({ label, name: profile.name, ref, points: unit.value.points ?? null });
    profiles.set(ref, profile);
  }
  return { side: { key, source: gathered.source, what: gathered.what, units }, profiles, problems, notes: gathered.notes ?? [], edition: gathered.edition };
}

/** The data folder, opened on first use and kept (both sides' lists share it). */
export function lazyData(dir: string | undefined, cache: string | undefined, cwd: string): SideReader['data'] {
  let opened: DataSource | { error: string } | undefined;
  return () => (dir === undefined ? undefined : (opened ??= openDataSource(isAbsolute(dir) ? dir : resolve(cwd, dir), cache)));
}
