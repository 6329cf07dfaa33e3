/**
 * Unit profiles for the library: by reference (a path or a bundled name), from YAML text, or from a plain
 * object in the profile shape (docs/profiles.md). Each returns every problem as a located issue instead of
 * throwing.
 */
import { stringify } from 'yaml';
import { checkProfile } from '../plan/index.js';
import { listBundled, loadProfile as loadFromDisk, loadProfileText, type Issue, type Result, type UnitProfile } from '../profile/index.js';
import type { ApiContext } from './context.js';
import { BUNDLED_DIR } from './paths.js';

function loadOptions(context: ApiContext) {
  return { bundledDir: BUNDLED_DIR, ...(context.cwd === undefined ? {} : { cwd: context.cwd }) };
}

/** A profile by path (from `context.cwd`) or bundled name (`strike-team`), with the leaders it names. */
export function loadProfile(ref: string, context: ApiContext = {}): Result<UnitProfile> {
  return loadFromDisk(ref, loadOptions(context));
}

/** A profile from YAML text; `name` is what issues call it (default `<text>`). */
export function parseProfileYaml(text: string, name = '<text>', context: ApiContext = {}): Result<UnitProfile> {
  return loadProfileText(text, name, loadOptions(context));
}

/** A profile from a plain object in the profile shape (the keys of docs/profiles.md). */
export function profileFromObject(value: Readonly<Record<string, unknown>>, name = '<object>', context: ApiContext = {}): Result<UnitProfile> {
  return parseProfileYaml(stringify(value), name, context);
}

/**
 * Every problem of a profile as `mathhammer validate` finds them: its own, then loadouts that cannot apply
 * and effect names the catalogue does not know. Empty: valid.
 */
export function validateProfile(profile: Result<UnitProfile>): readonly Issue[] {
  return profile.ok ? checkProfile(profile.value) : profile.issues;
}

/** The names of the bundled profiles (`geq`, `meq`, …, `strike-team`). */
export function bundledProfiles(): string[] {
  return listBundled(BUNDLED_DIR);
}
