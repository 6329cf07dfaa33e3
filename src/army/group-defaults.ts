/**
 * What a selection group of BattleScribe data holds as a unit comes, before the player changes anything:
 * its members' minimums and `defaultAmount`s, its `defaultSelectionEntryId`, bounded by its own `min` and
 * `max` constraints (a group limits its members only through those: one without constraints is no
 * "choose one"). kit.ts turns the rest of the group into options.
 */
import { defaultChoice, type Entry } from './entries.js';
import { addCount } from './tally.js';

/**
 * How many of an entry a selection of its parent holds as it comes: its minimum, or its `defaultAmount`
 * when that is more (both within its maximum).
 */
export function startingCount(entry: Entry): number {
  return Math.min(Math.max(entry.min, entry.defaultAmount), entry.max);
}

/**
 * What a group holds as it comes, member by member. A group is no "choose one" by itself: it limits
 * its members only through its own constraints (BattleScribe). So every member the data requires (a
 * minimum) or selects by default (`defaultAmount`) is held; when none is, the group's default choice
 * (`defaultSelectionEntryId`, the default list builders show); and a group that must hold more (its
 * minimum) is filled with its default choice, else its first members.
 */
export function defaultsOf(group: Entry, entries: readonly Entry[]): Map<Entry, number> {
  const held = new Map<Entry, number>();
  for (const member of entries) {
    const n = startingCount(member);
    if (n > 0) held.set(member, n);
  }
  const preferred = defaultChoice(group);
  const choice = preferred === '' ? undefined : entries.find((m) => m.ids.includes(preferred));
  if (held.size === 0 && choice !== undefined) held.set(choice, 1);
  const capped = total(held) > group.max ? withinMax(held, group.max, choice) : held;
  const fillers = [...new Set([...(choice === undefined ? [] : [choice]), ...capped.keys(), ...entries])];
  let short = group.min - total(capped);
  for (const member of fillers) {
    if (short <= 0) break;
    const has = capped.get(member) ?? 0;
    const more = Math.min(short, member.max - has);
    if (more <= 0) continue;
    capped.set(member, has + more);
    short -= more;
  }
  return capped;
}

/**
 * The group's maximum bounds its defaults too: some data marks every member of a "one of these" group
 * `defaultAmount="1"` (the TX42 Piranha's four weapon pairs, in a group of at most one). What the data
 * requires is kept first, then the group's default choice, then the others in the data's order.
 */
function withinMax(held: ReadonlyMap<Entry, number>, max: number, choice: Entry | undefined): Map<Entry, number> {
  const kept = new Map<Entry, number>();
  let room = max;
  const keep = (member: Entry, wanted: number): void => {
    const more = Math.min(wanted - (kept.get(member) ?? 0), room);
    if (more <= 0) return;
    addCount(kept, member, more);
    room -= more;
  };
  for (const [member, n] of held) keep(member, Math.min(member.min, n));
  if (choice !== undefined && held.has(choice)) keep(choice, held.get(choice)!);
  for (const [member, n] of held) keep(member, n);
  return kept;
}

export function total(held: ReadonlyMap<Entry, number>): number {
  let n = 0;
  for (const count of held.values()) n += count;
  return n;
}
