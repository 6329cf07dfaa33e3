/** The profiles of test/fixtures/profiles/rules/ (units with rules of the data's wording), loaded or the test fails with their issues. */
import { fileURLToPath } from 'node:url';
import { formatIssue } from '../../src/profile/issue.js';
import { loadProfile } from '../../src/profile/load.js';
import type { UnitProfile } from '../../src/profile/types.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/profiles/rules/', import.meta.url));

export function loadRuleProfile(ref: string): UnitProfile {
  const loaded = loadProfile(ref, { bundledDir, cwd: fixtures });
  if (!loaded.ok) throw new Error(loaded.issues.map(formatIssue).join('\n'));
  return loaded.value;
}
