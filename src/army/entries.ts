/**
 * Walking a datasheet's entries: an entry link stands for its target with the link's own constraints
 * and additions; constraints give how many of an entry a model or unit takes; crusade and other
 * campaign-only branches are skipped (they change no characteristic of a unit as it comes).
 */
import { bool, kids, num, str, type BsNode } from './bs-tree.js';
import type { Registry } from './registry.js';

/** An entry or group, with its link (if reached through one) merged in. */
export type Entry = {
  readonly node: BsNode;
  readonly kind: 'entry' | 'group';
  readonly name: string;
  /** The entry's type: unit, model or upgrade ('' for a group). */
  readonly type: string;
  /** Ids a modifier or a default choice may use for it: the target's and the link's. */
  readonly ids: readonly string[];
  readonly min: number;
  readonly max: number;
  /**
   * How many of it a new selection of its parent holds before the player changes anything (BattleScribe's
   * `defaultAmount`; 0 when absent): the Chaos Rhino's combi-bolter, in a "Wargear" group that limits
   * nothing. Beside `min`, which the player cannot go below, this is only where the choice starts.
   */
  readonly defaultAmount: number;
  readonly link?: BsNode;
};

/** Campaign and list-building branches: no effect on the unit as it fights. */
const SKIPPED = /\bcrusade\b|battle honou?rs?|battle scars?|weapon modifications|enhancements?|warlord|show\/hide/i;

/** A branch by its name, or by the data's own comment on it ("Crusade content": a champion's boons). */
function skipped(node: BsNode): boolean {
  return SKIPPED.test(str(node, 'name')) || /^crusade (content|relic)\b/i.test(str(node, 'comment').trim());
}

/** Scopes that count beyond the unit (the army, the catalogue) or the entry itself. */
const WIDE = /^(roster|force|self|primary-catalogue|ancestor|root-entry)$/;

/**
 * Constraints on the number of selections within the parent (a model's weapons, a group's models); a
 * scope naming an enclosing group or unit by its id counts within it too.
 */
function limits(constraints: readonly BsNode[]): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const c of constraints) {
    if (str(c, 'field') !== 'selections' || WIDE.test(str(c, 'scope'))) continue;
    const value = num(c, 'value');
    if (!Number.isFinite(value)) continue;
    if (str(c, 'type') === 'min') out.min = Math.max(out.min ?? 0, value);
    if (str(c, 'type') === 'max') out.max = Math.min(out.max ?? Infinity, value);
  }
  return out;
}

/** `defaultAmount="1"`; a few model entries carry a list ("1,1"), of which the first value is read. */
function defaultAmountOf(node: BsNode): number | undefined {
  const raw = str(node, 'defaultAmount').split(',')[0]!.trim();
  const value = raw === '' ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

export function entryOf(node: BsNode, kind: 'entry' | 'group', link?: BsNode): Entry {
  const own = limits(kids(node, 'constraints'));
  const linked = link === undefined ? {} : limits(kids(link, 'constraints'));
  const ids = [str(node, 'id'), ...(link === undefined ? [] : [str(link, 'id')])].filter((id) => id !== '');
  return {
    node,
    kind,
    name: (link === undefined ? '' : str(link, 'name')) || str(node, 'name'),
    type: str(node, 'type'),
    ids,
    // A link's constraints replace its target's (the same weapon is 1 per model here, 0–1 there).
    min: linked.min ?? (link !== undefined && linked.max !== undefined ? 0 : (own.min ?? 0)),
    max: linked.max ?? (link !== undefined && linked.min !== undefined ? Infinity : (own.max ?? Infinity)),
    // The link's own default wins over its target's, as its constraints do.
    defaultAmount: (link === undefined ? undefined : defaultAmountOf(link)) ?? defaultAmountOf(node) ?? 0,
    ...(link === undefined ? {} : { link }),
  };
}

function hidden(node: BsNode): boolean {
  return bool(node, 'hidden');
}

/** The entries and groups directly under an entry or group, links followed, skipped branches left out. */
export function children(entry: Entry, registry: Registry, unresolved: (name: string) => void): Entry[] {
  const out: Entry[] = [];
  const sources = entry.link === undefined ? [entry.node] : [entry.node, entry.link];
  for (const source of sources) {
    for (const node of kids(source, 'selectionEntries')) if (!hidden(node) && !skipped(node)) out.push(entryOf(node, 'entry'));
    for (const node of kids(source, 'selectionEntryGroups')) if (!hidden(node) && !skipped(node)) out.push(entryOf(node, 'group'));
    for (const link of kids(source, 'entryLinks')) {
      if (hidden(link) || skipped(link)) continue;
      const target = registry.find(str(link, 'targetId'));
      if (target === undefined) {
        unresolved(str(link, 'name'));
        continue;
      }
      if (skipped(target)) continue;
      out.push(entryOf(target, str(link, 'type') === 'selectionEntryGroup' ? 'group' : 'entry', link));
    }
  }
  return out;
}

/** Profiles of an entry: its own, its link's, and those its info links (and info groups) point at. */
export function profilesOf(entry: Entry, registry: Registry): BsNode[] {
  const out: BsNode[] = [];
  const sources = entry.link === undefined ? [entry.node] : [entry.node, entry.link];
  for (const source of sources) {
    out.push(...kids(source, 'profiles').filter((p) => !hidden(p)));
    for (const link of kids(source, 'infoLinks')) {
      if (hidden(link)) continue;
      const target = registry.find(str(link, 'targetId'));
      if (target === undefined) continue;
      const type = str(link, 'type');
      if (type === 'profile') out.push(target);
      else if (type === 'infoGroup') out.push(...kids(target, 'profiles'));
    }
    for (const group of kids(source, 'infoGroups')) out.push(...kids(group, 'profiles'));
  }
  return out;
}

/**
 * Rules of an entry, name and text: its own, and those it links (`core`: a core ability of the game
 * system such as "Deep Strike", "Feel No Pain 5+" or "Stealth", whose link's name carries its X; else a
 * catalogue's shared rule, such as an army rule: "Oath of Moment").
 */
export function rulesOf(entry: Entry, registry: Registry): { name: string; text: string; core: boolean }[] {
  const out: { name: string; text: string; core: boolean }[] = [];
  const sources = entry.link === undefined ? [entry.node] : [entry.node, entry.link];
  for (const source of sources) {
    for (const rule of kids(source, 'rules')) out.push({ name: str(rule, 'name'), text: str(rule, 'description'), core: false });
    for (const link of kids(source, 'infoLinks')) {
      if (str(link, 'type') !== 'rule' || hidden(link)) continue;
      const target = registry.find(str(link, 'targetId'));
      const core = target === undefined || registry.fileOf(target)?.kind === 'gameSystem';
      out.push({ name: str(link, 'name') || (target === undefined ? '' : str(target, 'name')), text: target === undefined ? '' : str(target, 'description'), core });
    }
  }
  return out.filter((r) => r.name !== '');
}

/** Keywords (categoryLinks) of an entry. */
export function categoriesOf(entry: Entry): string[] {
  const sources = entry.link === undefined ? [entry.node] : [entry.node, entry.link];
  return sources.flatMap((s) => kids(s, 'categoryLinks').map((c) => str(c, 'name'))).filter((n) => n !== '');
}

/** The entry's points (cost "pts"), 0 when it has none. */
export function pointsOf(entry: Entry): number {
  const sources = entry.link === undefined ? [entry.node] : [entry.link, entry.node];
  for (const source of sources) {
    const cost = kids(source, 'costs').find((c) => str(c, 'name') === 'pts');
    if (cost !== undefined) return num(cost, 'value') || 0;
  }
  return 0;
}

export function defaultChoice(group: Entry): string {
  return str(group.node, 'defaultSelectionEntryId') || (group.link === undefined ? '' : str(group.link, 'defaultSelectionEntryId'));
}
