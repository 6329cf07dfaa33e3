/**
 * Where the API finds the profiles named by reference: paths from a working directory, and the bundled
 * profiles. Profiles may also be passed in already loaded (a UnitProfile object).
 */
import { cachedLoader, type ProfileLoader } from '../plan/index.js';
import type { UnitProfile } from '../profile/index.js';
import { BUNDLED_DIR } from './paths.js';

export type ApiContext = {
  /** Directory relative profile paths start from (default: the process's working directory). */
  readonly cwd?: string;
  /** How profiles named by reference are read (default: from `cwd` and the bundled profiles, each once). */
  readonly loader?: ProfileLoader;
};

/** A unit: a profile path, a bundled profile name (`strike-team`), or a profile already loaded. */
export type ProfileInput = string | UnitProfile;

/** The context's loader, or a fresh caching one. */
export function loaderOf(context: ApiContext): ProfileLoader {
  return context.loader ?? cachedLoader({ bundledDir: BUNDLED_DIR, ...(context.cwd === undefined ? {} : { cwd: context.cwd }) });
}

/**
 * References for the planner: a loaded profile gets a reference of its own (its name, made unique), which
 * the returned loader answers with the profile itself.
 */
export function withProfiles(load: ProfileLoader, inputs: readonly ProfileInput[]): { load: ProfileLoader; refs: string[] } {
  const given = new Map<string, UnitProfile>();
  const refs = inputs.map((input) => {
    if (typeof input === 'string') return input;
    let ref = input.name;
    for (let n = 2; given.has(ref) && given.get(ref) !== input; n++) ref = `${input.name} (${n})`;
    given.set(ref, input);
    return ref;
  });
  if (given.size === 0) return { load, refs };
  return { load: (ref) => (given.has(ref) ? { ok: true, value: given.get(ref)! } : load(ref)), refs };
}
