/**
 * "Add 1 to the Attacks characteristic of melee weapons equipped by all other models in the bearer's unit (as
 * well)": the weapons of the unit's models but the rule's own (plan/unit-rules.ts reaches them), the change
 * read as the characteristic shape reads it for the whole unit.
 */
import { ADD } from './characteristic.js';
import type { EffectShape } from './shape.js';

export const OTHER_MODELS_WEAPONS: EffectShape = {
  pattern: /^((?:add|subtract) \d (?:to|from) the [a-z, ]+? characteristics? of (?:(?:ranged|melee) )?weapons equipped by )all other models in (the bearer's|this model's) unit(?: as well)?(?=$|[,;]| and )/,
  read: (m, state) => {
    const whole = ADD.pattern.exec(`${m[1]}models in ${m[2]} unit`);
    if (whole === null) return `a change not understood ("${m[0]}")`;
    const read = ADD.read(whole, state);
    return typeof read === 'string' ? read : read.map((f) => ({ ...f, otherModels: true as const }));
  },
};
