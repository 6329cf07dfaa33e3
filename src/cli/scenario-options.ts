/**
 * The scenario options on the command line: commander options built from the one option table
 * (src/plan/options/definitions.ts), shared by every command that computes a scenario.
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import { OptionValueError, SCENARIO_OPTIONS, optionFlags, scenarioKeys, type OptionLayer, type ScenarioOptions } from '../plan/index.js';

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

/** Adds the scenario options to a command, under their --help headings. */
export function addScenarioOptions(command: Command): Command {
  let group: string | undefined;
  for (const definition of SCENARIO_OPTIONS) {
    if (definition.group !== group) {
      group = definition.group;
      command.optionsGroup(group ?? 'Options:');
    }
    const option = new Option(optionFlags(definition), definition.description);
    if (definition.parse !== undefined) option.argParser(commanderParser(definition.parse as (text: string, previous: unknown) => unknown));
    if (definition.defaultValue !== undefined) option.default(definition.defaultValue);
    command.addOption(option);
  }
  return group === undefined ? command : command.optionsGroup('Options:');
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
