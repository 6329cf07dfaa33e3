/**
 * Reading a YAML document node by node, so every value keeps its line and column (yaml's LineCounter).
 * Each reader reports what is wrong into `ctx.issues` and returns undefined; it never throws for input.
 */
import { LineCounter, isAlias, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import { blockIndentExceeded, duplicateKeys, flowDepthExceeded, lineCounterOf, MAX_BLOCK_INDENT, MAX_FLOW_DEPTH } from './yaml-guards.js';
import { describeValue, type Issue } from './issue.js';
import { closest } from './suggest.js';
import type { Position } from './types.js';

export type ReadContext = {
  readonly file: string;
  readonly lineCounter: LineCounter;
  readonly doc: Document;
  readonly issues: Issue[];
  /**
   * Weapons declared under `weapons:` that failed to read (lower-case name → name). Models naming them
   * are not reported again: the weapon's own issue says what is wrong.
   */
  readonly brokenWeapons: Map<string, string>;
  /** The same for `models:` entries, so loadouts naming them are not reported again. */
  readonly brokenModels: Map<string, string>;
};

/** Aliases expanded in total before a document counts as an alias bomb. */
export const MAX_ALIAS_COUNT = 200;

export type YamlParse = { ok: true; ctx: ReadContext; root: Node | null } | { ok: false; issues: Issue[] };

export function parseYaml(text: string, file: string): YamlParse {
  // yaml-guards.ts: positions from the text itself, deep nesting refused first, duplicate keys in one pass.
  const lineCounter = lineCounterOf(text);
  const deep = flowDepthExceeded(text);
  if (deep !== null) {
    const { line, col } = lineCounter.linePos(deep);
    return { ok: false, issues: [{ file, line, col, path: '', message: `the YAML is nested too deeply (more than ${MAX_FLOW_DEPTH} levels of [ ] or { })` }] };
  }
  const indented = blockIndentExceeded(text);
  if (indented !== null) {
    const { line } = lineCounter.linePos(indented);
    return { ok: false, issues: [{ file, line, col: 1, path: '', message: `the YAML is nested too deeply (a line indented more than ${MAX_BLOCK_INDENT} spaces)` }] };
  }
  let doc: Document;
  try {
    doc = parseDocument(text, { prettyErrors: false, uniqueKeys: false });
  } catch (error) {
    // The composer recurses: a document nested thousands of levels deep overflows the stack.
    return { ok: false, issues: [{ file, line: 0, col: 0, path: '', message: `not a readable YAML file (${errorText(error)})` }] };
  }
  const errors = [
    ...doc.errors.map((error) => ({ offset: error.pos[0], message: yamlMessage(error.message, text, error.pos[0]) })),
    ...duplicateKeys(doc).map(({ key, offset, first }) => ({
      offset,
      message: `the key ${JSON.stringify(key)} is given twice in one mapping (first on line ${lineCounter.linePos(first).line}); keep one`,
    })),
  ].sort((x, y) => x.offset - y.offset);
  if (errors.length > 0) {
    const issues = errors.map(({ offset, message }): Issue => {
      const { line, col } = lineCounter.linePos(offset);
      return { file, line, col, path: '', message: `YAML syntax error: ${message}` };
    });
    return { ok: false, issues };
  }
  try {
    // mapAsMap: a mapping used as a key would otherwise make yaml print a Node warning on stderr.
    doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT, mapAsMap: true });
  } catch (error) {
    return {
      ok: false,
      issues: [{ file, line: 0, col: 0, path: '', message: `YAML aliases expand too much (${errorText(error)}); write the values out` }],
    };
  }
  const ctx: ReadContext = { file, lineCounter, doc, issues: [], brokenWeapons: new Map(), brokenModels: new Map() };
  return { ok: true, ctx, root: resolve(ctx, doc.contents as Node | null) };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** yaml's message, plus a hint for the one mistake datasheet copiers always make: `Sv: -`. */
function yamlMessage(message: string, text: string, offset: number): string {
  const first = message.split('\n')[0] ?? message;
  if (/call stack/i.test(first)) return 'the YAML is nested too deeply';
  if (/block-seq-ind on same line/.test(first) && text[offset] === '-') {
    return `${first} (a lone "-" starts a list: for "no save" write Sv: "-" in quotes)`;
  }
  return first;
}

export function resolve(ctx: ReadContext, node: Node | null | undefined): Node | null {
  if (node === null || node === undefined) return null;
  if (isAlias(node)) return (node.resolve(ctx.doc) as Node | undefined) ?? null;
  return node;
}

export function positionOf(ctx: ReadContext, node: Node | null, path: string, fallback?: Position): Position {
  const offset = node?.range?.[0];
  if (offset === undefined) return fallback ?? { file: ctx.file, line: 1, col: 1, path };
  const { line, col } = ctx.lineCounter.linePos(offset);
  return { file: ctx.file, line, col, path };
}

export function report(ctx: ReadContext, at: Position, message: string): void {
  ctx.issues.push({ file: at.file, line: at.line, col: at.col, path: at.path, message });
}

/** The plain value of a node, for messages and scalar checks (collections come back as [] or {}). */
export function plain(node: Node | null): unknown {
  if (node === null) return null;
  if (isScalar(node)) return node.value;
  if (isSeq(node)) return [];
  return {};
}

export type Field = { readonly node: Node | null; readonly at: Position };
export type Fields = ReadonlyMap<string, Field>;

/**
 * A mapping's fields. Unknown keys are errors with the closest known key; missing required keys are
 * named together. Returns undefined (and reports) when the node is not a mapping.
 */
export function readFields(
  ctx: ReadContext,
  node: Node | null,
  at: Position,
  allowed: readonly string[],
  required: readonly string[] = [],
  what = 'a mapping',
): Map<string, Field> | undefined {
  if (!isMap(node)) {
    report(ctx, at, `expected ${what}, got ${describeValue(plain(node))}`);
    return undefined;
  }
  const fields = new Map<string, Field>();
  for (const pair of node.items) {
    const keyNode = resolve(ctx, pair.key as Node | null);
    const key = isScalar(keyNode) ? String(keyNode.value) : undefined;
    const keyAt = positionOf(ctx, keyNode, join(at.path, key ?? '?'), at);
    if (key === undefined) {
      report(ctx, keyAt, `expected a plain key (a word), got ${describeValue(plain(keyNode))}`);
      continue;
    }
    const valueNode = resolve(ctx, pair.value as Node | null);
    if (!allowed.includes(key)) {
      const hint = closest(key, allowed);
      report(ctx, keyAt, `unknown key ${JSON.stringify(key)}${hint === undefined ? `; allowed keys: ${allowed.join(', ')}` : ` (did you mean \`${hint}\`?)`}`);
      // Read a misspelt key as the key it is closest to, so its contents are checked too (the profile
      // already fails: this only finds more of its problems at once).
      if (hint !== undefined && !node.items.some((p) => isScalar(p.key) && p.key.value === hint) && !fields.has(hint)) {
        fields.set(hint, { node: valueNode, at: positionOf(ctx, valueNode, join(at.path, hint), keyAt) });
      }
      continue;
    }
    fields.set(key, { node: valueNode, at: positionOf(ctx, valueNode, keyAt.path, keyAt) });
  }
  const missing = required.filter((key) => !fields.has(key));
  if (missing.length > 0) {
    report(ctx, at, `missing ${missing.map((k) => `\`${k}\``).join(', ')}`);
  }
  return fields;
}

/** A list's items with their positions; a single scalar counts as a one-item list when `single` is set. */
export function readList(ctx: ReadContext, field: Field, what: string, single = false): Field[] | undefined {
  const { node, at } = field;
  if (isSeq(node)) {
    return node.items.map((item, index) => {
      const itemNode = resolve(ctx, item as Node | null);
      return { node: itemNode, at: positionOf(ctx, itemNode, `${at.path}[${index}]`, at) };
    });
  }
  if (single && isScalar(node) && node.value !== null) return [field];
  report(ctx, at, `expected a list of ${what}, got ${describeValue(plain(node))}`);
  return undefined;
}

export function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}
