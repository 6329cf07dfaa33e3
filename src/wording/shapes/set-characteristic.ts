/**
 * A weapon characteristic set or multiplied: "… melee weapons equipped by models in this unit have a
 * Strength characteristic of 8", "its Bloody Twins weapon has a Damage characteristic of 3", "change the
 * Attacks characteristic of melee weapons equipped by this model to 12", "double the Attacks characteristic
 * of weapons equipped by DAEMONHOST models in that unit", "triple the Attacks and Strength characteristics
 * of this model's Staff of Tomorrow". The weapon fired is rewritten before the modifiers add to it
 * (effects/weapon-characteristics.ts).
 */
import { parseDice } from '../../prob/dice.js';
import type { WeaponCharacteristic } from '../../effects/index.js';
import type { FoundChange, SentenceState } from '../state.js';
import { OWNER, readOwner } from './owner.js';
import type { EffectShape } from './shape.js';

const NAMES = 'attacks|strength|damage';

/** A value as printed: "8", "3D6", "D6+1". */
const VALUE = '(\\d*d[36](?:\\+\\d+)?|\\d+)(?![\\w+"])';

function setTo(name: string, value: string): FoundChange | string {
  const dice = parseDice(value);
  if (!dice.ok) return `the value it sets is not understood ("${value}")`;
  if (name === 'strength' && dice.value.terms.length > 0) return `it sets the Strength characteristic to a random value ("${value}")`;
  return { change: { kind: 'characteristic', characteristic: name as WeaponCharacteristic, set: dice.value }, side: 'attacker' };
}

/** "… has a Damage characteristic of 3", after a holder of weapons (context/weapon-characteristic-holders.ts). */
export const WEAPON_HAS_CHARACTERISTIC: EffectShape = {
  holder: true,
  pattern: new RegExp(`^an? (${NAMES}) characteristic of ${VALUE}`),
  read: (m, state) => {
    if (state.holder?.weapons === undefined) return `it sets the ${m[1]} characteristic of models, not of their weapons`;
    const found = setTo(m[1]!, m[2]!);
    return typeof found === 'string' ? found : [found];
  },
};

/** The change with its owner's scope, conditions and weapons ("of melee weapons equipped by this model"), or why not. */
function owned(found: readonly FoundChange[], owner: string, state: SentenceState): readonly FoundChange[] | string {
  const read = readOwner(owner, state);
  if (typeof read === 'string') return read;
  if (read.models) return 'it sets a characteristic of models, not of their weapons';
  // "change the Damage characteristic of that attack to 1" against the rule's unit: a set Damage has no knob on the attack made.
  if (state.side === 'defender') return 'it sets the Damage of the attacks allocated to it to a value (no engine knob)';
  return found.map((f) => ({ ...f, ...(read.scope === undefined ? {} : { scope: read.scope }), requires: read.requires, ...(read.weapons === undefined ? {} : { weapons: read.weapons }) }));
}

const UNTIL_NEXT = '(?=$|[,;]| and | if | while | until | when )';

export const CHANGE_CHARACTERISTIC: EffectShape = {
  pattern: new RegExp(`^change the (${NAMES}) characteristic of (${OWNER}) to ${VALUE}${UNTIL_NEXT}`),
  read: (m, state) => {
    const found = setTo(m[1]!, m[3]!);
    return typeof found === 'string' ? found : owned([found], m[2]!, state);
  },
};

export const MULTIPLY_CHARACTERISTIC: EffectShape = {
  pattern: new RegExp(`^(double|triple) the ((?:${NAMES})(?: and (?:${NAMES}))?) characteristics? of (${OWNER})${UNTIL_NEXT}`),
  read: (m, state) => {
    const times = m[1] === 'double' ? 2 : 3;
    const found = m[2]!.split(' and ').map((name): FoundChange => ({ change: { kind: 'characteristic', characteristic: name as WeaponCharacteristic, times }, side: 'attacker' }));
    return owned(found, m[3]!, state);
  },
};
