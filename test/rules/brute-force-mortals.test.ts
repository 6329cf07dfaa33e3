/**
 * Mortal-wound sources (docs/rules.md §11, §11.1): the fast engine against the exhaustive exact
 * enumeration of the independent reference resolver (test/support/enumerate.ts), every pmf entry to
 * ≤ 1e-12, in both editions. The sources' own reports are checked too (mortalWounds, selfMortalWounds,
 * ownUnits). Cases are small because the enumerator plays every dice path: Explosives' six dice are
 * enumerable against a unit without Feel No Pain, but a Feel No Pain roll per mortal wound multiplies the
 * paths past reach, so Feel No Pain is proven with three dice here and with Explosives in
 * monte-carlo-mortals.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import {
  EDITIONS,
  resolveAttack,
  type DefenderUnit,
  type EditionId,
  type FiringGroup,
  type MortalSource,
  type Scenario,
} from '../../src/rules/index.js';
import { expectAgreement } from '../support/agreement.js';
import { enumerateExact } from '../support/enumerate.js';
import { THOROUGH } from '../support/thorough.js';

type Case = {
  readonly name: string;
  readonly sources: readonly MortalSource[];
  readonly defender: DefenderUnit;
  readonly firing?: readonly FiringGroup[];
  readonly editions?: readonly EditionId[];
  /** Check the "first group" fields too (more dice to enumerate). */
  readonly sideTrack?: boolean;
  /** Its enumeration takes a second or more: run by `npm run test:thorough` only. */
  readonly slow?: boolean;
};

function scenarioOf(c: Pick<Case, 'sources' | 'defender' | 'firing'>): Scenario {
  return {
    attacker: { name: 'Attacker', firing: c.firing ?? [] },
    defender: c.defender,
    conditions: { phase: 'shooting' },
    mortalSources: c.sources,
  };
}

function check(c: Case, edition: EditionId): void {
  const scenario = scenarioOf(c);
  const sideTrack = c.sideTrack ?? false;
  const brute = enumerateExact(scenario, EDITIONS[edition], { sideTrack, maxPaths: 400_000 });
  expectAgreement(resolveAttack(scenario, EDITIONS[edition]), brute.float, sideTrack);
}

// The sources as `--mortals` builds them (src/cli/mortal-options.ts).
const explosives: MortalSource = { name: 'Explosives', dice: 6, successOn: 4, perSuccess: dice('1') };
const crushingImpact = (toughness: number): MortalSource => ({
  name: `Crushing Impact (T${toughness})`,
  dice: toughness,
  successOn: 5,
  perSuccess: dice('1'),
  max: 6,
  selfOnOrBelow: 1,
});
const deadlyDemise = (x: string): MortalSource => ({ name: `Deadly Demise ${x}`, dice: 1, successOn: 6, perSuccess: dice(x) });
const acceptableLosses = (units: number): MortalSource => ({
  name: `Acceptable Losses (${units} units)`,
  dice: units,
  successOn: 5,
  perSuccess: dice('D3+1'),
  ownUnits: 'GENESTEALER CULTS',
});
/** `--mortals dice=N,on=X+,each=D[,max=M][,self=S][,timing=after]`. */
const custom = (n: number, on: number, each: string, extra: { max?: number; self?: number; timing?: 'after' } = {}): MortalSource => ({
  name: `${n}D6 on ${on}+, ${each} MW each`,
  dice: n,
  successOn: on,
  perSuccess: dice(each),
  ...(extra.max === undefined ? {} : { max: extra.max }),
  ...(extra.self === undefined ? {} : { selfOnOrBelow: extra.self }),
  ...(extra.timing === undefined ? {} : { timing: extra.timing }),
});

const torrent = (name: string, extra: Partial<Parameters<typeof weapon>[0]> = {}) =>
  weapon({ name, skill: null, ...extra, abilities: [{ kind: 'torrent' }, ...(extra.abilities ?? [])] });
const squad = (count: number, wounds: number, extra: Partial<Parameters<typeof models>[0]> = {}) =>
  unit('Squad', [models({ name: 'Trooper', count, wounds, ...extra })]);

const cases: Case[] = [
  { name: 'Explosives (grenade) against two W2 models: the mortal wounds spill from one model to the next', sources: [explosives], defender: squad(2, 2), slow: true },
  {
    name: 'three D6 on 4+ against two W2 models with Feel No Pain 5+: one roll per mortal wound, spilling',
    sources: [custom(3, 4, '1')],
    defender: squad(2, 2, { feelNoPain: 5 }),
  },
  {
    name: 'Crushing Impact (T3): 5+ on the target, every 1 a mortal wound on the attacker',
    sources: [crushingImpact(3)],
    defender: squad(2, 2, { feelNoPain: 6 }),
  },
  {
    name: 'Deadly Demise D3: one die, on a 6 a random D3 mortal wounds, then a weapon',
    sources: [deadlyDemise('D3')],
    defender: squad(3, 1, { save: 5 }),
    firing: [{ weapon: torrent('Flamer'), count: 1 }],
  },
  { name: 'Deadly Demise D6 against Feel No Pain 4+', sources: [deadlyDemise('D6')], defender: squad(2, 2, { feelNoPain: 4 }), slow: true },
  {
    name: 'a custom source with a cap: three D6 on 2+, D3 each, at most 4 in all',
    sources: [custom(3, 2, 'D3', { max: 4 })],
    defender: squad(2, 3),
  },
  {
    name: 'a custom source with a cap and a self threshold: 2D6 on 3+, 2 each, max 3, self on 2 or less',
    sources: [custom(2, 3, '2', { max: 3, self: 2 })],
    defender: squad(3, 1),
  },
  {
    name: 'Acceptable Losses (2 units): the target is untouched; each own unit risks D3+1 on a 5+',
    slow: true,
    sources: [acceptableLosses(2)],
    defender: squad(3, 1, { save: 5 }),
    firing: [{ weapon: torrent('Flamer'), count: 2 }],
  },
  {
    name: 'a source, then [BLAST]: six W1 models, 2D6 on 4+; the launcher counts the models left (5+ left: one more attack)',
    sources: [custom(2, 4, '1')],
    defender: squad(6, 1, { save: 6 }),
    firing: [{ weapon: torrent('Launcher', { abilities: [{ kind: 'blast', x: 1 }] }), count: 1 }],
  },
  {
    name: 'a leader-led unit: mortal wounds go to the bodyguard in profile order, the wounded model first, then the leader',
    sources: [custom(3, 3, '1')],
    defender: unit('Led squad', [
      models({ name: 'Trooper', count: 1, save: 4 }),
      models({ name: 'Sergeant', count: 1, wounds: 2, save: 4 }),
      models({ name: 'Captain', count: 1, wounds: 2, save: 3, character: true, leader: true }),
    ]),
    firing: [{ weapon: torrent('Flamer'), count: 1 }],
    sideTrack: true,
  },
  {
    name: 'two sources in order against the same unit, then Precision',
    sources: [custom(2, 4, '1'), deadlyDemise('D3')],
    defender: unit('Led squad', [
      models({ name: 'Trooper', count: 2, save: 6 }),
      models({ name: 'Captain', count: 1, wounds: 2, save: 6, character: true, leader: true }),
    ]),
    firing: [{ weapon: torrent('Sniper', { abilities: [{ kind: 'torrent' }, { kind: 'precision' }] }), count: 1 }],
  },
  {
    name: 'the weapon meets the leader\'s Toughness once the sources destroyed the bodyguard',
    sources: [custom(1, 3, '1')],
    defender: unit('Led squad', [
      models({ name: 'Grot', count: 1, toughness: 6 }),
      models({ name: 'Boss', count: 1, wounds: 3, toughness: 3, character: true, leader: true }),
    ]),
    firing: [{ weapon: torrent('Flamer'), count: 1 }],
  },
  // §11 sources after the attacks: on the unit every weapon and 10e's deferred [DEVASTATING WOUNDS] left.
  {
    name: 'after the attacks: a Damage 3 shot destroys one of two W3 models whole, then D3 mortal wounds on a 4+ meet the other (Feel No Pain 5+ against mortal wounds)',
    sources: [custom(1, 4, 'D3', { timing: 'after' })],
    defender: squad(2, 3, { feelNoPainMortal: 5 }),
    firing: [{ weapon: torrent('Melta', { strength: 8, damage: dice('3') }), count: 1 }],
  },
  {
    name: 'after the attacks and after the deferred [DEVASTATING WOUNDS] (10e: they wait for the second weapon; 11e: after the first)',
    sources: [custom(2, 4, '1', { timing: 'after' })],
    defender: squad(2, 2),
    firing: [
      { weapon: torrent('Blade', { damage: dice('3'), abilities: [{ kind: 'devastating-wounds' }] }), count: 1 },
      { weapon: torrent('Bolter'), count: 1 },
    ],
  },
  {
    name: 'one source after the attacks, one before, then [BLAST]: the launcher counts the models the one before left (five: one more attack); reported in the order given',
    sources: [custom(1, 4, '1', { timing: 'after' }), custom(1, 3, '1')],
    defender: squad(5, 1),
    firing: [{ weapon: torrent('Launcher', { abilities: [{ kind: 'blast', x: 1 }] }), count: 1 }],
  },
  {
    name: 'after a [PRECISION] shot at the leader: the mortal wounds go in the normal order, bodyguard first, then the wounded leader',
    sources: [custom(2, 3, '1', { timing: 'after' })],
    defender: unit('Led squad', [
      models({ name: 'Trooper', count: 1, save: 6 }),
      models({ name: 'Captain', count: 1, wounds: 2, save: 6, character: true, leader: true }),
    ]),
    firing: [{ weapon: torrent('Sniper', { abilities: [{ kind: 'torrent' }, { kind: 'precision' }] }), count: 1 }],
  },
  // §11.2: bigger results inflict more (Scything Charge: on a 2-3, D3; on a 4-5, 3; on a 6, D3+3).
  {
    name: 'results of several sizes: one D6, on a 2-3 D3, on a 4-5 three, on a 6 D3+3 mortal wounds, against W2 models with Feel No Pain 6+',
    sources: [{ name: 'Scything Charge', dice: 1, successOn: 2, perSuccess: dice('D3'), results: [{ from: 4, perSuccess: dice('3') }, { from: 6, perSuccess: dice('D3+3') }] }],
    defender: squad(3, 2, { feelNoPain: 6 }),
  },
  {
    name: 'results of several sizes on two dice, capped, after a weapon: on a 4-5 one, on a 6 D3, at most 3',
    sources: [{ name: 'Two dice', dice: 2, successOn: 4, perSuccess: dice('1'), results: [{ from: 6, perSuccess: dice('D3') }], max: 3, timing: 'after' }],
    defender: squad(3, 1, { save: 6 }),
    firing: [{ weapon: torrent('Flamer'), count: 1 }],
  },
];

describe.each(['10e', '11e'] as const)('%s: mortal-wound sources, engine = brute-force enumeration', (edition) => {
  const inThisTier = cases.filter((c) => (!c.editions || c.editions.includes(edition)) && (THOROUGH || c.slow !== true));
  it.each(inThisTier.map((c) => [c.name, c] as const))('%s', (_, c) => check(c, edition));
});

/**
 * The Toughness at target selection is the Toughness of the unit the sources left (docs/rules.md 3.2: 10e
 * fixes it "when targets are selected", and a unit destroyed since keeps it; §11 and 1.3: the sources
 * resolve first, so targets are selected after them). Worked by hand, engine and brute force alike.
 */
describe('the Toughness at target selection when the sources destroyed the bodyguard', () => {
  // One sure mortal wound destroys the T6 Grot; a torrent S4 attack then wounds the T3 Boss on 3+ (2/3),
  // where the undamaged unit's T6 would need 5+ (1/3).
  const scenario = scenarioOf({
    sources: [custom(1, 1, '1')],
    defender: unit('Led squad', [
      models({ name: 'Grot', count: 1, toughness: 6 }),
      models({ name: 'Boss', count: 1, wounds: 3, toughness: 3, character: true, leader: true }),
    ]),
    firing: [{ weapon: torrent('Flamer'), count: 1 }],
  });

  it.each(['10e', '11e'] as const)('%s: the Flamer wounds on 3+ (the Boss\'s T3)', (edition) => {
    expect(enumerateExact(scenario, EDITIONS[edition]).float.weapons[0]!.wounds.mean).toBeCloseTo(2 / 3, 12);
    expect(resolveAttack(scenario, EDITIONS[edition]).weapons[0]!.wounds.mean).toBeCloseTo(2 / 3, 12);
  });

  // 11e: the source destroys the Grot; a Meltagun (S8, wounds the T3 Boss on 2+) destroys the W1 Boss with
  // 5/6; a Flamer then rolls to wound: against the destroyed unit with the T at target selection, T3 (3+),
  // else against the Boss's T3 (3+): 2/3 either way (the undamaged unit's T6 would give 7/18).
  const wipedAfterSource = scenarioOf({
    sources: [custom(1, 1, '1')],
    defender: unit('Led squad', [
      models({ name: 'Grot', count: 1, toughness: 6 }),
      models({ name: 'Boss', count: 1, toughness: 3, character: true, leader: true }),
    ]),
    firing: [
      { weapon: torrent('Meltagun', { strength: 8 }), count: 1 },
      { weapon: torrent('Flamer'), count: 1 },
    ],
  });

  it('11e, a unit destroyed by an earlier weapon keeps the Toughness at target selection', () => {
    expect(enumerateExact(wipedAfterSource, EDITIONS['11e'], { sideTrack: false }).float.weapons[1]!.wounds.mean).toBeCloseTo(2 / 3, 12);
    expect(resolveAttack(wipedAfterSource, EDITIONS['11e']).weapons[1]!.wounds.mean).toBeCloseTo(2 / 3, 12);
  });
});
