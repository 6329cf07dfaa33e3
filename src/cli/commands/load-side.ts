/** Loading the profiles a command names, collecting every issue of every file before failing. */
import { loadProfile, type Issue, type LoadOptions, type UnitProfile } from '../../profile/index.js';
import { InputError } from '../errors.js';
import type { Io } from '../io.js';
import { BUNDLED_DIR, PRECOMPILED_PROFILES } from '../paths.js';

export function loadOptions(io: Io): LoadOptions {
  return { bundledDir: BUNDLED_DIR, precompiled: PRECOMPILED_PROFILES, ...(io.cwd === undefined ? {} : { cwd: io.cwd }) };
}

/** Load every reference; throw one InputError listing all the issues if any failed. */
export function loadAll(io: Io, refs: readonly string[]): UnitProfile[] {
  const issues: Issue[] = [];
  const profiles: UnitProfile[] = [];
  for (const ref of refs) {
    const loaded = loadProfile(ref, loadOptions(io));
    if (loaded.ok) profiles.push(loaded.value);
    else issues.push(...loaded.issues);
  }
  if (issues.length > 0) throw InputError.fromIssues(issues);
  return profiles;
}
