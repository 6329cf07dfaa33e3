/**
 * `--effect "<name>"` and `effects:` in profiles: names to catalogue entries, with "did you mean"
 * for typos and the choices for a rule used in several ways (Malicious Frenzy).
 */
import { EFFECTS, effectNames, effectsMentioning, lookupEffect, normaliseName, type EffectEntry } from '../../effects/index.js';
import { closest, type Issue, type UnitProfile } from '../../profile/index.js';
import type { CommandRerollRoll } from '../../rules/index.js';
import { OptionValueError } from './error.js';
import { MORTAL_PRESETS } from './mortals.js';
import { splitCount } from '../rule-counts.js';

export type EffectResolution = { readonly ok: true; readonly entry: EffectEntry } | { readonly ok: false; readonly message: string };

/**
 * A name `--effect` gives that the catalogue does not have: a rule of one of the units in the attack
 * ("Oath of Moment"), found among their rules when the units are known (plan-calc.ts), else an error.
 */
export type RuleName = {
  readonly rule: true;
  readonly name: string;
  /** The count given with it, for a rule whose change depends on one: `--effect "Pious Fervour=2"` (plan/rule-counts.ts). */
  readonly count?: number;
};

export type EffectChoice = EffectEntry | RuleName;

export function isRuleName(choice: EffectChoice): choice is RuleName {
  return 'rule' in choice;
}

/** `resolveEffect`'s message for a name neither the catalogue nor the units' rules have, with their closest. */
export function unknownEffect(name: string, ruleNames: readonly string[]): string {
  const hint = closest(name, [...effectNames(), ...ruleNames]);
  if (hint !== undefined) return `unknown effect "${name}" (did you mean \`${hint}\`?)`;
  const resolved = resolveEffect(name);
  const where = ruleNames.length === 0 ? 'the units in the attack have no rules of their own' : `the units' rules: ${ruleNames.slice(0, 12).join(', ')}${ruleNames.length > 12 ? ', …' : ''}`;
  return `${resolved.ok ? `unknown effect "${name}"` : resolved.message}; ${where}`;
}

/** The catalogue entry a name means, or why there is none (with suggestions). */
export function resolveEffect(name: string): EffectResolution {
  const found = lookupEffect(name);
  if (found.kind === 'found') return { ok: true, entry: found.entry };
  if (found.kind === 'ambiguous') {
    return { ok: false, message: `"${name}" is used in several ways: name one of ${found.entries.map((e) => `"${e.name}"`).join(', ')}` };
  }
  const preset = name.trim().toLowerCase().replace(/\s+/g, '-');
  if ((MORTAL_PRESETS as readonly string[]).includes(preset)) {
    return { ok: false, message: `"${name}" inflicts mortal wounds outside the attack: use \`--mortals ${preset}\` (\`mathhammer calc --help\`)` };
  }
  const hint = closest(name, effectNames());
  if (hint !== undefined) return { ok: false, message: `unknown effect "${name}" (did you mean \`${hint}\`?)` };
  const mentions = effectsMentioning(name);
  if (mentions.length > 0 && mentions.length <= 4) {
    return { ok: false, message: `unknown effect "${name}" (did you mean ${mentions.map((e) => `\`${e.name}\``).join(' or ')}?)` };
  }
  return { ok: false, message: `unknown effect "${name}"; \`mathhammer effects\` lists the ${EFFECTS.length} it knows` };
}

/**
 * Collector for the repeatable `--effect <name>`: a catalogue entry, or a name kept for the units' rules
 * (checked when the units are known). A rule used in several ways or a mortal-wound source is an error here.
 */
export function collectEffects(value: string, previous: readonly EffectChoice[] | undefined): EffectChoice[] {
  const { name, count } = splitCount(value);
  const resolved = resolveEffect(name);
  const kept = lookupEffect(name).kind === 'unknown' && !(MORTAL_PRESETS as readonly string[]).includes(name.toLowerCase().replace(/\s+/g, '-'));
  if (!resolved.ok && !kept) throw new OptionValueError(`${resolved.message}.`);
  if (resolved.ok && count !== undefined) throw new OptionValueError(`${resolved.entry.name} depends on no count: name it without "=${count}".`);
  const choice: EffectChoice = resolved.ok ? resolved.entry : { rule: true, name, ...(count === undefined ? {} : { count }) };
  // Applied once however often it is named: a second naming would look like a second use.
  const same = (previous ?? []).find((p) => (isRuleName(p) || isRuleName(choice) ? normaliseName(p.name) === normaliseName(choice.name) : p === choice));
  if (same !== undefined) throw new OptionValueError(`${same.name} is given already: an effect applies once (give it once).`);
  return [...(previous ?? []), choice];
}

const REROLLABLE: readonly CommandRerollRoll[] = ['attacks', 'hit', 'wound', 'save', 'damage'];

/** `--command-reroll <roll>`: the roll Command Re-roll picks one die of. */
export function parseCommandReroll(value: string): CommandRerollRoll {
  const roll = REROLLABLE.find((r) => r === value.trim().toLowerCase());
  if (roll !== undefined) return roll;
  const hint = closest(value.trim(), REROLLABLE);
  throw new OptionValueError(`Expected the roll to re-roll: ${REROLLABLE.join(', ')}${hint === undefined ? '' : ` (did you mean ${hint}?)`}.`);
}

/** `--round <n>`: a battle round from 1 to 5. */
export function parseRound(value: string): number {
  if (!/^\s*[1-5]\s*$/.test(value)) throw new OptionValueError('Expected a battle round from 1 to 5.');
  return Number(value);
}

/**
 * The effects a unit's profiles name (`effects:` of the unit and of its leaders) that help `side`;
 * names that are not in the catalogue become positioned issues.
 */
export function profileEffects(profiles: readonly UnitProfile[], side: 'attacker' | 'defender', issues: Issue[]): EffectEntry[] {
  const entries: EffectEntry[] = [];
  for (const profile of profiles) {
    for (const ref of profile.effects ?? []) {
      const resolved = resolveEffect(ref.name);
      if (!resolved.ok) issues.push({ ...ref.at, message: resolved.message });
      else if (resolved.entry.side === side && !entries.includes(resolved.entry)) entries.push(resolved.entry);
    }
  }
  return entries;
}
