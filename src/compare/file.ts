/**
 * A comparison file: the columns of `mathhammer compare` written down (docs/compare.md). Read like a
 * profile: every mistake is an Issue at its file:line:col, all of them reported at once.
 *
 *     vs: [meq, vehicle]
 *     options: half-range
 *     columns:
 *       - label: plasma (supercharge)
 *         attacker: mukaali-riders
 *         loadout: plasma-gun
 *         options: { profile: supercharge }
 */
import { resolve } from 'node:path';
import { isSeq, type Node } from 'yaml';
import { readText, type Issue, type Position, type Result } from '../profile/index.js';
import { readText as readTextValue } from '../profile/values.js';
import { parseYaml, positionOf, readFields, readList, report, type Field, type ReadContext } from '../profile/yaml-reader.js';
import { readNames, readOptions, referenceBeside, type ParsedOptions } from '../plan/index.js';
import { optionPlaces, readStep, type FileStep, type Named, type OptionPlaces } from '../sequence/index.js';

export type FileColumn = {
  readonly label?: string;
  /** The attacker as calc would take it: a path from the working directory, or a bundled name. */
  readonly attacker?: string;
  readonly loadouts: readonly string[];
  readonly options: ParsedOptions;
  /** A sequence column: several attacks in order (instead of one attacker); its options apply to every step. */
  readonly steps?: readonly FileStep[];
  /** Where its references are written, so a wrong one is reported there (checkComparisonFile). */
  readonly places: { readonly attacker?: Position; readonly loadouts: readonly Named[]; readonly options?: OptionPlaces };
};

export type ComparisonFile = {
  readonly file: string;
  readonly vs?: readonly string[];
  /** Where each of `vs:` is written, in order. */
  readonly vsAt?: readonly Position[];
  readonly options: ParsedOptions;
  readonly optionPlaces?: OptionPlaces;
  readonly vary: readonly string[];
  readonly columns: readonly FileColumn[];
};

const TOP_KEYS = ['vs', 'options', 'vary', 'columns'] as const;
const COLUMN_KEYS = ['label', 'attacker', 'loadout', 'options', 'steps'] as const;
const NO_OPTIONS: ParsedOptions = { layer: {}, argv: [] };

/** Where each name of a list (or a single name) is written. */
function namePlaces(ctx: ReadContext, field: Field, names: readonly string[]): Position[] {
  const items = isSeq(field.node) ? field.node.items : undefined;
  return names.map((_, i) => (items === undefined ? field.at : positionOf(ctx, items[i] as Node | null, `${field.at.path}[${i}]`, field.at)));
}

function columnPlaces(ctx: ReadContext, fields: ReadonlyMap<string, Field>, loadouts: readonly string[]): FileColumn['places'] {
  const attackerField = fields.get('attacker');
  const loadoutField = fields.get('loadout');
  const optionsField = fields.get('options');
  const at = loadoutField === undefined ? [] : namePlaces(ctx, loadoutField, loadouts);
  return {
    ...(attackerField === undefined ? {} : { attacker: attackerField.at }),
    // "a+b" is two loadouts written in one place.
    loadouts: loadouts.flatMap((l, i) => l.split('+').map((s) => s.trim()).filter((s) => s !== '').map((name) => ({ name, at: at[i]! }))),
    ...(optionsField === undefined ? {} : { options: optionPlaces(ctx, optionsField) }),
  };
}

function fileIssue(file: string, message: string): Result<ComparisonFile> {
  return { ok: false, issues: [{ file, line: 0, col: 0, path: '', message }] };
}

function readColumn(ctx: ReadContext, field: Field, cwd: string, attackerGiven: boolean): FileColumn | undefined {
  const fields = readFields(ctx, field.node, field.at, COLUMN_KEYS, [], 'a column (a mapping with attacker, loadout, options, label)');
  if (fields === undefined) return undefined;
  const before = ctx.issues.length;
  const labelField = fields.get('label');
  const attackerField = fields.get('attacker');
  const loadoutField = fields.get('loadout');
  const optionsField = fields.get('options');
  const stepsField = fields.get('steps');
  const label = labelField === undefined ? undefined : readTextValue(ctx, labelField);
  const attacker = attackerField === undefined ? undefined : readTextValue(ctx, attackerField);
  const loadouts = loadoutField === undefined ? [] : readNames(ctx, loadoutField, 'loadout names');
  const options = optionsField === undefined ? NO_OPTIONS : readOptions(ctx, optionsField);
  if (stepsField !== undefined) {
    if (attackerField !== undefined || loadoutField !== undefined) report(ctx, (attackerField ?? loadoutField)!.at, 'a column with `steps:` has its attackers in the steps: leave `attacker:` and `loadout:` out');
    const items = readList(ctx, stepsField, 'steps') ?? [];
    if (items.length === 0) report(ctx, stepsField.at, 'expected at least one step');
    const steps = items.map((item) => readStep(ctx, item, cwd));
    if (ctx.issues.length > before || options === undefined) return undefined;
    const places = columnPlaces(ctx, fields, []);
    return { ...(label === undefined ? {} : { label }), loadouts: [], options, steps: steps.filter((s): s is FileStep => s !== undefined), places };
  }
  if (attackerField === undefined && !attackerGiven) {
    report(ctx, field.at, 'this column has no `attacker:` (or `steps:`; or name the attacker on the command line: mathhammer compare strike-team --file …)');
  }
  if (ctx.issues.length > before || loadouts === undefined || options === undefined) return undefined;
  return {
    ...(label === undefined ? {} : { label }),
    ...(attacker === undefined ? {} : { attacker: referenceBeside(ctx.file, cwd, attacker) }),
    loadouts: loadouts.flatMap((l) => l.split('+').map((s) => s.trim())).filter((s) => s !== ''),
    options,
    places: columnPlaces(ctx, fields, loadouts),
  };
}

function parseComparison(text: string, file: string, cwd: string, attackerGiven: boolean): Result<ComparisonFile> {
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return { ok: false, issues: parsed.issues };
  const { ctx, root } = parsed;
  if (root === null) return fileIssue(file, 'the file is empty: expected a comparison with `columns:`');
  const fields = readFields(ctx, root, { file, line: 1, col: 1, path: '' }, TOP_KEYS, ['columns'], 'a comparison (a mapping with columns:)');
  if (fields === undefined) return { ok: false, issues: ctx.issues };
  const vsField = fields.get('vs');
  const vs = vsField === undefined ? undefined : readNames(ctx, vsField, 'defender profiles');
  const optionsField = fields.get('options');
  const options = optionsField === undefined ? NO_OPTIONS : readOptions(ctx, optionsField);
  const varyField = fields.get('vary');
  const vary = varyField === undefined ? [] : readNames(ctx, varyField, 'conditions');
  const columnsField = fields.get('columns');
  const items = columnsField === undefined ? undefined : readList(ctx, columnsField, 'columns');
  if (columnsField !== undefined && items !== undefined && items.length === 0) report(ctx, columnsField.at, 'expected at least one column');
  const columns = (items ?? []).map((item) => readColumn(ctx, item, cwd, attackerGiven));
  const issues: Issue[] = ctx.issues;
  if (issues.length > 0 || options === undefined || vary === undefined) return { ok: false, issues };
  return {
    ok: true,
    value: {
      file,
      ...(vs === undefined ? {} : { vs: vs.map((ref) => referenceBeside(file, cwd, ref)), vsAt: namePlaces(ctx, vsField!, vs) }),
      ...(optionsField === undefined ? {} : { optionPlaces: optionPlaces(ctx, optionsField) }),
      options,
      vary,
      columns: columns.filter((c): c is FileColumn => c !== undefined),
    },
  };
}

/**
 * Read and check a comparison file (`file` as the user named it, from `cwd`). `attackerGiven`: the
 * command line names attackers, so a column may leave `attacker:` out.
 */
export function loadComparison(file: string, cwd: string, attackerGiven: boolean): Result<ComparisonFile> {
  const text = readText({ path: resolve(cwd, file), display: file, bundled: false }, 'a YAML comparison file', 'comparison files');
  return text.ok ? parseComparison(text.value.text, file, cwd, attackerGiven) : text;
}
