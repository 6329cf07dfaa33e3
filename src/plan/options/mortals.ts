/**
 * `--mortals <source>` (mortal wounds rolled outside the attack: before it, or after it with the generic
 * form's `timing=after`) and `--forced-test <name[:modifier]>` (a battle-shock test forced right after
 * it). The rules are quoted in docs/rules.md §11–12:
 * - Explosives (Core Stratagem 15.05, seed drukhari-starfangs): "Roll six D6: for each 4+, that enemy
 *   unit suffers 1 mortal wound";
 * - Crushing Impact (Core Stratagem 15.06, seed drukhari-starfangs): one D6 per point of the unit's
 *   Toughness, each 5+ one mortal wound on the target (at most 6), each 1 one mortal wound on the unit;
 * - Acceptable Losses (Brood Brother Auxilia, seed genestealer-cults-medusa-carriage-battery): "after it
 *   has resolved those attacks, roll one D6 for each of those GENESTEALER CULTS units: on a 5+, the unit
 *   being rolled for suffers D3+1 mortal wounds". Those are the player's own units, not the target: the
 *   attack is unchanged and the cost is reported beside it (docs/rules.md §11);
 * - Deadly Demise X (24.08, seed drukhari-starfangs): "roll one D6. On a 6, … suffers a number of
 *   mortal wounds denoted by X";
 * - any other: `dice=…,on=…,each=…`, with `timing=after` for a rule that inflicts them "after this unit
 *   has shot" (docs/rules.md §11). The presets keep their own timing: their rules fix it, and their
 *   `:value` is the preset's own number (crushing-impact:T, deadly-demise:X, acceptable-losses:N).
 */
import { parseDice } from '../../prob/dice.js';
import { closest } from '../../profile/index.js';
import type { ForcedBattleShock, MortalSource, MortalTiming } from '../../rules/index.js';
import { OptionValueError } from './error.js';

/** The named sources, with the aliases `--mortals` accepts. */
export const MORTAL_PRESETS = ['explosives', 'grenade', 'crushing-impact', 'acceptable-losses', 'deadly-demise'] as const;

const GENERIC_KEYS = ['dice', 'on', 'each', 'max', 'self', 'timing'] as const;
/** What `key=` takes, in the message of a key without a value. */
const EXAMPLE_VALUES: Record<(typeof GENERIC_KEYS)[number], string> = { dice: '1', on: '4+', each: '1', max: '1', self: '1', timing: 'after' };
const TIMINGS = ['before', 'after'] as const satisfies readonly MortalTiming[];
/** The generic form as the messages show it. */
const GENERIC_FORM = 'dice=6,on=4+,each=1[,max=6][,self=1][,timing=after]';

function fail(message: string): never {
  throw new OptionValueError(`${message}.`);
}

function wholeNumber(text: string, what: string, min: number, max: number): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < min || Number(trimmed) > max) fail(`${what}: expected a whole number from ${min} to ${max}, got "${text}"`);
  return Number(trimmed);
}

function roll(text: string, what: string): number {
  const match = /^\s*([1-6])\+?\s*$/.exec(text);
  if (match === null) fail(`${what}: expected a D6 roll from 1+ to 6+, like 4+, got "${text}"`);
  return Number(match[1]);
}

function dice(text: string, what: string): MortalSource['perSuccess'] {
  const parsed = parseDice(/^\s*\d+\s*$/.test(text) ? Number(text) : text);
  if (!parsed.ok) fail(`${what}: ${parsed.message}`);
  return parsed.value;
}

/** `dice=6,on=4+,each=1[,max=6][,self=1][,timing=after]`. */
function parseGeneric(value: string): MortalSource {
  const fields = new Map<string, string>();
  for (const part of value.split(',')) {
    const [key = '', text] = part.split('=', 2).map((s) => s.trim());
    const known = GENERIC_KEYS.find((k) => k === key.toLowerCase());
    if (known === undefined) {
      const hint = closest(key, GENERIC_KEYS);
      fail(`unknown key "${key}" in "${value}"${hint === undefined ? `; keys: ${GENERIC_KEYS.join(', ')}` : ` (did you mean \`${hint}\`?)`}`);
    }
    if (text === undefined || text === '') fail(`${known} needs a value in "${value}", like ${known}=${EXAMPLE_VALUES[known]}`);
    if (fields.has(known)) fail(`${known} is given twice in "${value}"`);
    fields.set(known, text);
  }
  for (const key of ['dice', 'on', 'each'] as const) {
    if (!fields.has(key)) fail(`"${value}" lacks ${key}=: a source reads dice=6,on=4+,each=1 (max=, self= and timing= optional)`);
  }
  const count = wholeNumber(fields.get('dice')!, 'dice', 1, 100);
  const successOn = roll(fields.get('on')!, 'on');
  const perSuccess = dice(fields.get('each')!, 'each');
  const max = fields.has('max') ? wholeNumber(fields.get('max')!, 'max', 1, 1000) : undefined;
  const self = fields.has('self') ? wholeNumber(fields.get('self')!, 'self', 1, 6) : undefined;
  const timing = fields.has('timing') ? parseTiming(fields.get('timing')!) : 'before';
  // A source after the attacks says so in its name: every report shows a source by its name (§11).
  const name = `${count}D6 on ${successOn}+, ${perSuccess.text} MW each${max === undefined ? '' : `, max ${max}`}${timingWords(timing)}`;
  return {
    name,
    dice: count,
    successOn,
    perSuccess,
    ...(max === undefined ? {} : { max }),
    ...(self === undefined ? {} : { selfOnOrBelow: self }),
    // before is the default: such a source is the one it always was
    ...(timing === 'before' ? {} : { timing }),
  };
}

function parseTiming(text: string): MortalTiming {
  const timing = TIMINGS.find((t) => t === text.trim().toLowerCase());
  if (timing === undefined) fail(`timing: expected before or after (the attacks), got "${text}"`);
  return timing;
}

/** §11: what the source's name adds for its timing. */
function timingWords(timing: MortalTiming): string {
  switch (timing) {
    case 'before':
      return '';
    case 'after':
      return ', after the attacks';
    default: {
      const never: never = timing;
      throw new TypeError(`timingWords: unknown timing ${String(never)}`);
    }
  }
}

/** One `--mortals` value as a source. */
export function parseMortalSource(value: string): MortalSource {
  const text = value.trim();
  if (text.includes('=')) return parseGeneric(text);
  const colon = text.indexOf(':');
  const name = (colon < 0 ? text : text.slice(0, colon)).trim().toLowerCase().replace(/[\s_]+/g, '-');
  const arg = colon < 0 ? undefined : text.slice(colon + 1).trim();
  const noArg = (preset: string): void => {
    if (arg !== undefined) fail(`${preset} takes no value, got "${text}"`);
  };
  switch (name) {
    case 'explosives':
    case 'grenade':
    case 'grenades':
      noArg(name);
      return { name: 'Explosives', dice: 6, successOn: 4, perSuccess: dice('1', 'each') };
    case 'crushing-impact': {
      if (arg === undefined || arg === '') fail('crushing-impact rolls one D6 per point of the unit\'s Toughness: give it, like crushing-impact:10');
      const toughness = wholeNumber(arg, 'crushing-impact Toughness', 1, 30);
      return { name: `Crushing Impact (T${toughness})`, dice: toughness, successOn: 5, perSuccess: dice('1', 'each'), max: 6, selfOnOrBelow: 1 };
    }
    case 'acceptable-losses': {
      // N: the GENESTEALER CULTS units within Engagement Range of the target, one die each.
      const units = arg === undefined || arg === '' ? 1 : wholeNumber(arg, 'acceptable-losses units', 1, 20);
      return {
        name: units === 1 ? 'Acceptable Losses' : `Acceptable Losses (${units} units)`,
        dice: units,
        successOn: 5,
        perSuccess: dice('D3+1', 'each'),
        ownUnits: 'GENESTEALER CULTS',
      };
    }
    case 'deadly-demise': {
      if (arg === undefined || arg === '') fail('deadly-demise needs its X, like deadly-demise:1, deadly-demise:D3 or deadly-demise:D6');
      const perSuccess = dice(arg, 'deadly-demise X');
      return { name: `Deadly Demise ${perSuccess.text}`, dice: 1, successOn: 6, perSuccess };
    }
    default: {
      const hint = closest(name, MORTAL_PRESETS);
      fail(
        `unknown mortal-wound source "${text}"${hint === undefined ? '' : ` (did you mean \`${hint}\`?)`}; expected one of ${MORTAL_PRESETS.join(', ')}, or ${GENERIC_FORM}`,
      );
    }
  }
}

/** Collector for the repeatable `--mortals <source>`, in order. */
export function collectMortals(value: string, previous: readonly MortalSource[] | undefined): MortalSource[] {
  return [...(previous ?? []), parseMortalSource(value)];
}

/** `--forced-test "Siege Bombardment"` or `--forced-test "Symphony of Suffering:-1"`. */
export function parseForcedTest(value: string): ForcedBattleShock {
  const match = /^(.*?)(?::\s*([+\-\u2212]?\d+))?\s*$/.exec(value);
  const name = match?.[1]?.trim() ?? '';
  if (match === null || name === '') fail('Expected the rule that forces the test, like "Siege Bombardment" or "Symphony of Suffering:-1"');
  const modifier = match[2] === undefined ? 0 : Number(match[2].replace('\u2212', '-'));
  if (Math.abs(modifier) > 6) fail(`the modifier must be from -6 to +6, got ${match[2]}`);
  return { name, modifier: modifier === 0 ? 0 : modifier };
}
