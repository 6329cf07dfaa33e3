/**
 * The defender's state as one integer. A model group's state is the wounds it has lost: damage always goes
 * to the group's wounded model first, so lost wounds h mean floor(h / W) models destroyed and one model
 * with h mod W wounds lost (docs/rules.md 7.1). The unit's state mixes the groups' states in mixed radix.
 */
import type { DefenderUnit, ModelGroup } from './types.js';

/** States beyond this make the chain too slow and large; the CLI reports it as a limit. */
export const MAX_STATES = 250_000;

export class EngineLimitError extends Error {
  override readonly name = 'EngineLimitError';
}

export type AllocationOrder = 'normal' | 'precision';

export type DefenderSpace = {
  readonly unit: DefenderUnit;
  readonly groups: readonly ModelGroup[];
  /** Wounds a group has in total: count × W. */
  readonly capacity: readonly number[];
  readonly stride: readonly number[];
  readonly size: number;
  /** lost[g][s]: wounds group g has lost in state s. */
  readonly lost: readonly Int32Array[];
  /** Group taking the next attack in state s, or -1 when the unit is destroyed. */
  readonly current: Readonly<Record<AllocationOrder, Int8Array>>;
  readonly startingModels: number;
};

export function defenderSpace(unit: DefenderUnit): DefenderSpace {
  const groups = unit.groups;
  if (groups.length === 0) throw new RangeError(`defenderSpace: unit "${unit.name}" has no model groups`);
  if (groups.length > 100) throw new EngineLimitError(`the unit "${unit.name}" has more than 100 model groups`);
  for (const g of groups) {
    if (!Number.isInteger(g.count) || g.count < 1) throw new RangeError(`defenderSpace: ${g.name}.count must be ≥ 1, got ${g.count}`);
    if (!Number.isInteger(g.wounds) || g.wounds < 1) throw new RangeError(`defenderSpace: ${g.name}.wounds must be ≥ 1, got ${g.wounds}`);
  }
  const capacity = groups.map((g) => g.count * g.wounds);
  const stride: number[] = [];
  let size = 1;
  for (const c of capacity) {
    stride.push(size);
    size *= c + 1;
    if (size > MAX_STATES) {
      throw new EngineLimitError(
        `the defender "${unit.name}" has too many combinations of damaged models (over ${MAX_STATES.toLocaleString('en')}); ` +
          'merge model groups that share W, Sv, invulnerable save and Feel No Pain',
      );
    }
  }
  const lost = groups.map((_, g) => {
    const column = new Int32Array(size);
    for (let s = 0; s < size; s++) column[s] = Math.floor(s / stride[g]!) % (capacity[g]! + 1);
    return column;
  });
  const space = { unit, groups, capacity, stride, size, lost, startingModels: groups.reduce((n, g) => n + g.count, 0) };
  return {
    ...space,
    current: { normal: currentGroups(space, 'normal'), precision: currentGroups(space, 'precision') },
  };
}

/**
 * Allocation order (docs/rules.md 7.2, 7.3): a wounded non-CHARACTER group, then non-CHARACTER groups in
 * profile order, then a wounded CHARACTER group, then CHARACTER groups. [PRECISION] puts the CHARACTER
 * groups first.
 */
function currentGroups(space: Omit<DefenderSpace, 'current'>, order: AllocationOrder): Int8Array {
  const { groups, capacity, lost, size } = space;
  const classes = order === 'precision' ? [true, false] : [false, true];
  const out = new Int8Array(size);
  for (let s = 0; s < size; s++) {
    out[s] = -1;
    search: for (const character of classes) {
      let firstAlive = -1;
      for (let g = 0; g < groups.length; g++) {
        if (groups[g]!.character !== character) continue;
        const h = lost[g]![s]!;
        if (h >= capacity[g]!) continue;
        if (h % groups[g]!.wounds !== 0) {
          out[s] = g;
          break search;
        }
        if (firstAlive < 0) firstAlive = g;
      }
      if (firstAlive >= 0) {
        out[s] = firstAlive;
        break;
      }
    }
  }
  return out;
}

export function modelsDestroyed(space: DefenderSpace, s: number): number {
  let n = 0;
  for (let g = 0; g < space.groups.length; g++) n += Math.floor(space.lost[g]![s]! / space.groups[g]!.wounds);
  return n;
}

export function woundsLost(space: DefenderSpace, s: number): number {
  let n = 0;
  for (let g = 0; g < space.groups.length; g++) n += space.lost[g]![s]!;
  return n;
}

export function groupModelsDestroyed(space: DefenderSpace, g: number, s: number): number {
  return Math.floor(space.lost[g]![s]! / space.groups[g]!.wounds);
}

/** The state every model group starts in: undamaged. */
export const UNDAMAGED = 0;

/**
 * Toughness used for wound rolls in state s (docs/rules.md 3.2): highest T of the surviving non-Leader
 * groups, or of the surviving Leader groups when no bodyguard is left.
 */
export function toughnessInState(space: DefenderSpace, s: number): number {
  let bodyguard = 0;
  let leaders = 0;
  space.groups.forEach((g, i) => {
    if (space.lost[i]![s]! >= space.capacity[i]!) return;
    if (g.leader) leaders = Math.max(leaders, g.toughness);
    else bodyguard = Math.max(bodyguard, g.toughness);
  });
  // A destroyed unit: the Toughness it had when targets were selected (nothing more can happen to it).
  return bodyguard || leaders || (s === UNDAMAGED ? Math.max(...space.groups.map((g) => g.toughness)) : toughnessInState(space, UNDAMAGED));
}
