/** An effect shape: an anchored pattern for one kind of change, and the change it reads. */
import type { FoundChange, SentenceState } from '../state.js';

export type EffectShape = {
  readonly pattern: RegExp;
  /** Read only after a holder ("models in this unit have …", "weapons equipped by … have …"). */
  readonly holder?: boolean;
  /** Read only when the sentence so far is so ("… of models in that unit" after an enemy unit was selected). */
  readonly when?: (state: SentenceState) => boolean;
  /** The changes, or why the phrase is understood but not modelled. */
  readonly read: (match: RegExpExecArray, state: SentenceState) => readonly FoundChange[] | string;
};
