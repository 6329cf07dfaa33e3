/**
 * Sequences: several attacks in order against one defender, its exact state carried from each to the next
 * (docs/sequence.md); and `needed`: how many copies of an attack, or models in the attacking unit, reach a
 * goal with a given probability.
 */
import { ScenarioError, toScenarioOptions, type OptionLayer, type ParsedOptions } from '../plan/index.js';
import { toNeededJson, toSequenceJson, type NeededJson, type NeededReport, type SequenceJson, type SequenceReport } from '../report/index.js';
import { loadSequenceFile, needed as neededOf, parseGoal, parseStepText, planSequence, runSequence, type Goal, type StepRequest } from '../sequence/index.js';
import { loaderOf, type ApiContext } from './context.js';
import { optionLayer, type OptionsInput } from './options.js';

/** A step: a text as on the command line ("strike-team --half-range"), or its parts. */
export type StepInput = string | { readonly attacker: string; readonly label?: string; readonly options?: OptionsInput };

export type SequenceRequest = {
  /** The unit every step attacks (or the file's `defender:`). */
  readonly defender?: string;
  readonly steps?: readonly StepInput[];
  /** A sequence file (docs/sequence.md), from the context's working directory; its steps come first. */
  readonly file?: string;
  /** Options for every step. */
  readonly options?: OptionsInput;
};

function stepRequest(input: StepInput, index: number): StepRequest {
  if (typeof input === 'string') {
    const parsed = parseStepText(input);
    if (!parsed.ok) throw new ScenarioError([`step ${index + 1} (${JSON.stringify(input)}): ${parsed.message}`]);
    return parsed.value;
  }
  const layer = input.options === undefined ? {} : optionLayer(input.options);
  const options: ParsedOptions = { layer, argv: [] };
  return { attacker: input.attacker, ...(input.label === undefined ? {} : { label: input.label }), options };
}

/**
 * The sequence report (the renderers' input). `common` is the options for every step as a layer (the
 * command line passes what it set explicitly); the request's `options` go on top. Throws ScenarioError or
 * EngineLimitError.
 */
export function sequenceReport(request: SequenceRequest, context: ApiContext = {}, common: OptionLayer = {}): SequenceReport {
  const file = request.file === undefined ? undefined : loadSequenceFile(request.file, context.cwd ?? process.cwd());
  if (file !== undefined && !file.ok) throw ScenarioError.fromIssues(file.issues);
  const defender = request.defender ?? file?.value.defender;
  if (defender === undefined) throw new ScenarioError(['name the defender, e.g. mathhammer sequence knight "strike-team --half-range" (or `defender:` in --file)']);
  const steps = [...(file?.value.steps ?? []), ...(request.steps ?? []).map(stepRequest)];
  const layers = [...(file === undefined ? [] : [file.value.options.layer]), common, ...(request.options === undefined ? [] : [optionLayer(request.options)])];
  return runSequence(planSequence(loaderOf(context), { defender, common: layers, steps }));
}

/** `mathhammer sequence --json` as an object (docs/json.md). */
export function sequence(request: SequenceRequest, context: ApiContext = {}): SequenceJson {
  return toSequenceJson(sequenceReport(request, context));
}

export type NeededRequest = {
  readonly attacker: string;
  readonly defender: string;
  /** `destroyed`, `at-least K`, `damage K`, `below-half`. */
  readonly goal: string | Goal;
  /** The probability to reach, in (0, 1]. */
  readonly p: number;
  /** Copies of the attack (default), or models in the attacking unit. */
  readonly by?: 'copies' | 'models';
  /** The largest N to try (default 20 copies; the largest legal size for models). */
  readonly max?: number;
  readonly options?: OptionsInput;
};

function goalOf(goal: string | Goal): Goal {
  if (typeof goal !== 'string') return goal;
  const parsed = parseGoal(goal);
  if (!parsed.ok) throw new ScenarioError([parsed.message]);
  return parsed.value;
}

/** The `needed` report (the renderers' input). Throws ScenarioError or EngineLimitError. */
export function neededReport(request: NeededRequest, context: ApiContext = {}, common: OptionLayer = {}): NeededReport {
  const options = toScenarioOptions([common, ...(request.options === undefined ? [] : [optionLayer(request.options)])]);
  return neededOf(loaderOf(context), {
    attacker: request.attacker,
    defender: request.defender,
    options,
    goal: goalOf(request.goal),
    p: request.p,
    by: request.by ?? 'copies',
    ...(request.max === undefined ? {} : { max: request.max }),
  });
}

/** `mathhammer needed --json` as an object. */
export function needed(request: NeededRequest, context: ApiContext = {}): NeededJson {
  return toNeededJson(neededReport(request, context));
}
