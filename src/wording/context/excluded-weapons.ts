/**
 * Weapons a sentence leaves out: "melee weapons (excluding Extra Attacks weapons) equipped by the bearer",
 * "melee weapons equipped by the bearer (excluding Extra Attacks weapons) have …", by an ability or by
 * their name's words (effects/apply.ts). The parenthesis is taken out of the sentence before it is read,
 * and its weapons are left out of every change the sentence makes to the attacker's weapons; only in a
 * sentence that names one set of weapons, so that it cannot be the wrong ones.
 */

const EXCLUSION = / \(excluding ([a-z][a-z' -]*?) weapons\)/;

export function withoutWeaponExclusion(text: string): { readonly text: string; readonly excluded: readonly string[] } | undefined {
  const m = EXCLUSION.exec(text);
  if (m === null) return undefined;
  const rest = text.slice(0, m.index) + text.slice(m.index + m[0].length);
  if ((rest.match(/\bweapons?\b/g) ?? []).length !== 1 || EXCLUSION.test(rest)) return undefined;
  return { text: rest, excluded: m[1]!.split(/, | and | or /) };
}
