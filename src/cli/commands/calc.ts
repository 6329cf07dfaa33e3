/** `mathhammer calc <attacker> <defender> [options]`: the exact distribution of one attack. */
import { Command } from 'commander';
import { calcReport } from '../../api/calc.js';
import type { ScenarioOptions } from '../../plan/index.js';
import { calcPicture, renderReport, REPORT_FORMATS } from '../../report/index.js';
import { addColorOptions } from '../color-option.js';
import type { ColorChoice, Io } from '../io.js';
import { addOutputOptions, chooseOutput, textOptions, writeOutput, type OutputOptions } from '../report-output.js';
import { addScenarioOptions, scenarioOptionsOf } from '../scenario-options.js';
import { reportWarnings, STRICT_DESCRIPTION, warningMode } from '../warnings.js';
import { contextWithStdin } from './load-side.js';
const EXAMPLES = `
Examples:
  $ mathhammer calc strike-team meq --half-range
      ten pulse rifles at half range against five Marines
  $ mathhammer calc strike-team meq --half-range -o kills.png
      the same as a picture to share (also -o kills.svg, -o report.html)
  $ mathhammer calc strike-team meq --loadout pulse-carbine-all,gun-drone --stationary
      nine pulse carbines, a gun drone and the support turret (fires only when stationary)
  $ mathhammer calc mukaali-riders geq --phase melee --charged
      hunting lances with [LANCE] after a charge, plus the stomping feet
  $ mathhammer calc mukaali-riders teq --loadout plasma-gun,plasma-gun --profile supercharge --half-range
  $ mathhammer calc medusa-carriage-battery horde --indirect --stationary --spotted --rules 11e
  $ mathhammer calc my-squad.yaml knight --rules 10e --reroll-hits ones --json
  $ mathhammer calc strike-team teq --bs +1 --grant "sustained hits 1" --format markdown
  $ mathhammer calc strike-team meq --mortals grenade --weapons none
      the Explosives Stratagem alone: six D6, a mortal wound on each 4+
  $ mathhammer calc mukaali-riders geq --phase melee --charged --mortals crushing-impact:10 --forced-test "Symphony of Suffering:-1"
      mortal wounds before the fight, then a forced battle-shock test at -1

Profiles are paths to YAML files or bundled names (mathhammer profiles lists them);
docs/profiles.md describes the format.`;

type RawOptions = ScenarioOptions & OutputOptions & { data?: string; color?: ColorChoice; strict?: boolean };

export function calcCommand(io: Io): Command {
  const command = new Command('calc')
    .description('exact distribution of one unit attacking another')
    .argument('<attacker>', 'attacking unit: a profile path, a bundled profile name, or - (standard input)')
    .argument('<defender>', 'target unit: a profile path, a bundled profile name, or - (standard input)');
  return addColorOptions(addOutputOptions(addScenarioOptions(command, io).option('--json', 'print the JSON report (same as --format json)'), REPORT_FORMATS))
    .option('--strict', STRICT_DESCRIPTION)
    .addHelpText('after', EXAMPLES)
    .action((attackerRef: string, defenderRef: string, raw: RawOptions) => runCalc(io, attackerRef, defenderRef, raw));
}

async function runCalc(io: Io, attackerRef: string, defenderRef: string, raw: RawOptions): Promise<void> {
  const output = chooseOutput(io, 'calc', raw, REPORT_FORMATS);
  const context = await contextWithStdin(io, 'calc', raw, [attackerRef, defenderRef]);
  const report = calcReport(attackerRef, defenderRef, scenarioOptionsOf(raw), context);
  reportWarnings(io, 'calc', report, warningMode(io, raw, output));
  await writeOutput(io, output, {
    text: (format) => renderReport(report, format, textOptions(io, output, format, raw.color)),
    picture: () => calcPicture(report),
  });
}
