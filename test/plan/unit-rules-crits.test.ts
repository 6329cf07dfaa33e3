/**
 * Units' rules read as every successful hit a critical one (docs/rules.md 2.5a) and as changes to Psychic
 * Attacks only (the attacks of [PSYCHIC] weapons, on either side), in an attack: each gives the numbers the
 * same change gives by hand, to the weapons it names only.
 */
import { describe, expect, it } from 'vitest';
import { planCalc, type CalcPlan, type ScenarioOptions, type Side } from '../../src/plan/index.js';
import { formatIssue } from '../../src/profile/issue.js';
import { EDITIONS, resolveAttack } from '../../src/rules/index.js';
import { ruleSide as unit } from '../support/rule-profiles.js';

function shoot(attacker: Side, defender: Side, options: Partial<ScenarioOptions> = {}): CalcPlan {
  const planned = planCalc(attacker, defender, { rules: '10e', phase: 'shooting', ...options });
  if (!planned.ok) throw new Error(planned.issues.map(formatIssue).join('\n'));
  return planned.value;
}

const lost = (p: CalcPlan) => resolveAttack(p.scenario, EDITIONS[p.report.rules]).woundsLost.mean;
const groupModifiers = (p: CalcPlan) => p.scenario.attacker.firing.map((f) => ({ weapon: f.weapon.name, modifiers: f.modifiers ?? {} }));

describe('units\u2019 rules: every success a critical, Psychic Attacks', () => {
  it('"every successful Hit roll scores a Critical Hit" always applies to ranged attacks, and changes the numbers', () => {
    const rule = { name: 'Dakkastorm', text: 'Each time this unit makes a ranged attack, every successful Hit roll scores a Critical Hit.' };
    const withRule = shoot(unit('psykers.yaml', [rule]), unit('vigilators.yaml'), { grant: [{ kind: 'lethal-hits' }] });
    expect(withRule.scenario.modifiers?.successfulHitsCritical).toBe(true);
    expect(lost(withRule)).toBeGreaterThan(lost(shoot(unit('psykers.yaml'), unit('vigilators.yaml'), { grant: [{ kind: 'lethal-hits' }] })));
  });

  it('"each time a Psychic Attack targets this unit, subtract 1 from the Hit roll" changes the [PSYCHIC] weapon only', () => {
    const rule = { name: 'Warded', text: 'Each time a Psychic Attack targets this unit, subtract 1 from the Hit roll.' };
    const planned = shoot(unit('psykers.yaml'), unit('vigilators.yaml', [rule]));
    expect(groupModifiers(planned)).toEqual([
      { weapon: 'Smite', modifiers: { hit: -1 } },
      { weapon: 'Bolt pistol', modifiers: {} },
    ]);
  });

  it('"each time this unit makes a Psychic Attack, add 1 to the Wound roll" changes the [PSYCHIC] weapon only', () => {
    const rule = { name: 'Focus', text: 'Each time this unit makes a Psychic Attack, add 1 to the Wound roll.' };
    expect(groupModifiers(shoot(unit('psykers.yaml', [rule]), unit('vigilators.yaml')))).toEqual([
      { weapon: 'Smite', modifiers: { wound: 1 } },
      { weapon: 'Bolt pistol', modifiers: {} },
    ]);
  });
});
