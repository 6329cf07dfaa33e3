/**
 * Run-time checks of what a caller passes to the API. TypeScript callers are held to the types already;
 * JavaScript callers (chat bots, notebooks) are not, and a wrong-typed argument would otherwise fail as a
 * TypeError deep in the planner, which docs/api.md calls a bug. Each check throws ScenarioError naming
 * the argument, what it must be (with an example) and what it got.
 */
import { ScenarioError } from '../plan/index.js';

/** A value as a message shows it: `"abc"`, `42`, `null`, `a function`. */
export function shown(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** A plain mapping (not null, not a list). */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request object of compare, sequence and needed. */
export function requireRecord(value: unknown, name: string, example: string): Readonly<Record<string, unknown>> {
  if (!isRecord(value)) throw new ScenarioError([`${name} must be an object, e.g. ${example}, got ${shown(value)}`]);
  return value;
}

/** An optional text field: a file path, a label. */
export function optionalString(value: unknown, name: string, example: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw new ScenarioError([`${name} must be a text, e.g. ${example}, got ${shown(value)}`]);
}

/** A required text field: a profile reference. */
export function requiredString(value: unknown, name: string, example: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw new ScenarioError([`${name} must be a profile path or name, e.g. ${example}, got ${shown(value)}`]);
}

/**
 * An optional list field. A lone text is refused rather than taken as a one-element list: iterating it
 * would read it letter by letter, and `'meq teq'` could mean one name or two.
 */
export function optionalList<T>(value: unknown, name: string, what: string, example: string, isItem: (item: unknown) => item is T): readonly T[] | undefined {
  if (value === undefined) return undefined;
  const wrong = Array.isArray(value) ? value.findIndex((item) => !isItem(item)) : -1;
  if (Array.isArray(value) && wrong < 0) return value as T[];
  const got = Array.isArray(value) ? `${shown(value[wrong])} as entry ${wrong + 1}` : shown(value);
  throw new ScenarioError([`${name} must be a list of ${what}, e.g. ${example}, got ${got}`]);
}

export function isString(item: unknown): item is string {
  return typeof item === 'string';
}
