/** The standard scenarios of issue 2, shared by the benchmark and the agreement tests. */
import { parseDice, type Dice } from '../src/prob/dice.js';
import type { DefenderUnit, FiringGroup, ModelGroup, Scenario, Sequence, Weapon, WeaponAbility } from '../src/rules/index.js';

export const dice = (text: string): Dice => {
  const r = parseDice(text);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

export const weapon = (w: Partial<Weapon> & { name: string }): Weapon => ({
  type: 'ranged', attacks: dice('1'), skill: 3, strength: 4, ap: 0, damage: dice('1'), abilities: [], ...w,
});

export const models = (g: Partial<ModelGroup> & { name: string }): ModelGroup => ({
  count: 1, wounds: 1, toughness: 4, save: 7, character: false, leader: false, keywords: [], ...g,
});

export const unit = (name: string, groups: ModelGroup[], extra: Partial<DefenderUnit> = {}): DefenderUnit => ({
  name, groups, keywords: ['INFANTRY'], ...extra,
});

const sustained2: WeaponAbility = { kind: 'sustained-hits', x: dice('2') };

export const bodyguardWithCharacter = unit('30 W1 models led by a 5-W CHARACTER', [
  models({ name: 'Bodyguard', count: 30, toughness: 4, save: 4 }),
  models({ name: 'Leader', count: 1, wounds: 5, toughness: 4, save: 3, invuln: 4, character: true, leader: true }),
]);

export const precisionVolley = (attacks: number): Scenario => ({
  attacker: {
    name: `${attacks} precision attacks`,
    firing: [{ weapon: weapon({ name: 'Precise rifle', strength: 4, ap: -1, abilities: [{ kind: 'precision' }] }), count: attacks }],
  },
  defender: bodyguardWithCharacter,
  conditions: { phase: 'shooting' },
});

export const STANDARD_SCENARIOS: readonly { readonly name: string; readonly scenario: Scenario }[] = [
  {
    name: '10 pulse rifles, rapid fire, vs 10 T3 W1 5+',
    scenario: {
      attacker: {
        name: 'Strike Team',
        firing: [{ weapon: weapon({ name: 'Pulse rifle', skill: 4, strength: 5, abilities: [{ kind: 'rapid-fire', x: dice('1') }] }), count: 10 }],
      },
      defender: unit('10 T3 W1', [models({ name: 'Guardsman', count: 10, toughness: 3, save: 5 })]),
      conditions: { phase: 'shooting', halfRange: true },
    },
  },
  {
    name: '40 attacks, Sustained 2 + Lethal + Devastating, vs 20 W2 FNP 5+',
    scenario: {
      attacker: {
        name: 'Elite squad',
        firing: [{
          weapon: weapon({ name: 'Storm blade', type: 'melee', attacks: dice('4'), strength: 5, ap: -1, damage: dice('2'),
            abilities: [sustained2, { kind: 'lethal-hits' }, { kind: 'devastating-wounds' }] }),
          count: 10,
        }],
      },
      defender: unit('20 W2 with Feel No Pain 5+', [models({ name: 'Veteran', count: 20, wounds: 2, toughness: 4, save: 3, feelNoPain: 5 })]),
      conditions: { phase: 'melee' },
    },
  },
  {
    name: '6 melta shots (D6+2) vs T12 W22 3+ 5++',
    scenario: {
      attacker: {
        name: 'Melta squad',
        firing: [{ weapon: weapon({ name: 'Meltagun', skill: 4, strength: 9, ap: -4, damage: dice('D6'), abilities: [{ kind: 'melta', x: 2 }] }), count: 6 }],
      },
      defender: unit('Knight', [models({ name: 'Knight', wounds: 22, toughness: 12, save: 3, invuln: 5 })], { keywords: ['VEHICLE'] }),
      conditions: { phase: 'shooting', halfRange: true },
    },
  },
  { name: '200 attacks vs 30 W1 + 5-W CHARACTER, Precision', scenario: precisionVolley(200) },
];

/**
 * Huge but legal inputs that once took tens of seconds or gigabytes (test/rules/huge-inputs.thorough.test.ts, and
 * the benchmark's huge-input table).
 */
export const lasgunVolley = (lasguns: number, guardsmen: number, characterWounds: number, commandReroll = false): Scenario => ({
  attacker: { name: 'Regiment', firing: [{ weapon: weapon({ name: 'Lasgun', skill: 4, strength: 3, ap: -1 }), count: lasguns }] },
  // two CHARACTERS that save different faces from the Guardsmen and each other: 11e saves sorted across groups
  defender: unit('Horde', [
    models({ name: 'Guardsman', count: guardsmen, toughness: 3, save: 5 }),
    models({ name: 'Commissar', wounds: characterWounds, save: 4, invuln: 5, character: true, leader: true }),
    models({ name: 'Priest', wounds: characterWounds, save: 6, invuln: 4, character: true, leader: true }),
  ]),
  conditions: { phase: 'shooting' },
  ...(commandReroll ? { commandReroll: { roll: 'save' as const } } : {}),
});

/** 100 W5 models and 6 W83 ones that save alike: 501 × 499 = 249,999 combinations, just under MAX_STATES. */
export const nearMaxStates = (shots: number): Scenario => ({
  attacker: { name: 'Battery', firing: [{ weapon: weapon({ name: 'Autocannon', damage: dice('D3') }), count: shots }] },
  defender: unit('Big mob', [models({ name: 'Boy', count: 100, wounds: 5, save: 5 }), models({ name: 'Nob', count: 6, wounds: 83, save: 5 })]),
  conditions: { phase: 'shooting' },
});

/**
 * [PRECISION] snipers, then guns with `abilities`, against 100 W5 models and 5 W99 CHARACTERS (248,496
 * combinations): after the snipers the guns reach about 31,000 of them.
 */
export const snipersThenGuns = (guns: number, abilities: readonly WeaponAbility[]): Scenario => ({
  attacker: {
    name: 'Kill team',
    firing: [
      { weapon: weapon({ name: 'Sniper', damage: dice('D3'), abilities: [{ kind: 'precision' }] }), count: 20 },
      { weapon: weapon({ name: 'Gun', damage: dice('D3'), abilities: [...abilities] }), count: guns },
    ],
  },
  defender: unit('Bodyguard and bosses', [
    models({ name: 'Boy', count: 100, wounds: 5, save: 5 }),
    models({ name: 'Boss', count: 5, wounds: 99, save: 5, character: true }),
  ]),
  conditions: { phase: 'shooting' },
});

export const HUGE_SCENARIOS: readonly { readonly name: string; readonly scenario: Scenario }[] = [
  { name: 'huge: 1000 lasguns vs 100 Guardsmen + 2 W5 CHARACTERS', scenario: lasgunVolley(1000, 100, 5) },
  { name: 'huge: … with a Command Re-roll of a save', scenario: lasgunVolley(1000, 100, 5, true) },
  { name: 'huge: 3000 lasguns vs 200 Guardsmen + 2 W20 CHARACTERS (88,641 combinations)', scenario: lasgunVolley(3000, 200, 20) },
  { name: 'huge: 1000 D3 shots vs 249,999 combinations', scenario: nearMaxStates(1000) },
  { name: 'huge: 20 [PRECISION] + 100 [DEVASTATING WOUNDS] shots vs 248,496 combinations', scenario: snipersThenGuns(100, [{ kind: 'devastating-wounds' }]) },
];

/** Realistic units, one after another (issue 13): the sequences of the benchmark and the agreement tests. */
const strikeTeam: FiringGroup = {
  weapon: weapon({ name: 'Pulse rifle', skill: 4, strength: 5, abilities: [{ kind: 'rapid-fire', x: dice('1') }] }),
  count: 10,
};
const plasma: FiringGroup = { weapon: weapon({ name: 'Plasma rifle', skill: 4, strength: 8, ap: -3, damage: dice('3') }), count: 6 };
const railRifle: FiringGroup = {
  weapon: weapon({ name: 'Heavy rail rifle', attacks: dice('2'), skill: 4, strength: 12, ap: -4, damage: dice('D6+1'), abilities: [{ kind: 'devastating-wounds' }] }),
  count: 2,
};
const sniper: FiringGroup = {
  weapon: weapon({ name: 'Sniper rifle', skill: 2, strength: 5, ap: -2, damage: dice('3'), abilities: [{ kind: 'precision' }, { kind: 'heavy' }] }),
  count: 3,
};
const hammer: FiringGroup = {
  weapon: weapon({ name: 'Thunder hammer', type: 'melee', attacks: dice('3'), skill: 4, strength: 8, ap: -2, damage: dice('2'), abilities: [{ kind: 'devastating-wounds' }] }),
  count: 5,
};
const fragMissile: FiringGroup = {
  weapon: weapon({ name: 'Frag missile', attacks: dice('D6'), skill: 3, strength: 4, damage: dice('1'), abilities: [{ kind: 'blast', x: 1 }] }),
  count: 2,
};

export const terminatorsWithLeaders = unit('5 Terminators led by a Captain and an Apothecary', [
  models({ name: 'Terminator', count: 5, wounds: 3, toughness: 5, save: 2, invuln: 4 }),
  models({ name: 'Captain', wounds: 6, toughness: 5, save: 2, invuln: 4, character: true, leader: true }),
  models({ name: 'Apothecary', wounds: 4, toughness: 5, save: 3, feelNoPain: 6, character: true, leader: true }),
], { leadership: 6 });

export const boyz = unit('20 Boyz', [models({ name: 'Boy', count: 20, toughness: 5, save: 5 })], { leadership: 7 });

const shoot = (defender: DefenderUnit, firing: FiringGroup, extra: Partial<Scenario['conditions']> = {}): Scenario => ({
  attacker: { name: firing.weapon.name, firing: [firing] },
  defender,
  conditions: { phase: firing.weapon.type === 'melee' ? 'melee' : 'shooting', halfRange: true, stationary: true, ...extra },
});

/** Five realistic units, one after another, against `defender`. */
export const fiveUnits = (defender: DefenderUnit): Sequence => ({
  defender,
  steps: [strikeTeam, fragMissile, plasma, railRifle, sniper, hammer].filter((f) => f !== (defender === boyz ? sniper : fragMissile)).map((f) => shoot(defender, f)),
});

/** "+1 to wound against a unit Below Half-strength" (a state-dependent step), after the pulse rifles. */
export const belowHalfBonus = (defender: DefenderUnit): Sequence => ({
  defender,
  steps: [
    shoot(defender, strikeTeam),
    { dependsOn: ['belowHalf'], scenario: ({ belowHalf }) => ({ ...shoot(defender, hammer), modifiers: { wound: belowHalf ? 1 : 0 } }) },
  ],
});

export const SEQUENCES: readonly { readonly name: string; readonly sequence: Sequence }[] = [
  { name: '5 units (pulse rifles, frag missiles, plasma, rail rifles, hammers) vs 20 Boyz', sequence: fiveUnits(boyz) },
  { name: '5 units (pulse rifles, plasma, rail rifles, snipers, hammers) vs Terminators + 2 CHARACTERS', sequence: fiveUnits(terminatorsWithLeaders) },
  { name: 'pulse rifles, then hammers +1 to wound vs Below Half-strength, vs 20 Boyz', sequence: belowHalfBonus(boyz) },
];
