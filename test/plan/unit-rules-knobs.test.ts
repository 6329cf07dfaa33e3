/**
 * Units' rules that the engine's newer knobs model, in an attack: a Critical Wound's AP improved
 * (docs/rules.md 4.7) and a die changed to an unmodified 6 (§10a). Each gives the numbers the same change
 * gives by hand.
 */
import { describe, expect, it } from 'vitest';
import { planCalc, type CalcPlan, type ScenarioOptions, type Side } from '../../src/plan/index.js';
import { formatIssue } from '../../src/profile/issue.js';
import { EDITIONS, resolveAttack } from '../../src/rules/index.js';
import { ruleSide as unit } from '../support/rule-profiles.js';

function melee(attacker: Side, options: Partial<ScenarioOptions> = {}): CalcPlan {
  const planned = planCalc(attacker, unit('vigilators.yaml'), { rules: '10e', phase: 'melee', ...options });
  if (!planned.ok) throw new Error(planned.issues.map(formatIssue).join('\n'));
  return planned.value;
}

const lost = (p: CalcPlan) => resolveAttack(p.scenario, EDITIONS[p.report.rules]).woundsLost.mean;

const AP_ON_CRITICAL = { name: 'Ingrained Superiority', text: "Each time a model in the bearer's unit makes an attack, on a Critical Wound, improve the Armour Penetration characteristic of that attack by 1." };
const HIT_TO_SIX = { name: 'Steady Eye', text: 'Once per battle, after making a Hit roll for a model in this unit, you can change that roll to an unmodified 6.' };
const ANY_TO_SIX = { name: 'Fated Blow', text: 'Once per battle, after making a Hit roll, Wound roll or saving throw for this model, you can change the result of that roll to an unmodified 6.' };

describe('units\u2019 rules read into the engine knobs', () => {
  it('"on a Critical Wound, improve the Armour Penetration … by 1" always applies, as --crit-wound-ap 1 does', () => {
    const withRule = melee(unit('companions.yaml', [AP_ON_CRITICAL]));
    expect(withRule.scenario.modifiers?.critWoundAp).toBe(1);
    expect(lost(withRule)).toBeCloseTo(lost(melee(unit('companions.yaml'), { critWoundAp: 1 })), 12);
    expect(lost(withRule)).toBeGreaterThan(lost(melee(unit('companions.yaml'))));
  });

  it('"after making a Hit roll …, you can change that roll to an unmodified 6", named, is --change-to-six hit; unnamed it does nothing', () => {
    const attacker = unit('companions.yaml', [HIT_TO_SIX]);
    expect(melee(attacker).scenario.changeToSix).toBeUndefined();
    const named = melee(attacker, { effect: [{ rule: true, name: 'Steady Eye' }] });
    expect(named.scenario.changeToSix).toEqual({ roll: 'hit', weapon: 0 });
    expect(lost(named)).toBeCloseTo(lost(melee(unit('companions.yaml'), { changeToSix: 'hit' })), 12);
  });

  it('a rule that changes a Hit or a Wound roll needs --change-to-six to say which; with it, that roll', () => {
    const attacker = unit('companions.yaml', [ANY_TO_SIX]);
    const unsaid = melee(attacker, { effect: [{ rule: true, name: 'Fated Blow' }] });
    expect(unsaid.scenario.changeToSix).toBeUndefined();
    expect(unsaid.report.notes.join('\n')).toContain('name which with --change-to-six hit|wound');
    const said = melee(attacker, { effect: [{ rule: true, name: 'Fated Blow' }], changeToSix: 'wound' });
    expect(said.scenario.changeToSix?.roll).toBe('wound');
  });
});
