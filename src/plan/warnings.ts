/**
 * Inputs that look applied but are not (issue 14, "nothing silent"): a named effect whose condition does
 * not hold, a flag the edition ignores, a modifier beyond the edition's cap. Each becomes a warning in the
 * report (and on the CLI's stderr; `--strict` makes them errors), never only a quiet note.
 */
import type { EffectEntry, UnappliedEffect } from '../effects/index.js';
import { formatIssue, type UnitProfile } from '../profile/index.js';
import type { CappedModifier, ReportWarning } from '../report/index.js';
import { formatSigned } from '../report/text/format.js';
import { EDITIONS, type Modifiers, type Scenario } from '../rules/index.js';
import type { ScenarioOptions } from './options/definitions.js';

/**
 * Why, short enough for a column label: "it needs --round (battle rounds 3–5); it needs --within-9 (the
 * target is within 9")" → "needs --round 3–5, --within-9"; reasons that name no option are kept.
 */
function shortWhy(why: string): string {
  const flags: string[] = [];
  const others: string[] = [];
  for (const reason of why.split('; ')) {
    const round = /--round \(battle rounds (\d)\u2013(\d)\)/.exec(reason);
    const options = reason.match(/--[a-z][a-z0-9-]*/g);
    if (round !== null) flags.push(`--round ${round[1]}–${round[2]}`);
    else if (options !== null && /^it needs /.test(reason)) flags.push(...options);
    else others.push(reason.replace(/^it /, ''));
  }
  return [...(flags.length === 0 ? [] : [`needs ${[...new Set(flags)].join(', ')}`]), ...others].join('; ');
}

export function effectWarning({ entry, why }: UnappliedEffect): ReportWarning {
  return { text: `${entry.name} not applied: ${why}`, effect: { name: entry.name, why: shortWhy(why) } };
}

/** A rule the attacker's own profile names that helps only the attacks after its user's (Fields of Fire). */
export function usedTooEarlyWarning(entry: EffectEntry, attacker: string): ReportWarning {
  const why = `${attacker} uses it (its profile names it), and ${entry.laterAttacksOnly ?? ''}`;
  return { text: `${entry.name} not applied: ${why}`, effect: { name: entry.name, why: 'its user never benefits' } };
}

/** The modifiers beyond the edition's caps: hit and wound rolls ±cap (10e and 11e ±1), 10e saves +1. */
export function cappedModifiers(modifiers: Modifiers, edition: ScenarioOptions['rules']): CappedModifier[] {
  const rules = EDITIONS[edition];
  const capped: CappedModifier[] = [];
  for (const modifier of ['hit', 'wound'] as const) {
    const given = modifiers[modifier] ?? 0;
    // A harmful hit modifier that is ignored (Patient Hunter) is not capped: none of it applies.
    if (modifier === 'hit' && given < 0 && modifiers.ignoreHarmfulHitModifiers === true) continue;
    if (Math.abs(given) > rules.rollModifierCap) capped.push({ modifier, given, applied: Math.sign(given) * rules.rollModifierCap });
  }
  const save = modifiers.save ?? 0;
  if (rules.saveImprovementCap !== null && save > rules.saveImprovementCap) capped.push({ modifier: 'save', given: save, applied: rules.saveImprovementCap });
  return capped;
}

export function cappedWarning({ modifier, given, applied }: CappedModifier, edition: ScenarioOptions['rules']): ReportWarning {
  const rule = modifier === 'save' ? 'a save is never improved by more than +1 (10e)' : `${modifier}-roll modifiers never add up to more than ±1 (${edition === '11e' ? '11e 02.02.01' : '10e'})`;
  return { text: `${modifier}-roll modifier ${formatSigned(given)} is capped at ${formatSigned(applied)}: ${rule}` };
}

/** What reading the profiles noticed: text that was not UTF-8 (read as Windows-1252), at its place. */
export function profileWarnings(profiles: readonly UnitProfile[]): ReportWarning[] {
  const texts = profiles.flatMap((p) => (p.warnings ?? []).map(formatIssue));
  return [...new Set(texts)].map((text) => ({ text }));
}

/**
 * Hit re-rolls (a policy, an effect's, a Command Re-roll) where the edition forbids them: 11e snap
 * shooting (15.09, so 11e Overwatch) and 11e indirect fire (10.07), when every weapon fired is affected.
 */
export function forbiddenRerollWarnings(scenario: Scenario, edition: ScenarioOptions['rules']): ReportWarning[] {
  const rules = EDITIONS[edition];
  const granted = scenario.modifiers?.abilities ?? [];
  const ranged = scenario.attacker.firing.filter((f) => f.weapon.type === 'ranged');
  const indirectAll =
    scenario.conditions.indirect === true && ranged.length > 0 && ranged.every((f) => [...f.weapon.abilities, ...granted].some((a) => a.kind === 'indirect-fire'));
  const why =
    scenario.conditions.overwatch === true && rules.overwatch.noHitRerolls
      ? '11e snap shooting (15.09, Fire Overwatch): "You cannot re-roll hit rolls"'
      : indirectAll && rules.indirect.noHitRerolls
        ? '11e indirect fire (10.07): "You cannot re-roll hit rolls"'
        : null;
  if (why === null) return [];
  const policy = scenario.modifiers?.rerollHits;
  return [
    ...(policy !== undefined && policy !== 'none' ? [`hit re-rolls (${policy}) have no effect: ${why}`] : []),
    ...(scenario.commandReroll?.roll === 'hit' ? [`the Command Re-roll of a hit has no effect: ${why}`] : []),
  ].map((text) => ({ text }));
}

/** Flags the edition ignores, and battle-shock asked for of a defender without Ld. */
export function ignoredFlagWarnings(options: ScenarioOptions, defender: string, leadershipKnown: boolean): ReportWarning[] {
  const texts: string[] = [];
  if (options.rules === '10e' && options.lethal !== undefined) texts.push('--lethal has no effect in 10e: [LETHAL HITS] is mandatory');
  if ((options.forcedTest !== undefined || options.battleShocked === true) && !leadershipKnown) {
    texts.push(`battle-shock not computed: the profile of ${defender} does not give every model's Ld`);
  }
  if (options.battleShocked === true && options.rules === '10e') texts.push('--battle-shocked has no effect in 10e: a unit tests only when Below Half-strength');
  const indirect = EDITIONS[options.rules].indirect;
  if (options.indirect === true && options.spotted === true) {
    // Spotted matters only through the fail band of a stationary attacker (docs/rules.md 2.5).
    if (indirect.failUpToWhenStationarySpotted === indirect.failUpTo) {
      texts.push(`--spotted has no effect in ${options.rules}: indirect fire fails on 1–${indirect.failUpTo} whether or not the target is spotted (docs/rules.md 2.5)`);
    } else if (options.stationary !== true) {
      texts.push(`--spotted has no effect without --stationary: indirect fire fails on 1–${indirect.failUpToWhenStationarySpotted} instead of 1–${indirect.failUpTo} only when the attacker Remained Stationary and the target is spotted (docs/rules.md 2.5)`);
    }
  }
  return texts.map((text) => ({ text }));
}
