/**
 * One BattleScribe data file — a catalogue (.cat XML, or 11e .json) or a game system (.gst, or the 11e
 * game system .json) — read into the tree of bs-tree.ts with the facts every reader needs. The format is
 * told from the content, not the extension.
 */
import { failed, ok, type Issue, type Result } from '../profile/issue.js';
import { kids, str, bool, type BsNode } from './bs-tree.js';
import { readXml } from './read-xml.js';

export type BsFile = {
  readonly kind: 'catalogue' | 'gameSystem';
  readonly id: string;
  readonly name: string;
  /** The game system a catalogue belongs to (its own id for a game system). */
  readonly gameSystemId: string;
  /** A library catalogue holds shared entries for others and no army of its own. */
  readonly library: boolean;
  /** Ids of the catalogues it links (catalogueLinks), with their names for messages. */
  readonly links: readonly { readonly id: string; readonly name: string }[];
  readonly root: BsNode;
  /** How messages name it. */
  readonly file: string;
};

function issue(file: string, message: string, line = 0, col = 0): Issue {
  return { file, line, col, path: '', message };
}

/** The root element of a data file, XML or JSON, with its tag. */
export function readTree(text: string, file: string): Result<{ tag: string; root: BsNode }> {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) {
    const read = readXml(start);
    if (!read.ok) return failed([issue(file, read.message, read.line, read.col)]);
    return ok({ tag: read.tag, root: read.root });
  }
  if (start.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(start);
    } catch (error) {
      return failed([issue(file, `damaged JSON: ${error instanceof Error ? error.message : String(error)}`)]);
    }
    const entries = typeof parsed === 'object' && parsed !== null ? Object.entries(parsed) : [];
    const [tag, root] = entries.length === 1 ? entries[0]! : [undefined, undefined];
    if (tag === undefined || typeof root !== 'object' || root === null) {
      return failed([issue(file, 'not BattleScribe data: expected one top-level key such as "catalogue" or "gameSystem"')]);
    }
    return ok({ tag, root: root as BsNode });
  }
  return failed([issue(file, 'not BattleScribe data: expected XML (a .cat, .gst or .ros file) or JSON (11e data)')]);
}

export function readBsFile(text: string, file: string): Result<BsFile> {
  const tree = readTree(text, file);
  if (!tree.ok) return tree;
  const { tag, root } = tree.value;
  if (tag !== 'catalogue' && tag !== 'gameSystem') {
    return failed([issue(file, `not a catalogue or game system: its root is <${tag}>${tag === 'roster' ? ' (a roster: mathhammer import reads it as one)' : ''}`)]);
  }
  const id = str(root, 'id');
  return ok({
    kind: tag,
    id,
    name: str(root, 'name'),
    gameSystemId: tag === 'gameSystem' ? id : str(root, 'gameSystemId'),
    library: bool(root, 'library'),
    links: kids(root, 'catalogueLinks').map((l) => ({ id: str(l, 'targetId'), name: str(l, 'name') })),
    root,
    file,
  });
}
