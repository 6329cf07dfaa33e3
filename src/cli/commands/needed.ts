/**
 * `mathhammer needed <attacker> <defender> --goal G --p P`: how many copies of an attack (or, with
 * --models, models in the attacking unit) reach a goal with that probability, and the curve N → P(goal).
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import { neededReport } from '../../api/sequence.js';
import type { ScenarioOptions } from '../../plan/index.js';
import { neededPicture, REPORT_FORMATS, renderNeeded } from '../../report/index.js';
import { DEFAULT_MAX, GOAL_FORMS, MAX_COPIES, MAX_MODELS, parseGoal, parseProbability, type Goal } from '../../sequence/index.js';
import { InputError } from '../errors.js';
import { addColorOptions } from '../color-option.js';
import type { ColorChoice, Io } from '../io.js';
import { addOutputOptions, chooseOutput, textOptions, writeOutput, type OutputOptions } from '../report-output.js';
import { addScenarioOptions, explicitLayer } from '../scenario-options.js';
import { reportWarnings, STRICT_DESCRIPTION, warningMode } from '../warnings.js';
import { contextWithStdin } from './load-side.js';

const EXAMPLES = `
Examples:
  $ mathhammer needed strike-team meq --goal destroyed --p 0.9 --half-range
      how many Strike Teams at half range to be 90% sure of removing five Marines
  $ mathhammer needed mukaali-riders knight --goal "damage 12" --p 0.5 --phase melee --charged
  $ mathhammer needed starfangs meq --goal "at-least 3" --p 0.75 --models
      how many Starfangs in the unit (its legal sizes: 1 or 2) for three dead Marines, 75% sure

Goals: ${GOAL_FORMS.join(', ')}. Copies attack one after another, each against the defender as the
ones before left it; --max bounds the search (default ${DEFAULT_MAX}, at most ${MAX_COPIES} copies), and an
answer beyond it is "not reached within N".`;

type RawOptions = ScenarioOptions & {
  data?: string;
  goal: Goal;
  p: number;
  models?: boolean;
  max?: number;
  color?: ColorChoice;
  strict?: boolean;
} & OutputOptions;

function parseGoalOption(value: string): Goal {
  const parsed = parseGoal(value);
  if (!parsed.ok) throw new InvalidArgumentError(`${parsed.message[0]!.toUpperCase()}${parsed.message.slice(1)}.`);
  return parsed.value;
}

/** `0.9` or `90%`: a probability above 0 and at most 1. */
function probabilityOption(value: string): number {
  const p = parseProbability(value);
  if (p === null) throw new InvalidArgumentError('Expected a probability above 0 and at most 1, like 0.9 or 90%.');
  return p;
}

function parseMax(value: string): number {
  if (!/^\s*\d+\s*$/.test(value) || Number(value) < 1) throw new InvalidArgumentError(`Expected a whole number from 1 to ${MAX_COPIES} (${MAX_MODELS} with --models).`);
  return Number(value);
}

export function neededCommand(io: Io): Command {
  const command = new Command('needed')
    .description('how many copies of an attack (or models in the unit) reach a goal with a given probability')
    .argument('<attacker>', 'attacking unit: a profile path, a bundled or a datasheet name, or - (standard input)')
    .argument('<defender>', 'target unit: a profile path, a bundled or a datasheet name, or - (standard input)')
    .addOption(new Option('--goal <goal>', `what to reach: ${GOAL_FORMS.join(', ')} (quote a goal of two words: "at-least 3")`).argParser(parseGoalOption).makeOptionMandatory())
    .addOption(new Option('--p <probability>', 'how sure: a probability like 0.9 or 90%').argParser(probabilityOption).makeOptionMandatory())
    .option('--models', 'count models in the attacking unit (its legal sizes) instead of copies of the attack')
    .addOption(new Option('--max <n>', `the largest number tried (default ${DEFAULT_MAX} copies, or the largest legal size)`).argParser(parseMax));
  return addColorOptions(addOutputOptions(addScenarioOptions(command, io).option('--json', 'print the JSON report (same as --format json)'), REPORT_FORMATS))
    .option('--strict', STRICT_DESCRIPTION)
    .addHelpText('after', EXAMPLES)
    .action(async (attacker: string, defender: string, raw: RawOptions, self: Command) => {
      const output = chooseOutput(io, 'needed', raw, REPORT_FORMATS);
      if (raw.models === true && raw.commandReroll !== undefined) throw new InputError(['mathhammer needed: --command-reroll with --models: each size is one attack, say so with calc']);
      const context = await contextWithStdin(io, 'needed', raw, [attacker, defender]);
      const report = neededReport(
        { attacker, defender, goal: raw.goal, p: raw.p, by: raw.models === true ? 'models' : 'copies', ...(raw.max === undefined ? {} : { max: raw.max }) },
        context,
        explicitLayer(self),
      );
      reportWarnings(io, 'needed', report.attack, warningMode(io, raw, output));
      await writeOutput(io, output, {
        text: (format) =>
          renderNeeded(report, format, textOptions(io, output, format, raw.color)),
        picture: () => neededPicture(report),
      });
    });
}
