/**
 * `mathhammer compare <attacker…> --vs <defender…> [options]`: several loadouts, attackers or conditions
 * side by side against one defender (metrics as rows), or a matrix against several (docs/compare.md).
 */
import { Command, InvalidArgumentError } from 'commander';
import { closest } from '../../profile/index.js';
import { compareReport } from '../../api/compare.js';
import type { ScenarioOptions } from '../../plan/index.js';
import { comparePicture, METRIC_NAMES, renderCompare, REPORT_FORMATS, type MetricName } from '../../report/index.js';
import { InputError } from '../errors.js';
import { addColorOptions } from '../color-option.js';
import type { ColorChoice, Io } from '../io.js';
import { collectList, collectOne } from '../option-values.js';
import { addOutputOptions, chooseOutput, textOptions, writeOutput, type OutputOptions } from '../report-output.js';
import { addScenarioOptions, explicitLayer } from '../scenario-options.js';
import { compareWarnings, STRICT_DESCRIPTION, warningMode } from '../warnings.js';
import { contextWithStdin } from './load-side.js';

const EXAMPLES = `
Examples:
  $ mathhammer compare strike-team --loadouts all --vs meq
      every Strike Team loadout against five Marines, one column each
  $ mathhammer compare strike-team --loadouts all --vs meq -o compare.svg
      the same as a picture (also .png, .html)
  $ mathhammer compare strike-team --loadouts default,pulse-carbine-all --vs meq --vary half-range
      pulse rifles vs carbines, each in and out of half range
  $ mathhammer compare mukaali-riders --loadouts meltagun,plasma-gun,flamer --vs meq vehicle --half-range
      a matrix: special weapons against Marines and a light vehicle
  $ mathhammer compare mukaali-riders --vs meq --half-range \\
      --column "plasma: loadout plasma-gun" \\
      --column "supercharge: loadout plasma-gun profile supercharge"
  $ mathhammer compare strike-team --loadouts default,pulse-carbine-all --vs meq --set "pulse-carbine-all: half-range"
  $ mathhammer compare strike-team --vs geq meq teq vehicle knight --vary rules --json
  $ mathhammer compare --file docs/examples/mukaali-special-weapons.yaml

Columns are the attackers, or with --loadouts one per loadout (default: the profile as written;
all: default and every loadout; a+b: two loadouts together). --column, --set and --vary take calc
options without their dashes: "half-range hit +1", "profile supercharge", "no-cover".
Every calc option applies to every column. docs/compare.md describes it all.`;

type RawOptions = ScenarioOptions & {
  data?: string;
  vs?: string[];
  loadouts?: string[];
  column?: string[];
  set?: string[];
  sequence?: string[];
  vary?: string[];
  file?: string;
  atLeast?: number[];
  metrics?: MetricName[];
  chart?: boolean;
  color?: ColorChoice;
  strict?: boolean;
} & OutputOptions;

/** `1,3,5`: the k of the "P(at least k)" rows. */
function collectKs(value: string, previous: readonly number[] | undefined): number[] {
  const ks = value.split(',').map((s) => s.trim());
  if (ks.some((k) => !/^\d+$/.test(k) || Number(k) < 1 || Number(k) > 1000)) {
    throw new InvalidArgumentError('Expected whole numbers from 1 to 1000 separated by commas, like 1,3,5.');
  }
  return [...new Set([...(previous ?? []), ...ks.map(Number)])].sort((a, b) => a - b);
}

const METRIC_CHOICES = [...Object.keys(METRIC_NAMES), 'all'];

/** `models,damage`: the rows or matrices to print. */
function collectMetrics(value: string, previous: readonly MetricName[] | undefined): MetricName[] {
  const names = value.split(',').map((s) => s.trim().toLowerCase()).filter((s) => s !== '');
  const out = [...(previous ?? [])];
  for (const name of names) {
    if (name === 'all') out.push(...(Object.keys(METRIC_NAMES) as MetricName[]));
    else if (name in METRIC_NAMES) out.push(name as MetricName);
    else {
      const hint = closest(name, METRIC_CHOICES);
      throw new InvalidArgumentError(`Expected metrics among ${METRIC_CHOICES.join(', ')}${hint === undefined ? '' : ` (did you mean ${hint}?)`}.`);
    }
  }
  return [...new Set(out)];
}

export function compareCommand(io: Io): Command {
  const command = new Command('compare')
    .description('compare loadouts, attackers and conditions side by side, against one or several defenders')
    .argument('[attackers...]', 'attacking units: profile paths, bundled profile names, or - (standard input, once)')
    .option('--vs <defenders...>', 'the defender, or several for a matrix (profile paths or bundled names)')
    .option('--loadouts <names>', 'a column per loadout: names, a+b for two together, default, or all', collectList)
    .option('--column <"label: options">', 'a column of its own with calc options, e.g. "krak: loadout grenade-launcher profile krak" (repeatable)', collectOne)
    .option('--sequence <"label: step; step">', 'a column that is several attacks in order, e.g. "shoot then charge: strike-team --half-range; mukaali-riders --phase melee --charged" (repeatable)', collectOne)
    .option('--set <"column: options">', 'calc options for one column, e.g. "pulse-carbine-all: half-range" (repeatable)', collectOne)
    .option('--vary <condition>', 'each column with and without a condition (half-range, cover, "hit +1", …), or rules, or phase (repeatable)', collectOne)
    .option('--file <comparison.yaml>', 'read the columns (and defenders, options) from a comparison file')
    .option('--at-least <k,…>', 'the k of the "P(at least k)" rows (default: chosen from the results)', collectKs)
    .option('--metrics <names>', `rows (one defender) or matrices (several) to print: ${METRIC_CHOICES.join(', ')}`, collectMetrics)
    .option('--chart', 'draw the chart (default with one defender)')
    .option('--no-chart', 'leave the chart out');
  return addColorOptions(addOutputOptions(addScenarioOptions(command, io).option('--json', 'print the JSON report (same as --format json)'), REPORT_FORMATS))
    .option('--strict', STRICT_DESCRIPTION)
    .addHelpText('after', EXAMPLES)
    .action((attackers: string[], raw: RawOptions, self: Command) => runCompare(io, attackers, raw, self));
}

function fail(message: string): never {
  throw new InputError([`mathhammer compare: ${message}`]);
}

/** Mistakes of the command line itself that the columns would misreport. */
function checkArguments(attackers: readonly string[], raw: RawOptions): void {
  // `--vs` takes every name after it: `compare --vs meq strike-team` leaves no attacker.
  if (attackers.length === 0 && raw.file === undefined && (raw.vs?.length ?? 0) > 1) {
    fail(`no attacker: --vs takes every name after it (here ${raw.vs!.join(', ')}); put the attackers first: mathhammer compare ${raw.vs!.slice(1).join(' ')} --vs ${raw.vs![0]}`);
  }
  if ((raw.loadout ?? []).some((l) => l.trim().toLowerCase() === 'all')) {
    fail('--loadout all: for a column per loadout use --loadouts all (--loadout gives every column the same loadouts)');
  }
}

async function runCompare(io: Io, attackers: readonly string[], raw: RawOptions, self: Command): Promise<void> {
  checkArguments(attackers, raw);
  const output = chooseOutput(io, 'compare', raw, REPORT_FORMATS);
  const context = await contextWithStdin(io, 'compare', raw, [...attackers, ...(raw.vs ?? [])]);
  const report = compareReport(
    {
      attackers,
      ...(raw.vs === undefined ? {} : { vs: raw.vs }),
      ...(raw.loadouts === undefined ? {} : { loadouts: raw.loadouts }),
      ...(raw.column === undefined ? {} : { columns: raw.column }),
      ...(raw.set === undefined ? {} : { set: raw.set }),
      ...(raw.sequence === undefined ? {} : { sequences: raw.sequence }),
      ...(raw.vary === undefined ? {} : { vary: raw.vary }),
      ...(raw.file === undefined ? {} : { file: raw.file }),
      ...(raw.atLeast === undefined ? {} : { atLeast: raw.atLeast }),
    },
    context,
    explicitLayer(self),
  );
  compareWarnings(io, report, warningMode(io, raw, output));
  let metrics = raw.metrics;
  if (report.defenders.length > 1 && metrics?.includes('at-least') === true) {
    // "all" means all that apply; a matrix has no at-least rows (their k counts models, or wounds).
    if (metrics.length < Object.keys(METRIC_NAMES).length) {
      fail('--metrics at-least needs a single defender: its k counts models, or wounds against a single model');
    }
    metrics = metrics.filter((m) => m !== 'at-least');
  }

  const options = { ...(raw.chart === undefined ? {} : { chart: raw.chart }), ...(metrics === undefined ? {} : { metrics }) };
  await writeOutput(io, output, {
    text: (format) =>
      renderCompare(report, format, { ...textOptions(io, output, format, raw.color), ...options }),
    picture: () => comparePicture(report, options),
  });
}
