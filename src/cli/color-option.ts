/** `--color auto|always|never` and its short form `--no-color`, on every command that colours its output. */
import { Command, Option } from 'commander';

export function addColorOptions(command: Command): Command {
  return command
    .addOption(new Option('--color <when>', 'colour: auto (on a terminal, unless NO_COLOR or TERM=dumb; FORCE_COLOR forces it), always or never').choices(['auto', 'always', 'never']))
    .option('--no-color', 'no colours (the same as --color never)');
}
