/**
 * A defender's rule that sets or raises its models' Save or Wounds characteristic, in an attack: the bearer's
 * model group gets it, the others do not, and Wounds the importer already wrote into the statline (the rule
 * marked `statline: true`) are not raised again.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planCalc, type CalcPlan, type ScenarioOptions, type Side } from '../../src/plan/index.js';
import { formatIssue } from '../../src/profile/issue.js';
import { loadProfile } from '../../src/profile/load.js';
import type { ProfileRule } from '../../src/profile/index.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/profiles/rules/', import.meta.url));
const SUPERIOR = 'Vigilator Sister Superior';

type Rule = { name: string; text: string; origin?: ProfileRule['origin']; model?: string; statline?: true };

function unit(ref: string, rules: readonly Rule[] = []): Side {
  const loaded = loadProfile(ref, { bundledDir, cwd: fixtures });
  if (!loaded.ok) throw new Error(loaded.issues.map(formatIssue).join('\n'));
  const profile = loaded.value;
  return { profile: { ...profile, rules: rules.map((r) => ({ origin: 'wargear' as const, ...r, at: profile.at })) }, source: ref, loadouts: [], leaders: [] };
}

function plan(defender: Side, options: Partial<ScenarioOptions> = {}): CalcPlan {
  const planned = planCalc(unit('companions.yaml'), defender, { rules: '10e', phase: 'melee', ...options });
  if (!planned.ok) throw new Error(planned.issues.map(formatIssue).join('\n'));
  return planned.value;
}

const group = (p: CalcPlan, name: string) => p.scenario.defender.groups.find((g) => g.name === name)!;
const statusOf = (p: CalcPlan, rule: string) => p.report.unitRules?.flatMap((u) => u.rules).find((r) => r.name === rule)?.status;

describe('a defender rule that changes its models\u2019 Save or Wounds characteristic', () => {
  it('"The bearer has a Save characteristic of 2+" reaches the bearer\u2019s model group only', () => {
    const p = plan(unit('vigilators.yaml', [{ name: 'Artificer Armour', text: 'The bearer has a Save characteristic of 2+ and the Feel No Pain 5+ ability.', model: SUPERIOR }]));
    expect(group(p, SUPERIOR).save).toBe(2);
    expect(group(p, 'Vigilator').save).toBe(3);
    expect(statusOf(p, 'Artificer Armour')).toBe('applied');
  });

  it('"The bearer has a Wounds characteristic of 4": applied, unless the importer wrote it into the statline', () => {
    const shield = { name: 'Storm Shield', text: 'The bearer has a Wounds characteristic of 4.', model: SUPERIOR };
    expect(group(plan(unit('vigilators.yaml', [shield])), SUPERIOR).wounds).toBe(4);
    const imported = plan(unit('vigilators.yaml', [{ ...shield, statline: true }]));
    expect(group(imported, SUPERIOR).wounds).toBe(1);
    expect(statusOf(imported, 'Storm Shield')).toBe('statline');
  });

  it('a Save improvement against ranged attacks only changes nothing in melee', () => {
    const p = plan(unit('vigilators.yaml', [{ name: 'Red Skull Kommandos', text: 'This unit has +1 Sv against ranged attacks.', origin: 'datasheet' }]));
    expect(p.scenario.defender.groups.map((g) => g.save)).toEqual([3, 3]);
    expect(statusOf(p, 'Red Skull Kommandos')).toBe('inactive');
  });
});
