/**
 * Fire Overwatch hitting better still under a condition of where the unit stands: "hits are scored on
 * unmodified Hit rolls of 5+, or on unmodified Hit rolls of 4+ instead if this unit is within 6" of one or
 * more friendly PLATOON units" (or "… within range of an objective marker you control"): 5+ always, 4+ when
 * named, asserting the condition. The lower threshold wins when both hold (effects/merge.ts), so the two
 * are read as they are. After such a sentence, "a hit is scored on an unmodified Hit roll of 4+ instead"
 * (context/overwatch-for-free.ts says on which target) is the same.
 */
import type { EffectShape } from './shape.js';
import type { SentenceState } from '../state.js';

const OVERWATCH_ONLY = 'it changes the hit rolls outside Fire Overwatch';

function inOverwatch(state: SentenceState): boolean {
  return state.requires.some((r) => r.kind === 'phase' && r.phases.length === 1 && r.phases[0] === 'overwatch');
}

export const SNAP_SHOTS_OR_INSTEAD: EffectShape = {
  pattern: /^hits are (?:successfully )?scored on (?:an? )?unmodified hit rolls? of (\d)\+(?: (?:while|when) resolving that stratagem)?,? or (?:on )?(?:an? )?unmodified hit rolls? of (\d)\+ instead if (this unit|the bearer's unit) is (?:wholly )?(within \d+" of one or more friendly [a-z][a-z' -]*? units?|within range of an objective marker (?:that )?you control)$/,
  read: (m, state) => {
    if (!inOverwatch(state)) return OVERWATCH_ONLY;
    const [, always, better, who, where] = m;
    return [
      { change: { kind: 'modifiers', modifiers: { snapShotOn: Number(always) } }, side: 'attacker' },
      { change: { kind: 'modifiers', modifiers: { snapShotOn: Number(better) } }, side: 'attacker', assumes: [`${who === 'this unit' ? 'the unit' : "the bearer's unit"} is ${where}`] },
    ];
  },
};

export const SNAP_SHOT_INSTEAD: EffectShape = {
  pattern: /^an? hits? (?:is|are) scored on an? unmodified hit rolls? of (\d)\+ instead/,
  read: (m, state) => (inOverwatch(state) ? [{ change: { kind: 'modifiers', modifiers: { snapShotOn: Number(m[1]) } }, side: 'attacker' }] : OVERWATCH_ONLY),
};
