/**
 * Bundled profiles parsed at build time (src/profile/precompiled.ts): the loader may use one only when it
 * is exactly what parsing the file gives, so these tests hold the stored profiles to the parser's.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { listBundled, loadBundled } from '../../src/profile/load.js';
import { precompileBundled } from '../../src/profile/precompile-bundled.js';
import type { UnitProfile } from '../../src/profile/types.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mathhammer-precompiled-'));
const file = join(dir, 'bundled-profiles.v8');
writeFileSync(file, precompileBundled(bundledDir));

function load(name: string, precompiled?: string): UnitProfile {
  const loaded = loadBundled(name, { bundledDir, ...(precompiled === undefined ? {} : { precompiled }) });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value;
}

/** For each model's carried weapon, the index of the very object in `weapons` (-1 if it is a copy). */
function sharing(profile: UnitProfile): number[][] {
  return profile.models.map((m) => m.weapons.map((c) => profile.weapons.indexOf(c.entry)));
}

describe('precompiled bundled profiles', () => {
  it.each(listBundled(bundledDir))('%s: equal to parsing the YAML, object sharing included', (name) => {
    const parsed = load(name);
    const stored = load(name, file);
    expect(isDeepStrictEqual(stored, parsed)).toBe(true);
    expect(sharing(stored)).toEqual(sharing(parsed));
    expect(sharing(stored).flat()).not.toContain(-1);
  });

  it('is what the loader returns when the text matches', () => {
    // A doctored store proves the lookup is used: same text, another name.
    const entries = deserialize(precompileBundled(bundledDir)) as Map<string, { text: string; profile: UnitProfile }>;
    const meq = entries.get('profiles/meq.yaml')!;
    entries.set('profiles/meq.yaml', { ...meq, profile: { ...meq.profile, name: 'from the store' } });
    const doctored = join(dir, 'doctored.v8');
    writeFileSync(doctored, serialize(entries));
    expect(load('meq', doctored).name).toBe('from the store');
  });

  it('is ignored when the YAML changed after the build, or the store is missing or unreadable', () => {
    const entries = deserialize(precompileBundled(bundledDir)) as Map<string, { text: string; profile: UnitProfile }>;
    const meq = entries.get('profiles/meq.yaml')!;
    entries.set('profiles/meq.yaml', { text: meq.text + '\n# edited', profile: { ...meq.profile, name: 'stale' } });
    const stale = join(dir, 'stale.v8');
    writeFileSync(stale, serialize(entries));
    const garbage = join(dir, 'garbage.v8');
    writeFileSync(garbage, 'not a v8 serialization');
    const parsedName = load('meq').name;
    expect(load('meq', stale).name).toBe(parsedName);
    expect(load('meq', garbage).name).toBe(parsedName);
    expect(load('meq', join(dir, 'missing.v8')).name).toBe(parsedName);
  });
});
