/**
 * 11e's terse Strength against Toughness: "Attacks that target this unit with a S greater than this unit's
 * T have -1 to wound rolls", "When a friendly PALADIN SQUAD unit is selected to fight, if the S of those
 * attacks is lower than the T of the target, those attacks have +1 to wound rolls": the Wound roll change
 * after it holds only for that comparison (as context/strength-vs-toughness.ts reads the long wording).
 */
import type { WoundByStrength } from '../../rules/index.js';
import type { Phrase } from '../state.js';

const THAN: Record<string, WoundByStrength['than']> = {
  'greater than': 'greater',
  'higher than': 'greater',
  'greater than or equal to': 'at-least',
  'less than': 'less',
  'lower than': 'less',
  'less than or equal to': 'at-most',
};
const COMPARED = '(greater than or equal to|greater than|higher than|less than or equal to|less than|lower than)';

export const ATTACKS_ON_UNIT_BY_STRENGTH: Phrase = {
  pattern: new RegExp(`^attacks that target (this unit|this model) with an? s ${COMPARED} (?:this unit's|this model's|its) t have (?=[+-]\\d to )`),
  read: (m, state) => {
    state.side = 'defender';
    state.scope = m[1] === 'this model' ? 'bearer' : 'unit';
    state.strengthVs = THAN[m[2]!]!;
    // The terse "-1 to wound rolls" is read after a holder: the attacks on the unit hold it here.
    state.holder = { scope: state.scope };
  },
};

export const THOSE_ATTACKS_BY_STRENGTH: Phrase = {
  pattern: new RegExp(`^if the s of (?:those|that|its|their) attacks? is ${COMPARED} the t of the target,? (?:those|that) attacks? (?:have|has) (?=[+-]\\d to )`),
  read: (m, state) => {
    if (state.side !== 'attacker' && state.thatUnitIsOwn !== true) return 'it compares the Strength of attacks whose unit the sentence does not name';
    state.side = 'attacker';
    state.strengthVs = THAN[m[1]!]!;
    state.holder = { scope: state.scope ?? 'unit', weapons: 'all' };
  },
};
