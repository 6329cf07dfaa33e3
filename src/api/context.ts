/**
 * Where the API finds the profiles named by reference: paths from a working directory, and the bundled
 * profiles. Profiles may also be passed in already loaded (a UnitProfile object).
 */
import { cachedLoader, ScenarioError, withRulesOf, type ProfileLoader } from '../plan/index.js';
import type { Issue, UnitProfile } from '../profile/index.js';
import { isRecord, shown } from './arguments.js';
import { BUNDLED_DIR } from './paths.js';

export type ApiContext = {
  /** Directory relative profile paths start from (default: the process's working directory). */
  readonly cwd?: string;
  /** How profiles named by reference are read (default: from `cwd` and the bundled profiles, each once). */
  readonly loader?: ProfileLoader;
};

/** A unit: a profile path, a bundled profile name (`strike-team`), or a profile already loaded. */
export type ProfileInput = string | UnitProfile;

/** What is wrong with a context a JavaScript caller passed (a path instead of `{ cwd }`, …), if anything. */
export function contextProblem(context: unknown): string | undefined {
  if (!isRecord(context)) return `context must be an object like { cwd: 'army' } or { loader }, got ${shown(context)}`;
  if (context.cwd !== undefined && typeof context.cwd !== 'string') return `context.cwd must be a directory path, got ${shown(context.cwd)}`;
  if (context.loader !== undefined && typeof context.loader !== 'function') {
    return `context.loader must be a function from a reference to { ok, value | issues }, got ${shown(context.loader)}`;
  }
  return undefined;
}

/** The context's loader, or a fresh caching one. Throws ScenarioError for a context that is none. */
export function loaderOf(context: ApiContext): ProfileLoader {
  const problem = contextProblem(context);
  if (problem !== undefined) throw new ScenarioError([problem]);
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
  return { load: withRulesOf(load, (ref) => (given.has(ref) ? { ok: true, value: given.get(ref)! } : load(ref))), refs };
}

/** The fields a loaded profile has that the planner reads: how a UnitProfile is told from other objects. */
export function isUnitProfile(value: unknown): value is UnitProfile {
  return isRecord(value) && typeof value.name === 'string' && ['models', 'weapons', 'loadouts', 'keywords', 'leaders'].every((key) => Array.isArray(value[key]));
}

/** `{ ok, value }` or `{ ok, issues }`, as the profile loaders return them. */
export function isProfileResult(value: unknown): value is { ok: true; value: unknown } | { ok: false; issues: readonly Issue[] } {
  return isRecord(value) && typeof value.ok === 'boolean' && ('value' in value || Array.isArray(value.issues));
}

/**
 * A unit argument as the planner needs it. The Result of a loader is refused, not unwrapped: a failed one
 * has no profile, and a caller who checks `result.ok` should pass `result.value` (docs/api.md).
 */
export function checkProfileInput(input: unknown, role: string): ProfileInput {
  if (typeof input === 'string' || isUnitProfile(input)) return input;
  if (isProfileResult(input)) {
    const problem = `${role}: got the Result of loading a profile ({ ok, value | issues }); check result.ok and pass result.value`;
    throw new ScenarioError([problem], input.ok ? [] : input.issues);
  }
  throw new ScenarioError([
    `${role} must be a profile path, a bundled profile name (e.g. 'meq') or a loaded profile (the value of loadProfile or profileFromObject), got ${shown(input)}`,
  ]);
}
