/**
 * A sequence file: a longer `mathhammer sequence` written down (docs/sequence.md). Read like a profile:
 * every mistake is an Issue at its file:line:col, all of them reported at once.
 *
 *     defender: knight
 *     options: rules 10e            # for every step
 *     steps:
 *       - attacker: broadside-battlesuits
 *         options: half-range
 *       - label: Crisis suits
 *         attacker: crisis-battlesuits
 *         loadout: plasma
 *         options: { half-range: true }
 */
import { resolve } from 'node:path';
import { readNames, readOptions, referenceBeside, type ParsedOptions } from '../plan/index.js';
import { readText, type Result } from '../profile/index.js';
import { readText as readTextValue } from '../profile/values.js';
import { parseYaml, readFields, readList, report, type Field, type ReadContext } from '../profile/yaml-reader.js';

export type FileStep = {
  readonly label?: string;
  /** As calc would take it: a path (beside the file when one is there), a bundled or a datasheet name. */
  readonly attacker: string;
  readonly options: ParsedOptions;
};

export type SequenceFile = {
  readonly file: string;
  readonly defender?: string;
  readonly options: ParsedOptions;
  readonly steps: readonly FileStep[];
};

const TOP_KEYS = ['defender', 'options', 'steps'] as const;
const STEP_KEYS = ['label', 'attacker', 'loadout', 'options'] as const;
const NO_OPTIONS: ParsedOptions = { layer: {}, argv: [] };

/** One step of a sequence file (or of a comparison file's sequence column). */
export function readStep(ctx: ReadContext, field: Field, cwd: string): FileStep | undefined {
  const fields = readFields(ctx, field.node, field.at, STEP_KEYS, ['attacker'], 'a step (a mapping with attacker, and optionally label, loadout, options)');
  if (fields === undefined) return undefined;
  const before = ctx.issues.length;
  const labelField = fields.get('label');
  const label = labelField === undefined ? undefined : readTextValue(ctx, labelField);
  const attacker = readTextValue(ctx, fields.get('attacker')!);
  const loadoutField = fields.get('loadout');
  const loadouts = loadoutField === undefined ? [] : readNames(ctx, loadoutField, 'loadout names');
  const optionsField = fields.get('options');
  const options = optionsField === undefined ? NO_OPTIONS : readOptions(ctx, optionsField);
  if (ctx.issues.length > before || attacker === undefined || loadouts === undefined || options === undefined) return undefined;
  const names = loadouts.flatMap((l) => l.split('+').map((s) => s.trim())).filter((s) => s !== '');
  const loadout: ParsedOptions = names.length === 0 ? NO_OPTIONS : { layer: { loadout: names }, argv: ['--loadout', names.join(',')] };
  return {
    ...(label === undefined ? {} : { label }),
    attacker: referenceBeside(ctx.file, cwd, attacker),
    options: { layer: { ...loadout.layer, ...options.layer }, argv: [...loadout.argv, ...options.argv] },
  };
}

export function parseSequenceFile(text: string, file: string, cwd: string): Result<SequenceFile> {
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return { ok: false, issues: parsed.issues };
  const { ctx, root } = parsed;
  if (root === null) return { ok: false, issues: [{ file, line: 0, col: 0, path: '', message: 'the file is empty: expected a sequence with `steps:`' }] };
  const fields = readFields(ctx, root, { file, line: 1, col: 1, path: '' }, TOP_KEYS, ['steps'], 'a sequence (a mapping with defender and steps)');
  if (fields === undefined) return { ok: false, issues: ctx.issues };
  const defenderField = fields.get('defender');
  const defender = defenderField === undefined ? undefined : readTextValue(ctx, defenderField);
  const optionsField = fields.get('options');
  const options = optionsField === undefined ? NO_OPTIONS : readOptions(ctx, optionsField);
  const stepsField = fields.get('steps')!;
  const items = readList(ctx, stepsField, 'steps');
  if (items !== undefined && items.length === 0) report(ctx, stepsField.at, 'expected at least one step');
  const steps = (items ?? []).map((item) => readStep(ctx, item, cwd));
  if (ctx.issues.length > 0 || options === undefined) return { ok: false, issues: ctx.issues };
  return {
    ok: true,
    value: {
      file,
      ...(defender === undefined ? {} : { defender: referenceBeside(file, cwd, defender) }),
      options,
      steps: steps.filter((s): s is FileStep => s !== undefined),
    },
  };
}

/** Read and check a sequence file (`file` as the user named it, from `cwd`). */
export function loadSequenceFile(file: string, cwd: string): Result<SequenceFile> {
  const text = readText({ path: resolve(cwd, file), display: file, bundled: false }, 'a YAML sequence file', 'sequence files');
  return text.ok ? parseSequenceFile(text.value.text, file, cwd) : text;
}
