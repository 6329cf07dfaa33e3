/** The standard scenarios of issue 2, shared by the benchmark and the agreement tests. */
import { parseDice, type Dice } from '../src/prob/dice.js';
import type { DefenderUnit, ModelGroup, Scenario, Weapon, WeaponAbility } from '../src/rules/index.js';

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
