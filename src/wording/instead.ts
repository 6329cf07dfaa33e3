/**
 * A change made "instead" of an earlier one of the same characteristics, under a condition of its own that
 * the scenario knows or the player names: "Improve the Strength and Armour Penetration characteristics of
 * the bearer's melee weapons by 1. Each time the bearer ends a Charge move, … by 2 instead", "… targets a
 * VEHICLE, improve … by 1 (if that attack targets a FORTIFICATION unit, … by 2 instead)", "… targets a
 * MONSTER or VEHICLE unit, add 1 to the Damage … Each time this model makes an attack that targets a
 * TITANIC unit, add 2 to the Damage … instead". Never both: the numbers are always those of one change.
 *
 * - When the new change holds only where the earlier one holds too (its conditions include the earlier's),
 *   it is made as the difference: the earlier change and the difference add up to the new one.
 * - When it holds under the earlier's conditions but for one of them a target keyword of its own
 *   ("… a TITANIC unit"), the earlier change is limited to targets without that keyword and the new one
 *   is made as it is.
 * Otherwise (the earlier change needs the rule named and the new one asserts more, which naming the rule
 * would assert for both; a condition that cannot be negated) it is not modelled (read-rule.ts says why).
 */
import type { Requirement } from '../effects/index.js';
import type { ReadClause } from './types.js';
import { REPLACES } from './read-sentence.js';

const NAMED_BOTH = 'it replaces another change ("instead") under a condition of its own, and naming the rule would assume the conditions of both';
const NOT_NEGATED = 'it replaces another change ("instead") under a condition whose opposite cannot be stated, so the two cannot be told apart';

const key = (value: unknown): string => JSON.stringify(value ?? null);

const assumed = (c: ReadClause): readonly string[] => (c.trigger.kind === 'named' ? c.trigger.assumes : []);

const within = (some: readonly unknown[], all: readonly unknown[]): boolean => some.every((s) => all.some((a) => key(a) === key(s)));

/** The same changes of the same attacks: the same side, models and weapons, the same characteristics. */
function sameKind(earlier: ReadClause, clause: ReadClause): boolean {
  if (earlier.change.kind !== 'modifiers' || clause.change.kind !== 'modifiers') return false;
  return (
    earlier.side === clause.side &&
    earlier.scope === clause.scope &&
    key(earlier.weapons) === key(clause.weapons) &&
    key(earlier.modelKeywords) === key(clause.modelKeywords) &&
    key(earlier.model) === key(clause.model) &&
    key(earlier.option) === key(clause.option) &&
    key(earlier.reach) === key(clause.reach) &&
    key(Object.keys(earlier.change.modifiers).sort()) === key(Object.keys(clause.change.modifiers).sort())
  );
}

/** The new change as the difference from the earlier one (numbers that add up). */
function difference(clause: ReadClause, earlier: ReadClause): ReadClause {
  const was = (earlier.change.kind === 'modifiers' ? earlier.change.modifiers : {}) as Readonly<Record<string, number>>;
  const now = (clause.change.kind === 'modifiers' ? clause.change.modifiers : {}) as Readonly<Record<string, number>>;
  return { ...clause, change: { kind: 'modifiers', modifiers: Object.fromEntries(Object.entries(now).map(([k, v]) => [k, v - was[k]!])) } };
}

/** The one target-keyword condition the new change has and the earlier has not, when that is all it adds. */
function ownTargetKeywords(clause: ReadClause, earlier: ReadClause): readonly string[] | undefined {
  const added = clause.requires.filter((r) => !within([r], earlier.requires));
  const [only] = added;
  if (added.length !== 1 || only === undefined || only.kind !== 'keywords' || only.unit !== 'target') return undefined;
  if (only.any === undefined || only.all !== undefined || only.none !== undefined) return undefined;
  // The rest of its conditions are the earlier's own.
  if (!within(clause.requires.filter((r) => r !== only), earlier.requires)) return undefined;
  return only.any;
}

/**
 * `clause` (read with "instead") as it adds to the clauses `before` it: the difference, or itself with the
 * earlier clause limited (`before` is changed in place); why not, when it cannot be modelled.
 */
export function insteadOf(clause: ReadClause, before: ReadClause[]): ReadClause | string {
  let at = before.length - 1;
  while (at >= 0 && !sameKind(before[at]!, clause)) at--;
  const earlier = before[at];
  if (earlier === undefined) return REPLACES;
  // Naming the rule asserts all it assumes: a new change that assumes more would never leave the earlier alone.
  if (within(earlier.requires, clause.requires) && within(assumed(earlier), assumed(clause)) && (earlier.trigger.kind === 'always' || within(assumed(clause), assumed(earlier)))) return difference(clause, earlier);
  const keywords = ownTargetKeywords(clause, earlier);
  if (!within(assumed(clause), assumed(earlier))) return NAMED_BOTH;
  if (keywords === undefined) return NOT_NEGATED;
  const without: Requirement = { kind: 'keywords', unit: 'target', none: [...keywords] };
  before[at] = { ...earlier, requires: [...earlier.requires, without] };
  return clause;
}
