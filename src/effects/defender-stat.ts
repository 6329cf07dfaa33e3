/**
 * A rule that changes the target's own characteristics rather than a roll: "the bearer has a Save
 * characteristic of 2+", "improve the Save characteristic of models in this unit by 1 (this cannot improve a
 * model's Save to better than 3+)", "add 2 to the bearer's Wounds characteristic", "the bearer has a Wounds
 * characteristic of 4". The models' statline changes before the attack, so the engine computes it exactly
 * as it would a unit printed so: a Save characteristic is not a save roll modifier (no edition cap on it;
 * 10e cover then reads the new Save, rules.md 4.2), and more Wounds change the allocation chain only.
 */
import type { ModelGroup } from '../rules/index.js';
import type { Change } from './types.js';

export type DefenderStat = Extract<Change, { kind: 'defender-stat' }>;

/** No armour save (rules/types.ts: "No save" is 7). */
const NO_SAVE = 7;

function changedSave(save: number, change: DefenderStat): number {
  if (change.set !== undefined) return change.set;
  // A model with no armour save has none to improve; one already at or past the limit keeps its own.
  if (change.by === undefined || save >= NO_SAVE) return save;
  const best = Math.max(2, change.best ?? 2);
  return save <= best ? save : Math.max(best, save - change.by);
}

function changedWounds(wounds: number, change: DefenderStat): number {
  if (change.set !== undefined) return change.set;
  return Math.max(1, wounds + (change.by ?? 0));
}

/** The model group with the change made. */
export function withDefenderStat(group: ModelGroup, change: DefenderStat): ModelGroup {
  return change.stat === 'save' ? { ...group, save: changedSave(group.save, change) } : { ...group, wounds: changedWounds(group.wounds, change) };
}

/** The change in words: "the target's Save characteristic is 2+", "improve the target's Save by 1 (not past 3+)", "+2 to the target's Wounds". */
export function defenderStatText(change: DefenderStat): string {
  const name = change.stat === 'save' ? 'Save' : 'Wounds';
  if (change.set !== undefined) return `the target's ${name} characteristic is ${change.set}${change.stat === 'save' ? '+' : ''}`;
  const by = change.by ?? 0;
  if (change.stat === 'wounds') return `${by >= 0 ? '+' : ''}${by} to the target's Wounds characteristic`;
  return `improve the target's Save characteristic by ${by}${change.best === undefined ? '' : ` (not better than ${change.best}+)`}`;
}
