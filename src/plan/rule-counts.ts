/**
 * Rules whose change depends on a count (ReadClause.count; docs/effects.md, "Counts"): the count given with
 * a rule's name (`--effect "Pious Fervour=2"`), the change made as many times as the count says (rounding
 * down, capped where the rule caps it), and the errors for a count missing or given where none is asked.
 * The models of the rule's unit are the attack's to count: the unit as the attack starts (its losses during
 * the attack change nothing), its Leaders included.
 */
import { changeTexts, normaliseName, type Change } from '../effects/index.js';
import type { Modifiers } from '../rules/index.js';
import { effectNames, type Count, type ReadClause, type RuleReading } from '../wording/index.js';
import { OptionValueError } from './options/error.js';

/** `"Pious Fervour=2"` → the name and its count; a name without "=" has none. */
export function splitCount(value: string): { readonly name: string; readonly count?: number } {
  const m = /^(.*?)\s*=\s*(.*?)\s*$/.exec(value);
  if (m === null) return { name: value.trim() };
  const name = m[1]!.trim();
  if (!/^\d+$/.test(m[2]!)) throw new OptionValueError(`the count after "=" must be a whole number, e.g. "${name}=2".`);
  return { name, count: Number(m[2]) };
}

/** What the attack counts for a side's rules. */
export type AttackCounts = {
  /** The models of the side's unit as the attack starts, its Leaders included. */
  readonly models?: number;
  /** The counts given with rule names (`--effect "<name>=N"`), by normalised name. */
  readonly given: ReadonlyMap<string, number>;
};

export const NO_COUNTS: AttackCounts = { given: new Map() };

/** A counted clause's change as made: `times` the change made once, from `counted`. */
export type Counted = { readonly change: Change; readonly times: number; readonly counted: number; readonly text: string; readonly capped?: string };

function scaled(modifiers: Modifiers, times: number): Modifiers {
  return Object.fromEntries(Object.entries(modifiers).map(([k, v]) => [k, typeof v === 'number' ? v * times : v]));
}

/** How many times the change is made for `n` counted. */
export function timesFor(count: Count, n: number): number {
  return Math.min(Math.floor(n / count.per), count.max ?? Infinity);
}

/** The count a clause of the rule has in this attack (undefined: none known or given). */
function countedOf(ruleName: string, clause: ReadClause, counts: AttackCounts): number | undefined {
  if (clause.count?.of === 'models') return counts.models;
  const name = effectNames(ruleName, clause).find((n) => counts.given.has(normaliseName(n)));
  return name === undefined ? undefined : counts.given.get(normaliseName(name));
}

/** The change of a counted clause as this attack makes it, or undefined when its count is not known. */
export function countedChange(ruleName: string, clause: ReadClause & { readonly count: Count }, counts: AttackCounts): Counted | undefined {
  const n = countedOf(ruleName, clause, counts);
  if (n === undefined) return undefined;
  const { count, change } = clause;
  const times = timesFor(count, n);
  const made = change.kind === 'modifiers' && times > 0 ? { kind: 'modifiers' as const, modifiers: scaled(change.modifiers, times) } : change;
  // A count the player gave above the rule's maximum is true, and the rule adds no more: said, then capped.
  const capped = count.of === 'given' && count.max !== undefined && Math.floor(n / count.per) > count.max ? `${ruleName}: ${n} ${count.what} counted, but the rule makes its change at most ${count.max} time${count.max === 1 ? '' : 's'} (its maximum): ${count.max} applied` : undefined;
  const text = count.of === 'models' ? `${n} ${count.what} as the attack starts` : `${n} ${count.what}`;
  return { change: made, times, counted: n, text, ...(capped === undefined ? {} : { capped }) };
}

/** The clauses of a rule a name switches on. */
function clausesNamed(name: string, ruleName: string, reading: RuleReading): readonly ReadClause[] {
  const key = normaliseName(name);
  if (normaliseName(ruleName) === key) return reading.clauses;
  return reading.clauses.filter((c) => effectNames(ruleName, c).some((n) => normaliseName(n) === key));
}

/** The count in words, for a message: "N, the number of enemy units within 6" of this model (at most 3)". */
function asked(count: Count): string {
  return `N the number of ${count.what}${count.per > 1 ? ` (the change is made for every ${count.per})` : ''}${count.max === undefined ? '' : ` — the rule makes its change at most ${count.max} time${count.max === 1 ? '' : 's'}`}`;
}

/** Why a name given with --effect does not fit the rules it names: a count missing, or one given to a rule that asks for none. */
export function countIssue(name: string, count: number | undefined, rules: readonly { readonly rule: { readonly name: string }; readonly reading: RuleReading }[]): string | undefined {
  const clauses = rules.flatMap((r) => clausesNamed(name, r.rule.name, r.reading));
  if (clauses.length === 0) return undefined;
  const given = clauses.find((c) => c.count?.of === 'given')?.count;
  if (count === undefined && given !== undefined) return `${name} depends on a count: give it with the name, --effect "${name}=N", ${asked(given)}`;
  if (count === undefined || given !== undefined) return undefined;
  if (clauses.some((c) => c.count?.of === 'models')) return `${name} counts the models of its unit, which the attack knows: name it without "=${count}"`;
  return `${name} depends on no count: name it without "=${count}"`;
}

/** A clause's changes in words, with the count they are made for: "+1 Attacks for each of the enemy units within 6" of this model (at most 3 times)". */
export function clauseChangeTexts(clause: ReadClause): string[] {
  const texts = changeTexts(clause.change);
  const count = clause.count;
  if (count === undefined) return texts;
  const times = count.max === 1 && count.per > 1 ? `once there are ${count.per} or more ${count.what}` : `${count.per === 1 ? 'for each of the' : `for every ${count.per}`} ${count.what}${count.max === undefined ? '' : ` (at most ${count.max} time${count.max === 1 ? '' : 's'})`}`;
  return texts.map((t) => `${t} ${times}`);
}
