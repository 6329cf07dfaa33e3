/**
 * An aura for friendly models rather than units: "While a friendly model is wholly within 6" of this
 * FORTIFICATION, that model has a 4+ invulnerable save against ranged attacks", "While a friendly Adeptus
 * Mechanicus Battleline model is wholly within 6" of this model, that Battleline model has …", and the
 * Skyshield's "While such a model is on the platform section of this Fortification, that model has …" (such a
 * model: the friendly INFANTRY models and units that can FLY its sentence before names). Every model of the
 * unit it reaches gets it only when every one of them is so placed: naming the rule asserts that.
 */
import { thatUnitScope, type Phrase } from '../state.js';
import { THAT_LEADER_HAS } from './army-unit-state.js';

const EVERY_MODEL_PLACED = 'every model of the unit is so placed';

/** The Skyshield Landing Pad's platform: the models on it, friendly INFANTRY or able to FLY. */
export const ON_THE_PLATFORM: Phrase = {
  pattern: /^while such a model is on the platform section of this fortification,? /,
  read: (_m, state) => {
    state.selected = 'friendly';
    state.selectedKeywords = ['INFANTRY', 'FLY'];
    state.assumes.push('the unit is on the platform section of the Fortification');
  },
};

/**
 * "that model has …", "that Battleline model has …" after an aura or a place of friendly models; any other
 * "that model" is a leader's (army-unit-state.ts), read there.
 */
export const THAT_MODEL_HAS: Phrase = {
  pattern: /^that (?:[a-z][a-z' -]*? )?model (?:has|gains) (?=an? \d\+ invulnerable save|the feel no pain \d|an? \d\+ feel no pain)/,
  read: (m, state, after) => {
    if (state.selected !== 'friendly' || state.reach === undefined && state.assumes.length === 0) {
      const leader = THAT_LEADER_HAS.pattern.exec(`${m[0]}${after}`);
      return leader !== null && leader[0].length === m[0].length ? THAT_LEADER_HAS.read(leader, state, after) : 'it gives something to another model ("that model")';
    }
    const scope = thatUnitScope(state);
    if (scope !== 'unit') return 'it gives something to another model ("that model")';
    state.assumes.push(EVERY_MODEL_PLACED);
    state.holder = { scope };
  },
};
