/**
 * What a model's statline gets from the rules of the data that hold always: invulnerable saves (also
 * those only against ranged or melee attacks), Feel No Pain (also against mortal wounds or psychic
 * attacks) and Stealth, read by the rules reader (src/wording), and wargear that sets or raises Wounds
 * or Toughness ("The bearer has a Wounds characteristic of 4", "Add 1 to the bearer's Toughness and Wounds
 * characteristics"), read here. A save or Feel No Pain under a condition (while leading a unit, once per
 * battle…) stays a rule of the profile, applied when its condition holds; a change of Wounds or
 * Toughness under a condition, or of other characteristics, is a gap, so the profile is never better
 * protected than the datasheet says and never silently differs from it.
 */

import type { Stats } from '../profile/import/index.js';
import { readRule } from '../wording/index.js';

/** A characteristic set to a value (the highest of those given), then raised by `add`. */
export type StatChange = { readonly set?: number; readonly add: number };

export type Protection = {
  invuln?: number;
  invulnRanged?: number;
  invulnMelee?: number;
  fnp?: number;
  fnpMortal?: number;
  fnpPsychic?: number;
  stealth?: boolean;
  W?: StatChange;
  T?: StatChange;
};

/** The saves and Feel No Pain a Protection and a statline both have: the better of two is kept. */
const ROLLS = ['invuln', 'invulnRanged', 'invulnMelee', 'fnp', 'fnpMortal', 'fnpPsychic'] as const;

/** Wording that makes an ability hold only sometimes (a change of Wounds or Toughness after it is a gap). */
const CONDITIONAL = /\b(while|if|against|ranged attacks|melee attacks|once per|until|each time|when|instead|mortal wounds|psychic|first time|select|roll one)\b/i;

const SAVE_KEYS = { ranged: 'invulnRanged', melee: 'invulnMelee' } as const;
const FNP_KEYS = { mortal: 'fnpMortal', psychic: 'fnpPsychic' } as const;

/**
 * What a rule's reading gives for good (src/wording): its invulnerable saves (against every, ranged or
 * melee attack), Feel No Pain (against every wound, mortal wounds or psychic attacks) and Stealth that
 * hold always, with no condition, for the bearer ('self') or every model of its unit ('unit'). What
 * holds only sometimes stays a rule of the profile, read when the attack is computed.
 */
function protectionsOf(name: string, text: string): { unit: Protection; self: Protection } {
  const out = { unit: {} as Protection, self: {} as Protection };
  for (const clause of readRule({ name, text, origin: 'datasheet', model: 'the bearer' }).clauses) {
    if (clause.trigger.kind !== 'always' || clause.requires.length > 0 || clause.side !== 'defender') continue;
    const into = clause.scope === 'bearer' ? out.self : clause.scope === 'unit' ? out.unit : undefined;
    if (into === undefined) continue;
    const change = clause.change;
    if (change.kind === 'invuln') {
      const key = change.against === undefined ? 'invuln' : SAVE_KEYS[change.against];
      into[key] = Math.min(into[key] ?? 7, change.value);
    } else if (change.kind === 'fnp') {
      const key = change.against === undefined ? 'fnp' : FNP_KEYS[change.against];
      into[key] = Math.min(into[key] ?? 7, change.value);
    } else if (change.kind === 'stealth') into.stealth = true;
  }
  return out;
}

/**
 * What one ability grants, and to whom: 'unit' (every model of the unit), 'self' (the model or its
 * bearer). A rule that grants both keeps the bearer's here; the unit's part is read again, with the rest
 * of the rule, when the attack is computed (a save or Feel No Pain applies once however often it is read).
 */
export function readProtection(name: string, text: string, gaps: string[]): { scope: 'unit' | 'self'; value: Protection } | undefined {
  const read = protectionsOf(name, text);
  const hasAny = (p: Protection) => Object.keys(p).length > 0;
  let scope: 'unit' | 'self' = hasAny(read.self) || !hasAny(read.unit) ? 'self' : 'unit';
  const value: Protection = { ...read[scope] };
  const changed = readStatChanges(name, text, gaps);
  if (changed !== undefined) {
    if (!hasAny(value)) scope = changed.scope;
    if (changed.scope === scope) Object.assign(value, changed.value);
    else gaps.push(`${name}: changes characteristics of both the bearer and its unit ("${text.replace(/\*\*|\^\^/g, '').replace(/\s+/g, ' ').slice(0, 120)}"): the characteristics are not applied; edit the profile`);
  }
  return hasAny(value) ? { scope, value } : undefined;
}

/** The best of two (a lower roll is better). */
export function better(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.min(a, b);
}

/** The characteristics an ability may name; only Wounds and Toughness are read. */
const CHARACTERISTIC = /\b(movement|move|toughness|save|wounds|leadership|objective control|attacks|weapon skill|ballistic skill|strength)\b/gi;
/** Whom a change is for: the model (its bearer), every model of its unit, or another unit's models. */
const SELF = /\b(the bearer(?!['\u2019]s unit)|this model|the model)\b/i;
const UNIT = /\b(models in (this|the bearer['\u2019]s) unit|this unit['\u2019]s models)\b/i;
const OTHER_UNIT = /\b(that unit|friendly|another|other)\b/i;
/**
 * "the bearer has a Wounds characteristic of 4", "… has the Feel No Pain 4+ ability and a Wounds
 * characteristic of 5", "… has a Toughness characteristic of 5 and a Wounds characteristic of 6": the
 * values follow "has" at once (a transport that "has a transport capacity of … models with a Wounds
 * characteristic of 12" sets nothing).
 */
const SET = /\b(the bearer|this model) has (?:the [^.,]*? ability and )?((?:an? (?:wounds|toughness) characteristic of \d+(?:,? and )?)+)/i;
const SET_VALUE = /\b(wounds|toughness) characteristic of (\d+)/gi;
/**
 * "add 1 to the bearer's Toughness and Wounds characteristics", "improve … characteristics by 1": the
 * words just before "characteristic(s)" name whose and which (owner, then names joined by commas and
 * "and"), or "of …" after it does ("the Wounds characteristic of models in this unit").
 */
const RAISE = /\b(?:add (\d+) to|improve)\s+((?:(?:the|this|that|its|their)\s+)?(?:[\w\u2019'-]+\s+){0,3}?)((?:(?:movement|move|toughness|save|wounds|leadership|objective control|attacks|weapon skill|ballistic skill|strength)(?:,\s*|\s+and\s+)?)+)\s*characteristics?\b(\s+of\s+(?:(?!\sand\s)[^,.;])*)?/gi;
/** Lowered characteristics: never applied, since the profile is never better protected than the datasheet. */
const LOWER = /\b(subtract \d+ from|worsen)\b[^.]*\b(wounds|toughness) characteristic/i;
/** A sentence that offers one of several options ("select one … ability", "Column of the Major Alter: …"). */
const CHOICE = /\b(select|one of the following)\b|^[A-Z][^:.]{2,60}:\s/;

type Change = { readonly characteristic: string; readonly by: number; readonly owner: string; readonly set: boolean };

/** Each characteristic a sentence sets or raises, by how much (NaN: it does not say), and whose. */
function changesIn(sentence: string): Change[] {
  const setter = SET.exec(sentence);
  const sets = setter === null ? [] : [...setter[2]!.matchAll(SET_VALUE)].map((m) => ({ characteristic: m[1]!.toLowerCase(), by: Number(m[2]), owner: setter[1]!, set: true }));
  const by = /\bby (\d+)\b/i.exec(sentence)?.[1];
  const raises = [...sentence.matchAll(RAISE)].flatMap((clause) =>
    [...(clause[3] ?? '').matchAll(CHARACTERISTIC)].map((m) => ({
      characteristic: m[1]!.toLowerCase(),
      by: Number(clause[1] ?? by ?? NaN),
      owner: `${clause[2] ?? ''}${clause[4] ?? ''}`,
      set: false,
    })),
  );
  return [...sets, ...raises];
}

/**
 * Wounds and Toughness set or raised by an ability, sentence by sentence (a line of the text ends one
 * too). A sentence that speaks of a characteristic only in passing (a transport's "models with a Wounds
 * characteristic of 3 or more", "up to its Wounds characteristic"), or changes another unit's ("models
 * in that unit", an aura), changes nothing here. A change after a condition or a choice anywhere before
 * it in the text ("In your Command phase, if …, select one … ability") holds only sometimes: a gap.
 */
function readStatChanges(name: string, text: string, gaps: string[]): { scope: 'unit' | 'self'; value: Pick<Protection, 'W' | 'T'> } | undefined {
  const value: { W?: StatChange; T?: StatChange } = {};
  let scope: 'unit' | 'self' | undefined;
  let conditional = false;
  const sentences = text.replace(/\*\*|\^\^/g, '').split(/(?<=\.)\s+|\s*\n\s*/).map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l !== '');
  for (const sentence of sentences) {
    conditional ||= CONDITIONAL.test(sentence) || CHOICE.test(sentence);
    const changes = changesIn(sentence).filter((c) => !OTHER_UNIT.test(c.owner));
    const read = changes.filter((c) => c.characteristic === 'wounds' || c.characteristic === 'toughness');
    const lowered = LOWER.exec(sentence);
    if (lowered !== null) gaps.push(`${name}: lowers ${lowered[2]!.toLowerCase()} ("${sentence.slice(0, 120)}"): not applied; edit the profile when it holds`);
    if (read.length === 0) continue;
    const whom = new Set(read.map((c) => (UNIT.test(c.owner) ? 'unit' : SELF.test(c.owner) ? 'self' : 'unnamed')));
    const only = whom.size === 1 ? [...whom][0]! : 'several';
    const problem =
      conditional || /\bone\b/i.test(sentence) ? 'only under a condition or for a chosen model'
        : only === 'unnamed' ? 'for a model it does not name as the bearer'
          : only === 'several' || (scope !== undefined && only !== scope) ? 'for the bearer and for its unit'
            : read.some((c) => !Number.isInteger(c.by)) ? 'by an amount it does not give'
              : undefined;
    const names = [...new Set(read.map((c) => c.characteristic))].join(' and ');
    if (problem !== undefined) {
      gaps.push(`${name}: changes ${names} ${problem} ("${sentence.slice(0, 120)}"): not applied; edit the profile when it holds`);
      continue;
    }
    scope = only as 'unit' | 'self';
    for (const { characteristic, by, set } of read) {
      const key = characteristic === 'wounds' ? 'W' : 'T';
      const before = value[key] ?? { add: 0 };
      value[key] = set ? { ...before, set: Math.max(before.set ?? 0, by) } : { ...before, add: before.add + by };
    }
    const others = [...new Set(changes.map((c) => c.characteristic).filter((c) => c !== 'wounds' && c !== 'toughness'))];
    if (others.length > 0) gaps.push(`${name}: also changes ${others.join(', ')} ("${sentence.slice(0, 120)}"): only ${names} applied`);
  }
  return scope === undefined ? undefined : { scope, value };
}

/** Adds what an ability grants to what a model (or its unit) has been granted so far. */
export function absorbProtection(into: Protection, value: Protection | undefined): void {
  if (value === undefined) return;
  for (const key of ROLLS) {
    const best = better(into[key], value[key]);
    if (best !== undefined) into[key] = best;
  }
  if (value.stealth === true) into.stealth = true;
  for (const key of ['W', 'T'] as const) {
    const change = value[key];
    if (change === undefined) continue;
    const known = into[key];
    const set = Math.max(known?.set ?? 0, change.set ?? 0);
    into[key] = { ...(set > 0 ? { set } : {}), add: (known?.add ?? 0) + change.add };
  }
}

/** What several sources grant together: the best saves, each characteristic set to the highest given, then every raise. */
export function mergedProtection(...parts: readonly (Protection | undefined)[]): Protection {
  const out: Protection = {};
  for (const part of parts) absorbProtection(out, part);
  return out;
}

/** A characteristic after a change: the value it is set to (else its own), raised; none when it has neither. */
function changedValue(base: number | undefined, change: StatChange | undefined): number | undefined {
  if (change === undefined) return base;
  const from = change.set ?? base;
  return from === undefined ? undefined : from + change.add;
}

/** The statline with what was granted: the better invulnerable save and Feel No Pain, Wounds and Toughness changed. */
export function protectedStats(stats: Stats, granted: Protection): Stats {
  const out: { -readonly [K in keyof Stats]: Stats[K] } = { ...stats };
  for (const key of ROLLS) {
    const best = better(stats[key], granted[key]);
    if (best !== undefined) out[key] = best;
  }
  const W = changedValue(stats.W, granted.W);
  const T = changedValue(stats.T, granted.T);
  if (W !== undefined) out.W = W;
  if (T !== undefined) out.T = T;
  return out;
}
