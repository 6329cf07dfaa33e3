/**
 * The army-wide choices a side makes that give its units rules: its detachment (`--detachment`: every
 * rule of the detachment) and enhancements (`--enhancement`: borne by a CHARACTER model of the unit, a
 * leader's when one is attached), found by name in a data folder's detachments and enhancements. The
 * rules join the profiles' own `rules:` and are read and reported with them (unit-rules.ts).
 */
import type { Issue, ModelEntry, ProfileRule, UnitProfile } from '../profile/index.js';

type Rule = Omit<ProfileRule, 'at'>;
type Found<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** Where detachments and enhancements are found by name (army/rule-library.ts for a data folder). */
export type RuleSource = {
  readonly detachment: (name: string) => Found<{ readonly name: string; readonly rules: readonly Rule[] }>;
  readonly enhancement: (name: string) => Found<{ readonly name: string; readonly rule: Rule }>;
};

export type ArmyChoices = { readonly detachments: readonly string[]; readonly enhancements: readonly string[] };

function isCharacter(profile: UnitProfile, model: ModelEntry): boolean {
  return model.character ?? [...profile.keywords, ...model.keywords].includes('CHARACTER');
}

/** A side's profile and leaders with the rules of its choices, or the issues (an unknown name, no CHARACTER). */
export function withChoices(
  side: { readonly profile: UnitProfile; readonly leaders: readonly UnitProfile[] },
  choices: ArmyChoices,
  source: RuleSource | undefined,
  options: { readonly detachment: string; readonly enhancement: string },
): { ok: true; profile: UnitProfile; leaders: UnitProfile[] } | { ok: false; issues: Issue[] } {
  const issues: Issue[] = [];
  const issue = (option: string, message: string): Issue => ({ file: option, line: 0, col: 0, path: '', message });
  if (choices.detachments.length + choices.enhancements.length === 0) return { ok: true, profile: side.profile, leaders: [...side.leaders] };
  if (source === undefined) {
    const given = [...(choices.detachments.length > 0 ? [options.detachment] : []), ...(choices.enhancements.length > 0 ? [options.enhancement] : [])];
    return { ok: false, issues: given.map((o) => issue(o, `${o} names a detachment or enhancement of a BattleScribe data folder: give one with --data (or MATHHAMMER_DATA, or data: in the config file)`)) };
  }
  const at = (option: string) => ({ file: option, line: 0, col: 0, path: '' });
  const added: ProfileRule[] = [];
  for (const name of choices.detachments) {
    const found = source.detachment(name);
    if (!found.ok) issues.push(issue(options.detachment, found.message));
    else added.push(...found.value.rules.map((r) => ({ ...r, at: at(options.detachment) })));
  }
  // The bearer: an attached leader's CHARACTER model first (a leader bears the enhancement), else the unit's.
  const owners = [...side.leaders, side.profile];
  const bearer = owners.flatMap((p) => p.models.filter((m) => isCharacter(p, m)).map((m) => ({ profile: p, model: m })))[0];
  const borne: ProfileRule[] = [];
  for (const name of choices.enhancements) {
    const found = source.enhancement(name);
    if (!found.ok) issues.push(issue(options.enhancement, found.message));
    else if (bearer === undefined) issues.push(issue(options.enhancement, `${found.value.name} is borne by a CHARACTER model, and ${side.profile.name} has none (attach a leader that bears it with --leader)`));
    else borne.push({ ...found.value.rule, model: bearer.model.name, at: at(options.enhancement) });
  }
  if (issues.length > 0) return { ok: false, issues };
  const withRules = (p: UnitProfile, rules: readonly ProfileRule[]): UnitProfile => (rules.length === 0 ? p : { ...p, rules: [...(p.rules ?? []), ...rules] });
  const enhanced = (p: UnitProfile): UnitProfile => withRules(p, p === bearer?.profile ? borne : []);
  return { ok: true, profile: withRules(enhanced(side.profile), added), leaders: side.leaders.map(enhanced) };
}
