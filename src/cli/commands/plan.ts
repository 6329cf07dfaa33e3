/**
 * `mathhammer plan <mine> <theirs> [options]`: each of my units to one of theirs, maximising expected
 * points destroyed (default), expected models destroyed, or P(destroying named targets) (issue 28,
 * docs/plan.md). A unit that cannot attack, or a --must-kill name that cannot be met, is said and the
 * rest is planned, and the exit status is 2.
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import { planReport, type PlanRequest } from '../../api/plan.js';
import type { ScenarioOptions } from '../../plan/index.js';
import { PLAN_FORMATS, planPicture, renderPlan, type PlanFormat } from '../../report/index.js';
import { EXIT_INPUT, InputError } from '../errors.js';
import type { Io } from '../io.js';
import { collectOne } from '../option-values.js';
import { addOutputOptions, chooseOutput, writeOutput, type OutputOptions } from '../report-output.js';
import { addScenarioOptions, explicitLayer } from '../scenario-options.js';
import { choice, sideRequest, sourceOptions } from '../side-request.js';
import { commandContext } from './load-side.js';

const EXAMPLES = `
Examples:
  $ mathhammer plan "strike-team,mukaali-riders" "meq,teq,vehicle"
      which of my units shoots which of theirs, for the most models destroyed (no points here)
  $ mathhammer plan tau.txt dark-angels.txt --data ~/bsdata-10e --must-kill "Redemptor Dreadnought"
      the best chance of destroying that unit; the rest of the plan for points
  $ mathhammer plan tau.txt dark-angels.txt --data ~/bsdata-10e --phase melee --charged --json
  $ mathhammer plan "strike-team,strike-team,mukaali-riders" "meq,geq,teq" -o plan.png
      the plan as a picture: a row per target, its attackers in order (.svg, .html too)
  $ mathhammer plan "starfangs,strike-team" "meq,geq,vehicle" --split-fire
      each unit's weapon groups may shoot different targets ("Starfangs: Disintegrator cannon x2")

Each side is read as mathhammer matchup reads it (a roster, a pasted list with --data, a folder of
profiles, names separated by commas); every calc option applies to every attack, --set and --set-target
give one unit its own. Several units on one target are an exact sequence, in the order shown.
--command-reroll is used once per phase: on the one step where it adds the most (the plan says which).`;

type RawOptions = Omit<ScenarioOptions, 'phase'> &
  OutputOptions & {
    data?: string;
    file?: string;
    phase?: 'shooting' | 'melee';
    goal?: 'points' | 'models';
    mustKill?: string[];
    runnersUp?: number;
    splitFire?: boolean;
    set?: string[];
    setTarget?: string[];
  };

function runnersUpCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new InvalidArgumentError('Expected a whole number from 0 to 10.');
  return n;
}

export function planCommand(io: Io, setExit: (code: number) => void): Command {
  const command = new Command('plan')
    .description('which of my units attacks which of theirs: the plan with the most expected points (or models) destroyed, or the best chance of destroying named units')
    .argument('[mine]', 'your side: a roster, a pasted list, a folder of profiles, or unit names separated by commas')
    .argument('[theirs]', 'their side, the same ways')
    .option('--file <matchup.yaml>', 'read the sides, options and each unit\'s own options from a matchup file (docs/matchup.md)')
    .addOption(new Option('--phase <phase>', 'shooting or melee').argParser(choice('a phase', ['shooting', 'melee'])).default('shooting'))
    .addOption(new Option('--goal <goal>', 'points (expected points destroyed; the default when every target has points) or models').argParser(choice('a goal', ['points', 'models'])))
    .option('--must-kill <unit>', 'maximise P(destroying this unit of theirs) first (by label or name; repeatable: the sum of their P(destroyed))', collectOne)
    .option('--split-fire', 'each weapon group of a unit (its weapons of one name) may shoot another target (shooting phase)')
    .addOption(new Option('--runners-up <n>', 'how many runner-up plans to show').argParser(runnersUpCount).default(2))
    .option('--set <"unit: options">', 'calc options for one unit when it attacks (repeatable)', collectOne)
    .option('--set-target <"unit: options">', 'calc options for one unit when it is attacked (repeatable)', collectOne);
  return addOutputOptions(addScenarioOptions(command, io, ['phase']).option('--json', 'print the JSON report (same as --format json)'), PLAN_FORMATS)
    .addHelpText('after', EXAMPLES)
    .action((mine: string | undefined, theirs: string | undefined, raw: RawOptions, self: Command) => runPlan(io, setExit, mine, theirs, raw, self));
}

async function runPlan(io: Io, setExit: (code: number) => void, mine: string | undefined, theirs: string | undefined, raw: RawOptions, self: Command): Promise<void> {
  if (raw.file === undefined && (mine === undefined || theirs === undefined || mine.trim() === '' || theirs.trim() === '')) {
    throw new InputError(['mathhammer plan: name both sides (mathhammer plan MINE THEIRS), or give a matchup file with --file']);
  }
  const output = chooseOutput(io, 'plan', raw, PLAN_FORMATS);
  const { phase: _phase, ...common } = explicitLayer(self);
  const request: PlanRequest = {
    ...sideRequest(io, mine, theirs, raw),
    ...(self.getOptionValueSource('phase') === 'default' && raw.file !== undefined ? {} : { phase: raw.phase ?? 'shooting' }),
    ...(raw.goal === undefined ? {} : { goal: raw.goal }),
    ...(raw.mustKill === undefined ? {} : { mustKill: raw.mustKill }),
    ...(raw.runnersUp === undefined ? {} : { runnersUp: raw.runnersUp }),
    ...(raw.splitFire === true ? { splitFire: true } : {}),
  };
  const report = planReport(request, commandContext(io, sourceOptions(raw)), common);
  // A table on the terminal shows its problems and notes; anything else says them on standard error too.
  if (!(output.format === 'table' && output.file === null && io.isTTY)) {
    for (const warning of report.warnings) io.stderr(`mathhammer plan: warning: ${warning}\n`);
    for (const problem of report.problems) io.stderr(`mathhammer plan: ${problem}\n`);
    for (const note of report.notes) io.stderr(`mathhammer plan: note: ${note}\n`);
  }
  await writeOutput<PlanFormat>(io, output as typeof output & { format: PlanFormat }, {
    text: (format) => renderPlan(report, format),
    picture: () => planPicture(report),
  });
  if (report.problems.length > 0) setExit(EXIT_INPUT);
}
