/**
 * Comparisons: loadouts, attackers and conditions side by side against one or several defenders
 * (docs/compare.md), every cell exactly a calc.
 */
import { checkComparisonFile, loadComparison, planColumns, profileLabel, runComparison, type ComparisonFile } from '../compare/index.js';
import { ScenarioError, type OptionLayer } from '../plan/index.js';
import { toCompareJson, type CompareJson, type CompareReport } from '../report/index.js';
import { isString, optionalList, optionalString, requireRecord } from './arguments.js';
import { loaderOf, type ApiContext } from './context.js';
import { optionLayer, type OptionsInput } from './options.js';

export type CompareRequest = {
  /** Attacking units (profile paths or bundled names). */
  readonly attackers?: readonly string[];
  /** The defender, or several for a matrix. */
  readonly vs?: readonly string[];
  /** A column per loadout spec: a name, names joined with +, `default`, or `all`. */
  readonly loadouts?: readonly string[];
  /** Columns of their own: "label: options". */
  readonly columns?: readonly string[];
  /** Options for some columns: "column: options". */
  readonly set?: readonly string[];
  /** Columns that are several attacks in order: "label: step; step" (each step as in `sequence`). */
  readonly sequences?: readonly string[];
  /** Each column with and without a condition (or `rules`, `phase`). */
  readonly vary?: readonly string[];
  /** A comparison file (docs/compare.md), from the context's working directory. */
  readonly file?: string;
  /** Options for every column. */
  readonly options?: OptionsInput;
  /** The k of the "P(at least k)" rows (default: chosen from the results). */
  readonly atLeast?: readonly number[];
};

/** "meq", "meq (2)": defenders named twice get told apart. */
function uniqueLabels(refs: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return refs.map((ref) => {
    const label = profileLabel(ref);
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return n === 1 ? label : `${label} (${n})`;
  });
}

/** The k of a "P(at least k)" row, as `--at-least` takes them. */
function isK(item: unknown): item is number {
  return typeof item === 'number' && Number.isInteger(item) && item >= 1 && item <= 1000;
}

/** The list fields of text: what each lists, and an example as the message shows it. */
const TEXT_LISTS: readonly (readonly [keyof CompareRequest, string, string])[] = [
  ['attackers', 'profile names', "['strike-team']"],
  ['vs', 'profile names', "['meq']"],
  ['loadouts', 'loadout specs', "['all']"],
  ['columns', '"label: options" texts', "['ambush: half-range']"],
  ['set', '"column: options" texts', "['ambush: hit +1']"],
  ['sequences', '"label: step; step" texts', "['both: medusa-carriage-battery; strike-team']"],
  ['vary', 'conditions', "['half-range']"],
];

/** A request from a JavaScript caller checked against CompareRequest (a text is no list); options are checked where read. */
function checkRequest(request: unknown): void {
  const fields = requireRecord(request, 'the compare request', "{ attackers: ['strike-team'], vs: ['meq'] }");
  for (const [key, what, example] of TEXT_LISTS) optionalList(fields[key], key, what, example, isString);
  optionalList(fields.atLeast, 'atLeast', 'whole numbers from 1 to 1000', '[1, 3, 5]', isK);
  optionalString(fields.file, 'file', "'comparison.yaml'");
}

/**
 * The comparison report (the renderers' input). `common` is the options for every column as a layer (the
 * command line passes what it set explicitly); the request's `options` go on top. Throws ScenarioError.
 */
export function compareReport(request: CompareRequest, context: ApiContext = {}, common: OptionLayer = {}): CompareReport {
  checkRequest(request);
  const attackers = request.attackers ?? [];
  let file: ComparisonFile | undefined;
  if (request.file !== undefined) {
    const loaded = loadComparison(request.file, context.cwd ?? process.cwd(), attackers.length > 0);
    if (!loaded.ok) throw ScenarioError.fromIssues(loaded.issues);
    file = loaded.value;
  }
  const defenders = request.vs ?? file?.vs ?? [];
  if (defenders.length === 0) throw new ScenarioError(['name the defender with --vs, e.g. --vs meq (several for a matrix: --vs meq vehicle)']);

  const load = loaderOf(context);
  // A file's wrong names, all at their file:line:col, before any case is computed.
  if (file !== undefined) {
    const wrong = checkComparisonFile(load, file, attackers, request.vs);
    if (wrong.length > 0) throw ScenarioError.fromIssues(wrong);
  }
  const planned = planColumns(
    {
      attackers,
      loadouts: request.loadouts ?? [],
      columns: request.columns ?? [],
      sets: request.set ?? [],
      sequences: request.sequences ?? [],
      vary: request.vary ?? [],
      ...(file === undefined ? {} : { file }),
    },
    (attacker) => {
      const loaded = load(attacker);
      return loaded.ok ? loaded.value.loadouts.map((l) => l.name) : [];
    },
  );
  if (!planned.ok) throw new ScenarioError(planned.problems);

  const labels = uniqueLabels(defenders);
  return runComparison(
    {
      columns: planned.columns,
      defenders: defenders.map((source, d) => ({ label: labels[d] ?? source, source })),
      common: [...(file === undefined ? [] : [file.options.layer]), common, ...(request.options === undefined ? [] : [optionLayer(request.options)])],
      vary: [...(file?.vary ?? []), ...(request.vary ?? [])],
      atLeast: request.atLeast === undefined ? null : [...request.atLeast],
    },
    load,
  );
}

/** `mathhammer compare --json` as an object (docs/json.md). Throws ScenarioError or EngineLimitError. */
export function compare(request: CompareRequest, context: ApiContext = {}): CompareJson {
  return toCompareJson(compareReport(request, context));
}
