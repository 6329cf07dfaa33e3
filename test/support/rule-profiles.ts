/** The profiles of test/fixtures/profiles/rules/ (units with rules of the data's wording), loaded or the test fails with their issues. */
import { fileURLToPath } from 'node:url';
import { formatIssue } from '../../src/profile/issue.js';
import { loadProfile } from '../../src/profile/load.js';
import type { Side } from '../../src/plan/index.js';
import type { UnitProfile } from '../../src/profile/types.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/profiles/rules/', import.meta.url));

export function loadRuleProfile(ref: string): UnitProfile {
  const loaded = loadProfile(ref, { bundledDir, cwd: fixtures });
  if (!loaded.ok) throw new Error(loaded.issues.map(formatIssue).join('\n'));
  return loaded.value;
}

/** A side of one of those profiles (or a bundled one), with these rules of the data's wording as its datasheet's. */
export function ruleSide(ref: string, rules: readonly { name: string; text: string }[] = []): Side {
  const profile = loadRuleProfile(ref);
  return { profile: { ...profile, rules: rules.map((r) => ({ ...r, origin: 'datasheet' as const, at: profile.at })) }, source: ref, loadouts: [], leaders: [] };
}
