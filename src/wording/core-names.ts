/**
 * Abilities the data gives by name only (a rule link with no text of its own, or a text that is only the
 * roll): "Feel No Pain 5+" (RULES §1, §2 24.12), "Stealth" (§1, 24.33), "Invulnerable Save (4+)" and an
 * "Invulnerable Save" whose text is "4+" (§1 saving throw).
 */
import type { ReadClause, RuleText } from './types.js';

export function readCoreName(rule: RuleText): ReadClause[] {
  const roll = /^\s*(\d)\+{1,2}\s*$/.exec(rule.text);
  const name = roll !== null && /^invulnerable save/i.test(rule.name.trim()) ? `Invulnerable Save (${roll[1]}+)` : rule.name.trim();
  const base = { side: 'defender' as const, scope: rule.model === undefined ? ('unit' as const) : ('bearer' as const), requires: [], trigger: { kind: 'always' as const }, sentence: name };
  const fnp = /^feel no pain\s*\(?(\d)\+\)?$/i.exec(name);
  if (fnp !== null) return [{ ...base, change: { kind: 'fnp', value: Number(fnp[1]) } }];
  if (/^stealth$/i.test(name)) return [{ ...base, change: { kind: 'stealth' } }];
  const invuln = /^invulnerable save\s*\(?(\d)\+\)?$/i.exec(name);
  if (invuln !== null) return [{ ...base, change: { kind: 'invuln', value: Number(invuln[1]) } }];
  return [];
}
