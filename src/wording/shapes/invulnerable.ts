/**
 * Invulnerable saves, after a holder ("models in this unit have …", "the bearer has …"): "a 4+
 * invulnerable save", "an invulnerable save of 4+", "a 5+ invulnerable save against ranged attacks
 * (only)", "a 6+ invulnerable save against ranged attacks and a 4+ invulnerable save against melee
 * attacks"; and "This invulnerable save is improved to 4+ against melee attacks" (Howling Banshees).
 * The better save is kept (docs/effects.md); an invulnerable save is never modified by AP (RULES §1).
 */
import type { FoundChange } from '../state.js';
import type { EffectShape } from './shape.js';

function invuln(value: string, against: string | undefined): FoundChange {
  return {
    change: { kind: 'invuln', value: Number(value), ...(against === undefined ? {} : { against: against as 'ranged' | 'melee' }) },
    side: 'defender',
  };
}

export const HAS_INVULN: EffectShape = {
  holder: true,
  // 11e writes it "a 5+ InSv", "4+ InSv".
  pattern: /^(?:an? (\d)\+ (?:invulnerable save|insv\b)|an invulnerable save(?: characteristic)? of (\d)\+|(\d)\+ (?:invulnerable save|insv\b))(?: against (ranged|melee) attacks(?: only)?| against that attack)?/,
  read: (m, state) => (state.holder?.weapons !== undefined ? 'an invulnerable save for weapons?' : [invuln(m[1] ?? m[2] ?? m[3]!, m[4])]),
};

export const IMPROVED_TO: EffectShape = {
  pattern: /^this invulnerable save is improved to (\d)\+ against (ranged|melee) attacks/,
  read: (m) => [invuln(m[1]!, m[2])],
};
