/**
 * Fire Overwatch hitting on better than a 6 (RULES §2 Fire Overwatch: snap shooting): "hits are scored on
 * unmodified Hit rolls of 5+ (while resolving that Stratagem)" → Modifiers.snapShotOn, after the context
 * "Each time you target this unit with the Fire Overwatch Stratagem, …" (context/phases.ts).
 */
import type { EffectShape } from './shape.js';

export const SNAP_SHOTS: EffectShape = {
  pattern: /^hits are (?:successfully )?scored on (?:(?:an? )?unmodified hit rolls? of |an? )(\d)\+(?: (?:while|when) resolving that stratagem)?/,
  read: (m, state) => (state.requires.some((r) => r.kind === 'phase' && r.phases.length === 1 && r.phases[0] === 'overwatch') ? [{ change: { kind: 'modifiers', modifiers: { snapShotOn: Number(m[1]) } }, side: 'attacker' }] : 'it changes the hit rolls outside Fire Overwatch'),
};
