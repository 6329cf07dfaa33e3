/**
 * BattleScribe data as one tree shape, whichever file it came from: the 11e JSON files as they are
 * (attributes as keys, element text under `$text`, each collection an array), and the 10e XML files and
 * rosters turned into the same shape by read-xml.ts. Readers use the accessors below, which accept both
 * the JSON's typed values (`"value": 1`, `"hidden": false`) and XML's strings.
 */

/** One element: its attributes, its collections (arrays of elements) and text children. */
export type BsNode = { readonly [key: string]: unknown };

const EMPTY: readonly BsNode[] = [];

function isNode(value: unknown): value is BsNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The elements of a collection (`selectionEntries`, `profiles`…); none when it is absent or empty. */
export function kids(node: BsNode, key: string): readonly BsNode[] {
  const value = node[key];
  if (Array.isArray(value)) return value.filter(isNode);
  return isNode(value) ? [value] : EMPTY;
}

/** An attribute or text child as text ('' when absent). */
export function str(node: BsNode, key: string): string {
  const value = node[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isNode(value) && typeof value['$text'] === 'string') return value['$text'];
  return '';
}

/** A numeric attribute (NaN when absent or not a number). */
export function num(node: BsNode, key: string): number {
  const value = node[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

export function bool(node: BsNode, key: string): boolean {
  const value = node[key];
  return value === true || value === 'true';
}

/** An element's own text: a characteristic's value, a rule's description. */
export function text(node: BsNode): string {
  return str(node, '$text');
}
