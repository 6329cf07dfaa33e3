/**
 * The rules of both units of one attack (unit-rules.ts), with the names the player gave (`--effect`):
 * the effects to apply, and after applying them, the report of every rule: applied, in the statline,
 * inactive in this attack (its condition does not hold), available by name, or not modelled.
 */
import { normaliseName, type EffectEntry, type EffectsOutcome } from '../effects/index.js';
import type { Issue, UnitProfile } from '../profile/index.js';
import type { ReportWarning, RuleSummary, UnitRules } from '../report/index.js';
import { isRuleName, unknownEffect, type EffectChoice } from './options/effects.js';
import { ruleEffects, rulesOf, type RuleEffects, type RuleLine, type UnitRule } from './unit-rules.js';
import { countIssue } from './rule-counts.js';
import { effectNames } from '../wording/index.js';
import { effectWarning } from './warnings.js';

export type SideUnits = { readonly name: string; readonly profile: UnitProfile; readonly leaders: readonly UnitProfile[]; readonly supporters?: readonly UnitProfile[] };

export type AttackRules = {
  /** The attacker's rules' effects, then the defender's. */
  readonly entries: readonly EffectEntry[];
  /** Attacking models whose weapons form firing groups of their own. */
  readonly separate: readonly string[];
  /** Names given with --effect that no catalogue entry and no rule of these units has. */
  readonly issues: readonly Issue[];
  readonly sides: readonly RuleEffects[];
  /** Supporting units (--support, --defender-support) none of whose rules reach other units. */
  readonly idleSupport: readonly string[];
};

/** `models`: how many models each side's unit has as the attack starts (rules that count them). */
export function attackRules(attacker: SideUnits, defender: SideUnits, choices: readonly EffectChoice[], catalogue: readonly EffectEntry[], models: { readonly attacker?: number; readonly defender?: number } = {}): AttackRules {
  const catalogueNames = new Set(catalogue.map((e) => normaliseName(e.name)));
  const names = choices.filter(isRuleName);
  const named = new Set(names.map((n) => normaliseName(n.name)));
  const given = new Map(names.flatMap((n) => (n.count === undefined ? [] : [[normaliseName(n.name), n.count] as const])));
  const attackerRules = rulesOf(attacker.profile, attacker.leaders, attacker.supporters);
  const defenderRules = rulesOf(defender.profile, defender.leaders, defender.supporters);
  const sides = [
    ruleEffects(attackerRules, attacker.name, 'attacker', named, catalogueNames, { given, ...(models.attacker === undefined ? {} : { models: models.attacker }) }),
    ruleEffects(defenderRules, defender.name, 'defender', named, catalogueNames, { given, ...(models.defender === undefined ? {} : { models: models.defender }) }),
  ];
  const all = [...attackerRules, ...defenderRules];
  const ruleNames = [...new Set(all.flatMap((r) => [r.rule.name, ...r.reading.clauses.flatMap((c) => (c.option === undefined ? [] : effectNames(r.rule.name, c)))]))];
  const known = new Set(ruleNames.map(normaliseName));
  const issues = names.flatMap((n): Issue[] => {
    const message = known.has(normaliseName(n.name)) ? (countIssue(n.name, n.count, all) ?? choiceUnmade(n.name, all, named)) : unknownEffect(n.name, ruleNames);
    return message === undefined ? [] : [{ file: '--effect', line: 0, col: 0, path: '', message }];
  });
  const supporting = new Set(all.filter((r) => r.asSupport === true).map((r) => r.owner));
  const idleSupport = [...(attacker.supporters ?? []), ...(defender.supporters ?? [])].filter((s) => !supporting.has(s)).map((s) => s.name);
  return { entries: sides.flatMap((s) => s.entries), separate: sides[0]!.separate, issues, sides, idleSupport };
}

/** A rule named that offers a choice, with none of its options named: which to name (docs/effects.md, "Options of a choice"). */
function choiceUnmade(name: string, rules: readonly UnitRule[], named: ReadonlySet<string>): string | undefined {
  for (const { rule, reading } of rules) {
    if (normaliseName(rule.name) !== normaliseName(name)) continue;
    const options = [...new Set(reading.clauses.flatMap((c) => (c.option === undefined ? [] : [effectNames(rule.name, c)[0]!])))];
    if (options.length === 0 || reading.clauses.some((c) => c.option !== undefined && effectNames(rule.name, c).some((o) => named.has(normaliseName(o))))) continue;
    return `${rule.name} offers a choice: name the option chosen, one of ${options.map((o) => `--effect "${o}"`).join(', ')}`;
  }
  return undefined;
}

/** Every rule of both units in the report's terms, and the warnings for rules named that did not apply. */
export function rulesReport(rules: AttackRules, outcome: EffectsOutcome): { readonly rules: readonly UnitRules[]; readonly warnings: readonly ReportWarning[] } {
  const warnings: ReportWarning[] = [];
  const byUnit = new Map<string, { unit: string; side: 'attacker' | 'defender'; rules: RuleSummary[] }>();
  const add = (line: RuleLine, summary: Omit<RuleSummary, 'name' | 'origin'>): void => {
    const key = `${line.role}\n${line.unit}`;
    const unit = byUnit.get(key) ?? { unit: line.unit, side: line.role, rules: [] };
    unit.rules.push({ name: line.name, origin: line.origin, ...summary });
    byUnit.set(key, unit);
  };
  for (const side of rules.sides) {
    for (const s of side.statline) add(s, { status: 'statline', changes: s.changes });
    for (const s of side.seeded) add(s, { status: 'inactive', why: `the named effect ${s.name} of mathhammer's catalogue is the same rule: it is used instead (mathhammer effects)` });
    for (const entry of side.entries) {
      const line = side.sources.get(entry)!;
      const applied = outcome.applied.find((a) => a.entry === entry);
      const unapplied = outcome.unapplied.find((u) => u.entry === entry);
      const assumes = entry.reading === undefined ? {} : { assumes: [entry.reading.replace(/^named: assumes /, '')] };
      if (applied !== undefined) add(line, { status: 'applied', changes: applied.changes, ...assumes });
      if (unapplied === undefined) continue;
      // A rule the player named says why it did not apply, as an effect does; an always-on rule is simply inactive here.
      if (side.named.includes(entry.name)) warnings.push(effectWarning(unapplied));
      add(line, { status: 'inactive', why: unapplied.why });
    }
    for (const a of side.available) add(a, { status: 'available', changes: a.changes, assumes: a.assumes });
    for (const u of side.unmodelled) add(u, { status: 'not-modelled', why: u.why });
    for (const o of side.forOthers) add(o, { status: 'inactive', why: `it changes the attacks other units make after this one's, on the target it selected: name this unit with --support for theirs` });
    for (const i of side.idle) add(i, { status: 'inactive', why: i.why });
    for (const text of side.capped) warnings.push({ text });
  }
  for (const name of rules.idleSupport) warnings.push({ text: `${name} supports the attack, but none of its rules reaches another unit (an aura, a marker): it changes nothing` });
  return { rules: [...byUnit.values()], warnings };
}
