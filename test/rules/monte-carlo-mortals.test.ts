/**
 * Mortal-wound sources on a case too big for brute force: the exact engine against the independent
 * die-by-die simulator. Every pmf entry, mean and probability both report, the sources' included, must lie
 * within 4 standard errors (src/sim/compare.ts; plus two trials' worth for rare entries).
 */
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { EDITIONS, resolveAttack, type Scenario } from '../../src/rules/index.js';
import { compareResults } from '../../src/sim/compare.js';
import { simulate } from '../../src/sim/monte-carlo.js';

const TRIALS = 20_000;

/**
 * Explosives, Crushing Impact (T10, capped at 6, 1s on the attacker) and Deadly Demise D3 against ten
 * Veterans with Feel No Pain led by a Lieutenant; then a [BLAST] launcher (counting the models left) and
 * bolters; Acceptable Losses for three GENESTEALER CULTS units after the attack. Every group has T4, so
 * the Toughness never depends on what the sources destroyed (brute-force-mortals.test.ts says why).
 */
const grenadesThenShooting: Scenario = {
  attacker: {
    name: 'Brood Brothers',
    firing: [
      { weapon: weapon({ name: 'Launcher', attacks: dice('D6'), skill: 4, strength: 6, ap: -1, abilities: [{ kind: 'blast', x: 1 }] }), count: 2 },
      { weapon: weapon({ name: 'Bolter', skill: 3, attacks: dice('2') }), count: 5 },
    ],
  },
  defender: unit('Veterans + Lieutenant', [
    models({ name: 'Veteran', count: 10, save: 3, feelNoPain: 5 }),
    models({ name: 'Lieutenant', wounds: 4, save: 3, invuln: 4, feelNoPain: 5, character: true, leader: true }),
  ]),
  conditions: { phase: 'shooting' },
  mortalSources: [
    { name: 'Explosives', dice: 6, successOn: 4, perSuccess: dice('1') },
    { name: 'Crushing Impact (T10)', dice: 10, successOn: 5, perSuccess: dice('1'), max: 6, selfOnOrBelow: 1 },
    { name: 'Deadly Demise D3', dice: 1, successOn: 6, perSuccess: dice('D3') },
    { name: 'Acceptable Losses (3 units)', dice: 3, successOn: 5, perSuccess: dice('D3+1'), ownUnits: 'GENESTEALER CULTS' },
  ],
};

/**
 * Sources after the attacks (docs/rules.md §11) on what the weapons and 10e's deferred [DEVASTATING
 * WOUNDS] left of five W2 Gravis led by a W5 Captain (Feel No Pain 4+ against mortal wounds): Explosives
 * before; a [DEVASTATING WOUNDS] D3 rifle (deferred in 10e past the bolters) and Damage 2 bolters; then
 * D3 mortal wounds on a 4+ and two D6 on 5+, one each, in that order, after the attacks; and two dice of
 * results of several sizes (§11.2) before them.
 */
const shootingThenMortals: Scenario = {
  attacker: {
    name: 'Vanguard',
    firing: [
      { weapon: weapon({ name: 'Rifle', skill: 3, strength: 5, ap: -1, damage: dice('D3'), abilities: [{ kind: 'devastating-wounds' }] }), count: 3 },
      { weapon: weapon({ name: 'Bolter', skill: 3, attacks: dice('2'), damage: dice('2') }), count: 3 },
    ],
  },
  defender: unit('Gravis + Captain', [
    models({ name: 'Gravis', count: 5, wounds: 2, save: 3, feelNoPainMortal: 4 }),
    models({ name: 'Captain', wounds: 5, save: 3, invuln: 4, feelNoPainMortal: 4, character: true, leader: true }),
  ]),
  conditions: { phase: 'shooting' },
  mortalSources: [
    { name: 'D3 on a 4+ after shooting', dice: 1, successOn: 4, perSuccess: dice('D3'), timing: 'after' },
    { name: 'Explosives', dice: 6, successOn: 4, perSuccess: dice('1') },
    { name: '2D6 on 5+ after shooting', dice: 2, successOn: 5, perSuccess: dice('1'), timing: 'after' },
    // §11.2: results of several sizes (Scything Charge), rolled twice.
    { name: 'Scything Charge ×2', dice: 2, successOn: 2, perSuccess: dice('D3'), results: [{ from: 4, perSuccess: dice('3') }, { from: 6, perSuccess: dice('D3+3') }] },
  ],
};

describe.each(['10e', '11e'] as const)('%s: mortal-wound sources, exact engine agrees with Monte Carlo (%i trials)', (edition) => {
  it('Explosives, then a [DEVASTATING WOUNDS] rifle and bolters against Gravis led by a Captain, then two sources after the attacks', () => {
    const exact = resolveAttack(shootingThenMortals, EDITIONS[edition]);
    const c = compareResults(exact, simulate(shootingThenMortals, EDITIONS[edition], TRIALS, 20261130));
    expect(c.outside.map((e) => `${e.field}[${e.k}]: exact ${e.exact}, simulated ${e.simulated}`)).toEqual([]);
    expect(c.meansOutside.map((m) => `${m.field}: exact ${m.exact}, simulated ${m.simulated}`)).toEqual([]);
    expect(exact.mortalSources!.map((m) => m.name)).toEqual(shootingThenMortals.mortalSources!.map((m) => m.name));
  });

  it('grenades, Crushing Impact and Deadly Demise, then [BLAST] and bolters against Veterans led by a Lieutenant, Acceptable Losses after', () => {
    const exact = resolveAttack(grenadesThenShooting, EDITIONS[edition]);
    const simulated = simulate(grenadesThenShooting, EDITIONS[edition], TRIALS, 20261129);
    const c = compareResults(exact, simulated);
    expect(c.outside.map((e) => `${e.field}[${e.k}]: exact ${e.exact}, simulated ${e.simulated}`)).toEqual([]);
    expect(c.meansOutside.map((m) => `${m.field}: exact ${m.exact}, simulated ${m.simulated}`)).toEqual([]);
    const checked = new Set(c.entries.map((e) => e.field));
    for (const field of [
      'mortalSources[0].mortalWounds',
      'mortalSources[1].mortalWounds',
      'mortalSources[1].selfMortalWounds',
      'mortalSources[2].mortalWounds',
      'mortalSources[3].selfMortalWounds',
      'mortalSources[3].ownUnits.perUnit',
      'mortalSources[3].ownUnits.pAnyUnitHit',
      'weapons[0].attacks',
    ]) {
      expect(checked, field).toContain(field);
    }
  });
});
