/**
 * Issues a profile that parsed can still have: loadouts that cannot apply to the models listed, and
 * `effects:` names the catalogue does not know.
 */
import { resolveUnit, type Issue, type UnitProfile } from '../profile/index.js';
import { resolveEffect } from './options/effects.js';

export function checkProfile(profile: UnitProfile): Issue[] {
  const issues: Issue[] = [];
  for (const ref of profile.effects ?? []) {
    const resolved = resolveEffect(ref.name);
    if (!resolved.ok) issues.push({ ...ref.at, message: resolved.message });
  }
  const base = resolveUnit(profile);
  if (!base.ok) issues.push(...base.issues);
  for (const loadout of profile.loadouts) {
    const applied = resolveUnit(profile, { loadouts: [loadout.name] });
    if (!applied.ok) issues.push(...applied.issues);
  }
  return issues;
}
