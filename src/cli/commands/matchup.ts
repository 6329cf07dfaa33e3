/**
 * `mathhammer matchup <mine> <theirs> [options]`: every unit of one army against every unit of the other
 * (issue 28), each cell a calc. A unit or cell that cannot be computed is listed with why, the rest is
 * printed, and the exit status is 2.
 */
import { Command, Option } from 'commander';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { matchupReport, type MatchupRequest } from '../../api/matchup.js';
import { parallelMatchupReport } from '../matchup-parallel.js';
import type { ScenarioOptions } from '../../plan/index.js';
import { matchupPicture, RANK_METRICS, renderMatchup, REPORT_FORMATS, type RankMetric } from '../../report/index.js';
import { addColorOptions } from '../color-option.js';
import { EXIT_INPUT, InputError } from '../errors.js';
import type { ColorChoice, Io } from '../io.js';
import { collectOne } from '../option-values.js';
import { addOutputOptions, chooseOutput, textOptions, writeOutput, type OutputOptions } from '../report-output.js';
import { addScenarioOptions, explicitLayer } from '../scenario-options.js';
import { choice, sideRequest, sourceOptions } from '../side-request.js';
import { matchupWarnings, STRICT_DESCRIPTION, warningMode } from '../warnings.js';
import { commandContext } from './load-side.js';

const EXAMPLES = `
Examples:
  $ mathhammer matchup my-army.rosz their-list.txt --data ~/bsdata-10e
      my roster's units shooting at every unit of their pasted list
  $ mathhammer matchup tau.txt dark-angels.txt --data ~/bsdata-10e --phase both --both-ways
      both phases, both directions: four matrices of each metric
  $ mathhammer matchup my-profiles/ "meq,teq,vehicle,knight" --half-range
      a folder of YAML profiles against standard targets
  $ mathhammer matchup "strike-team,mukaali-riders" "meq,teq" --set "mukaali-riders: charged" --phase melee
  $ mathhammer matchup tau.txt dark-angels.txt --data ~/bsdata-10e --set-target "Scout Squad: cover" --json
  $ mathhammer matchup --file docs/examples/matchup.yaml
      the sides, options and each unit's own from a file (docs/matchup.md)

Each side is a roster (.rosz, .ros), a pasted army list (needs --data), a folder of YAML profiles, one
profile file, or unit names separated by commas (profile paths, bundled names, datasheet names with
--data). Leaders are attached as the list says; the rules are the edition of the data unless --rules
says. Every calc option applies to every cell; --set and --set-target give one unit its own.
--metrics chooses the matrices printed (default: the --by metric and P(destroyed); all for every one).`;

const METRIC_CHOICES = [...RANK_METRICS, 'all'];
const PHASE_CHOICES = ['shooting', 'melee', 'both'];

/** `points,destroyed`: the matrices to print. */
function collectMetrics(value: string, previous: readonly RankMetric[] | undefined): RankMetric[] {
  const parse = choice<RankMetric | 'all'>('metrics among', METRIC_CHOICES);
  const out = [...(previous ?? [])];
  for (const name of value.split(',').filter((s) => s.trim() !== '')) {
    const metric = parse(name);
    out.push(...(metric === 'all' ? RANK_METRICS : [metric]));
  }
  return [...new Set(out)];
}

type RawOptions = Omit<ScenarioOptions, 'phase'> &
  OutputOptions & {
    data?: string;
    file?: string;
    bothWays?: boolean;
    /** matchup's own --phase (it takes both), not the scenario option. */
    phase?: 'shooting' | 'melee' | 'both';
    set?: string[];
    setTarget?: string[];
    by?: RankMetric;
    metrics?: RankMetric[];
    color?: ColorChoice;
    strict?: boolean;
  };

export function matchupCommand(io: Io, setExit: (code: number) => void): Command {
  const command = new Command('matchup')
    .description('every unit of one army against every unit of the other: damage, models destroyed, P(destroyed), points removed')
    .argument('[mine]', 'your side: a roster, a pasted list, a folder of profiles, or unit names separated by commas')
    .argument('[theirs]', 'their side, the same ways')
    .option('--file <matchup.yaml>', 'read the sides, options and each unit\'s own options from a matchup file (docs/matchup.md)')
    .addOption(new Option('--phase <phase>', 'shooting, melee, or both (a matrix for each)').argParser(choice('a phase', PHASE_CHOICES)).default('shooting'))
    .option('--both-ways', 'theirs attacking mine too')
    .option('--set <"unit: options">', 'calc options for one unit when it attacks, e.g. "Pathfinder Team: stationary" (by label, or by name for every unit of that name; repeatable)', collectOne)
    .option('--set-target <"unit: options">', 'calc options for one unit when it is attacked, e.g. "Scout Squad: cover" (repeatable)', collectOne)
    .addOption(new Option('--by <metric>', `what ranks the attackers and marks the best for each target: ${RANK_METRICS.join(', ')} (default: points when every unit has points, else models)`).argParser(choice('a metric', RANK_METRICS)))
    .option('--metrics <names>', `matrices to print: ${METRIC_CHOICES.join(', ')}`, collectMetrics);
  return addColorOptions(addOutputOptions(addScenarioOptions(command, io, ['phase']).option('--json', 'print the JSON report (same as --format json)'), REPORT_FORMATS))
    .option('--strict', STRICT_DESCRIPTION)
    .addHelpText('after', EXAMPLES)
    .action((mine: string | undefined, theirs: string | undefined, raw: RawOptions, self: Command) => runMatchup(io, setExit, mine, theirs, raw, self));
}

/**
 * Two threads pay when a side is a file or a folder (reading a list is most of the time: about half a
 * second each); a few names are computed before a worker would have started. One core, or
 * MATHHAMMER_THREADS=1 (to measure, or on a machine another job keeps busy), keeps one thread.
 */
function worthTwoThreads(io: Io, sides: readonly string[], file: boolean): boolean {
  if (io.env['MATHHAMMER_THREADS'] === '1' || availableParallelism() < 2) return false;
  // A matchup file names its sides: likely army files (and reading it twice costs nothing).
  return file || sides.some((side) => side !== '' && existsSync(resolve(io.cwd ?? process.cwd(), side)));
}

async function runMatchup(io: Io, setExit: (code: number) => void, mine: string | undefined, theirs: string | undefined, raw: RawOptions, self: Command): Promise<void> {
  if (raw.file === undefined && (mine === undefined || theirs === undefined || mine.trim() === '' || theirs.trim() === '')) {
    throw new InputError(['mathhammer matchup: name both sides (mathhammer matchup MINE THEIRS), or give a matchup file with --file']);
  }
  const output = chooseOutput(io, 'matchup', raw, REPORT_FORMATS);
  // The explicit scenario options, without matchup's own --phase (which has the same name).
  const { phase: _phase, ...common } = explicitLayer(self);
  const request: MatchupRequest = {
    ...sideRequest(io, mine, theirs, raw),
    // The default phase is given only when the file does not say.
    ...(self.getOptionValueSource('phase') === 'default' && raw.file !== undefined ? {} : { phase: raw.phase ?? 'shooting' }),
    ...(raw.bothWays === undefined ? {} : { bothWays: true }),
    ...(raw.by === undefined ? {} : { by: raw.by }),
  };
  const source = sourceOptions(raw);
  const report = io.matchupWorker !== undefined && worthTwoThreads(io, [mine ?? '', theirs ?? ''], raw.file !== undefined)
    ? await parallelMatchupReport(io, io.matchupWorker, request, source, common)
    : matchupReport(request, commandContext(io, source), common);
  const mode = warningMode(io, raw, output);
  matchupWarnings(io, report, mode);
  await writeOutput(io, output, {
    text: (format) => renderMatchup(report, format, { ...textOptions(io, output, format, raw.color), ...(raw.metrics === undefined ? {} : { metrics: raw.metrics }) }),
    picture: () => matchupPicture(report),
  });
  if (report.problems.length > 0) setExit(EXIT_INPUT);
}
