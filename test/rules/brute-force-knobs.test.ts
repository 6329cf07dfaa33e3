/**
 * The engine knobs that datasheet rules need (docs/rules.md 1.6, 3.1a, 3.6, 3.7, 4.3, 4.7, 5.3, 5.6) against the
 * brute-force enumeration, both editions, ≤ 1e-12 on every pmf entry: each knob alone, where it meets
 * critical thresholds, re-rolls, Command Re-rolls and the 11e Toughness of the moment, and all together.
 * Cases marked `slow` run in `npm run test:thorough` only.
 */
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { EDITIONS, resolveAttack, type Scenario } from '../../src/rules/index.js';
import { THOROUGH } from '../support/thorough.js';
import { ab, check, DEV, LETHAL, ledSquad, one, squad, sustained, TORRENT, type Case } from './brute-force-cases.js';

const flamer = (extra: Partial<Parameters<typeof weapon>[0]> = {}) => weapon({ name: 'Flamer', skill: null, abilities: ab(TORRENT), ...extra });
const EXTRA: Parameters<typeof ab>[0] = { kind: 'extra-attacks' };
/** Hits on 6s only and wounds on 6s only (S1 against T12): many attacks, few dice after them to enumerate. */
const longOdds = (extra: Partial<Parameters<typeof weapon>[0]> = {}) => weapon({ name: 'Long shot', skill: 6, strength: 1, ...extra });
const t12 = squad(6, 1, 7, { toughness: 12 });
/** No attack hits (an unmodified 7+ required): the enumeration pays only for the attack dice, whose count is what is checked. */
const NO_HITS = { hitOnlyOnUnmodified: 7 } as const;

const cases: Case[] = [
  // 1.6 attacks
  { name: 'attacks +1 on D3 attacks', firing: one(longOdds({ attacks: dice('D3') })), defender: t12, modifiers: { attacks: 1, ...NO_HITS } },
  { name: 'attacks −2 on D3 attacks: every copy still makes 1 (or 2 on a 3)', firing: one(flamer({ attacks: dice('D3') }), 2), defender: squad(4, 1, 7), modifiers: { attacks: -2 } },
  { name: 'attacks −2 with [BLAST] against five models: the bonus is added before the floor', firing: one(flamer({ attacks: dice('D3'), abilities: ab(TORRENT, { kind: 'blast', x: 1 }) })), defender: squad(5, 1, 7), modifiers: { attacks: -2 } },
  // the floor holds: which of two equally bad dice is re-rolled matters, and the first is (docs/rules.md §10)
  { name: 'attacks −4, Command Re-roll of an attack die: D3 and a [RAPID FIRE D3] die per copy', firing: one(longOdds({ attacks: dice('D3'), abilities: ab({ kind: 'rapid-fire', x: dice('D3') }) }), 2), defender: t12, conditions: { halfRange: true }, modifiers: { attacks: -4, ...NO_HITS }, commandReroll: { roll: 'attacks' } },
  { name: 'attacks +1, Command Re-roll of an attack die', firing: one(longOdds({ attacks: dice('D3') })), defender: t12, modifiers: { attacks: 1, ...NO_HITS }, commandReroll: { roll: 'attacks' } },
  { name: 'attacks +1 on an [EXTRA ATTACKS] weapon (10e: unmodified) beside another', firing: [{ weapon: longOdds({ name: 'Claws', type: 'melee', abilities: ab(EXTRA) }), count: 1 }, { weapon: longOdds({ name: 'Sword', type: 'melee' }), count: 1 }], defender: t12, conditions: { phase: 'melee' }, modifiers: { attacks: 1, ...NO_HITS } },
  // 3.1a strength and toughness
  { name: 'strength +1: S4 against T4 wounds on 3+', firing: one(weapon({ name: 'Rifle', skill: 3 }), 2), defender: squad(3, 1, 7), modifiers: { strength: 1 } },
  { name: 'strength −5 is S1 against T2 (5+); toughness −5 is T1', firing: one(weapon({ name: 'Rifle', skill: 3 }), 2), defender: squad(3, 1, 7, { toughness: 2 }), modifiers: { strength: -5, toughness: -5 } },
  { name: 'toughness +1 on a weapon, and the 11e Toughness once the bodyguard is destroyed', firing: [{ weapon: flamer({ strength: 4, damage: dice('2') }), count: 1 }, { weapon: flamer({ name: 'Rifle', strength: 4 }), count: 2, modifiers: { toughness: 1 } }], defender: unit('Led', [models({ name: 'Grot', count: 1, wounds: 1, toughness: 2, save: 7 }), models({ name: 'Boss', wounds: 2, toughness: 8, save: 7, character: true, leader: true })]) },
  // 3.7 wound modifiers that hold only for the Strength against the Toughness
  { name: 'wound −1 if S > T: an S4 rifle meets it against T3, an S3 one does not', firing: [{ weapon: flamer({ name: 'Rifle', strength: 4 }), count: 2 }, { weapon: flamer({ name: 'Pistol', strength: 3 }), count: 2 }], defender: squad(4, 1, 7, { toughness: 3 }), modifiers: { woundByStrength: [{ than: 'greater', wound: -1 }] } },
  { name: 'wound −1 if S > T after +1 Strength (S5 against T4), capped with another −1 to wound', firing: one(flamer({ strength: 4 }), 3), defender: squad(3, 1, 7), modifiers: { strength: 1, wound: -1, woundByStrength: [{ than: 'greater', wound: -1 }] } },
  { name: 'wound +1 if S ≤ T and −1 if S ≥ T: S4 against T4 meets both', firing: one(flamer({ strength: 4 }), 3), defender: squad(3, 1, 7), modifiers: { woundByStrength: [{ than: 'at-most', wound: 1 }, { than: 'at-least', wound: -1 }] } },
  { name: 'wound +1 if S < T, re-rolling failed wounds, on the weapon only', firing: [{ weapon: flamer({ strength: 3 }), count: 2, modifiers: { woundByStrength: [{ than: 'less', wound: 1 }] } }], defender: squad(3, 1, 7, { toughness: 5 }), modifiers: { rerollWounds: 'failed' } },
  { name: 'wound −1 if S > T and the 11e Toughness of the moment: T2 bodyguard, then a T8 leader', firing: [{ weapon: flamer({ strength: 4, damage: dice('2') }), count: 1 }, { weapon: flamer({ name: 'Rifle', strength: 4 }), count: 2 }], defender: unit('Led', [models({ name: 'Grot', count: 1, wounds: 1, toughness: 2, save: 7 }), models({ name: 'Boss', wounds: 2, toughness: 8, save: 7, character: true, leader: true })]), modifiers: { woundByStrength: [{ than: 'greater', wound: -1 }] } },
  // 4.7 the AP of a critical wound improved: its own save lane, after the weapon's other wounding attacks
  { name: 'critical wounds AP +1: AP −1 rifles against Sv 4+, a 6 to wound saves on 6+', firing: one(flamer({ ap: -1 }), 2), defender: squad(3, 1, 4), modifiers: { critWoundAp: 1 }, sideTrack: true },
  { name: 'critical wounds AP +1 with [ANTI-INFANTRY 4+], and a 5++ that AP never touches', slow: true, firing: one(flamer({ ap: -1, abilities: ab(TORRENT, { kind: 'anti', keyword: 'INFANTRY', threshold: 4 }) }), 3), defender: squad(3, 1, 3, { invuln: 5 }), modifiers: { critWoundAp: 2 } },
  { name: 'critical wounds AP +1: [LETHAL HITS] automatic wounds are not critical wounds (10e; 11e best)', slow: true, firing: one(weapon({ name: 'Rifle', skill: 4, abilities: ab(LETHAL) }), 2), defender: squad(3, 1, 3), modifiers: { critWoundAp: 1, critHit: 5 }, sideTrack: true },
  { name: 'critical wounds AP +1 with [DEVASTATING WOUNDS]: they make no save at all', firing: one(flamer({ ap: -1, abilities: ab(TORRENT, DEV) }), 3), defender: squad(2, 2, 4), modifiers: { critWoundAp: 1 } },
  { name: 'critical wounds AP +1 at AP 0 against Sv 3+ in 10e cover (their AP −1 meets the cover), re-rolling failed saves', slow: true, firing: one(flamer(), 2), defender: squad(3, 1, 3), conditions: { cover: true }, modifiers: { critWoundAp: 1, rerollSaves: 'failed' } },
  { name: 'critical wounds AP +1 on the weapon only, AP worsened by 1: an AP −1 weapon is AP 0, its critical wounds AP −1', firing: [{ weapon: flamer({ ap: -1 }), count: 2, modifiers: { critWoundAp: 1 } }, { weapon: flamer({ name: 'Pistol' }), count: 1 }], defender: squad(3, 1, 4), modifiers: { ap: -1 } },
  { name: 'critical wounds AP +1 that changes nothing: AP 0 worsened by 1', slow: true, firing: one(flamer(), 3), defender: squad(3, 1, 5), modifiers: { ap: -1, critWoundAp: 1 } },
  { name: 'critical wounds AP +1, 11e sorted saves across groups that save different faces (D2 against W1 and W2)', firing: one(flamer({ ap: -1, damage: dice('2') }), 3), defender: ledSquad({ save: 4 }, { save: 3 }), modifiers: { critWoundAp: 1, critWound: 5 } },
  { name: 'critical wounds AP +2 against a bodyguard and a 4++ leader, Command Re-roll of a Damage die', slow: true, firing: one(flamer({ ap: -1, damage: dice('D3') }), 2), defender: ledSquad({ save: 3 }, { save: 2, invuln: 4 }), modifiers: { critWoundAp: 2, critWound: 5 }, commandReroll: { roll: 'damage' } },
  { name: 'critical wounds AP +1 with a Command Re-roll of a wound die', slow: true, firing: one(flamer({ ap: -1 }), 2), defender: squad(3, 1, 4), modifiers: { critWoundAp: 1 }, commandReroll: { roll: 'wound' } },
  { name: 'critical wounds AP +1 with a Command Re-roll of a save carried from the other attacks to them', firing: one(flamer({ ap: -1, damage: dice('2') }), 2), defender: squad(2, 2, 4), modifiers: { critWoundAp: 1, critWound: 5 }, commandReroll: { roll: 'save' } },
  { name: 'critical wounds AP +1, a save Command Re-roll against a bodyguard and leader that save alike', slow: true, firing: one(flamer({ ap: -1, damage: dice('2') }), 2), defender: ledSquad({ save: 3 }, { save: 3 }), modifiers: { critWoundAp: 1, critWound: 5 }, commandReroll: { roll: 'save' } },
  { name: 'critical wounds at AP −3 (set): AP 0 rifles against Sv 3+, their critical wounds save on 6+', firing: one(flamer({ attacks: dice('2') })), defender: squad(3, 1, 3), modifiers: { critWoundApSet: -3 }, sideTrack: true },
  { name: 'critical wounds at AP −3 (set), then AP +1 and critical wounds AP +1: −5 against −1, a 4++ beside', slow: true, firing: one(flamer(), 2), defender: squad(3, 1, 2, { invuln: 4 }), modifiers: { critWoundApSet: -3, ap: 1, critWoundAp: 1 } },
  { name: 'critical wounds at AP −1 (set) on an AP −2 weapon: the set AP is worse', slow: true, firing: one(flamer({ ap: -2 }), 2), defender: squad(3, 1, 3), modifiers: { critWoundApSet: -1 } },
  { name: 'critical wounds at AP −3 (set) on the weapon, 11e sorted across groups', firing: [{ weapon: flamer({ damage: dice('2') }), count: 2, modifiers: { critWoundApSet: -3 } }], defender: ledSquad({ save: 4 }, { save: 2 }), modifiers: { critWound: 5 } },
  // §10a one die changed to an unmodified 6
  { name: 'a hit die changed to a 6: BS 4+ with [LETHAL HITS]', firing: one(weapon({ name: 'Rifle', skill: 4, abilities: ab(LETHAL) }), 2), defender: squad(3, 1, 7), changeToSix: { roll: 'hit' } },
  { name: 'a hit die changed to a 6: BS 4+ with [SUSTAINED HITS 1] and [LETHAL HITS]', slow: true, firing: one(weapon({ name: 'Rifle', skill: 4, abilities: ab(sustained('1'), LETHAL) }), 2), defender: squad(4, 1, 7), changeToSix: { roll: 'hit' } },
  { name: 'a hit die changed to a 6, against the first group too', slow: true, firing: one(weapon({ name: 'Rifle', skill: 4, abilities: ab(sustained('1')) })), defender: squad(2, 1, 5), changeToSix: { roll: 'hit' }, sideTrack: true },
  { name: 'a hit die changed to a 6 after re-rolling failed hits (a re-rolled die may be changed)', slow: true, firing: one(weapon({ name: 'Rifle', skill: 5 })), defender: squad(3, 1, 7, { toughness: 8 }), modifiers: { rerollHits: 'failed' }, changeToSix: { roll: 'hit' } },
  { name: 'a hit die changed to a 6 when firing Overwatch (snap shots hit on a 6)', firing: one(weapon({ name: 'Rifle', skill: 3 }), 2), defender: squad(3, 1, 7), conditions: { overwatch: true }, changeToSix: { roll: 'hit' } },
  { name: 'a hit die changed to a 6 on a [TORRENT] weapon changes nothing', firing: one(flamer(), 2), defender: squad(3, 1, 6), changeToSix: { roll: 'hit' } },
  { name: 'a wound die changed to a 6: [DEVASTATING WOUNDS] against a 2-W model, Lethal Hits automatic wounds are no wound rolls', firing: one(weapon({ name: 'Needle', skill: 3, strength: 3, abilities: ab(DEV, LETHAL) }), 2), defender: squad(2, 2, 4), changeToSix: { roll: 'wound' }, sideTrack: true },
  { name: 'a wound die changed to a 6 of the second weapon, a Command Re-roll of a hit die of the first', slow: true, firing: [{ weapon: weapon({ name: 'Rifle', skill: 4, strength: 8 }), count: 1 }, { weapon: flamer({ name: 'Burner', strength: 2 }), count: 2 }], defender: squad(3, 1, 7), changeToSix: { roll: 'wound', weapon: 1 }, commandReroll: { roll: 'hit' } },
  { name: 'a wound die changed to a 6 of the second weapon, a Command Re-roll of a wound die of the first', slow: true, firing: [{ weapon: flamer({ name: 'Pistol', strength: 3 }), count: 1 }, { weapon: flamer({ name: 'Burner', strength: 2 }), count: 2 }], defender: squad(3, 1, 7), changeToSix: { roll: 'wound', weapon: 1 }, commandReroll: { roll: 'wound' } },
  { name: 'a wound die changed to a 6 whose critical wound saves at a better AP, 11e sorted across groups', firing: one(flamer({ strength: 3, ap: -1, damage: dice('2') }), 2), defender: ledSquad({ save: 4 }, { save: 3 }), modifiers: { critWoundAp: 1, rerollWounds: 'ones' }, changeToSix: { roll: 'wound' } },
  // 2.5a, 3.4a every successful hit (wound) roll is a critical one
  { name: 'every successful hit critical: BS 4+ and −1 to hit with [SUSTAINED HITS 1] and [LETHAL HITS]', firing: one(weapon({ name: 'Rifle', skill: 4, abilities: ab(sustained('1'), LETHAL) })), defender: squad(3, 1, 6), modifiers: { successfulHitsCritical: true, hit: -1 } },
  { name: 'every successful hit critical, re-rolling non-criticals: only failures are re-rolled', firing: one(weapon({ name: 'Rifle', skill: 4, abilities: ab(LETHAL) }), 2), defender: squad(3, 1, 5), modifiers: { successfulHitsCritical: true, rerollHits: 'noncrit' } },
  { name: 'every successful hit critical in Overwatch (snap shots on 6)', firing: one(weapon({ name: 'Rifle', skill: 3, abilities: ab(LETHAL) }), 2), defender: squad(2, 1, 6), conditions: { overwatch: true }, modifiers: { successfulHitsCritical: true } },
  { name: 'every successful hit critical: [TORRENT] makes no hit roll, so no critical hits', firing: one(flamer({ abilities: ab(TORRENT, LETHAL) }), 2), defender: squad(3, 1, 6), modifiers: { successfulHitsCritical: true } },
  { name: 'every successful wound critical with [DEVASTATING WOUNDS] and +1 to wound', firing: one(flamer({ abilities: ab(TORRENT, DEV) }), 3), defender: squad(3, 1, 4, { toughness: 5 }), modifiers: { successfulWoundsCritical: true, wound: 1 } },
  { name: 'every successful wound critical, AP +1 on a Critical Wound; [LETHAL HITS] wounds are not critical', firing: one(weapon({ name: 'Rifle', skill: 4, ap: -1, abilities: ab(LETHAL) }), 2), defender: squad(3, 1, 4), modifiers: { successfulWoundsCritical: true, critWoundAp: 1 } },
  { name: 'every successful wound critical on the weapon only, beside another', firing: [{ weapon: flamer({ abilities: ab(TORRENT, DEV) }), count: 2, modifiers: { successfulWoundsCritical: true } }, { weapon: flamer({ name: 'Pistol', abilities: ab(TORRENT, DEV) }), count: 1 }], defender: squad(3, 1, 5) },
  // 3.6 an unmodified wound roll of X+ required
  { name: 'an unmodified 4+ required to wound, +1 to wound, re-rolling failures', firing: one(weapon({ name: 'Rifle', skill: 3, strength: 8 })), defender: squad(3, 1, 7), modifiers: { woundOnlyOnUnmodified: 4, wound: 1, rerollWounds: 'failed' } },
  { name: 'an unmodified 4+ required to wound beats [ANTI-INFANTRY 2+]; Lethal Hits still wound', firing: one(weapon({ name: 'Needle', skill: 3, abilities: ab({ kind: 'anti', keyword: 'INFANTRY', threshold: 2 }, DEV, LETHAL) }), 2), defender: squad(3, 2, 7), modifiers: { woundOnlyOnUnmodified: 4, lethal: 'auto' } },
  { name: 'an unmodified 5+ required to wound with a Command Re-roll of a wound die', firing: one(flamer({ strength: 8 }), 2), defender: squad(3, 1, 7), modifiers: { woundOnlyOnUnmodified: 5 }, commandReroll: { roll: 'wound' } },
  // 5.6 Damage re-rolls
  { name: 'Damage re-roll of 1s on D3', firing: one(flamer({ strength: 8, damage: dice('D3') }), 2), defender: squad(2, 3, 7), modifiers: { rerollDamage: 'ones' } },
  { name: 'Damage re-roll of any roll: D6 halved (a 3 is as good as a fresh roll) with Melta 1', firing: one(flamer({ strength: 8, damage: dice('D6'), abilities: ab(TORRENT, { kind: 'melta', x: 1 }) })), defender: unit('Walker', [models({ name: 'Walker', wounds: 6, save: 7 })], { halveDamage: true }), conditions: { halfRange: true }, modifiers: { rerollDamage: 'any' } },
  { name: 'Damage re-roll of any roll: D3 − 1 Damage makes a 2 worth re-rolling', firing: one(flamer({ strength: 8, damage: dice('D3') }), 2), defender: unit('Squad', [models({ name: 'Trooper', count: 2, wounds: 3 })], { damageReduction: 1 }), modifiers: { rerollDamage: 'any' } },
  { name: 'Damage re-roll of any roll: 2D3 with Devastating Wounds', firing: one(flamer({ strength: 8, damage: dice('2D3'), abilities: ab(TORRENT, DEV) })), defender: squad(1, 3, 4), modifiers: { rerollDamage: 'any' }, sideTrack: true },
  { name: 'Damage re-roll of any roll: D6 with Devastating Wounds and Feel No Pain', slow: true, firing: one(flamer({ strength: 8, damage: dice('D6'), abilities: ab(TORRENT, DEV) })), defender: squad(1, 2, 4, { feelNoPain: 5 }), modifiers: { rerollDamage: 'any' } },
  { name: 'Damage re-roll of 1s and a Command Re-roll of a Damage die (D3+1)', firing: one(flamer({ strength: 8, damage: dice('D3+1') }), 2), defender: squad(2, 4, 7), modifiers: { rerollDamage: 'ones' }, commandReroll: { roll: 'damage' } },
  { name: 'Damage re-roll of any roll and a Command Re-roll of a Damage die (2D3)', firing: one(flamer({ strength: 8, damage: dice('2D3') })), defender: squad(2, 4, 7), modifiers: { rerollDamage: 'any' }, commandReroll: { roll: 'damage' } },
  { name: 'Damage re-roll of any roll with a Command Re-roll, 11e sorted saves across groups', firing: one(flamer({ strength: 8, damage: dice('D3') }), 2), defender: ledSquad({ save: 6 }, { save: 3, wounds: 3 }), modifiers: { rerollDamage: 'any' }, commandReroll: { roll: 'damage' } },
  { name: 'a Damage re-roll on a weapon with fixed Damage changes nothing; ones on the scenario, any on the weapon', firing: [{ weapon: flamer({ strength: 8, damage: dice('2') }), count: 1 }, { weapon: flamer({ name: 'Cannon', strength: 8, damage: dice('D3') }), count: 1, modifiers: { rerollDamage: 'any' } }], defender: squad(2, 3, 7), modifiers: { rerollDamage: 'ones' } },
  // 4.3 invulnerable saves against ranged or melee attacks only
  { name: 'a 4++ against ranged attacks beside a 5++: the better against a ranged AP −3 rifle', firing: one(flamer({ ap: -3 }), 3), defender: squad(3, 1, 3, { invuln: 5, invulnRanged: 4, invulnMelee: 6 }) },
  { name: 'a 4++ against melee attacks only: a melee AP −3 blade meets it, Sv 3+ otherwise', firing: one(flamer({ name: 'Blade', type: 'melee', ap: -3 }), 3), defender: squad(3, 1, 3, { invulnMelee: 4, invulnRanged: 2 }), conditions: { phase: 'melee' } },
  { name: '11e: groups alike but for a ranged-only 4++ save different faces (sorted saves)', firing: one(flamer({ ap: -2 }), 3), defender: ledSquad({ save: 3 }, { save: 3, invulnRanged: 4, invulnMelee: 2 }) },
  { name: 'ranged-only and melee-only saves with 10e cover and a save re-roll', firing: one(flamer({ ap: -1 }), 2), defender: squad(3, 1, 4, { invulnRanged: 5, invulnMelee: 3 }), conditions: { cover: true }, modifiers: { rerollSaves: 'failed' } },
  // 5.3 Feel No Pain against mortal wounds, against psychic attacks
  { name: 'Feel No Pain 4+ against mortal wounds beside a 6+: Devastating Wounds meet the 4+', firing: one(flamer({ strength: 8, damage: dice('2'), abilities: ab(TORRENT, DEV) })), defender: squad(1, 2, 4, { feelNoPain: 6, feelNoPainMortal: 4 }), sideTrack: true },
  { name: 'Feel No Pain 5+ against psychic attacks: all the damage of a [PSYCHIC] weapon, its mortal wounds too', firing: one(flamer({ strength: 8, abilities: ab(TORRENT, DEV, { kind: 'psychic' }) })), defender: squad(3, 1, 4, { feelNoPainPsychic: 5, feelNoPainMortal: 6 }), sideTrack: true },
  { name: 'Feel No Pain 5+ against psychic attacks, two [PSYCHIC] attacks', firing: one(flamer({ strength: 8, abilities: ab(TORRENT, DEV, { kind: 'psychic' }) }), 2), defender: squad(3, 1, 4, { feelNoPainPsychic: 5, feelNoPainMortal: 6 }) },
  { name: 'Feel No Pain against psychic attacks does nothing against a weapon without [PSYCHIC]', firing: one(flamer({ strength: 8, abilities: ab(TORRENT, DEV) }), 2), defender: squad(3, 1, 4, { feelNoPainPsychic: 2, feelNoPainMortal: 5 }) },
  { name: 'Feel No Pain against mortal wounds: a mortal-wound source, 10e Devastating Wounds of two weapons', firing: [{ weapon: flamer({ abilities: ab(TORRENT, DEV) }), count: 1 }, { weapon: flamer({ name: 'Smite', abilities: ab(TORRENT, DEV, { kind: 'psychic' }) }), count: 1 }], defender: squad(2, 2, 7, { feelNoPainMortal: 5, feelNoPainPsychic: 3 }), mortalSources: [{ name: 'Grenade', dice: 1, successOn: 4, perSuccess: dice('1') }] },
  { name: 'Feel No Pain against mortal wounds on the attacker\'s own models: [HAZARDOUS]', firing: one(flamer({ strength: 1, abilities: ab(TORRENT, { kind: 'hazardous' }) })), defender: squad(1, 3, 7, { toughness: 12 }), self: unit('Veterans', [models({ name: 'Vet', count: 2, wounds: 2, save: 4, feelNoPain: 6, feelNoPainMortal: 4 })]) },
];

/** The quick tier leaves the slow cases to the thorough one, which runs them all. */
function inThisTier(list: readonly Case[]): readonly Case[] {
  return THOROUGH ? list : list.filter((c) => c.slow !== true);
}

describe.each(['10e', '11e'] as const)('%s: engine knobs = brute-force enumeration', (edition) => {
  it.each(inThisTier(cases).map((c) => [c.name, c] as const))('%s', (_, c) => check(c, edition));
});

describe('a die changed to an unmodified 6 (docs/rules.md §10a) with a Command Re-roll of the same weapon', () => {
  it.each(['hit', 'wound'] as const)('a Command Re-roll of a %s die and a hit die changed to a 6 on one weapon are refused, naming the simulator', (roll) => {
    const scenario: Scenario = {
      attacker: { name: 'Attacker', firing: one(weapon({ name: 'Rifle', skill: 4 }), 2) },
      defender: squad(3, 1, 7),
      conditions: { phase: 'shooting' },
      commandReroll: { roll },
      changeToSix: { roll: 'hit' },
    };
    expect(() => resolveAttack(scenario, EDITIONS['10e'])).toThrow(/Rifle: a Command Re-roll .* unmodified 6 .*mathhammer simulate/);
  });
});

describe('critical wounds at a better AP (docs/rules.md 4.7) with a save Command Re-roll and 11e sorted saves', () => {
  const scenario: Scenario = {
    attacker: { name: 'Attacker', firing: one(flamer({ ap: -1 }), 2) },
    defender: ledSquad({ save: 4 }, { save: 3 }),
    conditions: { phase: 'shooting' },
    modifiers: { critWoundAp: 1 },
    commandReroll: { roll: 'save' },
  };
  it('resolveAttack refuses it in 11e, naming the simulator; 10e computes it', () => {
    expect(() => resolveAttack(scenario, EDITIONS['11e'])).toThrow(/Command Re-roll of a save .*mathhammer simulate/);
    expect(resolveAttack(scenario, EDITIONS['10e']).woundsLost.mean).toBeGreaterThan(0);
  });
});
