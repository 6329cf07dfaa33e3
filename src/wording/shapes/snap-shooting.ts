/**
 * 11e's "This unit's snap shooting attacks hit on unmodified hit rolls of 5+": snap shooting (15.09) is what
 * Fire Overwatch (15.08) shoots with, the only snap shooting mathhammer computes → Modifiers.snapShotOn in
 * Overwatch, as shapes/snap-shots.ts reads the Stratagem's own wording.
 */
import type { EffectShape } from './shape.js';

export const SNAP_SHOOTING_HITS_ON: EffectShape = {
  pattern: /^this unit's snap shooting attacks hit on (?:an? )?unmodified hit rolls? of (\d)\+/,
  read: (m) => [{ change: { kind: 'modifiers', modifiers: { snapShotOn: Number(m[1]) } }, side: 'attacker', scope: 'unit', requires: [{ kind: 'phase', phases: ['overwatch'] }] }],
};
