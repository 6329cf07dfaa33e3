/**
 * Abilities the data gives by name only (a rule link with no text of its own, or a text that is only the
 * roll): "Feel No Pain 5+" (RULES §1, §2 24.12), "Stealth" (§1, 24.33), "Invulnerable Save (4+)" and an
 * "Invulnerable Save" whose text is "4+" (§1 saving throw).
 */
import type { ReadClause, RuleText } from './types.js';

export function readCoreName(rule: RuleText): ReadClause[] {
  // "Feel No Pain" or "Invulnerable Save" whose text is its roll ("5+").
  const roll = /^\s*(\d)\+{1,2}\s*$/.exec(rule.text);
  const base = /^(feel no pain|invulnerable save)\b/i.exec(rule.name.trim())?.[1];
  const name = roll !== null && base !== undefined ? `${base} (${roll[1]}+)` : rule.name.trim();
  const clause = { side: 'defender' as const, scope: rule.model === undefined ? ('unit' as const) : ('bearer' as const), requires: [], trigger: { kind: 'always' as const }, sentence: name };
  const fnp = /^feel no pain\s*\(?(\d)\+\)?$/i.exec(name);
  if (fnp !== null) return [{ ...clause, change: { kind: 'fnp', value: Number(fnp[1]) } }];
  if (/^stealth$/i.test(name)) return [{ ...clause, change: { kind: 'stealth' } }];
  const invuln = /^invulnerable save\s*\(?(\d)\+\*?\)?$/i.exec(name);
  if (invuln !== null) return [{ ...clause, change: { kind: 'invuln', value: Number(invuln[1]) } }];
  return [];
}
