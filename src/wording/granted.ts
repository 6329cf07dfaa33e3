/**
 * A detachment's or an army's rule that gives units of some keywords abilities of their own: "TITANIC
 * CHAOS KNIGHTS units from your army have the following abilities: Dread Tyrants (Aura): While a friendly
 * DAMNED unit is within 9" of this unit, …", "IMPERIAL KNIGHT units from your army have the following the
 * ability: Sacristan Pledge: …", "All other ADEPTUS CUSTODES units from your army gain the following
 * ability: …". The lead is no change; each ability after it (its name a heading) holds for a unit with
 * those keywords only (and none of the ones "(excluding …)" or "all other" leaves out): a requirement of
 * the rule's unit, attacking or attacked. An aura's unit (or a unit the ability selects) is another than
 * the one it reaches: that it has the keywords is asserted by naming the rule.
 */
import { isNoNumberAbility } from './shapes/no-number-abilities.js';
import type { ReadClause } from './types.js';
import { excludedKeywords, keywordList } from './target.js';

type Holders = { readonly any: readonly string[]; readonly none?: readonly string[] };

/** What the abilities read so far are given to; `why` when the lead's units are not keywords. */
export type Granted = { holders?: Holders; why?: string; aura?: boolean };

const LEAD = /^(all other )?([a-z][a-z' ,/-]*?) (?:units?|models?)(?: \(excluding ([^)]*)\))? (?:from|in) your army (?:have|gain) the following (?:the )?abilit(?:y|ies):?$/i;

/** "In your Command phase, one or more CHAOS KNIGHTS units from your army can make a Malefic Surge.": the same, for what follows. */
const CAN_MAKE = /^(?:in your [a-z]+ phase, )?one or more ([a-z][a-z' ,/-]*?) units?(?: \(excluding ([^)]*)\))? from your army can (?:make|perform|use) an? [a-z' !-]+$/i;

/** A lead's parts: "all other", the units' keywords, those "(excluding …)". */
function leadParts(sentence: string): RegExpExecArray | undefined {
  const lead = LEAD.exec(sentence);
  if (lead !== null) return lead;
  const can = CAN_MAKE.exec(sentence);
  if (can === null) return undefined;
  const parts = [can[0], undefined, can[1], can[2]] as unknown as RegExpExecArray;
  return parts;
}

/** "Dread Tyrants (Aura): …", "Sacristan Pledge: …": an ability's name before its text. */
const HEADING = /^[A-Z][A-Za-z'\u2019 -]{1,40}?(?: \(([^)]*)\))?: (?=\S)/;

function leadOf(match: RegExpExecArray, before: Holders | undefined): Holders | string {
  const any = /\b(?:all|other|every|each)\b/i.test(match[2]!) ? undefined : keywordList(match[2]!.toLowerCase());
  const excluded = match[3] === undefined ? [] : excludedKeywords(match[3].toLowerCase());
  if (any === undefined || excluded === undefined) return `the units it gives the ability to ("${match[2]}") are not named by keywords`;
  // "All other ADEPTUS CUSTODES units": those without the keywords of the lead before it.
  if (match[1] !== undefined && before === undefined) return `the units it gives the ability to ("${match[0].slice(0, 60)}") are not named by keywords`;
  const none = [...excluded, ...(match[1] === undefined ? [] : before!.any)];
  return { any, ...(none.length === 0 ? {} : { none }) };
}

/** Abilities of the core rules that change no attack's numbers, or that the reader reads by their name. */
const CORE_ABILITY = /^(?:lone operative|deep strike|scouts?(?: \d+")?|infiltrators|fights first|leader|firing deck(?: \d+)?|hover|deadly demise(?: [a-z0-9+]+)?|stealth|battleline|feel no pain \d\+)$/i;

/** "… that Scintillating Legions unit has the Cabal of Sorcerers ability": another rule given, whose text is not here. */
const GIVES_ABILITY = /\b(?:has|have|gains?) the ([A-Za-z][A-Za-z'\u2019 -]*?) abilit(?:y|ies)\b/;

/**
 * The sentence as the reader reads it under the leads before it (its ability's name left out), or undefined
 * for a lead itself, which changes nothing; `granted` keeps what the leads gave. An ability that gives
 * another named rule (not a weapon ability in brackets) is not read: `why`.
 */
export function throughGrant(granted: Granted, sentence: string): string | { readonly why: string } | undefined {
  const lead = leadParts(sentence.trim().replace(/\.$/, ''));
  if (lead !== undefined) {
    const read = leadOf(lead, granted.holders);
    if (typeof read === 'string') {
      delete granted.holders;
      granted.why = read;
    } else {
      delete granted.why;
      granted.holders = read;
    }
    delete granted.aura;
    return undefined;
  }
  if (granted.holders === undefined && granted.why === undefined) return sentence;
  const heading = HEADING.exec(sentence);
  if (heading !== null) granted.aura = heading[1] !== undefined && /\baura\b/i.test(heading[1]);
  const text = heading === null ? sentence : sentence.slice(heading[0].length);
  const given = GIVES_ABILITY.exec(text);
  if (given !== null && !CORE_ABILITY.test(given[1]!) && !isNoNumberAbility(given[1]!)) return { why: `it gives the ${given[1]} ability, whose rules are not read here` };
  return text;
}

const words = (keywords: readonly string[]): string => keywords.join(' or ');

/** The clause as an ability of the units the leads gave it to, or why not modelled. */
export function heldBy(clause: ReadClause, granted: Granted): ReadClause | string {
  if (granted.why !== undefined) return granted.why;
  const holders = granted.holders;
  if (holders === undefined) return clause;
  if (clause.reach !== undefined || granted.aura === true) {
    const assumed = `the unit with the ability is ${/^[AEIOU]/.test(holders.any[0]!) ? 'an' : 'a'} ${words(holders.any)} unit${holders.none === undefined ? '' : ` (not ${words(holders.none)})`}`;
    const assumes = clause.trigger.kind === 'named' ? clause.trigger.assumes : [];
    return { ...clause, trigger: { kind: 'named', assumes: [...assumes, assumed] } };
  }
  const unit: 'attacker' | 'target' = clause.side === 'attacker' ? 'attacker' : 'target';
  return { ...clause, requires: [...clause.requires, { kind: 'keywords', unit, any: [...holders.any] }, ...(holders.none === undefined ? [] : [{ kind: 'keywords' as const, unit, none: [...holders.none] }])] };
}
