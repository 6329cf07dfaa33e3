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
import { isMap, isScalar, type Node } from 'yaml';
import { OPTIONS_BY_NAME, readNames, readOptions, referenceBeside, type ParsedOptions } from '../plan/index.js';
import { readText, type Position, type Result } from '../profile/index.js';
import { readText as readTextValue } from '../profile/values.js';
import { parseYaml, positionOf, readFields, readList, report, type Field, type ReadContext } from '../profile/yaml-reader.js';

/**
 * Where a file writes an `options:` value: the whole value, and each option of a mapping by its
 * ScenarioOptions key. A name in it found wrong once the profiles load is reported there.
 */
export type OptionPlaces = { readonly at: Position; readonly byKey: ReadonlyMap<string, Position> };

/** A name written in a file, and where. */
export type Named = { readonly name: string; readonly at: Position };

/** Where a step's references are written, so a wrong one is reported at its line and column. */
export type StepPlaces = { readonly attacker: Position; readonly loadouts: readonly Named[]; readonly options?: OptionPlaces };

export type FileStep = {
  readonly label?: string;
  /** As calc would take it: a path (beside the file when one is there), a bundled or a datasheet name. */
  readonly attacker: string;
  readonly options: ParsedOptions;
  readonly places: StepPlaces;
};

export type SequenceFile = {
  readonly file: string;
  readonly defender?: string;
  /** Where `defender:` is written. */
  readonly defenderAt?: Position;
  readonly optionPlaces?: OptionPlaces;
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
  // `loadout:` and a `loadout` in `options:` add up, as repeating --loadout does.
  const optionLoadouts = (options.layer.loadout as string[] | undefined) ?? [];
  const allLoadouts = [...names, ...optionLoadouts];
  const optionsPlaces = optionsField === undefined ? undefined : optionPlaces(ctx, optionsField);
  const loadoutAt = optionsPlaces === undefined ? undefined : placeOf(optionsPlaces, 'loadout');
  return {
    ...(label === undefined ? {} : { label }),
    attacker: referenceBeside(ctx.file, cwd, attacker),
    options: {
      layer: { ...options.layer, ...(allLoadouts.length === 0 ? {} : { loadout: allLoadouts }) },
      argv: [...loadout.argv, ...options.argv],
    },
    places: {
      attacker: fields.get('attacker')!.at,
      loadouts: [...names.map((name) => ({ name, at: loadoutField!.at })), ...optionLoadouts.map((name) => ({ name, at: loadoutAt! }))],
      ...(optionsPlaces === undefined ? {} : { options: optionsPlaces }),
    },
  };
}

/** Where each option of an `options:` value is written (a text: all of them at the text). */
export function optionPlaces(ctx: ReadContext, field: Field): OptionPlaces {
  const byKey = new Map<string, Position>();
  if (isMap(field.node)) {
    for (const pair of field.node.items) {
      const name = String(isScalar(pair.key) ? pair.key.value : '').replace(/^--/, '');
      const key = OPTIONS_BY_NAME.get(name)?.key;
      if (key !== undefined) byKey.set(key, positionOf(ctx, pair.value as Node | null, `${field.at.path}.${name}`, field.at));
    }
  }
  return { at: field.at, byKey };
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
      ...(defender === undefined ? {} : { defender: referenceBeside(file, cwd, defender), defenderAt: defenderField!.at }),
      ...(optionsField === undefined ? {} : { optionPlaces: optionPlaces(ctx, optionsField) }),
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

/** Where one option is written: its own value in a mapping, else the whole `options:`. */
export function placeOf(places: OptionPlaces, key: string): Position {
  return places.byKey.get(key) ?? places.at;
}
