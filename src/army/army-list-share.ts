/**
 * A model line's weapon totals shared out among its models. A pasted list gives totals only ("4x Scout:
 * 2x Astartes shotgun, 1x Missile launcher, 1x Scout sniper rifle"): a weapon every model carries goes to
 * each, and the rest are dealt one per model, each weapon starting where the last one stopped. Totals that
 * do not cover every model are nearly always alternatives (one model swaps its gun), so stacking them on
 * the first models would give one Scout three guns and leave two with none.
 */
import type { ArmyModel } from './types.js';
import type { Stats } from '../profile/import/index.js';
import { addCount } from './tally.js';

export function shareAmong(name: string, count: number, totals: ReadonlyMap<string, number>, stats: Stats): ArmyModel[] {
  if (count <= 0) return [];
  const perModel: Map<string, number>[] = Array.from({ length: count }, () => new Map());
  let cursor = 0;
  for (const [weapon, total] of totals) {
    const each = Math.floor(total / count);
    if (each > 0) for (const carried of perModel) carried.set(weapon, each);
    for (let k = 0; k < total % count; k++) {
      const carried = perModel[cursor]!;
      addCount(carried, weapon, 1);
      cursor = (cursor + 1) % count;
    }
  }
  // Models carrying the same weapons are one group, in the order the first of each appears.
  const groups = new Map<string, { count: number; weapons: { name: string; count: number }[] }>();
  for (const carried of perModel) {
    const weapons = [...carried].map(([weapon, n]) => ({ name: weapon, count: n }));
    const key = JSON.stringify(weapons);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { count: 1, weapons });
    else group.count += 1;
  }
  // Groups keep the line's name; the unit's groups are numbered once, at the end (names.ts uniqueModelNames).
  return [...groups.values()].map((g) => ({ name, count: g.count, stats, weapons: g.weapons }));
}
