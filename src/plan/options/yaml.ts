/**
 * Scenario options and profile names in a YAML file (comparison and sequence files), read with the command
 * line's option table: `options:` is a text like "half-range hit +1" or a mapping like
 * `{ half-range: true, hit: 1 }`. Mistakes are issues at their line and column.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isMap, isScalar, isSeq } from 'yaml';
import { readText } from '../../profile/values.js';
import { readFields, readList, report, type Field, type ReadContext } from '../../profile/yaml-reader.js';
import { mergeLayers, parseOptionText, parseOptionValue, setTwice, type ParsedOptions } from './text.js';

/** A list of names (or one name). */
export function readNames(ctx: ReadContext, field: Field, what: string): string[] | undefined {
  const items = readList(ctx, field, what, true);
  if (items === undefined) return undefined;
  const names = items.map((item) => readText(ctx, item));
  return names.every((n): n is string => n !== undefined) ? names : undefined;
}

/** `options:` as a text of calc options or a mapping of option names to values. */
export function readOptions(ctx: ReadContext, field: Field): ParsedOptions | undefined {
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
  const twice = setTwice(parts);
  if (twice !== undefined) {
    report(ctx, at, `--${twice.name} is given twice (two names of the same option): give it once`);
    return undefined;
  }
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

/** A profile named in a file: a path next to the file when there is one, else as written (bundled, data). */
export function referenceBeside(file: string, cwd: string, ref: string): string {
  const beside = join(dirname(file), ref);
  return existsSync(resolve(cwd, beside)) ? beside : ref;
}
