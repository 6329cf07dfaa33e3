/**
 * "That unit must take a Leadership test: if that test is passed, until the end of the phase, each time a
 * model in that unit makes an attack, subtract 1 from the Hit roll; if that test is failed, that unit is
 * not eligible to shoot this phase" (an enemy VEHICLE unit the rule selected): the attacks it still makes
 * are those of a unit that passed, which naming the rule asserts; one that failed makes none, so nothing
 * of an attack is changed by that outcome.
 */
import type { Phrase } from '../state.js';
import type { EffectShape } from '../shapes/shape.js';

export const TEST_PASSED: Phrase = {
  pattern: /^(?:that unit must take a leadership test: )?if (?:that|the) test is passed,? |^if the leadership test taken for that unit is passed,? /,
  read: (_m, state) => void state.assumes.push('the Leadership test the rule calls for is passed'),
};

/** The other outcome: the unit does not shoot at all this phase. */
export const TEST_FAILED_NO_SHOOTING: EffectShape = {
  pattern: /^if (?:that|the) test is failed, that unit is not eligible to shoot this phase/,
  read: () => [],
};
