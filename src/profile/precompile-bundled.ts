/** Build step: parse every bundled profile once, for precompiled.ts. */
import { formatIssue, type Result } from './issue.js';
import { bundledLocation, listBundled, readText } from './load.js';
import { parseProfile } from './parse-profile.js';
import { serializePrecompiled } from './precompiled.js';
import type { UnitProfile } from './types.js';

export function precompileBundled(bundledDir: string): Buffer {
  const entries = new Map<string, { text: string; profile: UnitProfile }>();
  for (const name of listBundled(bundledDir)) {
    const located = bundledLocation(bundledDir, name);
    const { display } = located;
    const text = readText(located);
    const parsed: Result<UnitProfile> = text.ok ? parseProfile(text.value.text, display) : text;
    if (!text.ok || !parsed.ok) {
      throw new Error(`bundled profile ${display} does not load:\n${(parsed.ok ? [] : parsed.issues).map(formatIssue).join('\n')}`);
    }
    entries.set(display, { text: text.value.text, profile: parsed.value });
  }
  return serializePrecompiled(entries);
}
