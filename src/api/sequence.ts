/**
 * Sequences: several attacks in order against one defender, its exact state carried from each to the next
 * (docs/sequence.md); and `needed`: how many copies of an attack, or models in the attacking unit, reach a
 * goal with a given probability.
 */
import { ScenarioError, toScenarioOptions, type OptionLayer, type ParsedOptions, type ProfileLoader } from '../plan/index.js';
import type { Issue } from '../profile/index.js';
import { toNeededJson, toSequenceJson, type NeededJson, type NeededReport, type SequenceJson, type SequenceReport } from '../report/index.js';
import {
  checkSequenceFile, GOAL_FORMS, loadSequenceFile, needed as neededOf, parseGoal, parseStepText, planSequence, runSequence, type Goal, type SequenceFile,
  type StepRequest,
} from '../sequence/index.js';
import { isRecord, optionalList, optionalString, requiredString, requireRecord, shown } from './arguments.js';
import { loaderOf, type ApiContext } from './context.js';
import { optionLayer, parsedOptions, type OptionsInput } from './options.js';
import { probabilityOf } from './probability.js';

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

function isStepInput(item: unknown): item is StepInput {
  return typeof item === 'string' || isRecord(item);
}

function stepRequest(input: StepInput, index: number): StepRequest {
  if (typeof input === 'string') {
    const parsed = parseStepText(input);
    if (!parsed.ok) throw new ScenarioError([`step ${index + 1} (${JSON.stringify(input)}): ${parsed.message}`]);
    return parsed.value;
  }
  requiredString(input.attacker, `step ${index + 1}: attacker`, "{ attacker: 'strike-team', options: 'half-range' }");
  optionalString(input.label, `step ${index + 1}: label`, "'ambush'");
  const options: ParsedOptions = input.options === undefined ? { layer: {}, argv: [] } : parsedOptions(input.options);
  return { attacker: input.attacker, ...(input.label === undefined ? {} : { label: input.label }), options };
}

/** A request from a JavaScript caller checked against SequenceRequest (a text is no list of steps). */
function checkSequenceRequest(request: unknown): void {
  const fields = requireRecord(request, 'the sequence request', "{ defender: 'knight', steps: ['strike-team --half-range'] }");
  if (fields.defender !== undefined) requiredString(fields.defender, 'defender', "'knight'");
  optionalList(fields.steps, 'steps', 'steps (texts as on the command line, or { attacker, label, options })', "['strike-team --half-range']", isStepInput);
  optionalString(fields.file, 'file', "'sequence.yaml'");
}

/**
 * The sequence report (the renderers' input). `common` is the options for every step as a layer (the
 * command line passes what it set explicitly); the request's `options` go on top. Throws ScenarioError or
 * EngineLimitError.
 */
export function sequenceReport(request: SequenceRequest, context: ApiContext = {}, common: OptionLayer = {}): SequenceReport {
  checkSequenceRequest(request);
  const file = request.file === undefined ? undefined : loadSequenceFile(request.file, context.cwd ?? process.cwd());
  if (file !== undefined && !file.ok) throw ScenarioError.fromIssues(file.issues);
  const defender = request.defender ?? file?.value.defender;
  if (defender === undefined) throw new ScenarioError(['name the defender, e.g. mathhammer sequence knight "strike-team --half-range" (or `defender:` in --file)']);
  const steps = [...(file?.value.steps ?? []), ...(request.steps ?? []).map(stepRequest)];
  const layers = [...(file === undefined ? [] : [file.value.options.layer]), common, ...(request.options === undefined ? [] : [optionLayer(request.options)])];
  const load = loaderOf(context);
  checkReferences(load, request.defender, file?.value);
  return runSequence(planSequence(load, { defender, common: layers, steps }));
}

/**
 * The defender and the file's references checked before any step is planned: a wrong defender is the
 * defender's mistake, said once (not as every step's), and a file's wrong names are all reported at their
 * line and column (sequence/references.ts). `defender`: the request's own, which replaces the file's.
 */
function checkReferences(load: ProfileLoader, defender: string | undefined, file: SequenceFile | undefined): void {
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
  if (file !== undefined) issues.push(...checkSequenceFile(load, file, defender));
  if (problems.length > 0 || issues.length > 0) throw new ScenarioError(problems, issues);
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
  /** The probability to reach, in (0, 1]: a number, or a text as `--p` takes it (`'0.9'`, `'90%'`). */
  readonly p: number | string;
  /** Copies of the attack (default), or models in the attacking unit. */
  readonly by?: 'copies' | 'models';
  /** The largest N to try (default 20 copies; the largest legal size for models). */
  readonly max?: number;
  readonly options?: OptionsInput;
};

/** A goal object is read back through its text form, so a JavaScript caller's `{ kind: 'x' }` is refused as a text would be. */
function goalOf(goal: unknown): Goal {
  if (isRecord(goal) && typeof goal.kind === 'string') return goalOf(goal.k === undefined ? goal.kind : `${goal.kind} ${shown(goal.k)}`);
  if (typeof goal !== 'string') throw new ScenarioError([`goal must be one of ${GOAL_FORMS.join(', ')} (a text, or a goal like { kind: 'at-least', k: 3 }), got ${shown(goal)}`]);
  const parsed = parseGoal(goal);
  if (!parsed.ok) throw new ScenarioError([parsed.message]);
  return parsed.value;
}

/** The `needed` report (the renderers' input). Throws ScenarioError or EngineLimitError. */
export function neededReport(request: NeededRequest, context: ApiContext = {}, common: OptionLayer = {}): NeededReport {
  requireRecord(request, 'the needed request', "{ attacker: 'strike-team', defender: 'teq', goal: 'destroyed', p: 0.9 }");
  const attacker = requiredString(request.attacker, 'attacker', "'strike-team'");
  const defender = requiredString(request.defender, 'defender', "'teq'");
  if (request.by !== undefined && request.by !== 'copies' && request.by !== 'models') throw new ScenarioError([`by must be 'copies' or 'models', got ${shown(request.by)}`]);
  if (request.max !== undefined && typeof request.max !== 'number') throw new ScenarioError([`max must be a whole number, e.g. 30, got ${shown(request.max)}`]);
  const options = toScenarioOptions([common, ...(request.options === undefined ? [] : [optionLayer(request.options)])]);
  return neededOf(loaderOf(context), {
    attacker,
    defender,
    options,
    goal: goalOf(request.goal),
    p: probabilityOf(request.p),
    by: request.by ?? 'copies',
    ...(request.max === undefined ? {} : { max: request.max }),
  });
}

/** `mathhammer needed --json` as an object. */
export function needed(request: NeededRequest, context: ApiContext = {}): NeededJson {
  return toNeededJson(neededReport(request, context));
}
