/**
 * Bundled profiles parsed ahead of time. `npm run build` parses every profiles/*.yaml and writes the
 * results next to the compiled CLI, so `mathhammer calc strike-team meq` skips the YAML parser: about a
 * tenth of a cold start. Each entry keeps the text it was parsed from and is used only when the file
 * still holds exactly that text, so the answer is always what parsing the file now would give.
 * v8.serialize rather than JSON: a profile shares each WeaponEntry between `weapons` and the models that
 * carry it, and structured cloning keeps that sharing (and fields set to undefined).
 */
import { readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { ok, type Result } from './issue.js';
import type { UnitProfile } from './types.js';

/** Parsed profiles by the name issues use for them (`profiles/meq.yaml`). */
type Precompiled = ReadonlyMap<string, { readonly text: string; readonly profile: UnitProfile }>;

const read = new Map<string, Precompiled | null>();

function precompiled(file: string): Precompiled | null {
  let entries = read.get(file);
  if (entries === undefined) {
    try {
      entries = deserialize(readFileSync(file)) as Precompiled;
    } catch {
      entries = null; // not built (running from src/), or unreadable: parse instead
    }
    read.set(file, entries);
  }
  return entries;
}

/** The profile parsed at build time from exactly this text, if there is one. */
export function lookupPrecompiled(file: string | undefined, display: string, text: string): Result<UnitProfile> | undefined {
  const entry = file === undefined ? undefined : precompiled(file)?.get(display);
  return entry !== undefined && entry.text === text ? ok(entry.profile) : undefined;
}

/** The file's contents for these parsed profiles (display name → text and profile). */
export function serializePrecompiled(entries: Precompiled): Buffer {
  return serialize(entries);
}
