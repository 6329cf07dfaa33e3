/**
 * The fast engine against the exhaustive exact enumeration of the independent reference resolver
 * (test/support/enumerate.ts): every pmf entry of every reported distribution agrees to ≤ 1e-12.
 * Cases are small because the enumerator plays every dice path. Here: every story, every Command Re-roll,
 * and every sixth case of the characteristics grid (the whole grid: brute-force-grid.thorough.test.ts).
 * Cases marked `slow` (seconds of enumeration each) run in `npm run test:thorough` only.
 */
import { describe, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import type { CommandReroll, Weapon } from '../../src/rules/index.js';
import { THOROUGH } from '../support/thorough.js';
import { ab, check, DEV, grid, LETHAL, ledSquad, one, PRECISION, squad, sustained, TORRENT, type Case } from './brute-force-cases.js';

const stories: Case[] = [
  { name: 'first-group fields: bolters vs two 2-W models', firing: one(weapon({ name: 'Bolter', damage: dice('D3') })), defender: squad(2, 2, 4), sideTrack: true },
  { name: 'Sustained Hits 2 + Lethal Hits, policy auto', firing: one(weapon({ name: 'Blade', skill: 4, abilities: ab(sustained('2'), LETHAL) })), defender: squad(3, 1, 7), modifiers: { lethal: 'auto' } },
  { name: 'Sustained Hits D3', slow: true, firing: one(weapon({ name: 'Blade', skill: 4, abilities: ab(sustained('D3')) })), defender: squad(3, 1, 5) },
  { name: 'Lethal + Devastating, policy auto', firing: one(weapon({ name: 'Blade', skill: 3, damage: dice('2'), abilities: ab(LETHAL, DEV) }), 2), defender: squad(3, 2, 3), modifiers: { lethal: 'auto' } },
  { name: 'Lethal + Devastating, policy roll', firing: one(weapon({ name: 'Blade', skill: 3, damage: dice('2'), abilities: ab(LETHAL, DEV) }), 2), defender: squad(3, 2, 3), modifiers: { lethal: 'roll' } },
  { name: 'Lethal + Devastating, policy best', slow: true, firing: one(weapon({ name: 'Blade', skill: 3, damage: dice('2'), abilities: ab(LETHAL, DEV) }), 2), defender: squad(3, 2, 3), modifiers: { lethal: 'best' }, sideTrack: true },
  { name: 'Sustained + Lethal + Devastating, crits on 5+', firing: one(weapon({ name: 'Blade', skill: 4, abilities: ab(sustained('1'), LETHAL, DEV) })), defender: squad(3, 1, 3), modifiers: { critHit: 5 } },
  { name: 'crits on 5+ with re-rolls of ones', firing: one(weapon({ name: 'Rifle', skill: 4, abilities: ab(sustained('1')) })), defender: squad(3, 1, 6), modifiers: { critHit: 5, rerollHits: 'ones' } },
  { name: 'crits on 5+ with re-rolls of failures', firing: one(weapon({ name: 'Rifle', skill: 4, abilities: ab(LETHAL) }), 2), defender: squad(3, 1, 6), modifiers: { critHit: 5, rerollHits: 'failed', lethal: 'auto' } },
  { name: 'fishing for critical hits', slow: true, firing: one(weapon({ name: 'Rifle', skill: 3, abilities: ab(sustained('2')) })), defender: squad(3, 1, 7), modifiers: { rerollHits: 'noncrit' } },
  { name: 'wound re-rolls: ones and fishing', firing: one(weapon({ name: 'Rifle', skill: null, abilities: ab(TORRENT, DEV) }), 2), defender: squad(3, 1, 3), modifiers: { rerollWounds: 'noncrit' } },
  { name: 'twin-linked', firing: one(weapon({ name: 'Twin gun', skill: null, strength: 3, abilities: ab(TORRENT, { kind: 'twin-linked' }) }), 2), defender: squad(3, 1, 5) },
  { name: 'anti-infantry 4+ with −1 to wound', firing: one(weapon({ name: 'Needle', skill: 3, strength: 2, abilities: ab({ kind: 'anti', keyword: 'INFANTRY', threshold: 4 }, DEV) }), 2), defender: squad(3, 1, 3), modifiers: { wound: -1 } },
  { name: 'anti-vehicle vs infantry does nothing; +1 to wound', firing: one(weapon({ name: 'Haywire', skill: 3, abilities: ab({ kind: 'anti', keyword: 'VEHICLE', threshold: 2 }) }), 2), defender: squad(3, 1, 4), modifiers: { wound: 1 } },
  { name: 'save re-rolls', slow: true, firing: one(weapon({ name: 'Rifle', skill: null, abilities: ab(TORRENT) }), 3), defender: squad(3, 1, 4, { invuln: 5 }), modifiers: { rerollSaves: 'failed' } },
  { name: 'Feel No Pain per point with D3', firing: one(weapon({ name: 'Cannon', skill: null, strength: 8, damage: dice('D3'), abilities: ab(TORRENT) })), defender: squad(2, 2, 7, { feelNoPain: 5 }) },
  { name: 'damage reduction and halving with melta at half range', firing: one(weapon({ name: 'Melta', skill: null, strength: 9, ap: -4, damage: dice('D6'), abilities: ab(TORRENT, { kind: 'melta', x: 2 }) })), defender: unit('Walker', [models({ name: 'Walker', wounds: 6, toughness: 9, save: 3 })], { damageReduction: 1, halveDamage: true }), conditions: { halfRange: true } },
  { name: 'random attacks (D3)', firing: one(weapon({ name: 'Launcher', attacks: dice('D3'), skill: null, abilities: ab(TORRENT) })), defender: squad(3, 1, 4) },
  { name: 'blast against five models', firing: one(weapon({ name: 'Launcher', skill: null, abilities: ab(TORRENT, { kind: 'blast', x: 1 }) })), defender: squad(5, 1, 4) },
  { name: 'rapid fire D3 at half range (A 0 keeps the enumeration small)', firing: one(weapon({ name: 'Rifle', attacks: dice('0'), skill: null, strength: 8, abilities: ab(TORRENT, { kind: 'rapid-fire', x: dice('D3') }) })), defender: squad(3, 1, 7), conditions: { halfRange: true } },
  { name: 'cover, heavy and stationary', firing: one(weapon({ name: 'Cannon', skill: 4, abilities: ab({ kind: 'heavy' }) }), 2), defender: squad(3, 1, 4), conditions: { cover: true, stationary: true } },
  { name: 'cover against Sv 3+ and AP 0', firing: one(weapon({ name: 'Bolter', skill: 3 }), 2), defender: squad(3, 1, 3), conditions: { cover: true } },
  { name: 'ignores cover, Stealth', firing: one(weapon({ name: 'Flamer', skill: 4, abilities: ab({ kind: 'ignores-cover' }) }), 2), defender: unit('Rangers', [models({ name: 'Ranger', count: 3, save: 5 })], { stealth: true }), conditions: { cover: true } },
  { name: 'Stealth alone', firing: one(weapon({ name: 'Rifle', skill: 3 }), 2), defender: unit('Rangers', [models({ name: 'Ranger', count: 3, save: 5 })], { stealth: true }) },
  { name: 'indirect fire', slow: true, firing: one(weapon({ name: 'Mortar', skill: 3, abilities: ab({ kind: 'indirect-fire' }) }), 2), defender: squad(3, 1, 5), conditions: { indirect: true }, modifiers: { rerollHits: 'failed', critHit: 5 } },
  { name: 'indirect fire, stationary and spotted', firing: one(weapon({ name: 'Mortar', skill: 4, abilities: ab({ kind: 'indirect-fire' }) }), 2), defender: squad(3, 1, 5), conditions: { indirect: true, stationary: true, indirectSpotted: true } },
  { name: 'Overwatch with re-rolls of 1s and a lowered critical threshold', firing: one(weapon({ name: 'Rifle', skill: 4, abilities: ab(sustained('1'), LETHAL) }), 2), defender: squad(3, 1, 5), conditions: { overwatch: true }, modifiers: { rerollHits: 'ones', critHit: 5, lethal: 'auto' } },
  { name: '[HEAVY] having moved at most 3" (11e +1), with indirect fire at a spotted target', firing: one(weapon({ name: 'Cannon', skill: 4, abilities: ab({ kind: 'heavy' }, { kind: 'indirect-fire' }) }), 2), defender: squad(3, 1, 5), conditions: { movedAtMost3: true, indirect: true, indirectSpotted: true } },
  // One attack: 10e re-rolls make the enumeration of two too long.
  { name: 'Overwatch with +1 to hit and re-rolls', firing: one(weapon({ name: 'Rifle', skill: 2, abilities: ab(sustained('1')) })), defender: squad(3, 1, 7), conditions: { overwatch: true }, modifiers: { hit: 1, rerollHits: 'failed', snapShotOn: 5 } },
  { name: 'BS changes and 11e BS limits', firing: one(weapon({ name: 'Rifle', skill: 5 }), 2), defender: squad(3, 1, 6), conditions: { cover: true }, modifiers: { bs: -2, hit: 1 } },
  { name: 'psychic ignores harmful modifiers', firing: one(weapon({ name: 'Smite', skill: 3, abilities: ab({ kind: 'psychic' }) }), 2), defender: squad(3, 1, 6), conditions: { cover: true }, modifiers: { hit: -1, bs: -1 } },
  { name: 'an unmodified 5+ required to hit', firing: one(weapon({ name: 'Rifle', skill: 3 }), 2), defender: squad(3, 1, 6), modifiers: { hitOnlyOnUnmodified: 5 } },
  { name: 'lance after charging', firing: one(weapon({ name: 'Lance', type: 'melee', skill: 4, strength: 4, abilities: ab({ kind: 'lance' }) }), 2), defender: unit('Ogryn', [models({ name: 'Ogryn', count: 2, toughness: 5, save: 6 })]), conditions: { phase: 'melee', charged: true } },
  { name: 'AP improved and worsened, save bonus', firing: one(weapon({ name: 'Rifle', skill: null, ap: -1, abilities: ab(TORRENT) }), 3), defender: squad(3, 1, 4), modifiers: { ap: -2, save: 2 } },
  { name: 'mixed groups with Precision', slow: true, firing: one(weapon({ name: 'Sniper', skill: null, damage: dice('D3'), abilities: ab(TORRENT, PRECISION) }), 2), defender: ledSquad({}, { invuln: 4 }), sideTrack: true },
  { name: 'mixed groups, saves resolved lowest first (11e 05.04)', firing: one(weapon({ name: 'Rifle', skill: null, abilities: ab(TORRENT) }), 3), defender: ledSquad({ save: 6 }, { save: 2, wounds: 1 }) },
  { name: 'mixed groups, non-character groups in profile order', firing: one(weapon({ name: 'Rifle', skill: null, ap: -1, abilities: ab(TORRENT) }), 3), defender: unit('Mixed', [models({ name: 'Heavy', count: 1, wounds: 2, save: 3 }), models({ name: 'Light', count: 2, save: 6 })]) },
  { name: '11e save re-rolls are judged against the group current when the dice are rolled', firing: [{ weapon: weapon({ name: 'Flamer', skill: null, strength: 8, abilities: ab(TORRENT) }), count: 1 }, { weapon: weapon({ name: 'Rifle', skill: null, strength: 8, abilities: ab(TORRENT) }), count: 1 }], defender: unit('Led', [models({ name: 'Grunt', save: 7 }), models({ name: 'Boss', wounds: 2, save: 2, character: true, leader: true }), models({ name: 'Mek', wounds: 2, save: 6, character: true, leader: true })]), modifiers: { rerollSaves: 'failed' } },
  { name: 'mixed groups with Feel No Pain and Devastating Wounds', firing: one(weapon({ name: 'Blade', skill: null, damage: dice('2'), abilities: ab(TORRENT, DEV, PRECISION) }), 2), defender: ledSquad({ wounds: 2, feelNoPain: 6 }, { save: 2 }) },
  { name: '11e Toughness changes once the bodyguard is destroyed', firing: [{ weapon: weapon({ name: 'Flamer', skill: null, strength: 4, damage: dice('2'), abilities: ab(TORRENT) }), count: 1 }, { weapon: weapon({ name: 'Rifle', skill: null, strength: 4, abilities: ab(TORRENT) }), count: 2 }], defender: unit('Led', [models({ name: 'Grot', count: 1, wounds: 1, toughness: 2, save: 7 }), models({ name: 'Boss', wounds: 2, toughness: 8, save: 7, character: true, leader: true })]) },
  { name: 'Devastating Wounds from two weapons (10e after all attacks)', firing: [{ weapon: weapon({ name: 'Dev gun', skill: null, damage: dice('2'), abilities: ab(TORRENT, DEV) }), count: 1 }, { weapon: weapon({ name: 'Dev rifle', skill: null, abilities: ab(TORRENT, DEV) }), count: 1 }, { weapon: weapon({ name: 'Bolter', skill: null, abilities: ab(TORRENT) }), count: 1 }], defender: squad(2, 2, 4) },
  { name: 'hazardous with the attacker known', firing: one(weapon({ name: 'Plasma', skill: null, abilities: ab(TORRENT, { kind: 'hazardous' }) }), 2), defender: squad(1, 3, 7), self: unit('Veterans', [models({ name: 'Vet', count: 2, wounds: 2, save: 4 })]) },
  { name: 'hazardous on a vehicle', firing: one(weapon({ name: 'Plasma', skill: null, abilities: ab(TORRENT, { kind: 'hazardous' }) })), defender: squad(1, 3, 7), self: unit('Tank', [models({ name: 'Tank', wounds: 4, save: 3, feelNoPain: 6, keywords: ['VEHICLE'] })], { keywords: ['VEHICLE'] }) },
];

// Command Re-roll (docs/rules.md §10): one die of the chosen roll, picked the way a good player would.
const commandRerolls: Case[] = [
  { name: 'Command Re-roll: attacks (D3)', firing: one(weapon({ name: 'Launcher', attacks: dice('D3'), skill: null, abilities: ab(TORRENT) })), defender: squad(6, 1, 7), commandReroll: { roll: 'attacks' } },
  { name: 'Command Re-roll: attacks of the second weapon', slow: true, firing: [{ weapon: weapon({ name: 'Idle gun (A 0 keeps the enumeration small)', attacks: dice('0'), skill: null, abilities: ab(TORRENT) }), count: 1 }, { weapon: weapon({ name: 'Flamer', attacks: dice('D3'), skill: null, strength: 8, abilities: ab(TORRENT) }), count: 1 }], defender: squad(6, 1, 7), commandReroll: { roll: 'attacks', weapon: 1 } },
  { name: 'Command Re-roll: one hit die', firing: one(weapon({ name: 'Rifle', skill: 4 }), 2), defender: squad(3, 1, 7), commandReroll: { roll: 'hit' } },
  { name: 'Command Re-roll: hit die with re-rolls of ones, Sustained + Lethal', slow: true, firing: one(weapon({ name: 'Blade', skill: 4, abilities: ab(sustained('1'), LETHAL) }), 2), defender: squad(3, 1, 7), modifiers: { rerollHits: 'ones', lethal: 'auto' }, commandReroll: { roll: 'hit' } },
  // 10e Overwatch allows it (with the policy's re-rolls first); 11e snap shooting forbids both (issue 14 point 1).
  { name: 'Command Re-roll in Overwatch (10e re-rolls, 11e none)', firing: one(weapon({ name: 'Rifle', skill: 3 }), 2), defender: squad(3, 1, 7), conditions: { overwatch: true }, commandReroll: { roll: 'hit' } },
  { name: 'Command Re-roll in Overwatch after re-rolls of 1s', firing: one(weapon({ name: 'Rifle', skill: 3, abilities: ab(sustained('1')) })), defender: squad(3, 1, 7), conditions: { overwatch: true }, modifiers: { rerollHits: 'ones' }, commandReroll: { roll: 'hit' } },
  { name: 'Command Re-roll: one wound die, Devastating Wounds', firing: one(weapon({ name: 'Rifle', skill: null, damage: dice('2'), abilities: ab(TORRENT, DEV) }), 2), defender: squad(3, 2, 4), commandReroll: { roll: 'wound' }, sideTrack: true },
  { name: 'Command Re-roll: one save', slow: true, firing: one(weapon({ name: 'Rifle', skill: null, abilities: ab(TORRENT) }), 3), defender: squad(3, 1, 4, { invuln: 5 }), commandReroll: { roll: 'save' } },
  { name: 'Command Re-roll: one save, mixed groups with Precision', firing: one(weapon({ name: 'Sniper', skill: null, strength: 8, abilities: ab(TORRENT, PRECISION) }), 2), defender: ledSquad({ save: 4 }, { save: 4 }), commandReroll: { roll: 'save' }, modifiers: { rerollSaves: 'ones' } },
  { name: 'Command Re-roll: one Damage roll (D3)', firing: one(weapon({ name: 'Cannon', skill: null, strength: 8, damage: dice('D3'), abilities: ab(TORRENT) }), 2), defender: squad(2, 3, 4), commandReroll: { roll: 'damage' } },
  { name: 'Command Re-roll: one Damage die of 2D3', firing: one(weapon({ name: 'Cannon', skill: null, strength: 8, damage: dice('2D3'), abilities: ab(TORRENT) })), defender: squad(2, 4, 5), commandReroll: { roll: 'damage' } },
  { name: 'Command Re-roll: one Damage roll with Feel No Pain', firing: one(weapon({ name: 'Cannon', skill: null, strength: 8, damage: dice('D3'), abilities: ab(TORRENT) })), defender: squad(2, 2, 5, { feelNoPain: 5 }), commandReroll: { roll: 'damage' } },
  { name: 'Command Re-roll: one Damage roll, 11e sorted saves across groups', firing: one(weapon({ name: 'Cannon', skill: null, strength: 8, damage: dice('D3'), abilities: ab(TORRENT) }), 2), defender: ledSquad({ save: 6 }, { save: 3, wounds: 3 }), commandReroll: { roll: 'damage' } },
  ...sortedSaveRerolls(),
];

/**
 * 11e: a save Command Re-roll where the groups save different faces, so the batch is sorted (docs/rules.md
 * §10: the lowest die that fails against the current group and was not re-rolled). 10e runs them too.
 */
function sortedSaveRerolls(): Case[] {
  const save: CommandReroll = { roll: 'save' };
  const rifle = (extra: Partial<Weapon> = {}) => weapon({ name: 'Rifle', skill: null, abilities: ab(TORRENT), ...extra });
  return [
    { name: 'save: bodyguard Sv 3+ at AP −2 and a 4++ leader', firing: one(rifle({ ap: -2 }), 3), defender: ledSquad({ save: 3 }, { invuln: 4 }), commandReroll: save },
    { name: 'save: re-rolls of ones by policy, then the Command Re-roll', slow: true, firing: one(rifle({ ap: -2 }), 3), defender: ledSquad({ save: 3 }, { invuln: 4 }), modifiers: { rerollSaves: 'ones' }, commandReroll: save },
    { name: 'save: re-rolls of failures leave nothing to re-roll', slow: true, firing: one(rifle({ ap: -1 }), 3), defender: ledSquad({ save: 3 }, { save: 2, wounds: 1 }), modifiers: { rerollSaves: 'failed' }, commandReroll: save },
    { name: 'save: mixed Sv groups (W2 Sv 3+, two Sv 6+)', slow: true, firing: one(rifle({ ap: -1 }), 3), defender: unit('Mixed', [models({ name: 'Heavy', count: 1, wounds: 2, save: 3 }), models({ name: 'Light', count: 2, save: 6 })]), commandReroll: save },
    { name: 'save: Damage 2 against a Feel No Pain 5+ bodyguard', slow: true, firing: one(rifle({ strength: 8, ap: -2, damage: dice('2') }), 2), defender: ledSquad({ count: 1, save: 3, feelNoPain: 5 }, { invuln: 4 }), commandReroll: save },
    { name: 'save: Damage 2 and Devastating Wounds', firing: one(rifle({ damage: dice('2'), abilities: ab(TORRENT, DEV) }), 3), defender: ledSquad({ save: 5, wounds: 2 }, { save: 2, wounds: 3 }), commandReroll: save },
    { name: 'save: Precision against the leader first', slow: true, firing: one(rifle({ ap: -1, damage: dice('D3'), abilities: ab(TORRENT, PRECISION) }), 3), defender: ledSquad({ save: 3 }, { save: 4, invuln: 5, wounds: 3 }), commandReroll: save },
    {
      name: 'save: of the second weapon, judged against the group current after the first',
      firing: [{ weapon: rifle({ name: 'Flamer', strength: 8 }), count: 1 }, { weapon: rifle({ strength: 8 }), count: 2 }],
      defender: unit('Led', [models({ name: 'Grunt', save: 7 }), models({ name: 'Boss', wounds: 2, save: 2, character: true, leader: true }), models({ name: 'Mek', wounds: 2, save: 5, character: true, leader: true })]),
      commandReroll: { roll: 'save', weapon: 1 },
      slow: true,
    },
  ];
}

/** The quick tier leaves the slow cases to the thorough one, which runs them all. */
function inThisTier(cases: readonly Case[]): readonly Case[] {
  return THOROUGH ? cases : cases.filter((c) => c.slow !== true);
}

describe.each(['10e', '11e'] as const)('%s: Command Re-roll = brute-force enumeration', (edition) => {
  it.each(inThisTier(commandRerolls).map((c) => [c.name, c] as const))('%s', (_, c) => check(c, edition));
});

describe.each(['10e', '11e'] as const)('%s: engine = brute-force enumeration', (edition) => {
  it.each(grid.filter((_, i) => i % 6 === 0).map((c) => [c.name, c] as const))('grid: %s', (_, c) => check(c, edition));
  it.each(inThisTier(stories.filter((c) => !c.editions || c.editions.includes(edition))).map((c) => [c.name, c] as const))('%s', (_, c) => check(c, edition));
});
