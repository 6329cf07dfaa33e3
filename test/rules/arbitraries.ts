/** fast-check generators of valid engine inputs, kept small enough for quick property runs. */
import fc from 'fast-check';
import { dice } from '../../bench/scenarios.js';
import type { Conditions, DefenderUnit, ModelGroup, Modifiers, Scenario, Weapon, WeaponAbility } from '../../src/rules/index.js';

const diceText = (options: string[]) => fc.constantFrom(...options).map(dice);

export const abilityArb: fc.Arbitrary<WeaponAbility> = fc.oneof(
  fc.constant<WeaponAbility>({ kind: 'lethal-hits' }),
  fc.constant<WeaponAbility>({ kind: 'devastating-wounds' }),
  fc.constant<WeaponAbility>({ kind: 'twin-linked' }),
  fc.constant<WeaponAbility>({ kind: 'precision' }),
  fc.constant<WeaponAbility>({ kind: 'lance' }),
  fc.constant<WeaponAbility>({ kind: 'heavy' }),
  fc.constant<WeaponAbility>({ kind: 'ignores-cover' }),
  fc.constant<WeaponAbility>({ kind: 'hazardous' }),
  fc.integer({ min: 1, max: 2 }).map((x): WeaponAbility => ({ kind: 'sustained-hits', x: dice(String(x)) })),
  fc.constant<WeaponAbility>({ kind: 'rapid-fire', x: dice('1') }),
  fc.integer({ min: 1, max: 2 }).map((x): WeaponAbility => ({ kind: 'blast', x })),
  fc.constant<WeaponAbility>({ kind: 'melta', x: 2 }),
  fc.integer({ min: 2, max: 5 }).map((threshold): WeaponAbility => ({ kind: 'anti', keyword: 'INFANTRY', threshold })),
  fc.constant<WeaponAbility>({ kind: 'psychic' }),
);

export const weaponArb = (opts: { torrent?: boolean } = {}): fc.Arbitrary<Weapon> =>
  fc.record({
    attacks: diceText(['1', '2', '3', 'D3']),
    skill: fc.integer({ min: 2, max: 6 }),
    strength: fc.integer({ min: 2, max: 12 }),
    ap: fc.integer({ min: -4, max: 0 }),
    damage: diceText(['1', '2', '3', 'D3', 'D6', 'D6+1']),
    abilities: fc.uniqueArray(abilityArb, { maxLength: 3, selector: (a) => a.kind }),
    torrent: opts.torrent === false ? fc.constant(false) : fc.boolean(),
  }).map(({ torrent, ...w }) => ({
    name: 'Weapon',
    type: 'ranged' as const,
    ...w,
    skill: torrent ? null : w.skill,
    abilities: torrent ? [...w.abilities, { kind: 'torrent' as const }] : w.abilities,
  }));

export const groupArb = (character: boolean): fc.Arbitrary<ModelGroup> =>
  fc.record({
    count: fc.integer({ min: 1, max: character ? 1 : 5 }),
    wounds: fc.integer({ min: 1, max: 4 }),
    toughness: fc.integer({ min: 2, max: 10 }),
    save: fc.integer({ min: 2, max: 7 }),
    invuln: fc.option(fc.integer({ min: 3, max: 6 }), { nil: undefined }),
    // saves and Feel No Pain against some attacks only (docs/rules.md 4.3, 5.3)
    invulnRanged: fc.option(fc.integer({ min: 3, max: 6 }), { nil: undefined, freq: 4 }),
    feelNoPain: fc.option(fc.integer({ min: 4, max: 6 }), { nil: undefined }),
    feelNoPainMortal: fc.option(fc.integer({ min: 4, max: 6 }), { nil: undefined, freq: 4 }),
    feelNoPainPsychic: fc.option(fc.integer({ min: 4, max: 6 }), { nil: undefined, freq: 4 }),
  }).map(({ invuln, invulnRanged, feelNoPain, feelNoPainMortal, feelNoPainPsychic, ...g }) => ({
    name: character ? 'Leader' : 'Model',
    character,
    leader: character,
    keywords: [],
    ...g,
    ...(invuln === undefined ? {} : { invuln }),
    ...(invulnRanged === undefined ? {} : { invulnRanged }),
    ...(feelNoPain === undefined ? {} : { feelNoPain }),
    ...(feelNoPainMortal === undefined ? {} : { feelNoPainMortal }),
    ...(feelNoPainPsychic === undefined ? {} : { feelNoPainPsychic }),
  }));

export const defenderArb = (opts: { mixed?: boolean } = {}): fc.Arbitrary<DefenderUnit> =>
  fc.tuple(groupArb(false), opts.mixed === false ? fc.constant(null) : fc.option(groupArb(true), { nil: null }), fc.boolean())
    .map(([body, leader, infantry]) => ({
      name: 'Target',
      groups: leader === null ? [body] : [body, leader],
      keywords: infantry ? ['INFANTRY'] : ['VEHICLE'],
    }));

export const conditionsArb: fc.Arbitrary<Conditions> = fc.record({
  phase: fc.constant('shooting' as const),
  halfRange: fc.boolean(),
  charged: fc.boolean(),
  stationary: fc.boolean(),
  cover: fc.boolean(),
});

export const modifiersArb: fc.Arbitrary<Modifiers> = fc.record(
  {
    attacks: fc.integer({ min: -1, max: 1 }),
    strength: fc.integer({ min: -1, max: 1 }),
    toughness: fc.integer({ min: -1, max: 1 }),
    woundOnlyOnUnmodified: fc.integer({ min: 2, max: 4 }),
    woundByStrength: fc.array(fc.record({ than: fc.constantFrom('greater' as const, 'at-least' as const, 'less' as const, 'at-most' as const), wound: fc.integer({ min: -1, max: 1 }) }), { maxLength: 2 }),
    rerollDamage: fc.constantFrom('ones' as const, 'any' as const),
    critWoundAp: fc.integer({ min: 1, max: 2 }),
    critWoundApSet: fc.integer({ min: -3, max: -1 }),
    hit: fc.integer({ min: -2, max: 2 }),
    wound: fc.integer({ min: -2, max: 2 }),
    ap: fc.integer({ min: -1, max: 1 }),
    critHit: fc.integer({ min: 5, max: 6 }),
    rerollHits: fc.constantFrom('none', 'ones', 'failed', 'noncrit'),
    rerollWounds: fc.constantFrom('none', 'ones', 'failed', 'noncrit'),
    lethal: fc.constantFrom('auto', 'roll', 'best'),
  },
  // the knobs only some datasheet rules have are left out as often as not
  { requiredKeys: ['hit', 'wound', 'ap', 'critHit', 'rerollHits', 'rerollWounds', 'lethal'] },
);

export const scenarioArb = (opts: { mixed?: boolean; weapons?: number } = {}): fc.Arbitrary<Scenario> =>
  fc.record({
    firing: fc.array(fc.record({ weapon: weaponArb(), count: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: opts.weapons ?? 2 }),
    defender: defenderArb(opts),
    conditions: conditionsArb,
    modifiers: modifiersArb,
    // docs/rules.md §10a, as often absent as not
    changeToSix: fc.option(fc.record({ roll: fc.constantFrom('hit' as const, 'wound' as const), weapon: fc.integer({ min: 0, max: 1 }) }), { nil: undefined }),
  }).map(({ firing, defender, conditions, modifiers, changeToSix }) => ({
    attacker: { name: 'Attacker', firing },
    defender,
    conditions,
    modifiers,
    ...(changeToSix === undefined ? {} : { changeToSix }),
  }));
