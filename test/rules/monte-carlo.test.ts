/**
 * Cases too big for brute force: the exact engine against the independent die-by-die simulator.
 * Every pmf entry must lie within 4 standard errors of the simulated frequency (plus a hair for
 * entries whose frequency is 0 or 1), and every mean within 4 standard errors.
 */
import { describe, expect, it } from 'vitest';
import { dice, models, precisionVolley, STANDARD_SCENARIOS, unit, weapon } from '../../bench/scenarios.js';
import { EDITIONS, resolveAttack, type Scenario, type Summary } from '../../src/rules/index.js';
import { simulate, type EstimatedSummary } from '../../src/sim/monte-carlo.js';
import { scaled } from '../support/thorough.js';

const TRIALS = scaled(10_000, 40_000);

function expectWithin(name: string, exact: Summary, simulated: EstimatedSummary): void {
  const n = Math.max(exact.pmf.length, simulated.pmf.length);
  for (let k = 0; k < n; k++) {
    const p = exact.pmf[k] ?? 0;
    const f = simulated.pmf[k] ?? 0;
    const se = Math.sqrt((p * (1 - p)) / TRIALS);
    expect(Math.abs(p - f), `${name}[${k}]: exact ${p}, simulated ${f}`).toBeLessThanOrEqual(4 * se + 2 / TRIALS);
  }
  expect(Math.abs(exact.mean - simulated.mean), `${name} mean`).toBeLessThanOrEqual(4 * simulated.stdError + 1e-9);
}

const MIXED: readonly { name: string; scenario: Scenario }[] = [
  ...STANDARD_SCENARIOS.filter((s) => !s.name.startsWith('200')),
  { name: '60 precision attacks vs 30 W1 + CHARACTER', scenario: precisionVolley(60) },
  {
    name: 'three weapons, hazardous plasma, vs Terminators led by a Captain',
    scenario: {
      attacker: {
        name: 'Command squad',
        firing: [
          { weapon: weapon({ name: 'Plasma', skill: 3, strength: 8, ap: -3, damage: dice('2'), abilities: [{ kind: 'hazardous' }, { kind: 'rapid-fire', x: dice('1') }] }), count: 3 },
          { weapon: weapon({ name: 'Meltagun', skill: 3, strength: 9, ap: -4, damage: dice('D6'), abilities: [{ kind: 'melta', x: 2 }, { kind: 'devastating-wounds' }] }), count: 2 },
          { weapon: weapon({ name: 'Bolter', skill: 3, attacks: dice('2'), abilities: [{ kind: 'sustained-hits', x: dice('1') }, { kind: 'lethal-hits' }] }), count: 5 },
        ],
        self: unit('Command squad', [models({ name: 'Veteran', count: 5, wounds: 2, save: 3 })]),
      },
      defender: unit('Terminators + Captain', [
        models({ name: 'Terminator', count: 5, wounds: 3, toughness: 5, save: 2, invuln: 4 }),
        models({ name: 'Captain', wounds: 6, toughness: 5, save: 2, invuln: 4, feelNoPain: 5, character: true, leader: true }),
      ]),
      conditions: { phase: 'shooting', halfRange: true, cover: true },
    },
  },
  {
    name: 'Command Re-roll of a save (11e sorted across groups): 30 shots of D3 at AP −2 vs 10 W1 Sv 3+ led by a W4 3+/4++ CHARACTER',
    scenario: {
      attacker: {
        name: 'Gunline',
        firing: [
          { weapon: weapon({ name: 'Bolter', skill: 3, attacks: dice('2') }), count: 5 },
          { weapon: weapon({ name: 'Heavy rifle', skill: 3, strength: 5, ap: -2, damage: dice('D3') }), count: 15 },
        ],
      },
      defender: unit('Veterans + Lieutenant', [
        models({ name: 'Veteran', count: 10, save: 3 }),
        models({ name: 'Lieutenant', wounds: 4, save: 3, invuln: 4, character: true, leader: true }),
      ]),
      conditions: { phase: 'shooting' },
      commandReroll: { roll: 'save', weapon: 1 },
    },
  },
  {
    name: 'the datasheet knobs: +1 A, +1 S, −1 T, wounds on unmodified 3+, critical wounds AP +2, Damage re-rolls, a Command Re-roll of Damage, a wound die changed to a 6 vs Terminators + Captain with saves and Feel No Pain for some attacks only',
    scenario: {
      attacker: {
        name: 'Librarian squad',
        firing: [
          { weapon: weapon({ name: 'Storm bolter', skill: 3, attacks: dice('2') }), count: 5, modifiers: { attacks: 1, critWoundAp: 2 } },
          { weapon: weapon({ name: 'Psychic lance', skill: 3, attacks: dice('D3'), strength: 6, ap: -2, damage: dice('D3'), abilities: [{ kind: 'psychic' }, { kind: 'devastating-wounds' }] }), count: 3, modifiers: { rerollDamage: 'any' } },
        ],
      },
      defender: unit('Terminators + Captain', [
        models({ name: 'Terminator', count: 5, wounds: 3, toughness: 5, save: 2, invuln: 5, invulnRanged: 4, feelNoPain: 6, feelNoPainMortal: 5, feelNoPainPsychic: 4 }),
        models({ name: 'Captain', wounds: 6, toughness: 5, save: 2, invulnMelee: 3, invulnRanged: 5, feelNoPainPsychic: 5, character: true, leader: true }),
      ]),
      conditions: { phase: 'shooting' },
      modifiers: { strength: 1, toughness: -1, woundOnlyOnUnmodified: 3, rerollDamage: 'ones', woundByStrength: [{ than: 'greater', wound: -1 }] },
      mortalSources: [{ name: 'Grenade', dice: 6, successOn: 4, perSuccess: dice('1') }],
      commandReroll: { roll: 'damage', weapon: 1 },
      changeToSix: { roll: 'wound' },
    },
  },
  {
    name: 'attacks −2 on D6 attacks with a Command Re-roll of an attack die: 8 copies vs 20 Guardsmen',
    scenario: {
      attacker: { name: 'Gunline', firing: [{ weapon: weapon({ name: 'Scatter gun', skill: 4, attacks: dice('D6') }), count: 8 }] },
      defender: unit('Guardsmen', [models({ name: 'Guardsman', count: 20, toughness: 3, save: 5 })]),
      conditions: { phase: 'shooting' },
      modifiers: { attacks: -2 },
      commandReroll: { roll: 'attacks' },
    },
  },
];

describe.each(['10e', '11e'] as const)('%s: exact engine agrees with Monte Carlo (%i trials)', (edition) => {
  it.each(MIXED.map((s) => [s.name, s.scenario] as const))('%s', (_, scenario) => {
    const exact = resolveAttack(scenario, EDITIONS[edition]);
    const sim = simulate(scenario, EDITIONS[edition], TRIALS, 20261129, { sideTrack: true });
    expectWithin('woundsLost', exact.woundsLost, sim.woundsLost);
    expectWithin('modelsDestroyed', exact.modelsDestroyed, sim.modelsDestroyed);
    exact.weapons.forEach((w, i) => {
      const s = sim.weapons[i]!;
      for (const key of ['attacks', 'hits', 'wounds', 'criticalWounds', 'unsavedWounds', 'damage'] as const) expectWithin(`${w.weapon}.${key}`, w[key], s[key]);
    });
    if (exact.hazard?.modelsLost && sim.hazard?.modelsLost) expectWithin('hazard.modelsLost', exact.hazard.modelsLost, sim.hazard.modelsLost);
  });
});
