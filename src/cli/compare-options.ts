/**
 * calc options for one column of a comparison (`--set`, `--column`, `--vary`, a comparison file), read by
 * a fresh copy of the calc command's own options (addScenarioOptions), so every scenario option works per
 * column, including options added to calc later. A text like `half-range hit +1` is `--half-range --hit +1`:
 * the dashes may be left out, a value runs to the next option name (quote a value that holds one:
 * `grant "lethal hits"`), and `no-<flag>` turns a flag off.
 */
import { Command, CommanderError } from 'commander';
import { closest } from '../profile/index.js';
import { addScenarioOptions, type RawScenarioOptions } from './scenario-options.js';

/**
 * Options set explicitly, keyed like commander's option values (`halfRange`, `loadout`). `false` turns
 * a flag off (back to its default).
 */
export type OptionLayer = Readonly<Record<string, unknown>>;

type OptionInfo = {
  /** Long name without dashes: `half-range`. */
  readonly name: string;
  /** commander's attribute name: `halfRange`. */
  readonly key: string;
  readonly takesValue: boolean;
};

function scratchCommand(): Command {
  return addScenarioOptions(new Command('column'))
    .exitOverride()
    .configureOutput({ writeOut: () => {}, writeErr: () => {}, outputError: () => {} })
    .showSuggestionAfterError(true);
}

let infoCache: { readonly byName: ReadonlyMap<string, OptionInfo>; readonly defaults: OptionLayer } | undefined;

/** The scenario options (from a scratch command) and their defaults. */
function scenarioOptions(): { readonly byName: ReadonlyMap<string, OptionInfo>; readonly defaults: OptionLayer } {
  if (infoCache !== undefined) return infoCache;
  const command = scratchCommand();
  const byName = new Map<string, OptionInfo>();
  for (const option of command.options) {
    if (option.long === undefined || option.negate) continue;
    const name = option.long.replace(/^--/, '');
    byName.set(name, { name, key: option.attributeName(), takesValue: option.required || option.optional });
  }
  command.parse([], { from: 'user' });
  const defaults: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(command.opts())) if (value !== undefined) defaults[key] = value;
  infoCache = { byName, defaults };
  return infoCache;
}

/** The attribute names of every scenario option (calc's options, whatever they are today). */
export function scenarioKeys(): string[] {
  return [...scenarioOptions().byName.values()].map((info) => info.key);
}

type Word = { readonly text: string; readonly quoted: boolean };

/** Split at white space; '…' and "…" group words (the quotes are dropped). */
function words(text: string): { ok: true; words: Word[] } | { ok: false; message: string } {
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
  const { byName } = scenarioOptions();
  return byName.has(option.name) || (option.name.startsWith('no-') && byName.get(option.name.slice(3))?.takesValue === false);
}

export type ParsedOptions = {
  readonly layer: OptionLayer;
  /** The options as command-line words: ["--half-range", "--hit", "+1"]. */
  readonly argv: readonly string[];
};

export type OptionsResult = { ok: true; value: ParsedOptions } | { ok: false; message: string };

/** The message of a commander error, without "error: " and on one line. */
function commanderMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/^error: /, '')
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .join(' ');
}

/** Parse command-line words with the scenario options: only what they set explicitly. */
function parseArgv(argv: readonly string[], off: Readonly<Record<string, false>>): OptionsResult {
  const command = scratchCommand();
  try {
    command.parse([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return { ok: false, message: commanderMessage(error) };
    throw error;
  }
  const layer: Record<string, unknown> = { ...off };
  const values = command.opts();
  for (const { key } of scenarioOptions().byName.values()) {
    if (command.getOptionValueSource(key) === 'cli') layer[key] = values[key];
  }
  const offArgv = Object.keys(off).map((key) => `--no-${[...scenarioOptions().byName.values()].find((i) => i.key === key)?.name ?? key}`);
  return { ok: true, value: { layer, argv: [...argv, ...offArgv] } };
}

/** Flags (attribute names) turned off, as a layer. */
export function turnedOff(keys: readonly string[]): ParsedOptions {
  const off: Record<string, false> = Object.fromEntries(keys.map((key) => [key, false]));
  const parsed = parseArgv([], off);
  if (!parsed.ok) throw new TypeError(`turnedOff: no arguments failed to parse: ${parsed.message}`);
  return parsed.value;
}

/** Read a text of calc options: `half-range hit +1`, `--profile supercharge`, `no-cover`. */
export function parseOptionText(text: string): OptionsResult {
  const split = words(text);
  if (!split.ok) return split;
  const { byName } = scenarioOptions();
  const argv: string[] = [];
  const off: Record<string, false> = {};
  const list = split.words;
  for (let i = 0; i < list.length; i++) {
    const word = list[i]!;
    const option = optionWord(word);
    const info = option === undefined ? undefined : byName.get(option.name);
    if (option !== undefined && info === undefined && option.name.startsWith('no-')) {
      const flag = byName.get(option.name.slice(3));
      if (flag !== undefined && !flag.takesValue && option.value === undefined) {
        off[flag.key] = false;
        continue;
      }
    }
    if (option === undefined || info === undefined) {
      if (option === undefined) return { ok: false, message: `expected an option name, got ${JSON.stringify(word.text)} (quote a value of several words)` };
      const hint = closest(option.name, byName.keys());
      return { ok: false, message: `unknown option ${JSON.stringify(option.name)}${hint === undefined ? '' : ` (did you mean \`${hint}\`?)`}` };
    }
    if (!info.takesValue) {
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
  return parseArgv(argv, off);
}

/**
 * Options from a YAML mapping (a comparison file): `half-range: true`, `hit: +1`, `grant: [lethal hits]`.
 * `false` turns a flag off.
 */
export function parseOptionValue(name: string, value: unknown): OptionsResult {
  const { byName } = scenarioOptions();
  const info = byName.get(name.replace(/^--/, '').toLowerCase());
  if (info === undefined) {
    const hint = closest(name, byName.keys());
    return { ok: false, message: `unknown option ${JSON.stringify(name)}${hint === undefined ? '' : ` (did you mean \`${hint}\`?)`}` };
  }
  if (!info.takesValue) {
    if (value === true) return parseArgv([`--${info.name}`], {});
    if (value === false) return parseArgv([], { [info.key]: false });
    return { ok: false, message: `expected true or false, got ${JSON.stringify(value)}` };
  }
  const items = Array.isArray(value) ? value : [value];
  if (items.length === 0 || items.some((item) => typeof item !== 'string' && typeof item !== 'number')) {
    return { ok: false, message: `expected a value (text or a number${Array.isArray(value) ? '' : ', or a list of them'}), got ${JSON.stringify(value)}` };
  }
  return parseArgv(items.flatMap((item) => [`--${info.name}`, String(item)]), {});
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

/** The options for planFromOptions: defaults, then the layers; a flag turned off is left out. */
export function toRawOptions(layers: readonly OptionLayer[]): RawScenarioOptions {
  const merged = mergeLayers([scenarioOptions().defaults, ...layers]);
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(merged)) {
    if (value === false) {
      const fallback = scenarioOptions().defaults[key];
      if (fallback !== undefined) raw[key] = fallback;
      continue;
    }
    if (value !== undefined) raw[key] = value;
  }
  return raw as RawScenarioOptions;
}

/** The scenario options a parsed command line set explicitly (not commander's defaults). */
export function explicitLayer(command: Command): OptionLayer {
  const layer: Record<string, unknown> = {};
  const values = command.opts();
  for (const key of scenarioKeys()) {
    if (command.getOptionValueSource(key) === 'cli') layer[key] = values[key];
  }
  return layer;
}
