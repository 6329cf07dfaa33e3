/**
 * Parsers for scenario option values, shared by the command line, comparison files and the library API.
 * Each throws OptionValueError with a sentence about the value; the reader names the option.
 */
import { closest, parseAbilities, type ProfileChoice } from '../../profile/index.js';
import type { DamageRerollPolicy, LethalPolicy, RerollPolicy, WeaponAbility } from '../../rules/index.js';
import { OptionValueError } from './error.js';

export function oneOf<T extends string>(values: readonly T[], what: string): (value: string) => T {
  return (value) => {
    const found = values.find((v) => v === value.trim().toLowerCase());
    if (found !== undefined) return found;
    const hint = closest(value, values);
    throw new OptionValueError(`Expected ${what}: ${values.join(', ')}${hint === undefined ? '' : ` (did you mean ${hint}?)`}.`);
  };
}

export const parseEdition = oneOf(['10e', '11e'] as const, 'an edition');
export const parsePhase = oneOf(['shooting', 'melee'] as const, 'a phase');
export const parseReroll: (value: string) => RerollPolicy = oneOf(['none', 'ones', 'failed', 'noncrit'] as const, 'a re-roll policy');
/** `--reroll-damage`: none (the default, to turn off one given elsewhere), ones or any (docs/rules.md 5.6). */
export const parseDamageReroll: (value: string) => DamageRerollPolicy | 'none' = oneOf(['none', 'ones', 'any'] as const, 'a Damage re-roll policy');
export const parseLethal: (value: string) => LethalPolicy = oneOf(['auto', 'roll', 'best'] as const, 'a lethal hits policy');

/** `+1`, `-1`, `1`, `0`: a signed whole number from -6 to 6. */
export function parseSigned(value: string): number {
  const text = value.trim().replace(/[\u2212\u2013]/g, '-');
  if (!/^[+-]?\d+$/.test(text) || Math.abs(Number(text)) > 6) {
    throw new OptionValueError('Expected a whole number from -6 to +6, like +1 or -1.');
  }
  return Number(text);
}

/** `5+` or `5`: a D6 roll from 2+ to 6+. */
export function parseRollTarget(value: string): number {
  const match = /^\s*([2-6])\+?\s*$/.exec(value);
  if (match === null) throw new OptionValueError('Expected a roll from 2+ to 6+, like 5+.');
  return Number(match[1]);
}

/** A whole number from 0 to 10 (damage reduction). */
export function parseSmallCount(value: string): number {
  if (!/^\s*\d+\s*$/.test(value) || Number(value) > 10) throw new OptionValueError('Expected a whole number from 0 to 10.');
  return Number(value);
}

/** Comma-separated names; repeated options add up. */
export function collectList(value: string, previous: readonly string[] | undefined): string[] {
  const items = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (items.length === 0) throw new OptionValueError('Expected one or more names separated by commas.');
  return [...(previous ?? []), ...items];
}

/** Repeatable single values (profile paths). */
export function collectOne(value: string, previous: readonly string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** `supercharge` (every weapon that has that profile) or `plasma gun=supercharge`; comma-separated. */
export function collectProfiles(value: string, previous: readonly ProfileChoice[] | undefined): ProfileChoice[] {
  const choices = value.split(',').map((part): ProfileChoice => {
    const [left, right] = part.split('=', 2).map((s) => s.trim());
    if (left === undefined || left === '' || (right !== undefined && right === '')) {
      throw new OptionValueError('Expected a profile name like supercharge, or weapon=profile like "plasma gun=supercharge".');
    }
    return right === undefined ? { profile: left } : { weapon: left, profile: right };
  });
  return [...(previous ?? []), ...choices];
}

/** Abilities granted to every weapon: "sustained hits 1,lethal hits". */
export function collectAbilities(value: string, previous: readonly WeaponAbility[] | undefined): WeaponAbility[] {
  const parsed = parseAbilities(value);
  if (parsed.errors.length > 0) throw new OptionValueError(parsed.errors.join('; ') + '.');
  return [...(previous ?? []), ...parsed.value];
}
