/**
 * Scenario options written as text (`--set`, `--column`, `--vary`, comparison files, the library API), read
 * with the same option table as the command line (./definitions.ts), so every scenario option works
 * everywhere. A text like `half-range hit +1` is `--half-range --hit +1`: the dashes may be left out, a value
 * runs to the next option name (quote a value that holds one: `grant "lethal hits"`), and `no-<flag>` turns
 * a flag off.
 */
import { closest } from '../../profile/index.js';
import { defaultOptions, onceOnly, OPTIONS_BY_KEY, OPTIONS_BY_NAME, optionFlags, SCENARIO_OPTIONS, type OptionDefinition, type ScenarioOptions } from './definitions.js';
import { OptionValueError } from './error.js';

/**
 * Options set explicitly, keyed like ScenarioOptions (`halfRange`, `loadout`). `false` turns a flag off
 * (back to its default).
 */
export type OptionLayer = Readonly<Record<string, unknown>>;

/** The keys of every scenario option. */
export function scenarioKeys(): string[] {
  return SCENARIO_OPTIONS.map((o) => o.key);
}

export type Word = { readonly text: string; readonly quoted: boolean };

/** Split at white space; '…' and "…" group words (the quotes are dropped). */
export function splitWords(text: string): { ok: true; words: Word[] } | { ok: false; message: string } {
  const out: Word[] = [];
  const pattern = /\s*(?:"([^"]*)"|'([^']*)'|(["'])|(\S+))/gy;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null && match[0] !== '') {
    if (match[3] !== undefined) return { ok: false, message: `unmatched ${match[3]}` };
    if (match[4] !== undefined) out.push({ text: match[4], quoted: false });
    else out.push({ text: match[1] ?? match[2] ?? '', quoted: true });
  }
  return { ok: true, words: out };
}

/** `half-range`, `--half-range`, `hit=+1` and `no-cover` as an option name (and inline value), if it is one. */
function optionWord(word: Word): { name: string; value?: string } | undefined {
  if (word.quoted) return undefined;
  const match = /^(?:--)?([a-z][a-z0-9-]*)(?:=(.*))?$/i.exec(word.text);
  if (match === null) return undefined;
  const name = match[1]!.toLowerCase();
  return match[2] === undefined ? { name } : { name, value: match[2] };
}

function isOptionName(word: Word): boolean {
  const option = optionWord(word);
  if (option === undefined) return false;
  return OPTIONS_BY_NAME.has(option.name) || (option.name.startsWith('no-') && OPTIONS_BY_NAME.get(option.name.slice(3))?.value === undefined);
}

export type ParsedOptions = {
  readonly layer: OptionLayer;
  /** The options as command-line words: ["--half-range", "--hit", "+1"]. */
  readonly argv: readonly string[];
};

export type OptionsResult = { ok: true; value: ParsedOptions } | { ok: false; message: string };

/**
 * Read command-line words with the scenario options: only what they set, plus the flags `off` turns off.
 * Messages name the option as the command line does: `option '--hit <±n>' argument 'x' is invalid. …`.
 */
export function readArgv(argv: readonly string[], off: Readonly<Record<string, false>> = {}): OptionsResult {
  const layer: Record<string, unknown> = { ...off };
  const parsers = new Map<OptionDefinition, NonNullable<OptionDefinition['parse']>>();
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    const option = word.startsWith('--') ? OPTIONS_BY_NAME.get(word.slice(2)) : undefined;
    if (option === undefined) {
      const hint = closest(word.replace(/^-+/, ''), OPTIONS_BY_NAME.keys());
      return { ok: false, message: `unknown option '${word}'${hint === undefined ? '' : ` (did you mean --${hint}?)`}` };
    }
    if (option.parse === undefined) {
      layer[option.key] = true;
      continue;
    }
    const text = argv[++i];
    if (text === undefined) return { ok: false, message: `option '${optionFlags(option)}' argument missing` };
    const parse = parsers.get(option) ?? onceOnly(option)!;
    parsers.set(option, parse);
    try {
      layer[option.key] = parse(text, layer[option.key] as never);
    } catch (error) {
      if (!(error instanceof OptionValueError)) throw error;
      return { ok: false, message: `option '${optionFlags(option)}' argument '${text}' is invalid. ${error.message}` };
    }
  }
  const offArgv = Object.keys(off).map((key) => `--no-${OPTIONS_BY_KEY.get(key)?.name ?? key}`);
  return { ok: true, value: { layer, argv: [...argv, ...offArgv] } };
}

/**
 * Command-line words (readArgv's, joined from several layers) with each option that is not repeatable
 * given once, at its last place: what a later layer replaced is left out, as mergeLayers leaves it out,
 * so the words are a calc command line that gives the same scenario (calc refuses an option given twice).
 * A flag and its `--no-` form are one option.
 */
export function withoutReplaced(argv: readonly string[]): string[] {
  const options: { key: string; words: string[] }[] = [];
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]!.slice(2);
    const option = OPTIONS_BY_NAME.get(name) ?? OPTIONS_BY_NAME.get(name.replace(/^no-/, ''));
    const words = option?.parse === undefined ? [argv[i]!] : [argv[i]!, argv[++i]!];
    options.push({ key: option === undefined || option.repeatable === true ? `${i}` : option.key, words });
  }
  return options.filter((o, i) => !options.slice(i + 1).some((later) => later.key === o.key)).flatMap((o) => o.words);
}

/**
 * The option that two entries of one mapping set (`hit:` and `--hit:`, `rerollHits` and `reroll-hits`),
 * each read on its own, where it is not repeatable: the later would silently replace the earlier.
 */
export function setTwice(parts: readonly ParsedOptions[]): OptionDefinition | undefined {
  const seen = new Set<string>();
  for (const part of parts) {
    for (const key of Object.keys(part.layer)) {
      const option = OPTIONS_BY_KEY.get(key);
      if (seen.has(key) && option !== undefined && option.repeatable !== true) return option;
      seen.add(key);
    }
  }
  return undefined;
}

/** Flags (attribute names) turned off, as a layer. */
export function turnedOff(keys: readonly string[]): ParsedOptions {
  const off: Record<string, false> = Object.fromEntries(keys.map((key) => [key, false]));
  const parsed = readArgv([], off);
  if (!parsed.ok) throw new TypeError(`turnedOff: no arguments failed to parse: ${parsed.message}`);
  return parsed.value;
}

/** Read a text of calc options: `half-range hit +1`, `--profile supercharge`, `no-cover`. */
export function parseOptionText(text: string): OptionsResult {
  const split = splitWords(text);
  return split.ok ? parseOptionWords(split.words) : split;
}

/** parseOptionText on words already split (a sequence step's, after its attacker). */
export function parseOptionWords(list: readonly Word[]): OptionsResult {
  const argv: string[] = [];
  const off: Record<string, false> = {};
  for (let i = 0; i < list.length; i++) {
    const word = list[i]!;
    const option = optionWord(word);
    const info = option === undefined ? undefined : OPTIONS_BY_NAME.get(option.name);
    if (option !== undefined && info === undefined && option.name.startsWith('no-')) {
      const flag = OPTIONS_BY_NAME.get(option.name.slice(3));
      if (flag !== undefined && flag.value === undefined && option.value === undefined) {
        off[flag.key] = false;
        continue;
      }
    }
    if (option === undefined || info === undefined) {
      if (option === undefined) return { ok: false, message: `expected an option name, got ${JSON.stringify(word.text)} (quote a value of several words)` };
      const hint = closest(option.name, OPTIONS_BY_NAME.keys());
      return { ok: false, message: `unknown option ${JSON.stringify(option.name)}${hint === undefined ? '' : ` (did you mean \`${hint}\`?)`}` };
    }
    if (info.value === undefined) {
      if (option.value !== undefined) return { ok: false, message: `${info.name} takes no value, got ${JSON.stringify(option.value)}` };
      argv.push(`--${info.name}`);
      continue;
    }
    if (option.value !== undefined) {
      argv.push(`--${info.name}`, option.value);
      continue;
    }
    // The value: the following words up to the next option name; at least one word, whatever it is.
    const value: string[] = [];
    while (i + 1 < list.length && (value.length === 0 || !isOptionName(list[i + 1]!))) value.push(list[++i]!.text);
    argv.push(`--${info.name}`, ...(value.length === 0 ? [] : [value.join(' ')]));
  }
  return readArgv(argv, off);
}

/**
 * Options from a YAML mapping (a comparison file): `half-range: true`, `hit: +1`, `grant: [lethal hits]`.
 * `false` turns a flag off.
 */
export function parseOptionValue(name: string, value: unknown): OptionsResult {
  const info = OPTIONS_BY_NAME.get(name.replace(/^--/, '').toLowerCase());
  if (info === undefined) {
    const hint = closest(name, OPTIONS_BY_NAME.keys());
    return { ok: false, message: `unknown option ${JSON.stringify(name)}${hint === undefined ? '' : ` (did you mean \`${hint}\`?)`}` };
  }
  if (info.value === undefined) {
    if (value === true) return readArgv([`--${info.name}`], {});
    if (value === false) return readArgv([], { [info.key]: false });
    return { ok: false, message: `expected true or false, got ${JSON.stringify(value)}` };
  }
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0 || items.some((item) => typeof item !== 'string' && typeof item !== 'number')) {
    return { ok: false, message: `expected a value (text or a number${Array.isArray(value) ? '' : ', or a list of them'}), got ${JSON.stringify(value)}` };
  }
  return readArgv(items.flatMap((item) => [`--${info.name}`, String(item)]), {});
}

/**
 * Layers applied in order: a later value wins, lists add up (as repeating an option on the command line
 * does), and `false` turns a flag back to its default.
 */
export function mergeLayers(layers: readonly OptionLayer[]): OptionLayer {
  const out: Record<string, unknown> = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      const previous = out[key];
      out[key] = Array.isArray(previous) && Array.isArray(value) ? [...(previous as unknown[]), ...(value as unknown[])] : value;
    }
  }
  return out;
}

/** Scenario options from layers applied over the defaults; a flag turned off is left out. */
export function toScenarioOptions(layers: readonly OptionLayer[]): ScenarioOptions {
  const defaults: OptionLayer = defaultOptions();
  const merged = mergeLayers([defaults, ...layers]);
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(merged)) {
    if (value === false) {
      if (defaults[key] !== undefined) options[key] = defaults[key];
      continue;
    }
    if (value !== undefined) options[key] = value;
  }
  return options as ScenarioOptions;
}
