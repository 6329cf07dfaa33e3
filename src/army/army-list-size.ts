/**
 * How many models a pasted unit has when the list names none ("Piranhas (65 points)" with only its
 * wargear below): the header's count when it gives one ("2x Kroot Hounds"), else the datasheet's size
 * whose points the list's points reach. The datasheet's own model count is its largest size, which a
 * list that names no models almost never means; when nothing tells the size, a warning says which was used.
 */
import type { ListedUnit } from './army-list.js';
import type { ArmyUnit } from './types.js';

export type ListedSize = { readonly count: number; readonly warning?: string };

export function sizeOfUnnamedModels(listed: ListedUnit, unit: ArmyUnit, datasheetCount: number): ListedSize {
  if (listed.count !== null) return { count: listed.count };
  // One price for the datasheet: one size, the datasheet's.
  if (typeof unit.points === 'number') return { count: datasheetCount };
  const rows = Array.isArray(unit.points) ? [...(unit.points as readonly { models: number; points: number }[])].sort((a, b) => a.points - b.points) : [];
  if (rows.length === 1) return { count: rows[0]!.models };
  if (rows.length === 0 || listed.points === null) {
    return { count: datasheetCount, warning: `${unit.name}: the list names no models and the data gives no points by unit size; ${datasheetCount} models (the datasheet's size) used` };
  }
  const exact = rows.find((r) => r.points === listed.points);
  if (exact !== undefined) return { count: exact.models };
  // The list's points can include wargear or a newer price: the largest size they pay for.
  const within = rows.filter((r) => r.points <= listed.points!).at(-1) ?? rows[0]!;
  const sizes = rows.map((r) => `${r.models} ${r.models === 1 ? 'model' : 'models'} ${r.points} pts`).join(', ');
  return { count: within.models, warning: `${unit.name}: the list names no models and ${listed.points} points is no size of the datasheet (${sizes}); ${within.models} ${within.models === 1 ? 'model' : 'models'} used` };
}
