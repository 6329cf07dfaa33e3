/**
 * The profile layer's one loader: finds a profile (a path, or the name of a bundled profile), refuses what
 * is not a readable YAML file, parses it and loads the leaders it names. Every failure is an Issue.
 */
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { decodeText, notUtf8Message } from './decode-text.js';
import { tooLargeMessage } from './file-size.js';
import { failed, ok, uniqueIssues, type Issue, type Result } from './issue.js';
import { draftProfile } from './parse-profile.js';
import { lookupPrecompiled } from './precompiled.js';
import { closest } from './suggest.js';
import type { Position, UnitProfile } from './types.js';

/**
 * Profiles are a page of YAML (the bundled ones are under 5 KB); anything bigger than this is a mistake or
 * hostile. The yaml library needs about a second for 256 KiB of hostile YAML and 4–9 s for 2 MB.
 */
export const MAX_PROFILE_BYTES = 256 * 1024;

export type LoadOptions = {
  /** Directory of the bundled profiles (profiles/ of the package). */
  readonly bundledDir: string;
  /** Directory relative paths start from (default: the process's working directory). */
  readonly cwd?: string;
  /** The bundled profiles parsed at build time (precompiled.ts), if built. */
  readonly precompiled?: string;
};

/** A profile reference resolved to a file, with the name issues use for it. */
export type Located = { readonly path: string; readonly display: string; readonly bundled: boolean };

function stat(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** Names of the bundled profiles (file names without .yaml), sorted. */
export function listBundled(bundledDir: string): string[] {
  try {
    return readdirSync(bundledDir)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => basename(f, '.yaml'))
      .sort();
  } catch {
    return [];
  }
}

/** Where the bundled profile `name` is, and the name issues use for it (`profiles/meq.yaml`). */
export function bundledLocation(bundledDir: string, name: string): Located {
  return { path: join(bundledDir, `${name}.yaml`), display: `profiles/${name}.yaml`, bundled: true };
}

/**
 * A bundled name that does not look like a path (`meq`: no directory, no .yaml) is the bundled profile,
 * whatever the working folder holds (a folder called `meq` must not hide it; `./meq` names that). Else
 * a path that exists wins, and a bare name is looked up among the bundled profiles.
 */
export function locate(ref: string, options: LoadOptions, relativeTo?: string): Result<Located> {
  const bare = !/[\\/]/.test(ref);
  if (bare && !/\.ya?ml$/i.test(ref)) {
    const bundled = bundledLocation(options.bundledDir, ref);
    if (stat(bundled.path)?.isFile() === true) return ok(bundled);
  }
  const direct = relativeTo === undefined || isAbsolute(ref) ? ref : join(relativeTo, ref);
  const path = resolve(options.cwd ?? process.cwd(), direct);
  if (stat(path) !== undefined) return ok({ path, display: direct, bundled: false });
  // A name without directories (strike-team, strike-team.yaml, profiles/strike-team.yaml) may be bundled.
  const name = ref.replace(/^profiles[\\/]/, '').replace(/\.ya?ml$/i, '');
  if (bare || /^profiles[\\/][^\\/]+$/.test(ref)) {
    const bundled = bundledLocation(options.bundledDir, name);
    if (stat(bundled.path)?.isFile() === true) return ok(bundled);
  }
  const looksBundled = bare && !['.yaml', '.yml'].includes(extname(ref).toLowerCase());
  const hint = looksBundled ? closest(name, listBundled(options.bundledDir)) : undefined;
  const message = looksBundled
    ? `no such file, and no bundled profile is called ${JSON.stringify(name)}${hint === undefined ? ' (`mathhammer profiles` lists them)' : ` (did you mean \`${hint}\`?)`}`
    : 'no such file';
  return failed([{ file: direct, line: 0, col: 0, path: '', message }]);
}

/**
 * What loading a profile found: every issue — the file's own and its leaders' — and the profile as far as
 * it read, with the leaders that could be read (a draft while there are issues: parse-profile.ts). Lets
 * `validate` run the checks that need a parsed profile (effect names, loadouts) even when reading found
 * problems, so one run lists them all.
 */
export type ProfileInspection = { readonly issues: readonly Issue[]; readonly profile?: UnitProfile };

function asResult(inspection: ProfileInspection): Result<UnitProfile> {
  const { issues, profile } = inspection;
  return issues.length > 0 || profile === undefined ? failed(issues) : ok(profile);
}

/** Read and parse a bundled profile by name, even when the working directory has a file of that name. */
export function loadBundled(name: string, options: LoadOptions): Result<UnitProfile> {
  return asResult(loadLocated(bundledLocation(options.bundledDir, name), options, 0));
}

/** Read and parse a profile and its leaders. */
export function loadProfile(ref: string, options: LoadOptions): Result<UnitProfile> {
  return asResult(inspectProfile(ref, options));
}

/** loadProfile, keeping what parsed beside the issues. */
export function inspectProfile(ref: string, options: LoadOptions): ProfileInspection {
  const located = locate(ref, options);
  if (!located.ok) return { issues: located.issues };
  return loadLocated(located.value, options, 0);
}

/**
 * Parse a profile given as text (standard input, the library API), named `display` in issues; the leaders
 * it names are found as if the text were a file in the working directory.
 */
export function loadProfileText(text: string, display: string, options: LoadOptions): Result<UnitProfile> {
  return asResult(loadText({ text: text.replace(/^\uFEFF/, ''), warnings: [] }, asIfInWorkingDirectory(display, options), options));
}

/** Where a profile given as text or bytes is taken to be, for its leaders' relative paths. */
function asIfInWorkingDirectory(display: string, options: LoadOptions): Located {
  return { path: resolve(options.cwd ?? process.cwd(), display), display, bundled: false };
}

/** As loadProfileText, from bytes (standard input): UTF-8, UTF-16 with a byte-order mark, else Windows-1252 with a warning. */
export function loadProfileBytes(bytes: Uint8Array, display: string, options: LoadOptions): Result<UnitProfile> {
  return asResult(inspectProfileBytes(bytes, display, options));
}

/** loadProfileBytes, keeping what parsed beside the issues. */
export function inspectProfileBytes(bytes: Uint8Array, display: string, options: LoadOptions): ProfileInspection {
  const located = asIfInWorkingDirectory(display, options);
  if (bytes.length > MAX_PROFILE_BYTES) return { issues: [{ file: display, line: 0, col: 0, path: '', message: tooLargeMessage(bytes.length, 'profiles', MAX_PROFILE_BYTES) }] };
  const decoded = decodedText(bytes, located);
  return decoded.ok ? loadText(decoded.value, located, options) : { issues: decoded.issues };
}

/** A profile's text, and what reading it noticed (text that was not UTF-8). */
export type ProfileText = { readonly text: string; readonly warnings: readonly Issue[] };

function decodedText(bytes: Uint8Array, located: Located, kind = 'a YAML profile file'): Result<ProfileText> {
  const decoded = decodeText(bytes);
  if (decoded.text.includes('\u0000')) {
    return failed([{ file: located.display, line: 0, col: 0, path: '', message: `is not a text file (it contains NUL bytes): expected ${kind.replace(/ file$/, '')}` }]);
  }
  const where = decoded.notUtf8;
  const warnings = where === undefined ? [] : [{ file: located.display, line: where.line, col: where.col, path: '', message: notUtf8Message(where) }];
  return ok({ text: decoded.text, warnings });
}

/**
 * A YAML input file's text (a profile, a comparison or a sequence file), or why it cannot be one: `kind`
 * names it in messages ("a YAML profile file"). The size limit keeps the yaml library fast.
 */
export function readText(located: Located, kind = 'a YAML profile file', kinds = 'profiles'): Result<ProfileText> {
  const issue = (message: string): Result<ProfileText> => failed([{ file: located.display, line: 0, col: 0, path: '', message }]);
  const info = stat(located.path);
  if (info === undefined) return issue('no such file');
  if (info.isDirectory()) return issue(`is a directory: expected ${kind}`);
  if (!info.isFile()) return issue(`is not a regular file: expected ${kind}`);
  if (info.size > MAX_PROFILE_BYTES) {
    return issue(tooLargeMessage(info.size, kinds, MAX_PROFILE_BYTES));
  }
  try {
    return decodedText(readFileSync(located.path), located, kind);
  } catch (error) {
    const code = (error as { code?: string }).code;
    return issue(code === 'EACCES' ? 'permission denied' : `cannot be read (${code ?? String(error)})`);
  }
}

function loadLocated(located: Located, options: LoadOptions, depth: number): ProfileInspection {
  const text = readText(located);
  return text.ok ? loadText(text.value, located, options, depth) : { issues: text.issues };
}

/**
 * Parse (or find precompiled) and load the leaders; the reading's warnings go with the profile. The
 * leaders are loaded even when the file has other problems: theirs are listed in the same run.
 */
function loadText({ text, warnings }: ProfileText, located: Located, options: LoadOptions, depth = 0): ProfileInspection {
  const precompiled = located.bundled ? lookupPrecompiled(options.precompiled, located.display, text) : undefined;
  const parsed: ProfileInspection =
    precompiled === undefined ? draftProfile(text, located.display) : precompiled.ok ? { issues: [], profile: precompiled.value } : { issues: precompiled.issues };
  if (parsed.profile === undefined) return parsed;
  const profile = warnings.length === 0 ? parsed.profile : { ...parsed.profile, warnings };
  const leaders = resolveLeaders(profile, located, options, depth);
  return { issues: uniqueIssues([...parsed.issues, ...leaders.issues]), profile: { ...profile, leaders: leaders.leaders } };
}

/**
 * The profiles of the unit's `leader:` entries (each reference loaded relative to the file, or bundled),
 * and what is wrong with them. A leader with problems is kept as far as it read, for the checks that can
 * still run on it; one that names leaders of its own is kept without them, the problem reported here.
 */
function resolveLeaders(unit: UnitProfile, located: Located, options: LoadOptions, depth: number): { issues: Issue[]; leaders: UnitProfile[] } {
  const issues: Issue[] = [];
  const leaders: UnitProfile[] = [];
  for (const leader of unit.leaders) {
    if (!('ref' in leader)) {
      if (leader.leaders.length > 0) issues.push(nested(leader.at));
      leaders.push(leader.leaders.length > 0 ? { ...leader, leaders: [] } : leader);
      continue;
    }
    if (depth > 0) {
      issues.push(nested(leader.at));
      continue;
    }
    const where = located.bundled ? options.bundledDir : dirname(located.path);
    const found = locate(leader.ref, options, where);
    if (!found.ok) {
      issues.push(...found.issues.map((i) => ({ ...leader.at, message: `leader ${JSON.stringify(leader.ref)}: ${i.message}` })));
      continue;
    }
    const display = located.bundled || found.value.bundled || isAbsolute(leader.ref) ? found.value.display : join(dirname(located.display), leader.ref);
    const loaded = loadLocated({ ...found.value, display }, options, depth + 1);
    issues.push(...loaded.issues);
    if (loaded.profile !== undefined) leaders.push(loaded.profile);
  }
  return { issues, leaders };
}

function nested(at: Position): Issue {
  return { ...at, message: 'a leader cannot have a leader of its own: attach every leader to the bodyguard unit' };
}
