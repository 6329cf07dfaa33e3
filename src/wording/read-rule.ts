/**
 * A rule → what it does to an attack's numbers, sentence by sentence (read-sentence.ts). A sentence that
 * offers a choice or a use ("… this unit can use this ability", "select one enemy unit", "you can
 * declare …") makes every change after it one the player switches on by name, assuming it was used; an
 * ability named "(Aura)" holds only within its range, which the player asserts the same way. An
 * enhancement's "^^X^^ model only." is list building, not a change.
 */
import { readSentence, type Inherited } from './read-sentence.js';
import { splitSentences } from './sentences.js';
import type { ReadClause, RuleReading, RuleText, Unmodelled } from './types.js';
import { readCoreName } from './core-names.js';
import { FIGHT_PHASE, SHOOTING_PHASE } from './context/requirements.js';
import type { Requirement } from '../effects/index.js';

/** A sentence after which what follows holds only when the ability is used. */
const OFFERS = /\b(select (?:one|up to|a|an)\b|can use this ability|you can (?:declare|choose|select|use|spend|pick)|can (?:declare|perform|make) a|declare (?:it|that|this)|if you do\b|if it does\b|roll one d6|roll a d6)/i;

const ONLY_MODEL = /^[^.]*\bmodels? only\.?$/i;

/** "In your Shooting phase, …", "Each time this unit is selected to fight, …": the phase a sentence is set in. */
function phaseOf(sentence: string): Requirement | undefined {
  const m = /^(?:in (?:your|the) (shooting|fight) phase|each time this (?:unit|model) is selected to (shoot|fight))\b/i.exec(sentence);
  if (m === null) return undefined;
  return /^(shooting|shoot)$/i.test(m[1] ?? m[2]!) ? SHOOTING_PHASE : FIGHT_PHASE;
}

/** "select one enemy unit", "select one friendly INFANTRY unit within 6"": the kind of unit a sentence selects. */
function selectedBy(sentence: string): 'enemy' | 'friendly' | undefined {
  const m = /\bselect (?:one|up to \w+|a|an)(?: visible)? (?:[a-z' -]+ )?\b(enemy|friendly)\b/i.exec(sentence);
  return m === null ? undefined : (m[1]!.toLowerCase() as 'enemy' | 'friendly');
}

export function readRule(rule: RuleText): RuleReading {
  const clauses: ReadClause[] = [];
  const unmodelled: Unmodelled[] = [];
  if (rule.text.trim() === '' || /^\s*\d\+{1,2}\s*$/.test(rule.text)) {
    const core = readCoreName(rule);
    return { rule, clauses: core, unmodelled: [] };
  }
  const assumes: string[] = [];
  if (/\(aura\)\s*$/i.test(rule.name)) assumes.push('within range of the aura');
  let offered = false;
  let context: Inherited['context'];
  let phase: Inherited['phase'];
  let selected: Inherited['selected'];
  for (const sentence of splitSentences(rule.text)) {
    if (ONLY_MODEL.test(sentence)) continue;
    const inherited: Inherited = {
      assumes: offered ? [...assumes, 'the ability is used'] : assumes,
      ...(context === undefined ? {} : { context }),
      ...(phase === undefined ? {} : { phase }),
      ...(selected === undefined ? {} : { selected }),
    };
    const read = readSentence(sentence, rule, inherited);
    context = read.kind === 'read' ? read.context : undefined;
    if (read.kind === 'read') clauses.push(...read.clauses);
    if (read.kind === 'unmodelled') unmodelled.push({ sentence, why: read.why, ...(read.side === undefined ? {} : { side: read.side }) });
    if (OFFERS.test(sentence)) offered = true;
    phase = phaseOf(sentence) ?? phase;
    selected = selectedBy(sentence) ?? selected;
  }
  // "Invulnerable Save (2+*)" whose text only adds a restriction ("You cannot re-roll invulnerable saving
  // throws made for this model"): the save is in the name.
  if (!clauses.some((c) => c.change.kind === 'invuln')) clauses.push(...readCoreName({ ...rule, text: '' }).filter((c) => c.change.kind === 'invuln'));
  return { rule, clauses, unmodelled };
}
