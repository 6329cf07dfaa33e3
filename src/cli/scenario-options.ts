/**
 * The scenario options on the command line: commander options built from the one option table
 * (src/plan/options/definitions.ts), shared by every command that computes a scenario.
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import { OPTIONS_BY_NAME, OptionValueError, SCENARIO_OPTIONS, onceOnly, optionFlags, scenarioKeys, type OptionDefinition, type OptionLayer, type ScenarioOptions } from '../plan/index.js';
import type { Io } from './io.js';
import { readSettings } from './settings.js';

/** A value parser as commander wants it: its message printed as "option '--hit <±n>' argument 'x' is invalid. …". */
export function commanderParser<T, P>(parse: (text: string, previous: P) => T): (text: string, previous: P) => T {
  return (text, previous) => {
    try {
      return parse(text, previous);
    } catch (error) {
      if (error instanceof OptionValueError) throw new InvalidArgumentError(error.message);
      throw error;
    }
  };
}

/** The player's own defaults (src/config/resolve.ts) for these, said in --help. */
const PLAYER_DEFAULTS: Readonly<Record<string, string>> = { rules: ' (default: MATHHAMMER_RULES, the config file, else 11e)' };

/**
 * Adds the scenario options to a command, under their --help headings, and --data (where units named by
 * datasheet come from). An unset --rules takes the player's default (MATHHAMMER_RULES or the config file,
 * `mathhammer config`) as if typed. `except`: options the command gives a meaning of its own (matchup's
 * --phase takes `both`).
 */
export function addScenarioOptions(command: Command, io: Io, except: readonly string[] = []): Command {
  command.hook('preAction', (cmd) => {
    if (cmd.getOptionValueSource('rules') !== 'default') return;
    const rules = readSettings(io).rules;
    if (rules !== undefined && rules.source !== 'default') cmd.setOptionValueWithSource('rules', rules.value, 'cli');
  });
  let group: string | undefined;
  for (const definition of SCENARIO_OPTIONS) {
    if (except.includes(definition.name)) continue;
    if (definition.group !== group) {
      group = definition.group;
      command.optionsGroup(group ?? 'Options:');
    }
    const option = commanderOption(definition, `${definition.description}${PLAYER_DEFAULTS[definition.name] ?? ''}`);
    if (definition.defaultValue !== undefined) option.default(definition.defaultValue);
    command.addOption(option);
    if (definition.name === 'rules') command.option('--data <folder>', DATA_DESCRIPTION);
  }
  return group === undefined ? command : command.optionsGroup('Options:');
}

/** --data, on every command that takes units by name. */
export const DATA_DESCRIPTION = 'BattleScribe data folder: units can be named by datasheet ("Strike Team"); default MATHHAMMER_DATA / the config file / the data `mathhammer data fetch` brought';

/** A scenario option as commander's, with its parser (a second value refused unless it is repeatable, which --help says). */
function commanderOption(definition: OptionDefinition, description: string): Option {
  const repeatable = definition.repeatable === true && !description.includes('repeatable') ? ' (repeatable)' : '';
  const option = new Option(optionFlags(definition), `${description}${repeatable}`);
  const parse = onceOnly(definition);
  if (parse !== undefined) option.argParser(commanderParser(parse as (text: string, previous: unknown) => unknown));
  return option;
}

/**
 * One scenario option on a command that computes no scenario (`show`'s --loadout and --leader): the same
 * flags and values as calc's, described for that command.
 */
export function scenarioOption(name: string, description: string): Option {
  const definition = OPTIONS_BY_NAME.get(name);
  if (definition === undefined) throw new RangeError(`scenarioOption: no scenario option --${name}`);
  return commanderOption(definition, description);
}

/** The scenario options a parsed command line set explicitly (not the defaults). */
export function explicitLayer(command: Command): OptionLayer {
  const layer: Record<string, unknown> = {};
  const values = command.opts();
  for (const key of scenarioKeys()) {
    if (command.getOptionValueSource(key) === 'cli') layer[key] = values[key];
  }
  return layer;
}

/** The scenario options of a parsed command's options (leaving out its own: --json, --format, …). */
export function scenarioOptionsOf(raw: object): ScenarioOptions {
  const values = raw as Record<string, unknown>;
  const options: Record<string, unknown> = {};
  for (const key of scenarioKeys()) if (values[key] !== undefined) options[key] = values[key];
  return options as ScenarioOptions;
}
