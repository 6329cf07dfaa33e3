/**
 * `mathhammer sequence <defender> "<attacker> [options]"…`: several attacks in order against one defender,
 * its exact state carried from each to the next (docs/sequence.md).
 */
import { Command } from 'commander';
import { sequenceReport } from '../../api/sequence.js';
import { splitWords, type ScenarioOptions } from '../../plan/index.js';
import { sequencePicture, REPORT_FORMATS, renderSequence } from '../../report/index.js';
import { addColorOptions } from '../color-option.js';
import type { ColorChoice, Io } from '../io.js';
import { addOutputOptions, chooseOutput, textOptions, writeOutput, type OutputOptions } from '../report-output.js';
import { addScenarioOptions, explicitLayer } from '../scenario-options.js';
import { sequenceWarnings, STRICT_DESCRIPTION, warningMode } from '../warnings.js';
import { contextWithStdin } from './load-side.js';

const EXAMPLES = `
Examples:
  $ mathhammer sequence knight "strike-team --half-range" "mukaali-riders --phase melee --charged"
      pulse rifles, then a charge with hunting lances: does the Knight go down?
  $ mathhammer sequence meq "strike-team --half-range" "strike-team --half-range --loadout pulse-carbine-all" --rules 10e
  $ mathhammer sequence --file docs/examples/knight-sequence.yaml --json

Each step is quoted: its attacker (a profile path, a bundled or a datasheet name), then its own calc
options, with or without dashes (a step's attacker piped in is -: -- "- --half-range", the -- first
since the step starts with a dash). Options outside the quotes apply to every step (--rules, the
defender's --defender-loadout, --cover…). A step that says --target-below-half is refused: the target's
strength is known at every step. docs/sequence.md describes it all.`;

type RawOptions = ScenarioOptions & {
  data?: string;
  file?: string;
  color?: ColorChoice;
  strict?: boolean;
} & OutputOptions;

/** A step's attacker, its first word ("-": standard input). */
function stepAttacker(step: string): string | undefined {
  const split = splitWords(step);
  return split.ok ? split.words[0]?.text : undefined;
}

export function sequenceCommand(io: Io): Command {
  const command = new Command('sequence')
    .description('several attacks in order against one defender, its exact state carried from each to the next')
    .argument('[defender]', 'the unit every step attacks, or - (standard input; with --file: instead of its defender:)')
    .argument('[steps...]', 'each step in quotes: "<attacker> [options]"')
    .option('--file <sequence.yaml>', 'read the steps (and the defender, options) from a sequence file');
  return addColorOptions(addOutputOptions(addScenarioOptions(command, io).option('--json', 'print the JSON report (same as --format json)'), REPORT_FORMATS))
    .option('--strict', STRICT_DESCRIPTION)
    .addHelpText('after', EXAMPLES)
    .action(async (defender: string | undefined, steps: string[], raw: RawOptions, self: Command) => {
      const output = chooseOutput(io, 'sequence', raw, REPORT_FORMATS);
      const context = await contextWithStdin(io, 'sequence', raw, [defender, ...steps.map(stepAttacker)]);
      const report = sequenceReport(
        { ...(defender === undefined ? {} : { defender }), steps, ...(raw.file === undefined ? {} : { file: raw.file }) },
        context,
        explicitLayer(self),
      );
      sequenceWarnings(io, report, warningMode(io, raw, output));
      await writeOutput(io, output, {
        text: (format) =>
          renderSequence(report, format, textOptions(io, output, format, raw.color)),
        picture: () => sequencePicture(report),
      });
    });
}
