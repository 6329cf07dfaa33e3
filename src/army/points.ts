/**
 * A datasheet's points at each unit size. The data gives a base cost, costs per model, unit sizes sold
 * as upgrades ("1 Shock Trooper Sergeant and 9 Shock Troopers": their own cost and models), and
 * modifiers that set or raise the cost when the unit has a number of models ("set 160 when more than 5
 * models", "set 170 when exactly 2"). Each size the unit is sold at becomes a row of the profile's points
 * table, and each size smaller than the profile's a `size` loadout. A cost that changes under any other
 * condition (taken outside its faction's army, with an upgrade chosen elsewhere) is stated as a gap with
 * its condition, never guessed.
 */
import type { ImportedLoadout } from '../profile/import/index.js';
import type { PointsRow } from '../profile/index.js';
import { kids, num, str, type BsNode } from './bs-tree.js';
import { pointsOf, type Entry } from './entries.js';
import type { Registry } from './registry.js';
import type { ArmyModel } from './types.js';

export type PlannedModel = { readonly entry: Entry; readonly count: number; readonly path: readonly string[]; readonly groupMin: number; readonly group: string };

/** Another size the datasheet sells as an upgrade: its models by name, and its cost (the upgrade's and its models'). */
export type Composition = { readonly name: string; readonly models: ReadonlyMap<string, number>; readonly cost: number };

function ptsTypeId(unit: Entry): string {
  const cost = [unit.node, ...(unit.link === undefined ? [] : [unit.link])].flatMap((n) => kids(n, 'costs')).find((c) => str(c, 'name') === 'pts');
  return cost === undefined ? '' : str(cost, 'typeId');
}

/** Modifiers with the conditions of the groups they sit in. */
function modifiersOf(node: BsNode, inherited: readonly BsNode[] = []): { modifier: BsNode; conditions: BsNode[]; groups: BsNode[] }[] {
  const own = (n: BsNode) => ({ conditions: [...kids(n, 'conditions')], groups: [...kids(n, 'conditionGroups')] });
  const direct = kids(node, 'modifiers').map((modifier) => {
    const { conditions, groups } = own(modifier);
    return { modifier, conditions: [...inherited, ...conditions], groups };
  });
  const nested = kids(node, 'modifierGroups').flatMap((g) => modifiersOf(g, [...inherited, ...own(g).conditions]));
  return [...direct, ...nested];
}

/** A size condition: the count of models under `child` ('model': every model) compared with a value. */
type SizeTest = { readonly child: string; readonly type: string; readonly value: number };

function sizeTest(condition: BsNode): SizeTest | undefined {
  const type = str(condition, 'type');
  if (str(condition, 'field') !== 'selections' || !/^(atLeast|greaterThan|equalTo|lessThan|atMost)$/.test(type)) return undefined;
  const scope = str(condition, 'scope');
  // Counted within this unit (its own scope or its id), not the army.
  if (/^(force|roster|primary-catalogue|parent|ancestor|root-entry)$/.test(scope)) return undefined;
  const value = num(condition, 'value');
  return Number.isFinite(value) ? { child: str(condition, 'childId'), type, value } : undefined;
}

function holds(test: SizeTest, count: number): boolean {
  switch (test.type) {
    case 'atLeast':
      return count >= test.value;
    case 'greaterThan':
      return count > test.value;
    case 'equalTo':
      return count === test.value;
    case 'lessThan':
      return count < test.value;
    default:
      return count <= test.value;
  }
}

/** How a condition the table cannot evaluate reads, for the gap. */
function describe(condition: BsNode, registry: Registry): string {
  const type = str(condition, 'type');
  const scope = str(condition, 'scope');
  const child = str(condition, 'childId');
  if (scope === 'primary-catalogue') return type === 'notInstanceOf' ? 'when the army is of another faction' : 'when the army is of this faction';
  const target = registry.find(child);
  const what = target === undefined ? child : `"${str(target, 'name')}"`;
  const where = scope === 'force' || scope === 'roster' ? 'in the army' : scope === 'self' || scope === 'parent' ? 'in the unit' : `(${scope})`;
  return `${type} ${str(condition, 'value')} ${what} ${where}`;
}

type Change = { readonly type: 'set' | 'increment'; readonly value: number; readonly tests: readonly SizeTest[] };

export type PointsInput = {
  readonly unit: Entry;
  readonly planned: readonly PlannedModel[];
  readonly models: readonly ArmyModel[];
  /** Other sizes sold as upgrades, and the own cost of the one the profile has. */
  readonly compositions: readonly Composition[];
  readonly sizeCost: number;
  readonly registry: Registry;
};

export function pointsTable({ unit, planned, models, compositions, sizeCost, registry }: PointsInput, gaps: string[]): { points: number | readonly PointsRow[] | null; loadouts: ImportedLoadout[] } {
  const total = models.reduce((n, m) => n + m.count, 0);
  if (total === 0) return { points: null, loadouts: [] };
  const typeId = ptsTypeId(unit);
  const changes: Change[] = [];
  for (const source of unit.link === undefined ? [unit.node] : [unit.node, unit.link]) {
    for (const { modifier, conditions, groups } of modifiersOf(source)) {
      const type = str(modifier, 'type');
      if (typeId === '' || str(modifier, 'field') !== typeId || (type !== 'set' && type !== 'increment')) continue;
      const value = num(modifier, 'value');
      // One "and" group of size tests reads like a flat list ("at least 6 and fewer than 11").
      const flat = groups.length === 1 && str(groups[0]!, 'type') === 'and' && kids(groups[0]!, 'conditionGroups').length === 0 ? [...conditions, ...kids(groups[0]!, 'conditions')] : conditions;
      const tests = flat.map(sizeTest);
      if (!Number.isFinite(value) || (groups.length > 0 && flat === conditions) || kids(modifier, 'repeats').length > 0 || tests.some((t) => t === undefined)) {
        const unread = [...flat.filter((c) => sizeTest(c) === undefined), ...(flat === conditions ? groups.flatMap((g) => kids(g, 'conditions')) : [])];
        gaps.push(`points: ${type === 'set' ? 'set to' : 'raised by'} ${str(modifier, 'value')} ${unread.map((c) => describe(c, registry)).join(' or ') || 'under a condition'}${kids(modifier, 'repeats').length > 0 ? ' (repeated)' : ''}: not in the table, which gives the cost without it`);
        continue;
      }
      changes.push({ type, value, tests: tests as SizeTest[] });
    }
  }

  // Models under a condition's entry or group; the others count on top. Shrinking takes models from the
  // largest group, which every size condition here counts ("more than 5 models").
  const largest = [...models].sort((a, b) => b.count - a.count)[0]!;
  const inside = (child: string, size: number): number => {
    if (child === 'model' || child === 'unit') return size;
    const under = planned.filter((p) => p.path.includes(child)).reduce((k, p) => k + p.count, 0);
    return under - (total - size);
  };
  const modelCost = (p: PlannedModel): number => (p.entry.node === unit.node ? 0 : pointsOf(p.entry));
  const perLargest = planned.find((p) => p.entry.name === largest.name);
  const fullCost = pointsOf(unit) + sizeCost + planned.reduce((n, p) => n + p.count * modelCost(p), 0);
  const withChanges = (base: number, size: number): number => {
    let cost = base;
    for (const c of changes) if (c.tests.every((t) => holds(t, inside(t.child, size)))) cost = c.type === 'set' ? c.value : cost + c.value;
    return cost;
  };
  const costAt = (size: number): number => withChanges(fullCost - (total - size) * (perLargest === undefined ? 0 : modelCost(perLargest)), size);

  const groups = new Map<string, number>();
  for (const p of planned) groups.set(p.group, p.groupMin);
  const smallest = Math.max(1, Math.min(total, [...groups.values()].reduce((a, b) => a + b, 0)));
  const perModel = perLargest !== undefined && modelCost(perLargest) > 0;
  // Sizes where a tier starts or ends ("more than 5": 6; "exactly 2": 2 and 3).
  const boundaries = changes.flatMap((c) => c.tests.flatMap((t) => (t.type === 'atLeast' || t.type === 'lessThan' ? [t.value] : t.type === 'equalTo' ? [t.value, t.value + 1] : [t.value + 1])));
  // A unit sold in sizes that are upgrades comes only in those sizes.
  const sizes = [...new Set([smallest, ...boundaries, total])].filter((s) => s >= smallest && s <= total && (s === total || (compositions.length === 0 && (perModel || changes.length > 0))));
  const rows = new Map<number, { models: number; points: number; name: string; size: ImportedLoadout['size'] }>();
  for (const s of sizes.sort((a, b) => a - b)) {
    const keep = largest.count - (total - s);
    if (keep < 0) continue;
    rows.set(s, { models: s, points: costAt(s), name: `${s}-model${s === 1 ? '' : 's'}`, size: s === total ? [] : [{ model: largest.name, count: keep }] });
  }
  for (const c of compositions) {
    const size = [...c.models.values()].reduce((a, b) => a + b, 0);
    if (size === 0 || size >= total || rows.has(size)) continue;
    const base = pointsOf(unit) + c.cost;
    const counts = models.map((m) => ({ model: m.name, count: c.models.get(m.name) ?? 0 }));
    rows.set(size, { models: size, points: withChanges(base, size), name: `${size}-models`, size: counts.filter((k) => k.count !== models.find((m) => m.name === k.model)!.count) });
  }
  const table = [...rows.values()].sort((a, b) => a.models - b.models);
  if (fullCost === 0 && changes.length === 0 && compositions.length === 0) return { points: null, loadouts: [] };
  if (table.length <= 1) return { points: costAt(total), loadouts: [] };
  const loadouts = table
    .filter((r) => r.models < total)
    .map((r) => ({ name: r.name, description: `${r.models} model${r.models === 1 ? '' : 's'} (${r.points} pts)`, max: 1, swaps: [], size: r.size, line: 0 }));
  return { points: table.map((r) => ({ models: r.models, points: r.points })), loadouts };
}
