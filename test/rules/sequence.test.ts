/**
 * resolveSequence (docs/rules.md §13): one step is exactly resolveAttack; small sequences agree with the
 * exhaustive exact enumeration of the reference simulator playing them die by die (every pmf entry to
 * ≤ 1e-12, in both editions); a unit's weapons split over two steps are the single step where the rules
 * make them the same, and not with 10e [DEVASTATING WOUNDS].
 */
import { describe, expect, it } from 'vitest';
import { dice, models, precisionVolley, STANDARD_SCENARIOS, unit, weapon } from '../../bench/scenarios.js';
import {
  EDITIONS, resolveAttack, resolveSequence, type DefenderUnit, type EditionId, type FiringGroup, type Scenario, type SequenceStep, type Weapon, type WeaponAbility,
} from '../../src/rules/index.js';
import { expectSame, expectSequenceAgreement } from '../support/agreement.js';
import { enumerateSequence } from '../support/enumerate.js';

const TORRENT: WeaponAbility = { kind: 'torrent' };
const DEV: WeaponAbility = { kind: 'devastating-wounds' };
const PRECISION: WeaponAbility = { kind: 'precision' };
const gun = (name: string, extra: Partial<Weapon> = {}) => weapon({ name, skill: null, abilities: [TORRENT], ...extra });
const attack = (defender: DefenderUnit, firing: FiringGroup[], extra: Partial<Scenario> = {}): Scenario => ({
  attacker: { name: 'Attacker', firing },
  defender,
  conditions: { phase: 'shooting' },
  ...extra,
});

const led = unit('Led squad', [
  models({ name: 'Bodyguard', count: 2, wounds: 1, save: 5 }),
  models({ name: 'Leader', count: 1, wounds: 2, save: 3, character: true, leader: true }),
]);
const mixed = unit('Mixed', [models({ name: 'Heavy', count: 1, wounds: 2, save: 3 }), models({ name: 'Light', count: 2, save: 6 })]);
const squad = (count: number, wounds: number, save: number) => unit('Squad', [models({ name: 'Trooper', count, wounds, save })]);

describe('a sequence of one step is resolveAttack', () => {
  const withExtras = (s: Scenario): Scenario => ({
    ...s,
    defender: { ...s.defender, leadership: 7 },
    forcedBattleShock: { name: 'Shock grenades', modifier: -1 },
  });
  const scenarios = [
    ...STANDARD_SCENARIOS,
    {
      name: 'a grenade, hazardous plasma and a Command Re-roll',
      scenario: attack(squad(3, 2, 4), [], {
        mortalSources: [{ name: 'Grenade', dice: 2, successOn: 4, perSuccess: dice('D3') }],
        commandReroll: { roll: 'save' },
        attacker: { name: 'Vets', firing: [{ weapon: gun('Plasma', { damage: dice('2'), abilities: [TORRENT, { kind: 'hazardous' }] }), count: 2 }], self: squad(2, 2, 3) },
      }),
    },
  ].map(({ name, scenario }) => ({ name, scenario: withExtras(scenario) }));
  it.each((['10e', '11e'] as const).flatMap((e) => scenarios.map((s) => [e, s.name, s.scenario] as const)))('%s: %s', (edition, _, scenario) => {
    const rules = EDITIONS[edition];
    const single = resolveAttack(scenario, rules);
    const sequence = resolveSequence({ defender: scenario.defender, steps: [scenario] }, rules, { stepAlone: true });
    const [step] = sequence.steps;
    const { battleShock, ...attackOnly } = single;
    expect({ edition: sequence.edition, weapons: step!.weapons, ...step!.after }).toEqual({
      edition: single.edition,
      weapons: single.weapons,
      woundsLost: single.woundsLost,
      modelsDestroyed: single.modelsDestroyed,
      modelsDestroyedByGroup: single.modelsDestroyedByGroup,
      pWipe: single.pWipe,
      pBelowHalf: single.pBelowHalf,
      pAtOrBelowHalf: single.pAtOrBelowHalf,
    });
    expect(step!.hazard).toEqual(attackOnly.hazard);
    expect(step!.mortalSources).toEqual(attackOnly.mortalSources);
    expect(step!.commandReroll).toEqual(attackOnly.commandReroll);
    expect(step!.alone.woundsLost).toEqual(single.woundsLost);
    expect(step!.alone.modelsDestroyed).toEqual(single.modelsDestroyed);
    expect(step!.forcedBattleShock).toEqual(battleShock?.forced);
    const { forced, ...afterAll } = battleShock!;
    expect(forced).toBeDefined();
    expect(sequence.battleShock).toEqual(afterAll);
  });
});

type Case = { readonly name: string; readonly defender: DefenderUnit; readonly steps: readonly SequenceStep[]; readonly sideTrack?: boolean };

const belowHalfRifle: SequenceStep = {
  dependsOn: ['belowHalf'],
  scenario: ({ belowHalf }) => attack(squad(3, 1, 6), [{ weapon: gun('Rifle', { strength: 3 }), count: 1 }], { modifiers: { wound: belowHalf ? 1 : 0 } }),
};
const perModelLeft: SequenceStep = {
  dependsOn: ['modelsLeft', 'woundsLost'],
  scenario: ({ modelsLeft }) => attack(squad(3, 1, 6), [{ weapon: gun('Reaper'), count: Math.min(modelsLeft, 2) }]),
};

const CASES: readonly Case[] = [
  {
    name: 'a led squad: a rifle, then a [PRECISION] sniper (mixed groups with a leader)',
    defender: led,
    steps: [attack(led, [{ weapon: gun('Rifle', { strength: 8 }), count: 2 }]), attack(led, [{ weapon: gun('Sniper', { damage: dice('2'), abilities: [TORRENT, PRECISION] }), count: 1 }])],
  },
  {
    name: 'the side track of a step after another (saves and damage against the undamaged unit\'s first group)',
    defender: led,
    steps: [attack(led, [{ weapon: gun('Rifle', { strength: 8 }), count: 1 }]), attack(led, [{ weapon: gun('Sniper', { abilities: [TORRENT, PRECISION] }), count: 1 }])],
    sideTrack: true,
  },
  {
    name: 'saves sorted lowest first across groups (11e), step after step',
    defender: mixed,
    steps: [attack(mixed, [{ weapon: gun('Rifle', { ap: -1, strength: 8 }), count: 2 }]), attack(mixed, [{ weapon: gun('Bolter', { strength: 8 }), count: 1 }])],
  },
  {
    name: '[DEVASTATING WOUNDS] in both steps: 10e settles each step\'s at its end',
    defender: squad(2, 2, 4),
    steps: [
      attack(squad(2, 2, 4), [{ weapon: gun('Dev gun', { damage: dice('2'), abilities: [TORRENT, DEV] }), count: 1 }, { weapon: gun('Bolter'), count: 1 }]),
      attack(squad(2, 2, 4), [{ weapon: gun('Dev rifle', { abilities: [TORRENT, DEV] }), count: 1 }]),
    ],
  },
  {
    name: 'a step\'s mortal wounds after its attacks: after its [DEVASTATING WOUNDS] (10e: at its end), before the next step\'s grenade',
    defender: squad(2, 2, 7),
    steps: [
      attack(squad(2, 2, 7), [{ weapon: gun('Dev gun', { damage: dice('3'), abilities: [TORRENT, DEV] }), count: 1 }, { weapon: gun('Bolter'), count: 1 }], {
        mortalSources: [{ name: 'After shooting', dice: 1, successOn: 4, perSuccess: dice('2'), timing: 'after' }],
      }),
      attack(squad(2, 2, 7), [], { mortalSources: [{ name: 'Grenade', dice: 1, successOn: 4, perSuccess: dice('1') }] }),
    ],
  },
  {
    name: 'a state-dependent step: +1 to wound against a target Below Half-strength',
    defender: squad(3, 1, 6),
    steps: [attack(squad(3, 1, 6), [{ weapon: gun('Rifle', { strength: 3 }), count: 2 }]), belowHalfRifle],
  },
  {
    name: 'a state-dependent step: one attack per model left (at most 2), after a grenade',
    defender: squad(3, 1, 6),
    steps: [attack(squad(3, 1, 6), [], { mortalSources: [{ name: 'Grenade', dice: 2, successOn: 4, perSuccess: dice('1') }] }), perModelLeft],
  },
  {
    name: 'the second step\'s grenade and [BLAST] meet the models the first left',
    defender: squad(5, 1, 7),
    steps: [
      attack(squad(5, 1, 7), [{ weapon: gun('Rifle', { strength: 8 }), count: 1 }]),
      attack(squad(5, 1, 7), [{ weapon: gun('Launcher', { strength: 8, abilities: [TORRENT, { kind: 'blast', x: 1 }] }), count: 1 }], {
        mortalSources: [{ name: 'Grenade', dice: 1, successOn: 4, perSuccess: dice('1') }],
      }),
    ],
  },
  {
    name: 'the Toughness each step meets (the leader\'s once the bodyguard is gone)',
    defender: unit('Led', [models({ name: 'Grot', count: 1, toughness: 2, save: 7 }), models({ name: 'Boss', wounds: 2, toughness: 8, save: 7, character: true, leader: true })]),
    steps: (() => {
      const target = unit('Led', [models({ name: 'Grot', count: 1, toughness: 2, save: 7 }), models({ name: 'Boss', wounds: 2, toughness: 8, save: 7, character: true, leader: true })]);
      return [attack(target, [{ weapon: gun('Flamer', { strength: 4 }), count: 1 }]), attack(target, [{ weapon: gun('Rifle', { strength: 4 }), count: 2 }])];
    })(),
  },
  {
    name: 'each step\'s [HAZARDOUS] losses are its own attacker\'s',
    defender: squad(2, 2, 7),
    steps: [
      { ...attack(squad(2, 2, 7), []), attacker: { name: 'Vets', firing: [{ weapon: gun('Plasma', { abilities: [TORRENT, { kind: 'hazardous' }] }), count: 1 }], self: squad(2, 2, 3) } },
      { ...attack(squad(2, 2, 7), []), attacker: { name: 'Tank', firing: [{ weapon: gun('Plasma cannon', { damage: dice('2'), abilities: [TORRENT, { kind: 'hazardous' }] }), count: 1 }] } },
    ],
  },
  {
    name: 'a damage reduction in the second step only, and its Command Re-roll of a save',
    defender: squad(2, 2, 4),
    steps: [
      attack(squad(2, 2, 4), [{ weapon: gun('Heavy bolter', { damage: dice('2') }), count: 1 }]),
      attack({ ...squad(2, 2, 4), damageReduction: 1 }, [{ weapon: gun('Heavy bolter', { damage: dice('2') }), count: 1 }], { commandReroll: { roll: 'save' } }),
    ],
  },
];

describe.each(['10e', '11e'] as const)('%s: resolveSequence = brute-force enumeration', (edition: EditionId) => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const sideTrack = c.sideTrack ?? false;
    const brute = enumerateSequence({ defender: c.defender, steps: c.steps }, EDITIONS[edition], { sideTrack, maxPaths: 400_000 });
    const engine = resolveSequence({ defender: c.defender, steps: c.steps }, EDITIONS[edition], { stepAlone: true });
    expectSequenceAgreement(engine, brute.float, sideTrack);
  });
});

describe('a unit\'s weapons split over two steps', () => {
  const target = squad(4, 2, 4);
  const firing: FiringGroup[] = [
    { weapon: weapon({ name: 'Blade', skill: 3, strength: 5, ap: -1, damage: dice('2'), abilities: [{ kind: 'devastating-wounds' }] }), count: 4 },
    { weapon: weapon({ name: 'Bolter', skill: 3, damage: dice('D3') }), count: 5 },
  ];
  const split = (rules: EditionId) =>
    resolveSequence({ defender: target, steps: [attack(target, [firing[0]!]), attack(target, [firing[1]!])] }, EDITIONS[rules]);
  const single = (rules: EditionId) => resolveAttack(attack(target, firing), EDITIONS[rules]);

  it('are the single step in 11e, where [DEVASTATING WOUNDS] resolve after each weapon', () => {
    const two = split('11e');
    const one = single('11e');
    expectSame('woundsLost', two.woundsLost, one.woundsLost);
    expectSame('modelsDestroyed', two.modelsDestroyed, one.modelsDestroyed);
  });

  it('are the single step in 10e without [DEVASTATING WOUNDS]', () => {
    const plain: FiringGroup[] = [{ ...firing[0]!, weapon: { ...firing[0]!.weapon, abilities: [] } }, firing[1]!];
    const two = resolveSequence({ defender: target, steps: [attack(target, [plain[0]!]), attack(target, [plain[1]!])] }, EDITIONS['10e']);
    expectSame('woundsLost', two.woundsLost, resolveAttack(attack(target, plain), EDITIONS['10e']).woundsLost);
  });

  it('differ in 10e, where the first step\'s mortal wounds come before the second step\'s attacks', () => {
    const gap = Math.max(...split('10e').woundsLost.pmf.map((p, k) => Math.abs(p - (single('10e').woundsLost.pmf[k] ?? 0))));
    expect(gap).toBeGreaterThan(1e-3);
  });
});

describe('a source after a step\'s attacks (docs/rules.md §11, 13.2)', () => {
  // Three W3 models, no save; a torrent Melta (S8: wounds on 2+, Damage 3), then a Bolter (Damage 1).
  const target = squad(3, 3, 7);
  const melta: FiringGroup[] = [{ weapon: gun('Melta', { strength: 8, damage: dice('3') }), count: 1 }];
  const bolter: FiringGroup[] = [{ weapon: gun('Bolter'), count: 1 }];
  const source = { name: 'D3 on a 4+', dice: 1, successOn: 4, perSuccess: dice('D3') };
  const run = (first: Partial<Scenario>, second: Partial<Scenario>) =>
    resolveSequence({ defender: target, steps: [attack(target, melta, first), attack(target, bolter, second)] }, EDITIONS['11e']);

  it('comes within its step: after the step\'s attacks is before the next step\'s, not before its own', () => {
    const afterFirst = run({ mortalSources: [{ ...source, timing: 'after' }] }, {});
    // Step 1 alone: the Melta destroys a model whole (5/6 · 3), then the D3 (1/2 · 2) spill on, nothing lost.
    expect(afterFirst.steps[0]!.alone.expectedWoundsLost).toBeCloseTo(5 / 2 + 1, 12);
    expectSame('woundsLost', afterFirst.woundsLost, run({}, { mortalSources: [source] }).woundsLost);
    // Before the Melta, the mortal wounds on the first model are the Melta's excess when it destroys it.
    // It is lost when the Melta hits (5/6), the D3 rolled (1/2) and came to 1 or 2 (E 1 over the three): 5/12.
    expect(afterFirst.woundsLost.mean - run({ mortalSources: [source] }, {}).woundsLost.mean).toBeCloseTo(5 / 12, 12);
  });
});

describe('N copies of one attack', () => {
  it('give the N → P(destroyed) curve in one pass, each step as the sequence up to it', () => {
    const scenario = STANDARD_SCENARIOS[2]!.scenario; // 6 melta shots against a Knight
    const rules = EDITIONS['11e'];
    const curve = resolveSequence({ defender: scenario.defender, steps: Array<Scenario>(8).fill(scenario) }, rules);
    const three = resolveSequence({ defender: scenario.defender, steps: [scenario, scenario, scenario] }, rules);
    expect(curve.steps[2]!.after).toEqual(three.steps[2]!.after);
    const pWipe = curve.steps.map((s) => s.after.pWipe);
    pWipe.slice(1).forEach((p, n) => expect(p).toBeGreaterThanOrEqual(pWipe[n]!));
    expect(curve.steps.reduce((sum, s) => sum + s.alone.expectedWoundsLost, 0)).toBeCloseTo(curve.woundsLost.mean, 12);
  });

  it('with [PRECISION] later in the sequence than the space was first built for', () => {
    const plain = { ...precisionVolley(20), attacker: { name: 'Plain', firing: [{ weapon: weapon({ name: 'Rifle' }), count: 20 }] } };
    const result = resolveSequence({ defender: plain.defender, steps: [plain, precisionVolley(10)] }, EDITIONS['10e']);
    expect(result.steps[1]!.after.modelsDestroyedByGroup[1]!.mean).toBeGreaterThan(0);
    expect(result.modelsDestroyed.pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});

describe('resolveSequence refuses programmer errors', () => {
  it('a sequence without steps', () => {
    expect(() => resolveSequence({ defender: led, steps: [] }, EDITIONS['11e'])).toThrow(/no steps/);
  });
  it('a step against a unit with other model groups', () => {
    expect(() => resolveSequence({ defender: led, steps: [attack(squad(3, 1, 6), [])] }, EDITIONS['11e'])).toThrow(/model groups differ/);
  });
  it('scenarios of one state-dependent step that fire different weapons', () => {
    const step: SequenceStep = {
      dependsOn: ['modelsLeft'],
      scenario: ({ modelsLeft }) => attack(squad(3, 1, 6), [{ weapon: gun(modelsLeft === 3 ? 'Rifle' : 'Pistol'), count: 1 }]),
    };
    const first = attack(squad(3, 1, 6), [{ weapon: gun('Rifle'), count: 1 }]);
    expect(() => resolveSequence({ defender: squad(3, 1, 6), steps: [first, step] }, EDITIONS['11e'])).toThrow(/fire different weapons/);
  });
});
