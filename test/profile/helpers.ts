/** Profiles from YAML text, for tests. */
import { parseProfile } from '../../src/profile/parse-profile.js';
import { resolveUnit } from '../../src/profile/resolve.js';
import { toDefenderUnit } from '../../src/profile/defender.js';
import { formatIssue } from '../../src/profile/issue.js';
import type { Unit, UnitProfile } from '../../src/profile/types.js';
import type { DefenderUnit } from '../../src/rules/index.js';

export function profileOf(text: string, file = 'test.yaml'): UnitProfile {
  const parsed = parseProfile(text, file);
  if (!parsed.ok) throw new Error(`expected a valid profile:\n${parsed.issues.map(formatIssue).join('\n')}`);
  return parsed.value;
}

/** Every issue of an invalid profile, formatted. */
export function issuesOf(text: string, file = 'test.yaml'): string[] {
  const parsed = parseProfile(text, file);
  if (parsed.ok) throw new Error('expected issues, got a valid profile');
  return parsed.issues.map(formatIssue);
}

export function unitOf(text: string, loadouts: string[] = []): Unit {
  const resolved = resolveUnit(profileOf(text), { loadouts });
  if (!resolved.ok) throw new Error(resolved.issues.map(formatIssue).join('\n'));
  return resolved.value;
}

export function defenderOf(text: string): DefenderUnit {
  const defender = toDefenderUnit(unitOf(text));
  if (!defender.ok) throw new Error(defender.issues.map(formatIssue).join('\n'));
  return defender.value;
}

/** A minimal valid profile with the given weapons section and model weapons. */
export function squad(weaponsYaml: string, modelWeapons: string, extra = ''): string {
  return `name: Test Squad
keywords: [INFANTRY]
${extra}models:
  - name: Trooper
    count: 5
    T: 4
    Sv: 3+
    W: 2
    weapons: ${modelWeapons}
weapons:
${weaponsYaml}`;
}

export const MEQ = `name: MEQ
keywords: [INFANTRY]
models:
  - name: Marine
    count: 5
    T: 4
    Sv: 3+
    W: 2
`;
