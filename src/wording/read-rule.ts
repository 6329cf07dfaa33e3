/**
 * A rule → what it does to an attack's numbers, sentence by sentence (read-sentence.ts). A sentence that
 * offers a choice or a use ("… this unit can use this ability", "select one enemy unit", "you can
 * declare …") makes every change after it one the player switches on by name, assuming it was used; an
 * ability named "(Aura)" holds only within its range, which the player asserts the same way. An
 * enhancement's "^^X^^ model only." is list building, not a change.
 */
import { readSentence, REPLACING, type Inherited } from './read-sentence.js';
import { splitSentences } from './sentences.js';
import { followOns, withOwners } from './follow-on.js';
import { insteadOf } from './instead.js';
import { heldBy, throughGrant, type Granted } from './granted.js';
import { afterOffer, offerRequires } from './offer.js';
import { ORDER_OFFERED } from './context/follow-on-conditions.js';
import { CHOICE_LEAD, rollResults, segmentsOf } from './options.js';
import type { ReadClause, RuleReading, RuleText, Unmodelled } from './types.js';
import { readCoreName } from './core-names.js';
import { readStruckBy } from './struck-by.js';
import { stateOthersMortals } from './mortal-reasons.js';
import { plainText } from './normalise.js';
import { weaponFollowOn } from './weapon-follow-on.js';
import { carriedFrom, type Carried } from './context/carried.js';
import { selectedEnemy } from './context/enemy-selected.js';
import { friendlySelectedToAct } from './context/friendly-selected.js';
import { eitherAttack } from './context/either-attack.js';
import { excludedKeywords, keywordList, SELECTED_ENEMY, SELECTED_TARGET } from './target.js';
import { FIGHT_PHASE, SHOOTING_PHASE } from './context/requirements.js';
import { selectedModel } from './context/selected-model.js';
import type { Change, Requirement } from '../effects/index.js';

/** A sentence that offers options; the changes after it are one of them each. */
const CHOICE = /\b(?:one of the following|select either|choose one|one of these|randomly select)\b|\bselect (?:one|two|which)\b[^.]*\b(?:from the list|below)\b|\bor:\s*$/i;

/** A sentence after which what follows holds only when the ability is used. */
const OFFERS = /\b(select (?:one|up to|a|an)\b|can use this ability|you can (?:declare|choose|select|use|spend|pick)|can (?:declare|perform|make) a|declare (?:it|that|this)|if you do\b|if it does\b|roll one d6|roll a d6)/i;

/** "Select one of the following keywords: INFANTRY, MONSTER, …": the sentences after it name "the selected keyword" (target.ts). */
const KEYWORD_CHOICE = /\bselect one of the following keywords\b/i;

const ONLY_MODEL = /^[^.]*\bmodels? only\.?$/i;

/** "In your Shooting phase, …", "At the start of the Fight phase, …", "Each time this unit is selected to fight, …": the phase a sentence is set in. */
function phaseOf(sentence: string): Requirement | undefined {
  // "In your Shooting phase or the Fight phase, when you select this model's unit to shoot or fight": both, never Overwatch.
  if (/\bin your shooting(?: phase)? or (?:the|your) fight phase\b/i.test(sentence)) return { kind: 'phase', phases: ['shooting', 'fight'] };
  const m = /\b(?:(?:in|at the start of) (?:your |the |your opponent's )?(shooting|fight) phase|each time (?:this (?:unit|model)|that unit) is selected to (shoot|fight))\b(?! or)/i.exec(sentence);
  if (m === null) return undefined;
  return /^(shooting|shoot)$/i.test(m[1] ?? m[2]!) ? SHOOTING_PHASE : FIGHT_PHASE;
}

/** What a sentence speaks of, in the words of the rolls and characteristics a change touches. */
const TOPICS: readonly (readonly [string, RegExp])[] = [
  ['hit', /hit roll|critical hit|ballistic skill|weapon skill/i],
  ['wound', /wound roll|critical wound/i],
  ['damage', /damage/i],
  ['mortals', /mortal wound/i],
  ['save', /invulnerable|saving throw|\bsave\b/i],
  ['fnp', /feel no pain/i],
  ['attacks', /attacks characteristic/i],
  ['strength', /strength characteristic/i],
  ['ap', /armour penetration/i],
];

function topicsOf(sentence: string): string[] {
  return TOPICS.filter(([, re]) => re.test(sentence)).map(([t]) => t);
}

function changeTopics(change: Change): string[] {
  switch (change.kind) {
    case 'modifiers': {
      const m = change.modifiers;
      return [
        ...(m.hit !== undefined || m.bs !== undefined || m.critHit !== undefined || m.rerollHits !== undefined || m.ignoreHarmfulHitModifiers !== undefined || m.snapShotOn !== undefined || m.hitOnlyOnUnmodified !== undefined || m.successfulHitsCritical !== undefined ? ['hit'] : []),
        ...(m.wound !== undefined || m.critWound !== undefined || m.rerollWounds !== undefined || m.woundOnlyOnUnmodified !== undefined || m.woundByStrength !== undefined || m.critWoundAp !== undefined || m.critWoundApSet !== undefined || m.successfulWoundsCritical !== undefined ? ['wound'] : []),
        ...(m.damage !== undefined || m.rerollDamage !== undefined ? ['damage'] : []),
        ...(m.attacks !== undefined ? ['attacks'] : []),
        ...(m.strength !== undefined ? ['strength'] : []),
        ...(m.ap !== undefined || m.critWoundAp !== undefined || m.critWoundApSet !== undefined ? ['ap'] : []),
        ...(m.rerollSaves !== undefined || m.save !== undefined ? ['save'] : []),
      ];
    }
    case 'invuln':
      return ['save'];
    case 'fnp':
      return ['fnp'];
    case 'mortals':
      return ['mortals'];
    case 'damage-reduction':
    case 'halve-damage':
    case 'damage-set':
      return ['damage'];
    case 'change-to-six':
      return ['hit', 'wound'];
    default:
      return [];
  }
}

/** The rule acts once the unit's attacks are resolved. */
const AFTER_ATTACKS = /\b(?:after|each time) (?:this|the bearer's|that|the bearer|its) (?:unit|model|model's unit)? ?has (?:shot|fought|resolved (?:its|their) attacks)|\bafter resolving (?:its|their|those|that unit's) attacks|\bafter (?:this|that) (?:unit|model) (?:has )?finished making (?:its )?attacks/i;

/** "select one enemy unit", "select one friendly INFANTRY unit within 6"": the kind of unit a sentence selects. */
function selectedBy(sentence: string): Inherited['selected'] {
  const text = plainText(sentence);
  const m = /\bselect (?:one|up to \w+|a|an)(?: visible)? (?:(other) )?(?:[a-z' -]+ )?\b(enemy|friendly)\b(?: ([a-z][a-z' ,/-]*?))? units?\b(?: \(excluding ([^)]*)\))?/i.exec(text);
  if (m === null) {
    // "select one MONSTER, VEHICLE or CHARACTER unit from your opponent's army": an enemy unit of those keywords.
    const theirs = /\bselect one(?: visible)? ([a-z][a-z' ,/-]*?) unit from your opponent's army\b/i.exec(text);
    const keywords = theirs === null ? undefined : keywordList(theirs[1]!.toLowerCase());
    return keywords === undefined ? undefined : { kind: 'enemy', keywords };
  }
  const keywords = m[3] === undefined ? undefined : keywordList(m[3].toLowerCase());
  // "(excluding MONSTERS and VEHICLES)" after the units, or after "hit by one or more of those attacks".
  const selection = text.slice(m.index + m[0].length).split(/[.;:]|\beach time\b|\buntil\b/i)[0]!;
  const exclusion = m[4] ?? /\(excluding ([^)]*)\)/i.exec(selection)?.[1];
  const excluded = exclusion === undefined ? undefined : excludedKeywords(exclusion.toLowerCase());
  return {
    kind: m[2]!.toLowerCase() as 'enemy' | 'friendly',
    ...(keywords === undefined ? {} : { keywords }),
    ...(excluded === undefined ? {} : { excluded }),
    ...(m[1] === undefined ? {} : { other: true as const }),
  };
}

/** What naming a heading assumes ("Defensive: …"), and a threshold ("3+: …"), as context/named.ts writes them. */
const HEADING_ASSUMED = /^"(.+)" is the option chosen$/;
const THRESHOLD_ASSUMED = /^the roll was /;

/** A change of one option: the player names the option ("Combat Drugs: Adrenalight") to assume it was chosen. */
function asOption(clause: ReadClause, option: string): ReadClause {
  const roll = /^on an? (.+)$/.exec(option);
  const assumed = roll === null ? `"${option}" is the option chosen` : `the roll was ${roll[1]}`;
  const assumes = clause.trigger.kind === 'named' ? clause.trigger.assumes : [];
  return { ...clause, trigger: { kind: 'named', assumes: [...new Set([...assumes, assumed])] }, option };
}

/** A sentence of the rule, with the option of a choice it belongs to and whether it is the choice's lead. */
type Item = { readonly sentence: string; readonly option?: string; readonly lead?: boolean };

/**
 * "Add 1 to the Attacks characteristic of the bearer's melee weapons. While …, add 2 to … instead": the
 * named change is the difference (+1 more), so the rule gives +1 until named and +2 when named. Only
 * against an earlier change that always holds, to the same characteristics of the same weapons under the
 * same requirements; otherwise it is not modelled.
 */
function replacement(clause: ReadClause, before: readonly ReadClause[]): ReadClause | undefined {
  if (clause.change.kind !== 'modifiers' || clause.trigger.kind !== 'named') return undefined;
  const replaced = clause.change.modifiers;
  const same = (c: ReadClause) =>
    c.change.kind === 'modifiers' &&
    c.trigger.kind === 'always' &&
    c.side === clause.side &&
    c.scope === clause.scope &&
    JSON.stringify(c.weapons) === JSON.stringify(clause.weapons) &&
    JSON.stringify(c.requires) === JSON.stringify(clause.requires) &&
    JSON.stringify(Object.keys(c.change.modifiers).sort()) === JSON.stringify(Object.keys(replaced).sort());
  // "… add 2 to the Attacks characteristic and add 1 to the Damage characteristic … instead" after "add 1 to
  // the Attacks characteristic": the Damage replaces nothing, so it is added as it is.
  const overlaps = (c: ReadClause) => c.side === clause.side && c.change.kind === 'modifiers' && Object.keys(c.change.modifiers).some((k) => k in replaced);
  if (!before.some(overlaps)) return clause;
  const old = [...before].reverse().find(same);
  if (old === undefined || old.change.kind !== 'modifiers') return undefined;
  const was = old.change.modifiers as Readonly<Record<string, number>>;
  const difference = Object.fromEntries(Object.entries(replaced).map(([k, v]) => [k, (v as number) - was[k]!]));
  return { ...clause, change: { kind: 'modifiers', modifiers: difference } };
}

/** The rule's sentences in order, each with the option of a choice it belongs to (options.ts). */
function itemsOf(text: string): Item[] {
  const items: Item[] = [];
  for (const segment of segmentsOf(text)) {
    for (const sentence of withOwners(splitSentences(segment.text).flatMap(eitherAttack).flatMap(followOns))) {
      const roll = segment.option === undefined ? rollResults(sentence) : undefined;
      if (roll === undefined) {
        items.push({ sentence, ...(segment.option === undefined ? {} : { option: segment.option }), ...(segment.lead === true ? { lead: true } : {}) });
        continue;
      }
      items.push({ sentence: `${roll.lead}.` });
      // A roll with one result the player would pick ("on a 2+, …", the other harming the unit) is the rule's,
      // read as a heading "2+: …" (context/named.ts); with several, each result is an option.
      const [only] = roll.results;
      if (roll.results.length === 1) items.push({ sentence: `${only!.label}: ${only!.text}` });
      else for (const r of roll.results) items.push({ sentence: r.text, option: `on a ${r.label}` });
    }
  }
  return items;
}

/**
 * "… makes an attack that targets a unit that is below its Starting Strength, … If that unit is Below
 * Half-strength, …": "that unit" is the target the sentence before named (or "targets that unit", the one
 * the rule selected), as "if that target is also …" says.
 */
function targetFollowOn(sentence: string, previous: string | undefined): string {
  if (previous === undefined || !/\btargets (?:that (?:enemy )?unit|an? (?:enemy )?unit that is below its starting strength)\b/i.test(previous)) return sentence;
  return sentence.replace(/^if that (?:enemy )?unit is (?:also )?below half-strength,/i, 'If that target is also Below Half-strength,');
}

/** "Impetuous Fervour: Each time …" in the rule Impetuous Fervour: its own name as a heading, no option. */
function withoutOwnHeading(sentence: string, name: string): string {
  const own = name.replace(/\s*[([].*$/, '').trim().toLowerCase();
  const colon = sentence.indexOf(':');
  return own !== '' && colon > 0 && sentence.slice(0, colon).trim().toLowerCase() === own ? sentence.slice(colon + 1).trim() : sentence;
}

/** A change for the attacks made after the rule's unit's own on the target it selected: other units'. */
function afterOwnAttacks(clause: ReadClause): ReadClause {
  const assumes = clause.trigger.kind === 'named' ? clause.trigger.assumes : [];
  return { ...clause, reach: 'others', trigger: { kind: 'named', assumes: [...assumes, "the rule's unit attacked the target before this attack"] } };
}

export function readRule(rule: RuleText): RuleReading {
  const clauses: ReadClause[] = [];
  const unmodelled: Unmodelled[] = [];
  if (rule.text.trim() === '' || /^\s*\d\+{1,2}\s*$/.test(rule.text)) {
    const core = readCoreName(rule);
    return { rule, clauses: core, unmodelled: [] };
  }
  const struck = readStruckBy(rule);
  if (struck !== undefined) return struck;
  const assumes: string[] = [];
  if (/\(aura\)\s*$/i.test(rule.name)) assumes.push('within range of the aura');
  let offered = false;
  let unread = false;
  /** Past a lead ending in a colon that is not read: what follows may hold only under it. */
  let underUnreadLead = false;
  /** Past "select one of the following": each change after it is one option of a choice. */
  let choice = false;
  let context: Inherited['context'];
  let phase: Inherited['phase'];
  let selected: Inherited['selected'];
  let carried: Carried | undefined;
  let previous: string | undefined;
  /** Units of some keywords the rule gives abilities to ("… units from your army have the following abilities:"). */
  const granted: Granted = {};
  /** Conditions the sentence offering the ability set ("if this unit made a Charge move this turn, it can use this ability"). */
  const offeredRequires: Requirement[] = [];
  for (const item of itemsOf(rule.text)) {
    const { option, lead } = item;
    const through = throughGrant(granted, targetFollowOn(withoutOwnHeading(item.sentence, rule.name), previous));
    const sentence = typeof through === 'string' ? weaponFollowOn(through, previous) : through;
    previous = item.sentence;
    // A lead changes nothing, but may offer what follows ("… units from your army can make a Malefic Surge").
    if (sentence === undefined) {
      if (OFFERS.test(item.sentence)) offered = true;
      continue;
    }
    if (typeof sentence !== 'string') {
      unmodelled.push({ sentence: item.sentence, why: sentence.why });
      continue;
    }
    if (ONLY_MODEL.test(sentence)) continue;
    const inherited: Inherited = {
      assumes: offered ? [...assumes, 'the ability is used'] : assumes,
      ...(context === undefined ? {} : { context }),
      ...(phase === undefined ? {} : { phase }),
      ...(selected === undefined ? {} : { selected }),
      ...(carried === undefined ? {} : { carried }),
      ...(AFTER_ATTACKS.test(rule.text) ? { after: true } : {}),
      ...(unread ? { afterUnread: true } : {}),
    };
    // The sentence that offers a choice split into options (options.ts) is what the options are named by.
    const read = lead === true && CHOICE_LEAD.test(sentence) ? ({ kind: 'none' } as const) : readSentence(sentence, rule, inherited);
    context = read.kind === 'read' ? read.context : undefined;
    if (read.kind === 'read' && underUnreadLead) unmodelled.push({ sentence, why: 'it holds under a condition written before it that is not read' });
    else if (read.kind === 'read' && choice && option === undefined) unmodelled.push({ sentence, why: 'it is one option of a choice among several' });
    else if (read.kind === 'read') {
      for (const c of read.clauses) {
        const replaced = REPLACING.has(c) ? (replacement(c, clauses) ?? insteadOf(c, clauses)) : c;
        const own = typeof replaced === 'string' ? replaced : heldBy(afterOffer(replaced, offeredRequires), granted);
        if (typeof own === 'string') unmodelled.push({ sentence, why: own, side: c.side });
        else clauses.push(option === undefined ? own : asOption(own, option));
      }
    }
    if (read.kind === 'unmodelled') unmodelled.push({ sentence, why: read.why, ...(read.side === undefined ? {} : { side: read.side }) });
    // A lead a sentence gives the ones after it ("While a BIG MEK model is embarked:") that is not read leaves them unread.
    unread = read.kind === 'unmodelled' || (read.kind === 'none' && /:$/.test(sentence.trim()));
    if (read.kind !== 'read' && /:$/.test(sentence.trim()) && lead !== true && !ORDER_OFFERED.test(sentence.trim())) underUnreadLead = true;
    if (CHOICE.test(sentence) && lead !== true && !KEYWORD_CHOICE.test(sentence)) choice = true;
    if (OFFERS.test(sentence)) offered = true;
    offeredRequires.push(...offerRequires(sentence));
    const friend = friendlySelectedToAct(plainText(sentence).toLowerCase());
    phase = phaseOf(sentence) ?? friend?.phase ?? phase;
    selected = selectedBy(sentence) ?? selectedModel(plainText(sentence)) ?? selectedEnemy(plainText(sentence).toLowerCase()) ?? friend?.selected ?? selected;
    carried = carriedFrom(sentence, plainText) ?? carried;
  }
  // Options told apart by headings a sentence starts with ("Defensive: …", "Bionik Arms: …"): each is named on
  // its own. Thresholds ("1+: …", "3+: …") may add up (Pact points): they are not options to pick one of.
  const headed = new Set(clauses.flatMap((c) => (c.option === undefined && c.trigger.kind === 'named' ? c.trigger.assumes.filter((a) => HEADING_ASSUMED.test(a) || THRESHOLD_ASSUMED.test(a)) : [])));
  if (headed.size > 1) {
    const options = clauses.flatMap((c): ReadClause[] => {
      const assumed = c.option === undefined && c.trigger.kind === 'named' ? c.trigger.assumes.find((a) => headed.has(a)) : undefined;
      if (assumed === undefined) return [c];
      const heading = HEADING_ASSUMED.exec(assumed);
      if (heading === null) {
        unmodelled.push({ sentence: c.sentence, why: 'it is one option of a choice among several' });
        return [];
      }
      const at = rule.text.toLowerCase().indexOf(heading[1]!);
      const label = at < 0 ? heading[1]! : rule.text.slice(at, at + heading[1]!.length);
      return [asOption({ ...c, trigger: { kind: 'named', assumes: c.trigger.kind === 'named' ? c.trigger.assumes.filter((a) => a !== assumed) : [] } }, label)];
    });
    clauses.splice(0, clauses.length, ...options);
  }
  // "Until the end of the battle, models in the bearer's unit have that bioniks ability. … 2. Bionik Arms: Add 1
  // to the Strength characteristic of melee weapons equipped by this model": each model has the option, so
  // "this model" of an option is every model of the unit.
  if (/\bmodels in (?:the bearer['\u2019]s|this) unit have (?:that|the selected|the chosen) [a-z'\u2019 -]*abilit/i.test(rule.text)) {
    clauses.splice(0, clauses.length, ...clauses.map((c) => (c.option !== undefined && c.scope === 'bearer' ? { ...c, scope: 'unit' as const } : c)));
  }
  // "… that Psychic Discipline is active and its effects apply to all ADEPTUS ASTARTES PSYKER units from your
  // army": each option holds for a unit with those keywords only.
  const appliesTo = /\b(?:its|their) effects apply to all \|?([a-z][a-z' ]*?) units (?:from|in) your army\b/i.exec(plainText(rule.text));
  if (appliesTo !== null) {
    const any = keywordList(appliesTo[1]!.toLowerCase());
    if (any === undefined) {
      for (const c of clauses.filter((c) => c.option !== undefined)) unmodelled.push({ sentence: c.sentence, why: `the units it applies to ("${appliesTo[1]}") are not named by keywords`, side: c.side });
      clauses.splice(0, clauses.length, ...clauses.filter((c) => c.option === undefined));
    } else {
      const keywords = (c: ReadClause): Requirement => ({ kind: 'keywords', unit: c.side === 'attacker' ? 'attacker' : 'target', any: [...any] });
      clauses.splice(0, clauses.length, ...clauses.map((c) => (c.option === undefined ? c : { ...c, requires: [...c.requires, keywords(c)] })));
    }
  }
  // Mortal wounds after a fight on a unit "not within Engagement Range" are never the fight's target's.
  if (/\bnot within engagement range\b/i.test(rule.text)) {
    for (const c of clauses.filter((c) => c.change.kind === 'mortals' && c.change.source.timing === 'after')) unmodelled.push({ sentence: c.sentence, why: 'it inflicts mortal wounds on another unit than the one attacked', side: c.side });
    clauses.splice(0, clauses.length, ...clauses.filter((c) => !(c.change.kind === 'mortals' && c.change.source.timing === 'after')));
  }
  stateOthersMortals(rule.text, clauses, unmodelled);
  // "After this unit has shot, select one enemy unit hit …; that enemy unit cannot have the Benefit of Cover":
  // the attacks on it after this unit's own are other units', never those of the unit named: they reach
  // only the units it supports (--support).
  if (AFTER_ATTACKS.test(rule.text)) {
    const later = (c: ReadClause) =>
      c.side === 'attacker' && c.change.kind !== 'mortals' && c.trigger.kind === 'named' && (c.trigger.assumes.includes(SELECTED_TARGET) || c.trigger.assumes.includes(SELECTED_ENEMY));
    clauses.splice(0, clauses.length, ...clauses.map((c) => (later(c) ? afterOwnAttacks(c) : c)));
  }
  // A change that a sentence not modelled speaks of too may be qualified by it ("… no mortal wounds are
  // inflicted if …"): it is not applied either.
  const kept = clauses.filter((c) => !unmodelled.some((u) => topicsOf(u.sentence).some((t) => changeTopics(c.change).includes(t))));
  for (const c of clauses.filter((c) => !kept.includes(c))) {
    if (!unmodelled.some((u) => u.sentence === c.sentence)) unmodelled.push({ sentence: c.sentence, why: 'another sentence of the rule changes the same roll in a way not modelled', side: c.side });
  }
  clauses.splice(0, clauses.length, ...kept);
  // "Invulnerable Save (2+*)" whose text only adds a restriction ("You cannot re-roll invulnerable saving
  // throws made for this model"): the save is in the name.
  if (!clauses.some((c) => c.change.kind === 'invuln')) clauses.push(...readCoreName({ ...rule, text: '' }).filter((c) => c.change.kind === 'invuln'));
  return { rule, clauses, unmodelled };
}
