/**
 * Adding an effect's modifiers to the scenario's, the way the engine merges a weapon's modifiers with the
 * scenario's (docs/rules.md 2.9): numbers add, the lower critical and snap thresholds win, the stricter
 * "unmodified X+ required" to hit or to wound wins. Re-rolls keep the broader policy (ones < failed < noncrit;
 * a Damage re-roll: ones < any): a rule
 * that re-rolls ones does not take away a full re-roll the player has from elsewhere. Granted abilities
 * are listed once; the engine keeps the best of duplicates (RULES §1, §2 24.02: never cumulative).
 */
import type { Modifiers, RerollPolicy, WeaponAbility } from '../rules/index.js';

type Mutable = { -readonly [K in keyof Modifiers]: Modifiers[K] };

const REROLL_RANK: Record<RerollPolicy, number> = { none: 0, ones: 1, failed: 2, noncrit: 3 };

function broader(a: RerollPolicy | undefined, b: RerollPolicy | undefined): RerollPolicy | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return REROLL_RANK[b] > REROLL_RANK[a] ? b : a;
}

export function sameAbility(a: WeaponAbility, b: WeaponAbility): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function mergeModifiers(base: Modifiers, extra: Modifiers): Modifiers {
  const out: Mutable = { ...base };
  for (const key of ['attacks', 'strength', 'toughness', 'hit', 'wound', 'bs', 'ap', 'save', 'critWoundAp', 'damage'] as const) {
    if (extra[key] !== undefined) {
      const sum = (base[key] ?? 0) + extra[key];
      if (sum === 0) delete out[key];
      else out[key] = sum;
    }
  }
  for (const key of ['critHit', 'critWound', 'snapShotOn'] as const) {
    if (extra[key] !== undefined) out[key] = Math.min(base[key] ?? 6, extra[key]);
  }
  // docs/rules.md 4.7: of two AP characteristics set on a Critical Wound, the better for the attacker.
  if (extra.critWoundApSet !== undefined) out.critWoundApSet = Math.min(base.critWoundApSet ?? 0, extra.critWoundApSet);
  if (extra.woundByStrength !== undefined) out.woundByStrength = [...(base.woundByStrength ?? []), ...extra.woundByStrength];
  for (const key of ['hitOnlyOnUnmodified', 'woundOnlyOnUnmodified'] as const) {
    if (extra[key] !== undefined) out[key] = Math.max(base[key] ?? 1, extra[key]);
  }
  for (const key of ['rerollHits', 'rerollWounds', 'rerollSaves'] as const) {
    const policy = broader(base[key], extra[key]);
    if (policy !== undefined) out[key] = policy;
  }
  if (extra.rerollDamage !== undefined) out.rerollDamage = base.rerollDamage === 'any' ? 'any' : extra.rerollDamage;
  if (extra.lethal !== undefined && base.lethal === undefined) out.lethal = extra.lethal;
  if (extra.ignoreHarmfulHitModifiers === true) out.ignoreHarmfulHitModifiers = true;
  for (const key of ['successfulHitsCritical', 'successfulWoundsCritical'] as const) if (extra[key] === true) out[key] = true;
  if (extra.abilities !== undefined) {
    const abilities = [...(base.abilities ?? [])];
    for (const ability of extra.abilities) if (!abilities.some((a) => sameAbility(a, ability))) abilities.push(ability);
    out.abilities = abilities;
  }
  return out;
}
