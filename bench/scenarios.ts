/** The standard scenarios of issue 2, shared by the benchmark and the agreement tests. */
import { parseDice, type Dice } from '../src/dist/dice.js';
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
