/**
 * Rules whose change depends on a count (docs/effects.md, "Counts"): the models of the rule's unit, which
 * the attack knows, or a count the player gives (`--effect "Pious Fervour=2"`); the numbers equal the same
 * change given by hand.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planCalc, type CalcPlan, type ScenarioOptions, type Side } from '../../src/plan/index.js';
import { formatIssue } from '../../src/profile/issue.js';
import { loadProfile } from '../../src/profile/load.js';
import type { UnitProfile } from '../../src/profile/types.js';
import { EDITIONS, resolveAttack } from '../../src/rules/index.js';

const fixtures = fileURLToPath(new URL('../fixtures/profiles/rules/', import.meta.url));

function load(ref: string): UnitProfile {
  const loaded = loadProfile(ref, { bundledDir: fixtures, cwd: fixtures });
  if (!loaded.ok) throw new Error(loaded.issues.map(formatIssue).join('\n'));
  return loaded.value;
}

function side(profile: UnitProfile, leaders: UnitProfile[] = []): Side {
  return { profile, source: profile.name, loadouts: [], leaders };
}

/** The Inner Circle Companions with `count` models. */
function companions(count: number): UnitProfile {
  const unit = load('companions.yaml');
  return { ...unit, rules: [], models: unit.models.map((m) => ({ ...m, count })) };
}

function bare(profile: UnitProfile): UnitProfile {
  return { ...profile, rules: [] };
}

function plan(attacker: Side, defender: Side, options: Partial<ScenarioOptions> = {}): CalcPlan {
  const planned = planCalc(attacker, defender, { rules: '10e', phase: 'shooting', ...options });
  if (!planned.ok) throw new Error(planned.issues.map(formatIssue).join('\n'));
  return planned.value;
}

function issues(attacker: Side, defender: Side, options: Partial<ScenarioOptions>): string[] {
  const planned = planCalc(attacker, defender, { rules: '10e', phase: 'melee', ...options });
  return planned.ok ? [] : planned.issues.map((i) => i.message);
}

function woundsLost(p: CalcPlan): number {
  return resolveAttack(p.scenario, EDITIONS[p.report.rules]).woundsLost.mean;
}

function rule(p: CalcPlan, name: string) {
  return (p.report.unitRules ?? []).flatMap((u) => u.rules).find((r) => r.name === name);
}

const TARGET = side(load('vigilators.yaml'));

describe('a count the attack knows: "for every 5 models in that unit (rounding down)"', () => {
  const weirdboy = load('weirdboy.yaml');

  it('a Weirdboy leading 9 models (10 with him) adds 2 to S and D and gives [HAZARDOUS], as --strength 2 --damage 2 --grant hazardous do', () => {
    const withRule = plan(side(companions(9), [weirdboy]), TARGET);
    const eadbanger = withRule.scenario.attacker.firing.find((f) => f.weapon.name === '’Eadbanger')!;
    expect(eadbanger.modifiers).toEqual({ strength: 2, damage: 2, abilities: [{ kind: 'hazardous' }] });
    const byHand = plan(side(companions(9), [bare(weirdboy)]), TARGET, { strength: 2, damage: 2, grant: [{ kind: 'hazardous' }] });
    expect(woundsLost(withRule)).toBeCloseTo(woundsLost(byHand), 12);
    expect(rule(withRule, 'Waaagh! Energy')).toMatchObject({ status: 'applied', assumes: ['10 models in the unit it leads (its Leaders included) as the attack starts'] });
  });

  it('with 6 models (7 with him) it adds 1 and no [HAZARDOUS]; with 3 (4) it changes nothing and says why', () => {
    const seven = plan(side(companions(6), [weirdboy]), TARGET);
    expect(seven.scenario.attacker.firing.find((f) => f.weapon.name === '’Eadbanger')!.modifiers).toEqual({ strength: 1, damage: 1 });
    const four = plan(side(companions(3), [weirdboy]), TARGET);
    expect(four.scenario.attacker.firing.find((f) => f.weapon.name === '’Eadbanger')!.modifiers).toBeUndefined();
    expect(rule(four, 'Waaagh! Energy')).toMatchObject({ status: 'inactive', why: expect.stringContaining('4 models in the unit it leads') });
  });

  it('naming it with a count is an error: the attack counts its models', () => {
    expect(issues(side(companions(9), [weirdboy]), TARGET, { effect: [{ rule: true, name: 'Waaagh! Energy', count: 12 }] })).toEqual([
      'Waaagh! Energy counts the models of its unit, which the attack knows: name it without "=12"',
    ]);
  });
});

describe('a count the player gives: --effect "Pious Fervour=N"', () => {
  const castellan = load('castellan.yaml');

  it('2 enemy units within 6" add 2 to the Attacks of its weapon, as --attacks 2 does', () => {
    const named = plan(side(castellan), TARGET, { phase: 'melee', effect: [{ rule: true, name: 'pious fervour', count: 2 }] });
    expect(named.scenario.attacker.firing[0]!.modifiers).toEqual({ attacks: 2 });
    const byHand = plan(side(bare(castellan)), TARGET, { phase: 'melee', attacks: 2 });
    expect(woundsLost(named)).toBeCloseTo(woundsLost(byHand), 12);
    expect(rule(named, 'Pious Fervour')).toMatchObject({ status: 'applied', assumes: ['2 enemy units within 6" of this model'] });
  });

  it('a count above the maximum (+3) is capped, with a warning', () => {
    const named = plan(side(castellan), TARGET, { phase: 'melee', effect: [{ rule: true, name: 'Pious Fervour', count: 5 }] });
    expect(named.scenario.attacker.firing[0]!.modifiers).toEqual({ attacks: 3 });
    expect(named.report.warnings?.map((w) => w.text)).toContain('Pious Fervour: 5 enemy units within 6" of this model counted, but the rule makes its change at most 3 times (its maximum): 3 applied');
  });

  it('unnamed it is available with what it needs; named without a count, an error that says to give it and its maximum', () => {
    const unnamed = plan(side(castellan), TARGET, { phase: 'melee' });
    expect(rule(unnamed, 'Pious Fervour=N')).toMatchObject({ status: 'available', assumes: ['N enemy units within 6" of this model (the count given with the name)'], changes: ['+1 Attacks for each of the enemy units within 6" of this model (at most 3 times)'] });
    expect(issues(side(castellan), TARGET, { effect: [{ rule: true, name: 'Pious Fervour' }] })).toEqual([
      'Pious Fervour depends on a count: give it with the name, --effect "Pious Fervour=N", N the number of enemy units within 6" of this model — the rule makes its change at most 3 times',
    ]);
  });

  it('the count is what the text counts: "Fierce Conqueror=12" is 12 enemy models, +4 Attacks (2 for every 5); 4 change nothing', () => {
    const text = 'At the start of the Fight phase, until the end of the phase, add 2 to the Attacks characteristic of melee weapons equipped by the bearer for every 5 enemy models within 6" of the bearer (rounding down).';
    const conqueror = side({ ...castellan, rules: [{ name: 'Fierce Conqueror', text, origin: 'enhancement', at: castellan.at }] });
    const twelve = plan(conqueror, TARGET, { phase: 'melee', effect: [{ rule: true, name: 'Fierce Conqueror', count: 12 }] });
    expect(twelve.scenario.attacker.firing[0]!.modifiers).toEqual({ attacks: 4 });
    expect(woundsLost(twelve)).toBeCloseTo(woundsLost(plan(side(bare(castellan)), TARGET, { phase: 'melee', attacks: 4 })), 12);
    const four = plan(conqueror, TARGET, { phase: 'melee', effect: [{ rule: true, name: 'Fierce Conqueror', count: 4 }] });
    expect(four.scenario.attacker.firing[0]!.modifiers).toBeUndefined();
    expect(rule(four, 'Fierce Conqueror')).toMatchObject({ status: 'inactive', why: '4 enemy models within 6" of the bearer: fewer than the 5 its change is made for, so no change' });
  });

  it('a count for a rule that asks for none is an error', () => {
    const champion = load('champion.yaml');
    expect(issues(side(champion), TARGET, { effect: [{ rule: true, name: 'Fury', count: 2 }] })).toEqual(['Fury depends on no count: name it without "=2"']);
  });
});
