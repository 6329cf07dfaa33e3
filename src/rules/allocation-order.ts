/**
 * Which model group takes the next attack (docs/rules.md 7.2, 7.3): a wounded non-CHARACTER group, then
 * non-CHARACTER groups in profile order, then a wounded CHARACTER group, then CHARACTER groups. [PRECISION]
 * puts the CHARACTER groups first.
 */
import type { ModelGroup } from './types.js';

export type AllocationOrder = 'normal' | 'precision';

/** The current group given each group's lost wounds, or -1 when every model is destroyed. */
export function currentGroup(
  groups: readonly ModelGroup[],
  capacity: readonly number[],
  lost: (g: number) => number,
  order: AllocationOrder,
): number {
  for (let pass = 0; pass < 2; pass++) {
    const character = (pass === 0) === (order === 'precision');
    let firstAlive = -1;
    for (let g = 0; g < groups.length; g++) {
      if (groups[g]!.character !== character) continue;
      const h = lost(g);
      if (h >= capacity[g]!) continue;
      if (h % groups[g]!.wounds !== 0) return g;
      if (firstAlive < 0) firstAlive = g;
    }
    if (firstAlive >= 0) return firstAlive;
  }
  return -1;
}
