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
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isMap, isScalar, isSeq } from 'yaml';
import { MAX_PROFILE_BYTES, tooLargeMessage, type Issue, type Result } from '../profile/index.js';
import { readText } from '../profile/values.js';
import { parseYaml, readFields, readList, report, type Field, type ReadContext } from '../profile/yaml-reader.js';
import { mergeLayers, parseOptionText, parseOptionValue, type ParsedOptions } from '../plan/index.js';

export type FileColumn = {
  readonly label?: string;
  /** The attacker as calc would take it: a path from the working directory, or a bundled name. */
  readonly attacker?: string;
  readonly loadouts: readonly string[];
  readonly options: ParsedOptions;
};

export type ComparisonFile = {
  readonly file: string;
  readonly vs?: readonly string[];
  readonly options: ParsedOptions;
  readonly vary: readonly string[];
  readonly columns: readonly FileColumn[];
};

const TOP_KEYS = ['vs', 'options', 'vary', 'columns'] as const;
const COLUMN_KEYS = ['label', 'attacker', 'loadout', 'options'] as const;
const NO_OPTIONS: ParsedOptions = { layer: {}, argv: [] };

function fileIssue(file: string, message: string): Result<ComparisonFile> {
  return { ok: false, issues: [{ file, line: 0, col: 0, path: '', message }] };
}

/** A profile named in the file: a path next to the file when there is one, else as written (bundled). */
function reference(file: string, cwd: string, ref: string): string {
  const beside = join(dirname(file), ref);
  return existsSync(resolve(cwd, beside)) ? beside : ref;
}

function readNames(ctx: ReadContext, field: Field, what: string): string[] | undefined {
  const items = readList(ctx, field, what, true);
  if (items === undefined) return undefined;
  const names = items.map((item) => readText(ctx, item));
  return names.every((n): n is string => n !== undefined) ? names : undefined;
}

/** `options:` as a text of calc options or a mapping of option names to values. */
function readOptions(ctx: ReadContext, field: Field): ParsedOptions | undefined {
  const { node, at } = field;
  if (isScalar(node) && typeof node.value === 'string') {
    const parsed = parseOptionText(node.value);
    if (parsed.ok) return parsed.value;
    report(ctx, at, parsed.message);
    return undefined;
  }
  const fields = isMap(node) ? readFields(ctx, node, at, [...mapKeys(node)]) : undefined;
  if (fields === undefined) {
    report(ctx, at, 'expected calc options: a text like "half-range hit +1", or a mapping like { half-range: true, hit: 1 }');
    return undefined;
  }
  const parts: ParsedOptions[] = [];
  let failed = false;
  for (const [name, value] of fields) {
    const parsed = parseOptionValue(name, toPlain(value));
    if (parsed.ok) parts.push(parsed.value);
    else {
      report(ctx, value.at, parsed.message);
      failed = true;
    }
  }
  if (failed) return undefined;
  return { layer: mergeLayers(parts.map((p) => p.layer)), argv: parts.flatMap((p) => p.argv) };
}

function mapKeys(node: unknown): string[] {
  if (!isMap(node)) return [];
  return node.items.flatMap((pair) => (isScalar(pair.key) ? [String(pair.key.value)] : []));
}

function toPlain(field: Field): unknown {
  const { node } = field;
  if (isScalar(node)) return node.value;
  if (isSeq(node)) return node.items.map((item) => (isScalar(item) ? item.value : item));
  return node === null ? null : {};
}

function readColumn(ctx: ReadContext, field: Field, cwd: string, attackerGiven: boolean): FileColumn | undefined {
  const fields = readFields(ctx, field.node, field.at, COLUMN_KEYS, [], 'a column (a mapping with attacker, loadout, options, label)');
  if (fields === undefined) return undefined;
  const before = ctx.issues.length;
  const labelField = fields.get('label');
  const attackerField = fields.get('attacker');
  const loadoutField = fields.get('loadout');
  const optionsField = fields.get('options');
  const label = labelField === undefined ? undefined : readText(ctx, labelField);
  const attacker = attackerField === undefined ? undefined : readText(ctx, attackerField);
  const loadouts = loadoutField === undefined ? [] : readNames(ctx, loadoutField, 'loadout names');
  const options = optionsField === undefined ? NO_OPTIONS : readOptions(ctx, optionsField);
  if (attackerField === undefined && !attackerGiven) {
    report(ctx, field.at, 'this column has no `attacker:` (or name the attacker on the command line: mathhammer compare strike-team --file …)');
  }
  if (ctx.issues.length > before || loadouts === undefined || options === undefined) return undefined;
  return {
    ...(label === undefined ? {} : { label }),
    ...(attacker === undefined ? {} : { attacker: reference(ctx.file, cwd, attacker) }),
    loadouts: loadouts.flatMap((l) => l.split('+').map((s) => s.trim())).filter((s) => s !== ''),
    options,
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
      ...(vs === undefined ? {} : { vs: vs.map((ref) => reference(file, cwd, ref)) }),
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
  const path = resolve(cwd, file);
  let size: number;
  try {
    const info = statSync(path);
    if (info.isDirectory()) return fileIssue(file, 'is a directory: expected a YAML comparison file');
    if (!info.isFile()) return fileIssue(file, 'is not a regular file: expected a YAML comparison file');
    size = info.size;
  } catch {
    return fileIssue(file, 'no such file');
  }
  // A comparison file is YAML like a profile: the same limit keeps the yaml library fast.
  if (size > MAX_PROFILE_BYTES) return fileIssue(file, tooLargeMessage(size, 'comparison files', MAX_PROFILE_BYTES));
  let text: string;
  try {
    text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    const code = (error as { code?: string }).code;
    return fileIssue(file, code === 'EACCES' ? 'permission denied' : `cannot be read (${code ?? String(error)})`);
  }
  if (text.includes('\u0000')) return fileIssue(file, 'is not a text file (it contains NUL bytes)');
  return parseComparison(text, file, cwd, attackerGiven);
}
