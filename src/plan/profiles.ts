/**
 * Profiles by reference (a path or a bundled name), each read and parsed at most once per command: a
 * comparison matrix or a sequence names the same profiles many times.
 */
import { loadProfile, type Issue, type LoadOptions, type Result, type UnitProfile } from '../profile/index.js';
import { ScenarioError } from './scenario-error.js';
import type { RuleSource } from './army-choices.js';

/**
 * A profile by reference; failures are located issues. `rules`, when the loader reads a data folder: its
 * detachments and enhancements by name (--detachment, --enhancement).
 */
export type ProfileLoader = ((ref: string) => Result<UnitProfile>) & { readonly rules?: RuleSource };

/** `load` with the detachments and enhancements `from` knows. */
export function withRulesOf(from: ProfileLoader, load: (ref: string) => Result<UnitProfile>): ProfileLoader {
  return from.rules === undefined ? load : Object.assign(load, { rules: from.rules });
}

/** A loader reading from disk through the profile layer, remembering what it read. */
export function cachedLoader(options: LoadOptions): ProfileLoader {
  const cache = new Map<string, Result<UnitProfile>>();
  return (ref) => {
    let loaded = cache.get(ref);
    if (loaded === undefined) cache.set(ref, (loaded = loadProfile(ref, options)));
    return loaded;
  };
}

/** Every reference loaded; one ScenarioError listing the issues of all that failed. */
export function loadEvery(load: ProfileLoader, refs: readonly string[]): UnitProfile[] {
  const issues: Issue[] = [];
  const profiles: UnitProfile[] = [];
  for (const ref of refs) {
    const loaded = load(ref);
    if (loaded.ok) profiles.push(loaded.value);
    else issues.push(...loaded.issues);
  }
  if (issues.length > 0) throw ScenarioError.fromIssues(issues);
  return profiles;
}
