/**
 * The units' rules (`rules:` in their profiles, read by src/wording) in an attack: applied when they hold,
 * by name when they need a condition mathhammer cannot check, each listed in the report; and the numbers
 * they give equal the engine's with the same change given by hand.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planCalc, type CalcPlan, type ScenarioOptions, type Side } from '../../src/plan/index.js';
import { parseMortalSource } from '../../src/plan/options/mortals.js';
import { formatIssue } from '../../src/profile/issue.js';
import { loadProfile } from '../../src/profile/load.js';
import type { UnitProfile } from '../../src/profile/types.js';
import { EDITIONS, resolveAttack } from '../../src/rules/index.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/profiles/rules/', import.meta.url));

function load(ref: string): UnitProfile {
  const loaded = loadProfile(ref, { bundledDir, cwd: fixtures });
  if (!loaded.ok) throw new Error(loaded.issues.map(formatIssue).join('\n'));
  return loaded.value;
}

function side(ref: string, leaders: string[] = []): Side {
  return { profile: load(ref), source: ref, loadouts: [], leaders: leaders.map(load) };
}

function plan(attacker: Side, defender: Side, options: Partial<ScenarioOptions> = {}): CalcPlan {
  const planned = planCalc(attacker, defender, { rules: '10e', phase: 'melee', ...options });
  if (!planned.ok) throw new Error(planned.issues.map(formatIssue).join('\n'));
  return planned.value;
}

function woundsLost(p: CalcPlan): number {
  return resolveAttack(p.scenario, EDITIONS[p.report.rules]).woundsLost.mean;
}

/** The Champion with one datasheet rule of the data's wording instead of its own. */
function championWith(name: string, text: string): Side {
  const champion = load('champion.yaml');
  return { profile: { ...champion, rules: [{ name, text, origin: 'datasheet', at: champion.at }] }, source: 'c', loadouts: [], leaders: [] };
}

/** Each rule of the report as "unit: name status". */
function statuses(p: CalcPlan): string[] {
  return (p.report.unitRules ?? []).flatMap((u) => u.rules.map((r) => `${u.unit}: ${r.name} ${r.status}`));
}

describe('the rules of the units in an attack', () => {
  it('Deft Parry ("Each time a melee attack targets this unit, subtract 1 from the Hit roll") applies in melee, as --hit -1 does', () => {
    const withRule = plan(side('companions.yaml'), side('vigilators.yaml'));
    expect(withRule.scenario.modifiers).toMatchObject({ hit: -1 });
    expect(statuses(withRule)).toContain('Vigilators: Deft Parry applied');
    const vigilators = load('vigilators.yaml');
    const bare = plan(side('companions.yaml'), { profile: { ...vigilators, rules: [] }, source: 'v', loadouts: [], leaders: [] }, { hit: -1 });
    expect(woundsLost(withRule)).toBeCloseTo(woundsLost(bare), 12);
  });

  it('Deft Parry is inactive against ranged attacks, and says so', () => {
    const shooting = plan(side('champion.yaml'), side('vigilators.yaml'), { phase: 'shooting', weapons: ['none'], mortals: [{ name: 'grenade', dice: 6, successOn: 4, perSuccess: { terms: [], flat: 1, text: '1' } }] });
    expect(shooting.scenario.modifiers?.hit).toBeUndefined();
    const deft = shooting.report.unitRules!.flatMap((u) => u.rules).find((r) => r.name === 'Deft Parry');
    expect(deft).toMatchObject({ status: 'inactive' });
  });

  it("the bearer's invulnerable save is its own model group's only", () => {
    const p = plan(side('companions.yaml'), side('vigilators.yaml'));
    expect(p.scenario.defender.groups.map((g) => [g.name, g.invuln])).toEqual([
      ['Vigilator Sister Superior', 5],
      ['Vigilator', undefined],
    ]);
  });

  it("a rule of the bearer's weapons changes only its firing group", () => {
    const p = plan(side('vigilators.yaml'), side('companions.yaml'));
    expect(p.scenario.attacker.firing.map((f) => [f.count, f.modifiers?.rerollHits])).toEqual([
      [1, 'ones'],
      [4, undefined],
    ]);
  });

  it('Braziers of Judgement holds only while a CHARACTER leads the unit', () => {
    const alone = plan(side('vigilators.yaml'), side('companions.yaml'));
    expect(alone.scenario.modifiers?.hit).toBeUndefined();
    expect(statuses(alone)).toContain('Inner Circle Companions: Braziers of Judgement inactive');
    const led = plan(side('vigilators.yaml'), side('companions.yaml', ['champion.yaml']));
    expect(led.scenario.modifiers).toMatchObject({ hit: -1 });
  });

  it("a leader's rule for the unit it leads reaches every model; its own rule only its own", () => {
    const defending = plan(side('vigilators.yaml'), side('companions.yaml', ['champion.yaml']));
    expect(defending.scenario.defender.groups.map((g) => g.feelNoPain)).toEqual([5, 5]);
    const attacking = plan(side('companions.yaml', ['champion.yaml']), side('vigilators.yaml'));
    expect(attacking.scenario.attacker.firing.map((f) => [f.weapon.name, f.modifiers?.wound])).toEqual([
      ['Calibanite greatsword', undefined],
      ["Champion's blade", 1],
    ]);
    // The leader's Feel No Pain is for the unit it leads: alone, it is not its own.
    const alone = plan(side('vigilators.yaml'), side('champion.yaml'));
    expect(alone.scenario.defender.groups[0]!.feelNoPain).toBeUndefined();
  });

  it('Oath of Moment applies only when named, says what naming it assumes, and is one rule however many units carry it', () => {
    const unnamed = plan(side('companions.yaml', ['champion.yaml']), side('vigilators.yaml'));
    expect(unnamed.scenario.modifiers?.rerollHits).toBeUndefined();
    const oath = unnamed.report.unitRules!.flatMap((u) => u.rules).filter((r) => r.name === 'Oath of Moment');
    expect(oath).toEqual([expect.objectContaining({ status: 'available', changes: ['re-roll failed hit rolls', '+1 to wound'] })]);
    expect(oath[0]!.assumes).toContain('the target is your Oath of Moment target');
    const named = plan(side('companions.yaml', ['champion.yaml']), side('vigilators.yaml'), { effect: [{ rule: true, name: 'oath of moment' }] });
    expect(named.scenario.modifiers).toMatchObject({ rerollHits: 'failed', wound: 1 });
    expect(named.report.unitRules!.flatMap((u) => u.rules).filter((r) => r.name === 'Oath of Moment').map((r) => r.status)).toEqual(['applied']);
  });

  it('a name neither the catalogue nor the units have is an error with the closest', () => {
    const planned = planCalc(side('companions.yaml'), side('vigilators.yaml'), { rules: '10e', phase: 'melee', effect: [{ rule: true, name: 'Oath of Momnet' }] });
    expect(planned.ok).toBe(false);
    if (!planned.ok) expect(planned.issues.map((i) => i.message)).toEqual(['unknown effect "Oath of Momnet" (did you mean `Oath of Moment`?)']);
  });

  it("a rule's mortal wounds, named, join the attack's mortal-wound sources", () => {
    const attacker = championWith('Plunder', 'Once per battle, after this unit ends a Normal move, you can select one visible enemy unit within 12" of it and roll one D6: on a 2+, that enemy unit suffers D3+1 mortal wounds.');
    const named = plan(attacker, side('vigilators.yaml'), { effect: [{ rule: true, name: 'Plunder' }] });
    expect(named.scenario.mortalSources?.map((m) => [m.name, m.dice, m.successOn, m.perSuccess.text])).toEqual([['Plunder', 1, 2, 'D3+1']]);
    expect(plan(attacker, side('vigilators.yaml')).scenario.mortalSources).toBeUndefined();
  });

  it("mortal wounds whose size the roll decides are one source, named, after a charge (docs/rules.md §11.2)", () => {
    const attacker = championWith('Scything Charge', 'Each time this model ends a Charge move, select one enemy unit within Engagement Range of it and roll one D6: on a 2-3, that enemy unit suffers D3 mortal wounds; on a 4-5, that enemy unit suffers 3 mortal wounds; on a 6, that enemy unit suffers D3+3 mortal wounds.');
    const named = plan(attacker, side('vigilators.yaml'), { charged: true, effect: [{ rule: true, name: 'Scything Charge' }] });
    expect(named.scenario.mortalSources?.map((m) => [m.successOn, m.perSuccess.text, m.results?.map((r) => `${r.from}+ ${r.perSuccess.text}`)])).toEqual([[2, 'D3', ['4+ 3', '6+ D3+3']]]);
    // Not without the charge its text names.
    expect(plan(attacker, side('vigilators.yaml'), { effect: [{ rule: true, name: 'Scything Charge' }] }).scenario.mortalSources).toBeUndefined();
  });

  it('a die "for each model in this unit" is one per model of the attacking unit', () => {
    const vigilators = load('vigilators.yaml');
    const text = 'Each time this unit ends a Charge move, select one enemy unit within Engagement Range of it and roll one D6 for each model in this unit: for each 4+, that enemy unit suffers D3 mortal wounds.';
    const attacker: Side = { profile: { ...vigilators, rules: [{ name: 'Brass Stampede', text, origin: 'datasheet', at: vigilators.at }] }, source: 'v', loadouts: [], leaders: [] };
    const named = plan(attacker, side('companions.yaml'), { charged: true, effect: [{ rule: true, name: 'Brass Stampede' }] });
    const models = named.scenario.attacker.self!.groups.reduce((n, g) => n + g.count, 0);
    expect(models).toBe(5);
    expect(named.scenario.mortalSources?.map((m) => [m.dice, m.successOn, m.perSuccess.text])).toEqual([[5, 4, 'D3']]);
  });

  it('a blast around the target and a roll after shooting, named, give the numbers of the same `--mortals` source by hand', () => {
    const rules: readonly (readonly [string, string, string])[] = [
      [
        'Concussive Wave',
        'In your Shooting phase, just after selecting a target for this model\u2019s Stormsword siege cannon, roll one D6 for the target unit and every other unit within 3" of that unit: on a 5+, the unit being rolled for is struck by a concussive wave. After this model has finished making its attacks against that target unit this phase, each unit struck by a concussive wave this phase suffers D3 mortal wounds.',
        'dice=1,on=5+,each=D3,timing=after',
      ],
      [
        'Doom Siren',
        'In your Shooting phase, after this model\'s unit has shot, select one enemy Infantry unit hit by one or more of those attacks and roll three D6: for each 4+, that enemy unit suffers 1 mortal wound. If an enemy unit suffers one or more mortal wounds as a result of this ability, it must take a Battle-shock test.',
        'dice=3,on=4+,each=1,timing=after',
      ],
    ];
    for (const [name, text, byHand] of rules) {
      const attacker = championWith(name, text);
      const shooting: Partial<ScenarioOptions> = { phase: 'shooting', weapons: ['none'] };
      const named = plan(attacker, side('vigilators.yaml'), { ...shooting, effect: [{ rule: true, name }] });
      const given = plan(attacker, side('vigilators.yaml'), { ...shooting, mortals: [parseMortalSource(byHand)] });
      expect(named.scenario.mortalSources?.map(({ name: _, ...m }) => m), name).toEqual(given.scenario.mortalSources?.map(({ name: _, ...m }) => m));
      expect(woundsLost(named), name).toBeGreaterThan(0);
      expect(woundsLost(named), name).toBeCloseTo(woundsLost(given), 12);
    }
  });

  it('"CHARACTER models in this unit have …" reaches the models with the keyword: the leader attached, not the bodyguard', () => {
    const vigilators = load('vigilators.yaml');
    const text = 'CHARACTER models in this unit have the Feel No Pain 4+ ability.';
    const defender: Side = { profile: { ...vigilators, rules: [{ name: 'Bodyguard of Heroes', text, origin: 'datasheet', at: vigilators.at }] }, source: 'v', loadouts: [], leaders: [load('champion.yaml')] };
    const p = plan(side('companions.yaml'), defender);
    // The Champion's own Feel No Pain 5+ is for the whole unit it leads; the 4+ only for its CHARACTER models.
    expect(p.scenario.defender.groups.map((g) => [g.name, g.feelNoPain])).toEqual([
      ['Vigilator Sister Superior', 5],
      ['Vigilator', 5],
      ['Champion', 4],
    ]);
  });

  it('Gloam Rot ("if the Strength characteristic of that attack is greater than this unit\'s Toughness characteristic, subtract 1 from the Wound roll") is the engine\'s woundByStrength', () => {
    const vigilators = load('vigilators.yaml');
    const gloam = { profile: { ...vigilators, rules: [{ name: 'Gloam Rot', text: "Each time an attack targets this unit, if the Strength characteristic of that attack is greater than this unit's Toughness characteristic, subtract 1 from the Wound roll.", origin: 'datasheet' as const, at: vigilators.at }] }, source: 'v', loadouts: [], leaders: [] };
    const bare = { profile: { ...vigilators, rules: [] }, source: 'v', loadouts: [], leaders: [] };
    const withRule = plan(side('champion.yaml'), gloam);
    expect(withRule.scenario.modifiers?.woundByStrength).toEqual([{ than: 'greater', wound: -1 }]);
    const byHand = plan(side('champion.yaml'), bare);
    const knob = { ...byHand.scenario, modifiers: { ...byHand.scenario.modifiers, woundByStrength: [{ than: 'greater' as const, wound: -1 }] } };
    expect(woundsLost(withRule)).toBeCloseTo(resolveAttack(knob, EDITIONS['10e']).woundsLost.mean, 12);
    expect(woundsLost(withRule)).toBeLessThan(woundsLost(byHand));
  });

  it('a modifier "instead" of one that always holds: +1 until named, +2 when named (the difference is added)', () => {
    const attacker = championWith('Raptor Blade', "Add 1 to the Attacks and Strength characteristics of the bearer's melee weapons. While the bearer is within Engagement Range of one or more enemy Psyker units that are Battle-shocked, add 2 to the Attacks and Strength characteristics of the bearer's melee weapons instead.");
    const bare = { ...attacker, profile: { ...attacker.profile, rules: [] } };
    const unnamed = plan(attacker, side('vigilators.yaml'));
    expect(woundsLost(unnamed)).toBeCloseTo(woundsLost(plan(bare, side('vigilators.yaml'), { attacks: 1, strength: 1 })), 12);
    const named = plan(attacker, side('vigilators.yaml'), { effect: [{ rule: true, name: 'Raptor Blade' }] });
    expect(woundsLost(named)).toBeCloseTo(woundsLost(plan(bare, side('vigilators.yaml'), { attacks: 2, strength: 2 })), 12);
    expect(woundsLost(named)).toBeGreaterThan(woundsLost(unnamed));
  });

  it('one option of a choice is named on its own ("Dance of Death: Villain\'s Doom", or its heading), never by the rule alone', () => {
    const attacker = championWith('Dance of Death', "At the start of the Fight phase, select one of the following abilities for this unit to gain until the end of the phase:\n■ Hero's Prowess: Each time a model in this unit makes an attack, re-roll a Hit roll of 1.\n■ Villain's Doom: Each time a model in this unit makes an attack, add 1 to the Wound roll.");
    const unnamed = plan(attacker, side('vigilators.yaml'));
    expect(unnamed.scenario.modifiers?.wound).toBeUndefined();
    const offered = unnamed.report.unitRules!.flatMap((u) => u.rules).filter((r) => r.status === 'available');
    expect(offered.map((r) => [r.name, r.changes])).toEqual([
      ["Dance of Death: Hero's Prowess", ['re-roll hit rolls of 1']],
      ["Dance of Death: Villain's Doom", ['+1 to wound']],
    ]);
    for (const name of ["Dance of Death: Villain's Doom", 'villains doom']) {
      const named = plan(attacker, side('vigilators.yaml'), { effect: [{ rule: true, name }] });
      expect(named.scenario.modifiers).toMatchObject({ wound: 1 });
      expect(named.scenario.modifiers?.rerollHits).toBeUndefined();
      const byHand = plan({ ...attacker, profile: { ...attacker.profile, rules: [] } }, side('vigilators.yaml'), { wound: 1 });
      expect(woundsLost(named)).toBeCloseTo(woundsLost(byHand), 12);
      expect(named.report.unitRules!.flatMap((u) => u.rules).find((r) => r.status === 'applied')).toMatchObject({ name: 'Dance of Death', assumes: [expect.stringContaining('"Villain\'s Doom" is the option chosen')] });
    }
    // Not in the Shooting phase: the option lasts until the end of the Fight phase it is chosen in.
    const shooting = plan(attacker, side('vigilators.yaml'), {
      phase: 'shooting',
      weapons: ['none'],
      mortals: [{ name: 'grenade', dice: 6, successOn: 4, perSuccess: { terms: [], flat: 1, text: '1' } }],
      effect: [{ rule: true, name: "Dance of Death: Villain's Doom" }],
    });
    expect(shooting.scenario.modifiers?.wound).toBeUndefined();
    const whole = planCalc(attacker, side('vigilators.yaml'), { rules: '10e', phase: 'melee', effect: [{ rule: true, name: 'Dance of Death' }] });
    expect(whole.ok).toBe(false);
    if (!whole.ok) expect(whole.issues.map((i) => i.message)).toEqual([`Dance of Death offers a choice: name the option chosen, one of --effect "Dance of Death: Hero's Prowess", --effect "Dance of Death: Villain's Doom"`]);
  });

  it('a rule not modelled is listed with why', () => {
    const p = plan(side('companions.yaml'), side('vigilators.yaml'));
    expect(p.report.unitRules!.flatMap((u) => u.rules).find((r) => r.name === 'Urban Warfare')).toMatchObject({ status: 'not-modelled', why: expect.stringMatching(/condition on the attack/) });
  });
});

describe('the rules of a friendly unit supporting the attack (--support)', () => {
  const MARKER =
    'In your Shooting phase, after this model has shot, select one enemy unit hit by one or more of those attacks. Until the end of the turn, each time a friendly INFANTRY unit makes an attack that targets that enemy unit, improve the Armour Penetration characteristic of that attack by 1.';
  const AURA = 'While a friendly INFANTRY unit is within 6" of this model, each time a model in that unit makes an attack, add 1 to the Hit roll.';
  const supported = (...supporters: Side[]): Side => ({ ...side('companions.yaml'), supporters: supporters.map((s) => s.profile) });

  it("a marker (\"after this model has shot, select one enemy unit …; each time a friendly unit makes an attack that targets it\") helps the unit it supports when named, as --ap 1 does", () => {
    const named = plan(supported(championWith('Mark the Foe', MARKER)), side('vigilators.yaml'), { effect: [{ rule: true, name: 'Mark the Foe' }] });
    expect(statuses(named)).toContain('Champion (supporting): Mark the Foe applied');
    const byHand = plan(side('companions.yaml'), side('vigilators.yaml'), { ap: 1 });
    expect(woundsLost(named)).toBeCloseTo(woundsLost(byHand), 12);
    const assumed = named.report.unitRules!.flatMap((u) => u.rules).find((r) => r.name === 'Mark the Foe');
    expect(assumed?.assumes?.join('; ')).toContain("the rule's unit attacked the target before this attack");
  });

  it('a marker not named is available, and changes nothing', () => {
    const p = plan(supported(championWith('Mark the Foe', MARKER)), side('vigilators.yaml'));
    expect(statuses(p)).toContain('Champion (supporting): Mark the Foe available');
    expect(woundsLost(p)).toBeCloseTo(woundsLost(plan(side('companions.yaml'), side('vigilators.yaml'))), 12);
  });

  it("a marker of the attacking unit's own never helps its own attacks: inactive, saying it is for --support", () => {
    const own = championWith('Mark the Foe', MARKER);
    const p = plan(own, side('vigilators.yaml'), { effect: [{ rule: true, name: 'Mark the Foe' }] });
    expect(p.scenario.modifiers?.ap).toBeUndefined();
    const line = p.report.unitRules!.flatMap((u) => u.rules).find((r) => r.name === 'Mark the Foe');
    expect(line).toMatchObject({ status: 'inactive' });
    expect(line?.why).toContain('--support');
  });

  it("an aura reaches the unit it supports when named; a supporter's own rules do not", () => {
    const champion = championWith('Battle Focus', AURA);
    const withOwn = { ...champion, profile: { ...champion.profile, rules: [...champion.profile.rules!, { name: 'Own Parry', text: 'Each time a melee attack targets this unit, subtract 1 from the Hit roll.', origin: 'datasheet' as const, at: champion.profile.at }] } };
    const p = plan(supported(withOwn), side('vigilators.yaml'), { effect: [{ rule: true, name: 'Battle Focus' }] });
    expect(p.scenario.modifiers?.hit ?? 0).toBe(0); // the aura's +1 and the Vigilators' Deft Parry's -1
    expect(statuses(p).filter((s) => s.startsWith('Champion'))).toEqual(['Champion (supporting): Battle Focus applied']);
  });

  it('the same aura from two supporting units counts once', () => {
    const p = plan(supported(championWith('Battle Focus', AURA), championWith('Battle Focus', AURA)), side('vigilators.yaml', []), { effect: [{ rule: true, name: 'Battle Focus' }] });
    expect(statuses(p).filter((s) => s.includes('Battle Focus'))).toEqual(['Champion (supporting): Battle Focus applied']);
  });

  it("a Fortification's cover (\"… not fully visible … because of this FORTIFICATION, that model has the Benefit of Cover\") reaches the defender it supports when named, as --cover does", () => {
    const wall = championWith('Ruined Wall', 'Each time a ranged attack is allocated to a model, if that model is not fully visible to every model in the attacking unit because of this FORTIFICATION, that model has the Benefit of Cover against that attack.');
    const defender = { ...side('vigilators.yaml'), supporters: [wall.profile] };
    const shooting = { phase: 'shooting' as const, rules: '10e' as const };
    const named = plan(side('spotter.yaml'), defender, { ...shooting, effect: [{ rule: true, name: 'Ruined Wall' }] });
    expect(statuses(named)).toContain('Champion (supporting): Ruined Wall applied');
    const byHand = plan(side('spotter.yaml'), side('vigilators.yaml'), { ...shooting, cover: true });
    expect(woundsLost(named)).toBeCloseTo(woundsLost(byHand), 12);
    const notNamed = plan(side('spotter.yaml'), defender, shooting);
    expect(statuses(notNamed)).toContain('Champion (supporting): Ruined Wall available');
  });

  it('a supporting unit none of whose rules reaches another unit is a warning', () => {
    const p = plan(supported(side('vigilators.yaml')), side('vigilators.yaml'));
    expect(p.report.warnings?.map((w) => w.text)).toContain('Vigilators supports the attack, but none of its rules reaches another unit (an aura, a marker): it changes nothing');
  });
});
