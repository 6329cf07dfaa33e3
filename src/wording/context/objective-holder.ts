/**
 * A model's protection while it stands somewhere or is in a state the player asserts (named): "While this
 * model is within range of that objective marker, it has an Objective Control characteristic of 10, a
 * Leadership characteristic of 5+ and the Feel No Pain 4+ ability" (the marker an earlier sentence
 * selected), "While this model is within range of an objective marker and/or within 6" of the centre of the
 * battlefield, this model has …", "While this model is gaining the benefits of the Waaagh! ability, it has a
 * 4+ invulnerable save …". "It" is this model: the bearer.
 */
import type { Phrase } from '../state.js';

const BEARER_HAS = '(?:it|this model) (?:has|gains) (?=the |an? )';

export const OBJECTIVE_HOLDER: readonly Phrase[] = [
  {
    pattern: new RegExp(`^while this model is within range of (that|an) objective marker(?: and/or within (\\d+)" of the centre of the battlefield)?, ${BEARER_HAS}`),
    read: (m, state) => {
      const where = m[1] === 'that' ? 'the objective marker the rule selected' : 'an objective marker';
      state.assumes.push(`the model is within range of ${where}${m[2] === undefined ? '' : ` or within ${m[2]}" of the centre of the battlefield`}`);
      state.holder = { scope: 'bearer' };
    },
  },
  {
    pattern: new RegExp(`^while this model is gaining the benefits of the waaagh! ability, ${BEARER_HAS}`),
    read: (_m, state) => {
      state.assumes.push('the Waaagh! is active for your army');
      state.holder = { scope: 'bearer' };
    },
  },
  // "Once per battle, when a Psychic Attack is allocated to the bearer, it can use this ability. If it does, …":
  // the sentence only offers the ability, whose change the next one makes (named: the ability is used).
  { pattern: /^when an? (?:psychic )?attack is allocated to (?:the bearer|this model),? (?=it can use this ability$)/, read: () => undefined },
];
