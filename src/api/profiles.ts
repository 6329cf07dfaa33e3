/**
 * Unit profiles for the library: by reference (a path or a bundled name), from YAML text, or from a plain
 * object in the profile shape (docs/profiles.md). Each returns every problem as a located issue instead of
 * throwing — also for a JavaScript caller's wrong-typed argument, told apart before the profile reader
 * would fail on it with a TypeError.
 */
import { stringify } from 'yaml';
import { checkProfile } from '../plan/index.js';
import { failed } from '../profile/issue.js';
import { listBundled, loadProfile as loadFromDisk, loadProfileText, type Issue, type Result, type UnitProfile } from '../profile/index.js';
import { isRecord, shown } from './arguments.js';
import { contextProblem, isProfileResult, isUnitProfile, type ApiContext } from './context.js';
import { BUNDLED_DIR } from './paths.js';

/** One issue about the argument as a whole: no line or column to point at. */
function argumentIssue(file: string, message: string): Issue {
  return { file, line: 0, col: 0, path: '', message };
}

/** The reader's options, or the issue that the context is none. */
function loadOptions(context: unknown, file: string): { bundledDir: string; cwd?: string } | Issue {
  const problem = contextProblem(context);
  if (problem !== undefined) return argumentIssue(file, problem);
  const { cwd } = context as ApiContext;
  return { bundledDir: BUNDLED_DIR, ...(cwd === undefined ? {} : { cwd }) };
}

/** A profile by path (from `context.cwd`) or bundled name (`strike-team`), with the leaders it names. */
export function loadProfile(ref: string, context: ApiContext = {}): Result<UnitProfile> {
  if (typeof ref !== 'string') return failed([argumentIssue('<reference>', `a profile reference must be a path or a bundled profile name, e.g. 'meq', got ${shown(ref)}`)]);
  const options = loadOptions(context, ref);
  return 'message' in options ? failed([options]) : loadFromDisk(ref, options);
}

/** A profile from YAML text; `name` is what issues call it (default `<text>`). */
export function parseProfileYaml(text: string, name = '<text>', context: ApiContext = {}): Result<UnitProfile> {
  if (typeof name !== 'string') return failed([argumentIssue('<text>', `the name issues call the text by must be a text, e.g. 'squad.yaml', got ${shown(name)}`)]);
  if (typeof text !== 'string') return failed([argumentIssue(name, `the profile text must be a string of YAML, got ${shown(text)}`)]);
  const options = loadOptions(context, name);
  return 'message' in options ? failed([options]) : loadProfileText(text, name, options);
}

/** A profile from a plain object in the profile shape (the keys of docs/profiles.md). */
export function profileFromObject(value: Readonly<Record<string, unknown>>, name = '<object>', context: ApiContext = {}): Result<UnitProfile> {
  let text: string;
  try {
    text = stringify(value);
  } catch (error) {
    // a function, a symbol or a cycle has no YAML form
    return failed([argumentIssue(typeof name === 'string' ? name : '<object>', `the profile must be plain data (texts, numbers, lists, mappings): ${(error as Error).message}`)]);
  }
  return parseProfileYaml(text, name, context);
}

/**
 * Every problem of a profile as `mathhammer validate` finds them: its own, then loadouts that cannot apply
 * and effect names the catalogue does not know. Takes the Result of a loader or the profile itself (its
 * value). Empty: valid.
 */
export function validateProfile(profile: Result<UnitProfile> | UnitProfile): readonly Issue[] {
  if (isUnitProfile(profile)) return checkProfile(profile);
  if (isProfileResult(profile)) {
    if (!profile.ok) return profile.issues;
    if (isUnitProfile(profile.value)) return checkProfile(profile.value);
  }
  const given: unknown = profile;
  const file = isRecord(given) && typeof given.file === 'string' ? given.file : '<profile>';
  return [argumentIssue(file, `expected a profile or the Result of loading one (loadProfile, parseProfileYaml, profileFromObject), got ${shown(profile)}`)];
}

/** The names of the bundled profiles (`geq`, `meq`, …, `strike-team`). */
export function bundledProfiles(): string[] {
  return listBundled(BUNDLED_DIR);
}
