/**
 * XML (10e catalogues, game systems, rosters) → the tree shape of bs-tree.ts, the same as the 11e JSON,
 * built in one pass of a strict streaming parser: a collection element (`<profiles>`,
 * `<sharedSelectionEntries>`: no attributes, named for its children) becomes the array of its children, a
 * text-only element (`<description>`) its text, any other element an object with its attributes, its
 * children by name and `$text`. Damaged or truncated XML is an error at its line and column.
 */
import type { BsNode } from './bs-tree.js';
import { xmlLibrary } from './libraries.js';

export type XmlRead = { ok: true; root: BsNode; tag: string } | { ok: false; line: number; col: number; message: string };

type Frame = { readonly tag: string; readonly attributes: Record<string, string>; readonly children: Map<string, unknown[]>; text: string };

/** `selectionEntries` holds `selectionEntry`, `sharedProfiles` holds `profile`. */
function isCollectionOf(tag: string, child: string): boolean {
  const t = tag.toLowerCase();
  const c = child.toLowerCase();
  return t.endsWith(`${c}s`) || (c.endsWith('y') && t.endsWith(`${c.slice(0, -1)}ies`));
}

function valueOf(frame: Frame): unknown {
  const attributes = Object.keys(frame.attributes).length > 0;
  const text = frame.text.trim();
  if (!attributes && frame.children.size === 0) return text === '' ? [] : text;
  if (!attributes && text === '' && frame.children.size === 1) {
    const [child, items] = [...frame.children][0]!;
    if (isCollectionOf(frame.tag, child)) return items;
  }
  const node: Record<string, unknown> = { ...frame.attributes };
  for (const [child, items] of frame.children) node[child] = items.length === 1 ? items[0] : items;
  if (text !== '') node['$text'] = text;
  return node;
}

export function readXml(source: string): XmlRead {
  const { SaxesParser } = xmlLibrary();
  const parser = new SaxesParser({ position: true });
  const stack: Frame[] = [];
  let root: { tag: string; value: unknown } | undefined;
  let failure: { line: number; col: number; message: string } | undefined;
  parser.on('error', (error) => {
    // saxes prefixes "line:col: "; the position is reported separately.
    failure ??= { line: parser.line, col: parser.column, message: `damaged XML: ${error.message.replace(/^\d+:\d+:\s*/, '')}` };
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(tag.attributes)) attributes[name] = typeof value === 'string' ? value : value.value;
    stack.push({ tag: tag.name, attributes, children: new Map(), text: '' });
  });
  const addText = (text: string): void => {
    const top = stack[stack.length - 1];
    if (top !== undefined) top.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const frame = stack.pop()!;
    const value = valueOf(frame);
    const parent = stack[stack.length - 1];
    if (parent === undefined) root = { tag: frame.tag, value };
    else {
      const list = parent.children.get(frame.tag);
      if (list === undefined) parent.children.set(frame.tag, [value]);
      else list.push(value);
    }
  });
  try {
    parser.write(source).close();
  } catch {
    // reported through the error handler
  }
  if (failure === undefined && stack.length > 0) {
    failure = { line: parser.line, col: parser.column, message: `damaged XML: the file ends inside <${stack[stack.length - 1]!.tag}> (is it truncated?)` };
  }
  if (failure !== undefined) return { ok: false, ...failure };
  if (root === undefined) return { ok: false, line: 1, col: 1, message: 'no XML element found' };
  const value = typeof root.value === 'object' && root.value !== null && !Array.isArray(root.value) ? (root.value as BsNode) : {};
  return { ok: true, root: value, tag: root.tag };
}
