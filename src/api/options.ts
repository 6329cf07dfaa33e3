/**
 * Scenario options for the library: a text as on the command line (`"half-range hit +1"`), a mapping like a
 * comparison file's (`{ halfRange: true, hit: 1, effect: 'Point-Blank Ambush' }`, names with or without
 * dashes), or ScenarioOptions already parsed. Read with the command line's own option table.
 */
import { mergeLayers, parseOptionText, parseOptionValue, ScenarioError, setTwice, toScenarioOptions, type OptionLayer, type ParsedOptions, type ScenarioOptions } from '../plan/index.js';
import { isRecord, shown } from './arguments.js';

/** Option values as a mapping: flags are booleans, values are text or numbers (lists for repeatable ones). */
export type OptionValues = Readonly<Record<string, boolean | number | string | readonly (number | string)[]>>;

export type OptionsInput = string | OptionValues;

/** `halfRange` → `half-range`. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/([a-z])(\d)/g, '$1-$2');
}

/** The options an input sets explicitly, as a layer over others. Throws ScenarioError. */
export function optionLayer(input: OptionsInput): OptionLayer {
  return parsedOptions(input).layer;
}

/** The options an input sets, as a layer and as command-line words (a step's own, for its warnings). Throws ScenarioError. */
export function parsedOptions(input: OptionsInput): ParsedOptions {
  if (typeof input === 'string') {
    const parsed = parseOptionText(input);
    if (!parsed.ok) throw new ScenarioError([parsed.message]);
    return parsed.value;
  }
  // Object.entries would take a number as no options and a list as options named "0", "1", …
  if (!isRecord(input)) throw new ScenarioError([`options must be a text like 'half-range hit +1' or an object like { halfRange: true, hit: 1 }, got ${shown(input)}`]);
  const problems: string[] = [];
  const parts: ParsedOptions[] = [];
  for (const [name, value] of Object.entries(input)) {
    const parsed = parseOptionValue(kebab(name), value);
    if (parsed.ok) parts.push(parsed.value);
    else problems.push(`${name}: ${parsed.message}`);
  }
  const twice = setTwice(parts);
  if (twice !== undefined) problems.push(`--${twice.name} is given twice (two names of the same option): give it once`);
  if (problems.length > 0) throw new ScenarioError(problems);
  return { layer: mergeLayers(parts.map((p) => p.layer)), argv: parts.flatMap((p) => p.argv) };
}

/** The scenario options an input means, over the defaults (11e, shooting). Throws ScenarioError. */
export function scenarioOptions(...inputs: readonly OptionsInput[]): ScenarioOptions {
  return toScenarioOptions(inputs.map(optionLayer));
}
