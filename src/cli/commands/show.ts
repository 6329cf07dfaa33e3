/** `mathhammer show <unit>`: one unit in full, and what mathhammer does with each of its rules. */
import { Command } from 'commander';
import { showUnitWith } from '../../api/show.js';
import { renderShow } from '../../report/index.js';
import { addColorOptions } from '../color-option.js';
import { outputWidth, useColor, type ColorChoice, type Io } from '../io.js';
import { DATA_DESCRIPTION, scenarioOption } from '../scenario-options.js';
import { reportWarnings } from '../warnings.js';
import { contextWithStdin } from './load-side.js';

const EXAMPLES = `
Examples:
  $ mathhammer show strike-team
      the bundled Strike Team: its models, weapons, loadouts and rules
  $ mathhammer show strike-team --loadout pulse-carbine-all,gun-drone
  $ mathhammer show "Knight Paladin" --data ~/bsdata-10e
      a datasheet by name, and what mathhammer does with each of its rules
  $ mathhammer show "Intercessor Squad" --leader Captain --data ~/bsdata-10e
      the unit with its leader attached, as calc --leader attacks with it
  $ mathhammer show my-squad.yaml --json

Each rule is listed with its origin and what mathhammer does with it, sentence by
sentence: whose attacks it changes (when the unit attacks, or is attacked), what it
changes, when, which models or weapons it reaches, and whether it applies always,
when its conditions hold, or only when named with --effect "<rule>" (and what naming
it assumes); a sentence not modelled says why (docs/effects.md, "Rules of the units").`;

type RawOptions = { loadout?: string[]; leader?: string[]; data?: string; json?: boolean; color?: ColorChoice };

export function showCommand(io: Io): Command {
  const command = new Command('show')
    .description('one unit in full: its profile, and what mathhammer does with each of its rules')
    .argument('<unit>', 'a profile path, a bundled profile name, a datasheet name (with --data), or - (standard input)')
    .addOption(scenarioOption('loadout', "the unit's loadouts from its profile, applied (comma-separated)"))
    .addOption(scenarioOption('leader', 'attach a leader profile: show the unit it leads'))
    .option('--data <folder>', DATA_DESCRIPTION)
    .option('--json', 'print the JSON (docs/json.md, "Show")');
  return addColorOptions(command)
    .addHelpText('after', EXAMPLES)
    .action((ref: string, raw: RawOptions) => runShow(io, ref, raw));
}

async function runShow(io: Io, ref: string, raw: RawOptions): Promise<void> {
  const context = await contextWithStdin(io, 'show', raw, [ref]);
  const json = showUnitWith(ref, { ...(raw.loadout === undefined ? {} : { loadout: raw.loadout }), ...(raw.leader === undefined ? {} : { leader: raw.leader }) }, context);
  const asJson = raw.json === true;
  // A table on the terminal shows its own warnings; JSON and a pipe have them on stderr too.
  reportWarnings(io, 'show', { warnings: json.warnings.map((text) => ({ text })) }, { strict: false, onScreen: !asJson && io.isTTY });
  io.stdout(renderShow(json, asJson ? 'json' : 'table', { color: !asJson && useColor(io, raw.color), width: outputWidth(io) }));
}
