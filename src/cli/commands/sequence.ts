/**
 * `mathhammer sequence <defender> "<attacker> [options]"…`: several attacks in order against one defender,
 * its exact state carried from each to the next (docs/sequence.md).
 */
import { Command } from 'commander';
import { loaderOf, type ApiContext } from '../../api/context.js';
import { sequenceReport } from '../../api/sequence.js';
import { ScenarioError, splitWords, type ProfileLoader, type ScenarioOptions } from '../../plan/index.js';
import type { Issue } from '../../profile/index.js';
import { checkSequenceFile, loadSequenceFile } from '../../sequence/index.js';
import { sequencePicture, REPORT_FORMATS, renderSequence } from '../../report/index.js';
import { addColorOptions } from '../color-option.js';
import type { ColorChoice, Io } from '../io.js';
import { addOutputOptions, chooseOutput, textOptions, writeOutput, type OutputOptions } from '../report-output.js';
import { addScenarioOptions, explicitLayer } from '../scenario-options.js';
import { reportWarnings, STRICT_DESCRIPTION, warningMode } from '../warnings.js';
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

/**
 * The defender and the file's references checked before any step is planned: a wrong defender is the
 * defender's mistake, said once (not as every step's), and a file's wrong names are all reported at their
 * line and column. A file that does not read is left to sequenceReport, which reports it.
 */
function checkReferences(load: ProfileLoader, context: ApiContext, defender: string | undefined, file: string | undefined): void {
  const problems: string[] = [];
  const issues: Issue[] = [];
  if (defender !== undefined) {
    const loaded = load(defender);
    if (!loaded.ok) {
      for (const issue of loaded.issues) {
        if (issue.line === 0) problems.push(`the defender ${issue.file}: ${issue.message}`);
        else issues.push(issue);
      }
    }
  }
  if (file !== undefined) {
    const read = loadSequenceFile(file, context.cwd ?? process.cwd());
    if (read.ok) issues.push(...checkSequenceFile(load, read.value, defender));
  }
  if (problems.length > 0 || issues.length > 0) throw new ScenarioError(problems, issues);
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
      const given = await contextWithStdin(io, 'sequence', raw, [defender, ...steps.map(stepAttacker)]);
      // One loader for the check and the report, so each profile is read once.
      const context: ApiContext = { ...given, loader: loaderOf(given) };
      checkReferences(context.loader!, context, defender, raw.file);
      const report = sequenceReport(
        { ...(defender === undefined ? {} : { defender }), steps, ...(raw.file === undefined ? {} : { file: raw.file }) },
        context,
        explicitLayer(self),
      );
      reportWarnings(io, 'sequence', { warnings: report.steps.flatMap((step) => step.warnings ?? []) }, warningMode(io, raw, output));
      await writeOutput(io, output, {
        text: (format) =>
          renderSequence(report, format, textOptions(io, output, format, raw.color)),
        picture: () => sequencePicture(report),
      });
    });
}
