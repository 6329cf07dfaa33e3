/**
 * A datasheet's points at each unit size. The data gives a base cost and modifiers that set (or raise)
 * it once the unit has at least N models ("160 when 6 or more Intercessors"): each becomes a row of the
 * profile's points table, and each smaller size a `size` loadout. Costs that depend on other rules
 * (per-model repeats, detachment choices) are a gap, never a guess.
 */
import type { ImportedLoadout } from '../profile/import/index.js';
import type { PointsRow } from '../profile/index.js';
import { kids, num, str, type BsNode } from './bs-tree.js';
import { pointsOf, type Entry } from './entries.js';
import type { ArmyModel } from './types.js';

export type PlannedModel = { readonly entry: Entry; readonly count: number; readonly path: readonly string[]; readonly groupMin: number; readonly group: string };

function ptsTypeId(unit: Entry): string {
  const cost = kids(unit.node, 'costs').find((c) => str(c, 'name') === 'pts');
  return cost === undefined ? '' : str(cost, 'typeId');
}

function modifiersOf(node: BsNode): BsNode[] {
  return [...kids(node, 'modifiers'), ...kids(node, 'modifierGroups').flatMap((g) => modifiersOf(g))];
}

type Tier = { readonly atLeast: number; readonly type: 'set' | 'increment'; readonly value: number };

export function pointsTable(
  unit: Entry,
  planned: readonly PlannedModel[],
  models: readonly ArmyModel[],
  gaps: string[],
): { points: number | readonly PointsRow[] | null; loadouts: ImportedLoadout[] } {
  const total = models.reduce((n, m) => n + m.count, 0);
  const base = pointsOf(unit) + planned.reduce((n, p) => n + p.count * pointsOf(p.entry), 0);
  const typeId = ptsTypeId(unit);
  const tiers: Tier[] = [];
  for (const source of unit.link === undefined ? [unit.node] : [unit.node, unit.link]) {
    for (const modifier of modifiersOf(source)) {
      if (typeId === '' || str(modifier, 'field') !== typeId) continue;
      const type = str(modifier, 'type');
      const value = num(modifier, 'value');
      const conditions = [...kids(modifier, 'conditions'), ...kids(modifier, 'conditionGroups').flatMap((g) => kids(g, 'conditions'))];
      const sizes = conditions.filter((c) => str(c, 'field') === 'selections' && /^(atLeast|greaterThan)$/.test(str(c, 'type')));
      if ((type !== 'set' && type !== 'increment') || !Number.isFinite(value) || sizes.length !== 1 || conditions.length !== 1 || kids(modifier, 'repeats').length > 0) {
        if (type === 'set' || type === 'increment') gaps.push(`points: a cost change under conditions mathhammer does not read (${type} ${str(modifier, 'value')}): the table gives the base cost`);
        continue;
      }
      const c = sizes[0]!;
      const child = str(c, 'childId');
      const n = num(c, 'value') + (str(c, 'type') === 'greaterThan' ? 1 : 0);
      // The condition counts the models under one entry or group; the others come on top.
      const inside = planned.filter((p) => p.path.includes(child));
      const outside = inside.length === 0 ? 0 : planned.filter((p) => !p.path.includes(child)).reduce((k, p) => k + p.count, 0);
      tiers.push({ atLeast: n + outside, type, value });
    }
  }
  if (base === 0 && tiers.length === 0) return { points: null, loadouts: [] };
  const groups = new Map<string, number>();
  for (const p of planned) groups.set(p.group, p.groupMin);
  const smallest = Math.max(1, [...groups.values()].reduce((a, b) => a + b, 0));
  const costAt = (size: number): number => {
    let cost = base;
    for (const tier of [...tiers].sort((a, b) => a.atLeast - b.atLeast)) if (size >= tier.atLeast) cost = tier.type === 'set' ? tier.value : cost + tier.value;
    return cost;
  };
  const sizes = [...new Set([smallest, ...tiers.map((t) => t.atLeast), total])].filter((s) => s >= 1 && s <= total).sort((a, b) => a - b);
  // Each tier is sold at its smallest size, and the unit as imported at its own.
  const rows = sizes.map((s) => ({ models: s, points: costAt(s) }));
  if (tiers.length === 0 || rows.length <= 1) return { points: costAt(total), loadouts: [] };
  const loadouts: ImportedLoadout[] = [];
  const largest = [...models].sort((a, b) => b.count - a.count)[0]!;
  for (const row of rows) {
    if (row.models >= total) continue;
    const keep = largest.count - (total - row.models);
    if (keep < 1) continue;
    loadouts.push({ name: `${row.models}-models`, description: `${row.models} models (${row.points} pts)`, max: 1, swaps: [], size: [{ model: largest.name, count: keep }], line: 0 });
  }
  return { points: rows, loadouts };
}
