/** From profiles and options to the engine's Scenario: which weapons fire, how many, with what. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCombinations, modifiersOf, planCalc, type CalcPlan, type ScenarioOptions, type Side } from '../../src/plan/index.js';
import { formatIssue } from '../../src/profile/issue.js';
import { loadProfile } from '../../src/profile/load.js';
import type { UnitProfile } from '../../src/profile/types.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/profiles/', import.meta.url));

function load(ref: string): UnitProfile {
  const loaded = loadProfile(ref, { bundledDir, cwd: fixtures });
  if (!loaded.ok) throw new Error(loaded.issues.map(formatIssue).join('\n'));
  return loaded.value;
}

function side(ref: string, loadouts: string[] = [], leaders: string[] = []): Side {
  return { profile: load(ref), source: ref, loadouts, leaders: leaders.map(load) };
}

function plan(attacker: Side, defender: Side, options: Partial<ScenarioOptions> = {}): CalcPlan {
  const planned = planCalc(attacker, defender, { rules: '11e', phase: 'shooting', ...options });
  if (!planned.ok) throw new Error(planned.issues.map(formatIssue).join('\n'));
  return planned.value;
}

function firing(p: CalcPlan): string[] {
  return p.scenario.attacker.firing.map((f) => `${f.count}× ${f.weapon.name}`);
}

describe('planCalc', () => {
  it('calc strike-team meq --half-range: ten pulse rifles at five Marines', () => {
    const p = plan(side('strike-team'), side('meq'), { halfRange: true });
    expect(firing(p)).toEqual(['10× Pulse rifle']);
    expect(p.scenario.conditions).toEqual({ phase: 'shooting', halfRange: true });
    expect(p.scenario.modifiers).toBeUndefined();
    expect(p.scenario.attacker.self).toBeUndefined();
    expect(p.scenario.defender).toEqual({
      name: 'MEQ',
      groups: [{ name: 'Marine', count: 5, wounds: 2, toughness: 4, save: 3, character: false, leader: false, keywords: ['INFANTRY'] }],
      keywords: ['INFANTRY'],
      leadership: 6,
    });
    expect(p.report).toMatchObject({
      rules: '11e',
      phase: 'shooting',
      attacker: { name: 'Strike Team', source: 'strike-team', points: 70, models: 10 },
      defender: { name: 'MEQ', source: 'meq', models: 5 },
      conditions: ['half range'],
      modifiers: {},
    });
    expect(p.report.fired.map((f) => [f.weapon.name, f.count, f.carriedBy])).toEqual([['Pulse rifle', 10, ["Fire Warrior Shas'ui", 'Fire Warrior']]]);
  });

  it('maps the roll options to engine modifiers, leaving out what is unset', () => {
    expect(
      modifiersOf({
        rules: '10e',
        phase: 'shooting',
        hit: 1,
        wound: -1,
        bs: 1,
        ap: 1,
        save: 0,
        critHit: 5,
        rerollHits: 'ones',
        rerollWounds: 'noncrit',
        rerollSaves: 'failed',
        lethal: 'roll',
      }),
    ).toEqual({ hit: 1, wound: -1, bs: 1, ap: 1, critHit: 5, rerollHits: 'ones', rerollWounds: 'noncrit', rerollSaves: 'failed', lethal: 'roll' });
  });

  it('maps the attacks, strength, toughness and Damage re-roll options; 0 and none are unset', () => {
    expect(modifiersOf({ rules: '11e', phase: 'melee', attacks: 1, strength: -2, toughness: 1, rerollDamage: 'any' })).toEqual({ attacks: 1, strength: -2, toughness: 1, rerollDamage: 'any' });
    expect(modifiersOf({ rules: '11e', phase: 'melee', attacks: 0, strength: 0, toughness: 0, rerollDamage: 'none' })).toEqual({});
  });

  it('passes conditions and granted abilities through', () => {
    const p = plan(side('medusa-carriage-battery'), side('horde'), {
      indirect: true,
      spotted: true,
      stationary: true,
      cover: true,
      grant: [{ kind: 'lethal-hits' }],
    });
    expect(firing(p)).toEqual(['1× Medusa siege cannon']);
    expect(p.scenario.conditions).toEqual({ phase: 'shooting', stationary: true, cover: true, indirect: true, indirectSpotted: true });
    expect(p.scenario.modifiers).toEqual({ abilities: [{ kind: 'lethal-hits' }] });
    expect(p.report.conditions).toEqual(['remained stationary', 'cover', 'indirect fire (target spotted)']);
  });

  it('notes that hazardous losses are unknown for an attacker without characteristics', () => {
    const p = plan(side('mukaali-riders', ['plasma-gun', 'plasma-gun']), side('teq'), { profile: [{ profile: 'supercharge' }], halfRange: true });
    expect(firing(p)).toEqual(['1× Laspistol', '2× Plasma gun – supercharge']);
    expect(p.report.notes).toContain("hazardous losses not computed: the profile of Mukaali Riders does not give its models' T, Sv and W");
  });

  it('gives the engine the attacker itself when its characteristics are known', () => {
    const p = plan(side('intercessors.yaml'), side('geq'));
    expect(p.scenario.attacker.self?.groups.map((g) => [g.name, g.count, g.invuln, g.feelNoPain])).toEqual([
      ['Intercessor Sergeant', 1, 4, 5],
      ['Intercessor', 4, undefined, undefined],
    ]);
  });

  it('melee: lances and stomping feet, with [LANCE] after a charge', () => {
    const p = plan(side('mukaali-riders', ['power-weapon']), side('meq'), { phase: 'melee', charged: true });
    expect(firing(p)).toEqual(['1× Power weapon', '3× Stomping feet', '2× Hunting lance']);
    expect(p.scenario.conditions).toEqual({ phase: 'melee', charged: true });
  });

  it('attaches leaders from the flag and from the file, the leader marked', () => {
    const flagged = plan(side('intercessors.yaml'), side('meq', [], ['captain.yaml']));
    expect(flagged.scenario.defender.groups.map((g) => [g.name, g.leader, g.character])).toEqual([
      ['Marine', false, false],
      ['Captain', true, true],
    ]);
    expect(flagged.report.defender).toMatchObject({ name: 'MEQ + Captain', source: 'meq + captain.yaml', models: 6 });

    const inFile = plan(side('led-squad.yaml'), side('geq'), { stationary: true });
    expect(firing(inFile)).toEqual(['5× Bolt rifle', '1× Master-crafted bolt rifle']);
    expect(inFile.report.attacker).toMatchObject({ name: 'Intercessor Squad + Captain', points: 160, models: 6 });
  });

  it('applies defender-wide effects from the file and the flags (flags win)', () => {
    const fromFile = plan(side('intercessors.yaml'), side('tough-guys.yaml'));
    expect(fromFile.scenario.defender).toMatchObject({ damageReduction: 1, stealth: true });
    expect(fromFile.report.conditions).toEqual(['stealth', '-1 damage']);
    const fromFlags = plan(side('intercessors.yaml'), side('tough-guys.yaml'), { damageReduction: 2, halveDamage: true });
    expect(fromFlags.scenario.defender).toMatchObject({ damageReduction: 2, halveDamage: true, stealth: true });
  });

  it('refuses option combinations that make no sense', () => {
    expect(checkCombinations({ rules: '11e', phase: 'melee', overwatch: true, pistols: true })).toEqual([
      '--overwatch applies to shooting, not to --phase melee',
      '--pistols applies to shooting, not to --phase melee',
    ]);
    expect(checkCombinations({ rules: '11e', phase: 'shooting', halfRange: true })).toEqual([]);
  });
});
