/**
 * A characteristic changed once per so many counted (ReadClause.count): "add 1 to the Strength and Damage
 * characteristics of this model's 'Eadbanger weapon for every 5 models in that unit (rounding down)", "add 1
 * to the Attacks characteristic of this model's Master-Crafted Power Weapon for each enemy unit within 6" of
 * this model (to a maximum of +3)", "For each model embarked within this TRANSPORT, add 1 to the Attacks
 * characteristic of this model's butcha boyz weapon (to a maximum of +6)". The models of the rule's unit
 * are the attack's to count; anything else the player counts and gives with the rule's name. The change
 * itself is read by the characteristic shapes, which must read all of it.
 */
import { parseAbility } from '../../profile/index.js';
import { countAssumption, type Count } from '../types.js';
import type { FoundChange, SentenceState } from '../state.js';
import { ADD, ADD_TO_OWNERS, ADD_TWO, IMPROVE, IMPROVED } from './characteristic.js';
import type { EffectShape } from './shape.js';

/** The characteristic shapes, each anchored at the end too: the change is all of the text before (or after) its count. */
const CHANGES: readonly EffectShape[] = [IMPROVE, IMPROVED, ADD_TWO, ADD, ADD_TO_OWNERS].map((shape) => ({ ...shape, pattern: new RegExp(`${shape.pattern.source}$`) }));

const CHANGE = '(?:add|subtract|improve|worsen|increase|reduce) ';
const COUNTED = 'for (?:each|every) [^,;()]+?';
const NUMBER: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };

/** The change, then its count: "add 1 to … for every 5 models in that unit (rounding down)[, but while that unit contains 10 or more models, that weapon has the [HAZARDOUS] ability]". */
const AFTER = new RegExp(`^(${CHANGE}.*?) (${COUNTED})(?: \\(([^)]*)\\))?(, but while (?:that|this) unit contains (\\d+) or more models, that weapon has the \\[([a-z0-9 -]+)\\] ability)?(?=$|[,;]| and )`);

/** The count, then the change, to the end of the sentence: "[while one or more … units are embarked within this model, ]for each … model embarked within this model, [until the end of the phase, ]add 1 to … (to a maximum of +6)". */
const BEFORE = new RegExp(`^(?:while one or more [a-z' -]+ units are embarked within this model, )?(${COUNTED}), (?:until the end of (?:the|that) phase, )?(${CHANGE}.*?)(?: \\(([^)]*)\\))?$`);

const MODELS = /^for (?:each|every) (?:(\d+|two|three|four|five|six|ten) )?models? in (this unit|that unit|this model's unit|the bearer's unit)$/;

/** Something else counted: "(other )(friendly |enemy )… models/units/dice", then where or which. */
const GIVEN = /^for (?:each|every) (?:(\d+|two|three|four|five|six|ten) )?((?:other )?(?:friendly |enemy )?(?:[a-z][a-z' -]*? )?)(models?|units?|dice|die)((?: within \d+" of (?:this model|the bearer|this unit)| embarked within (?:this model|this transport)| (?:just )?discarded| that [a-z0-9' -]+)?)$/;

function perOf(word: string | undefined): number | undefined {
  if (word === undefined) return 1;
  const n = /^\d+$/.test(word) ? Number(word) : NUMBER[word];
  return n !== undefined && n > 0 ? n : undefined;
}

/** The count a phrase "for each …" / "for every N …" is, or why not. */
function countOf(phrase: string, state: SentenceState): Omit<Count, 'max'> | string {
  const models = MODELS.exec(phrase);
  if (models !== null) {
    const per = perOf(models[1]);
    if (per === undefined) return `a count not understood ("${phrase}")`;
    if (models[2] === 'that unit' && !state.leading && state.thatUnitIsOwn !== true) return 'its size depends on the models of another unit ("that unit")';
    return { of: 'models', what: state.leading && models[2] === 'that unit' ? 'models in the unit it leads (its Leaders included)' : 'models in the unit', per };
  }
  const given = GIVEN.exec(phrase);
  if (/\bin (?:this|that|the bearer's|this model's) unit\b/.test(phrase)) return `its size depends on a count of some models of a unit ("${phrase}")`;
  if (given === null) return `its size depends on a count not understood ("${phrase}")`;
  const per = perOf(given[1]);
  if (per === undefined) return `a count not understood ("${phrase}")`;
  const noun = given[3]!.replace(/^(model|unit)$/, '$1s').replace(/^die$/, 'dice');
  return { of: 'given', what: `${given[2]}${noun}${given[4]}`, per };
}

/** The characteristic change `text` is, read whole by one of the characteristic shapes. */
function changesOf(text: string, state: SentenceState): readonly FoundChange[] | string {
  for (const shape of CHANGES) {
    const m = shape.pattern.exec(text);
    if (m === null) continue;
    const read = shape.read(m, state);
    if (typeof read === 'string') return read;
    if (read.length === 0 || read.some((f) => f.change.kind !== 'modifiers')) return 'its size depends on a count, for a change other than an attack characteristic';
    return read;
  }
  return `its size depends on a count, for a change not understood ("${text.slice(0, 80)}")`;
}

/** The most times the change is made, from "(to a maximum of +6)" and the change made once; or why not. */
function maxOf(bracket: string | undefined, changes: readonly FoundChange[]): number | undefined | string {
  if (bracket === undefined || bracket === 'rounding down') return undefined;
  const cap = /^to a maximum of \+?(\d+)$/.exec(bracket);
  if (cap === null) return `a condition of the count not understood ("(${bracket})")`;
  const steps = new Set(changes.flatMap((f) => (f.change.kind === 'modifiers' ? Object.values(f.change.modifiers).filter((v): v is number => typeof v === 'number').map(Math.abs) : [])));
  if (steps.size !== 1) return 'a cap on changes of different sizes';
  return Math.floor(Number(cap[1]) / [...steps][0]!);
}

/** "…, but while that unit contains 10 or more models, that weapon has the [HAZARDOUS] ability": once the unit has so many (per 10, at most once). */
function withAbility(first: FoundChange, at: string, ability: string, count: Omit<Count, 'max'>): FoundChange | string {
  if (count.of !== 'models') return 'an ability for a count the player gives';
  const parsed = parseAbility(ability);
  if (!parsed.ok) return `an ability mathhammer does not know ("[${ability}]")`;
  const { count: _count, change: _change, ...holder } = first;
  void _count;
  void _change;
  return { ...holder, change: { kind: 'modifiers', modifiers: { abilities: parsed.value } }, count: { ...count, per: Number(at), max: 1 } };
}

function read(match: RegExpExecArray, state: SentenceState): readonly FoundChange[] | string {
  const after = AFTER.exec(match[0]);
  const [changeText, phrase, bracket] = after !== null ? [after[1]!, after[2]!, after[3]] : ((m) => [m[2]!, m[1]!, m[3]])(BEFORE.exec(match[0])!);
  const count = countOf(phrase, state);
  if (typeof count === 'string') return count;
  const changes = changesOf(changeText, state);
  if (typeof changes === 'string') return changes;
  const max = maxOf(bracket, changes);
  if (typeof max === 'string') return max;
  const full: Count = { ...count, ...(max === undefined ? {} : { max }) };
  const assumes = full.of === 'given' ? [countAssumption(full)] : [];
  const counted = changes.map((f) => ({ ...f, count: full, assumes: [...(f.assumes ?? []), ...assumes] }));
  if (after?.[4] === undefined) return counted;
  const ability = withAbility(changes[0]!, after[5]!, after[6]!, count);
  return typeof ability === 'string' ? ability : [...counted, ability];
}

export const COUNTED_CHANGE: EffectShape = {
  pattern: new RegExp(`(?:${AFTER.source})|(?:${BEFORE.source})`),
  read,
};
