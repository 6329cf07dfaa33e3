/** "… melee weapons equipped by all other models in the bearer's unit": the attached unit's weapons but the rule's own model's. */
import { describe, expect, it } from 'vitest';
import { planCalc, type Side } from '../../src/plan/index.js';
import { formatIssue } from '../../src/profile/issue.js';
import { loadRuleProfile as load } from '../support/rule-profiles.js';

const TEXT = "Add 1 to the Attacks characteristic of the bearer's melee weapons. Once per battle, at the start of any phase, the bearer can use this Enhancement. If it does, until the end of the phase, add 1 to the Attacks characteristic of melee weapons equipped by all other models in the bearer's unit.";

describe('a change for the other models of the bearer\'s unit', () => {
  it("The Imperium's Sword on a Champion leading Companions: +1 A to his blade always, +1 A to the Companions' greatswords when named", () => {
    const champion = load('champion.yaml');
    const leader = { ...champion, rules: [{ name: "The Imperium's Sword", text: TEXT, origin: 'enhancement' as const, at: champion.at }] };
    const attacker: Side = { profile: load('companions.yaml'), source: 'c', loadouts: [], leaders: [leader] };
    const defender: Side = { profile: load('vigilators.yaml'), source: 'v', loadouts: [], leaders: [] };
    const attacks = (named: boolean): Record<string, number | undefined> => {
      const planned = planCalc(attacker, defender, { rules: '10e', phase: 'melee', ...(named ? { effect: [{ rule: true, name: "the imperium's sword" }] } : {}) });
      if (!planned.ok) throw new Error(planned.issues.map(formatIssue).join('\n'));
      return Object.fromEntries(planned.value.scenario.attacker.firing.map((f) => [f.weapon.name, f.modifiers?.attacks]));
    };
    expect(attacks(false)).toEqual({ 'Calibanite greatsword': undefined, "Champion's blade": 1 });
    expect(attacks(true)).toEqual({ 'Calibanite greatsword': 1, "Champion's blade": 1 });
  });
});
