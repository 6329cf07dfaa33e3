/**
 * A grid of realistic attacks for the exact-vs-simulated agreement test (monte-carlo-grid.thorough.test.ts):
 * between them every weapon ability, every condition and modifier, mixed defenders with leaders,
 * [PRECISION], Feel No Pain, damage reduction and halving, 11e sorted saves over groups that save
 * different faces, 11e Toughness changing between weapons, [HAZARDOUS] on a known attacker and
 * mortal-wound sources before and after the attacks.
 */
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import type { DefenderUnit, Scenario, WeaponAbility } from '../../src/rules/index.js';

export type GridCase = { readonly name: string; readonly scenario: Scenario };

const a = {
  assault: { kind: 'assault' },
  heavy: { kind: 'heavy' },
  pistol: { kind: 'pistol' },
  torrent: { kind: 'torrent' },
  lethal: { kind: 'lethal-hits' },
  devastating: { kind: 'devastating-wounds' },
  twin: { kind: 'twin-linked' },
  lance: { kind: 'lance' },
  ignoresCover: { kind: 'ignores-cover' },
  indirect: { kind: 'indirect-fire' },
  precision: { kind: 'precision' },
  hazardous: { kind: 'hazardous' },
  extra: { kind: 'extra-attacks' },
  psychic: { kind: 'psychic' },
  sustained: (x: string): WeaponAbility => ({ kind: 'sustained-hits', x: dice(x) }),
  rapidFire: (x: string): WeaponAbility => ({ kind: 'rapid-fire', x: dice(x) }),
  blast: (x = 1): WeaponAbility => ({ kind: 'blast', x }),
  melta: (x: number): WeaponAbility => ({ kind: 'melta', x }),
  anti: (keyword: string, threshold: number): WeaponAbility => ({ kind: 'anti', keyword, threshold }),
} as const satisfies Record<string, WeaponAbility | ((...args: never[]) => WeaponAbility)>;

const guardsmen = (n: number): DefenderUnit => unit(`${n} Guardsmen`, [models({ name: 'Guardsman', count: n, toughness: 3, save: 5 })]);

const intercessorsWithCaptain = unit('5 Intercessors led by a Captain', [
  models({ name: 'Intercessor', count: 5, wounds: 2, toughness: 4, save: 3 }),
  models({ name: 'Captain', wounds: 5, toughness: 4, save: 3, invuln: 4, feelNoPain: 5, character: true, leader: true }),
]);

const guardWithCommissar = unit('10 Guardsmen led by a Commissar', [
  models({ name: 'Guardsman', count: 10, toughness: 3, save: 5 }),
  models({ name: 'Commissar', wounds: 3, toughness: 3, save: 4, invuln: 5, character: true, leader: true }),
]);

const terminatorsWithCaptain = unit('4 Terminators led by a Terminator Captain', [
  models({ name: 'Terminator', count: 4, wounds: 3, toughness: 5, save: 2, invuln: 4, keywords: ['INFANTRY', 'TERMINATOR'] }),
  models({ name: 'Terminator Captain', wounds: 6, toughness: 5, save: 2, invuln: 4, character: true, leader: true, keywords: ['INFANTRY', 'CHARACTER'] }),
]);

/** Bodyguard T3 and leaders T4: in 11e the Toughness rises once the bodyguard is gone (05.02.01). */
const gretchinWithTwoLeaders = unit('8 T3 grots led by two T4 characters', [
  models({ name: 'Grot', count: 8, toughness: 3, save: 7 }),
  models({ name: 'Runtherd', wounds: 3, toughness: 4, save: 5, character: true, leader: true }),
  models({ name: 'Painboy', wounds: 4, toughness: 4, save: 5, feelNoPain: 5, character: true, leader: true }),
]);

const knight = unit('Knight', [models({ name: 'Knight', wounds: 22, toughness: 12, save: 3, invuln: 5 })], { keywords: ['VEHICLE', 'TITANIC'] });

const shooting = { phase: 'shooting' } as const;

export const GRID: readonly GridCase[] = [
  {
    name: '10 bolt rifles (assault, heavy) stationary vs 10 Guardsmen',
    scenario: {
      attacker: { name: 'Intercessors', firing: [{ weapon: weapon({ name: 'Bolt rifle', attacks: dice('2'), ap: -1, abilities: [a.assault, a.heavy] }), count: 10 }] },
      defender: guardsmen(10),
      conditions: { ...shooting, stationary: true },
    },
  },
  {
    name: '3 heavy bolters (sustained 1) vs Intercessors + Captain (4++, FNP 5+): 11e sorts saves over two groups',
    scenario: {
      attacker: { name: 'Devastators', firing: [{ weapon: weapon({ name: 'Heavy bolter', attacks: dice('3'), strength: 5, ap: -1, damage: dice('2'), abilities: [a.sustained('1'), a.heavy] }), count: 3 }] },
      defender: intercessorsWithCaptain,
      conditions: shooting,
    },
  },
  {
    name: '5 sniper rifles (precision, devastating, heavy) vs Guardsmen + Commissar',
    scenario: {
      attacker: { name: 'Snipers', firing: [{ weapon: weapon({ name: 'Sniper rifle', skill: 2, strength: 5, ap: -2, damage: dice('3'), abilities: [a.precision, a.devastating, a.heavy] }), count: 5 }] },
      defender: guardWithCommissar,
      conditions: { ...shooting, stationary: true },
    },
  },
  {
    name: '4 plasma guns (rapid fire 1, hazardous) at half range vs Terminators + Captain, hazard on a known squad',
    scenario: {
      attacker: {
        name: 'Plasma squad',
        firing: [{ weapon: weapon({ name: 'Plasma gun', strength: 8, ap: -3, damage: dice('2'), abilities: [a.rapidFire('1'), a.hazardous] }), count: 4 }],
        self: unit('Plasma squad', [models({ name: 'Veteran', count: 4, wounds: 2, save: 3 }), models({ name: 'Sergeant', wounds: 2, save: 3, feelNoPain: 6 })]),
      },
      defender: terminatorsWithCaptain,
      conditions: { ...shooting, halfRange: true },
    },
  },
  {
    name: '2 meltas (melta 2) and a lascannon at half range vs a vehicle with -1 Damage',
    scenario: {
      attacker: {
        name: 'Attack bikes',
        firing: [
          { weapon: weapon({ name: 'Multi-melta', skill: 4, strength: 9, ap: -4, damage: dice('D6'), abilities: [a.melta(2)] }), count: 2 },
          { weapon: weapon({ name: 'Lascannon', strength: 12, ap: -3, damage: dice('D6+1') }), count: 1 },
        ],
      },
      defender: unit('Rhino', [models({ name: 'Rhino', wounds: 10, toughness: 9, save: 3 })], { keywords: ['VEHICLE'], damageReduction: 1 }),
      conditions: { ...shooting, halfRange: true },
    },
  },
  {
    name: '3 meltas (melta 2) at half range vs a monster that halves Damage (edition order differs)',
    scenario: {
      attacker: { name: 'Fire Dragons', firing: [{ weapon: weapon({ name: 'Dragon fusion gun', skill: 3, strength: 9, ap: -4, damage: dice('D6'), abilities: [a.melta(2), a.assault] }), count: 3 }] },
      defender: unit('Carnifex', [models({ name: 'Carnifex', wounds: 8, toughness: 9, save: 2, feelNoPain: 6 })], { keywords: ['MONSTER'], halveDamage: true }),
      conditions: { ...shooting, halfRange: true },
    },
  },
  {
    name: '2 flamers (torrent D6, ignores cover) vs 20 Guardsmen in cover',
    scenario: {
      attacker: { name: 'Flamers', firing: [{ weapon: weapon({ name: 'Flamer', attacks: dice('D6'), skill: null, strength: 4, abilities: [a.torrent, a.ignoresCover] }), count: 2 }] },
      defender: guardsmen(20),
      conditions: { ...shooting, cover: true },
    },
  },
  {
    name: 'anti-infantry 4+ devastating wounds vs Terminators + Captain',
    scenario: {
      attacker: { name: 'Vanguard', firing: [{ weapon: weapon({ name: 'Grav rifle', attacks: dice('2'), strength: 5, ap: -1, damage: dice('2'), abilities: [a.anti('INFANTRY', 4), a.devastating] }), count: 5 }] },
      defender: terminatorsWithCaptain,
      conditions: shooting,
    },
  },
  {
    name: 'twin-linked lethal hits (11e: best) vs a T9 monster',
    scenario: {
      attacker: { name: 'Crisis', firing: [{ weapon: weapon({ name: 'Twin cannon', attacks: dice('4'), strength: 6, ap: -1, damage: dice('2'), abilities: [a.twin, a.lethal] }), count: 3 }] },
      defender: unit('Monster', [models({ name: 'Monster', wounds: 12, toughness: 9, save: 3 })], { keywords: ['MONSTER'] }),
      conditions: shooting,
    },
  },
  {
    name: 'frag missiles (D6, blast) vs 20 Guardsmen',
    scenario: {
      attacker: { name: 'Missiles', firing: [{ weapon: weapon({ name: 'Frag missile', attacks: dice('D6'), strength: 4, abilities: [a.blast()] }), count: 2 }] },
      defender: guardsmen(20),
      conditions: shooting,
    },
  },
  {
    name: 'mortars (indirect, blast) stationary at a spotted target',
    scenario: {
      attacker: { name: 'Mortar team', firing: [{ weapon: weapon({ name: 'Mortar', attacks: dice('D6'), skill: 4, strength: 5, abilities: [a.indirect, a.blast(), a.heavy] }), count: 3 }] },
      defender: guardsmen(10),
      conditions: { ...shooting, indirect: true, indirectSpotted: true, stationary: true },
    },
  },
  {
    name: 'overwatch: 10 pulse rifles snap shooting on 5+ (Pulse Barrage)',
    scenario: {
      attacker: { name: 'Strike Team', firing: [{ weapon: weapon({ name: 'Pulse rifle', skill: 4, strength: 5, abilities: [a.rapidFire('1')] }), count: 10 }] },
      defender: unit('Assault Intercessors', [models({ name: 'Assault Intercessor', count: 5, wounds: 2, save: 3 })]),
      conditions: { ...shooting, overwatch: true, halfRange: true },
      modifiers: { snapShotOn: 5 },
    },
  },
  // Issue 14 point 1: 10e Overwatch re-rolls failed hits and takes a Command Re-roll; 11e snap shooting does neither.
  {
    name: 'overwatch: 10 pulse rifles re-rolling failed hits, with a Command Re-roll of a hit',
    scenario: {
      attacker: { name: 'Strike Team', firing: [{ weapon: weapon({ name: 'Pulse rifle', skill: 4, strength: 5, abilities: [a.rapidFire('1')] }), count: 10 }] },
      defender: unit('Assault Intercessors', [models({ name: 'Assault Intercessor', count: 5, wounds: 2, save: 3 })]),
      conditions: { ...shooting, overwatch: true, halfRange: true },
      modifiers: { rerollHits: 'failed' },
      commandReroll: { roll: 'hit' },
    },
  },
  // Issue 14 point 3: 11e [HEAVY] after moving at most 3", the indirect 1–5 band kept (not stationary).
  {
    name: 'mortars (indirect, blast, heavy) having moved 2" at a spotted target',
    scenario: {
      attacker: { name: 'Mortar team', firing: [{ weapon: weapon({ name: 'Mortar', attacks: dice('D6'), skill: 4, strength: 5, abilities: [a.indirect, a.blast(), a.heavy] }), count: 3 }] },
      defender: guardsmen(10),
      conditions: { ...shooting, indirect: true, indirectSpotted: true, movedAtMost3: true },
    },
  },
  {
    name: 'melee: hunting lances (lance) on the charge and stomping feet (extra attacks)',
    scenario: {
      attacker: {
        name: 'Mukaali Riders',
        firing: [
          { weapon: weapon({ name: 'Hunting lance', type: 'melee', attacks: dice('3'), strength: 6, ap: -1, damage: dice('2'), abilities: [a.lance] }), count: 3 },
          { weapon: weapon({ name: 'Stomping feet', type: 'melee', attacks: dice('D3'), skill: 4, strength: 5, abilities: [a.extra] }), count: 3 },
        ],
      },
      defender: unit('Outriders', [models({ name: 'Outrider', count: 3, wounds: 4, toughness: 5, save: 3 })], { keywords: ['MOUNTED'] }),
      conditions: { phase: 'melee', charged: true },
    },
  },
  {
    name: 'sustained D3 with critical hits on 5+ and re-rolled non-critical hits',
    scenario: {
      attacker: { name: 'Hive guard', firing: [{ weapon: weapon({ name: 'Spitter', attacks: dice('2'), skill: 4, strength: 5, ap: -1, abilities: [a.sustained('D3')] }), count: 6 }] },
      defender: unit('10 W1 Sv4+', [models({ name: 'Trooper', count: 10, toughness: 4, save: 4 })]),
      conditions: shooting,
      modifiers: { critHit: 5, rerollHits: 'noncrit' },
    },
  },
  {
    name: 're-rolls everywhere: hit 1s, failed wounds, failed saves (defender), FNP 5+',
    scenario: {
      attacker: { name: 'Veterans', firing: [{ weapon: weapon({ name: 'Combi-bolter', attacks: dice('2'), strength: 4, ap: -1, abilities: [a.rapidFire('1')] }), count: 8 }] },
      defender: unit('Deathshroud', [models({ name: 'Deathshroud', count: 3, wounds: 3, toughness: 6, save: 2, invuln: 4, feelNoPain: 5 })]),
      conditions: { ...shooting, halfRange: true },
      modifiers: { rerollHits: 'ones', rerollWounds: 'failed', rerollSaves: 'failed' },
    },
  },
  {
    name: 'stealth and cover against +1 to hit, +1 to wound, AP improved',
    scenario: {
      attacker: { name: 'Marksmen', firing: [{ weapon: weapon({ name: 'Carbine', attacks: dice('2'), skill: 3, strength: 4, ap: 0 }), count: 10 }] },
      defender: unit('Rangers', [models({ name: 'Ranger', count: 10, toughness: 3, save: 4 })], { stealth: true }),
      conditions: { ...shooting, cover: true },
      modifiers: { hit: 1, wound: 1, ap: 1 },
    },
  },
  {
    name: 'three weapons vs T3 grots led by two T4 characters (11e Toughness changes between weapons)',
    scenario: {
      attacker: {
        name: 'Command squad',
        firing: [
          { weapon: weapon({ name: 'Bolter', attacks: dice('2'), strength: 4 }), count: 4 },
          { weapon: weapon({ name: 'Heavy bolter', attacks: dice('3'), strength: 5, ap: -1, damage: dice('2'), abilities: [a.sustained('1')] }), count: 1 },
          { weapon: weapon({ name: 'Plasma', strength: 7, ap: -2, damage: dice('D3'), abilities: [a.devastating] }), count: 2 },
        ],
      },
      defender: gretchinWithTwoLeaders,
      conditions: shooting,
    },
  },
  {
    name: 'precision and devastating vs grots led by two characters',
    scenario: {
      attacker: { name: 'Vindicare', firing: [{ weapon: weapon({ name: 'Exitus rifle', attacks: dice('2'), skill: 2, strength: 5, ap: -3, damage: dice('D3+1'), abilities: [a.precision, a.devastating] }), count: 2 }] },
      defender: gretchinWithTwoLeaders,
      conditions: shooting,
    },
  },
  {
    name: 'psychic weapon at -1 to hit (11e ignores it)',
    scenario: {
      attacker: { name: 'Librarian', firing: [{ weapon: weapon({ name: 'Smite', attacks: dice('D6'), strength: 6, ap: -1, damage: dice('D3'), abilities: [a.psychic] }), count: 1 }] },
      defender: unit('Aspect warriors', [models({ name: 'Aspect warrior', count: 5, toughness: 3, save: 3 })]),
      conditions: shooting,
      modifiers: { hit: -1 },
    },
  },
  {
    name: '40 lasguns at half range (rapid fire 1) vs 30 W1 6+ horde',
    scenario: {
      attacker: { name: 'Infantry', firing: [{ weapon: weapon({ name: 'Lasgun', skill: 4, strength: 3, abilities: [a.rapidFire('1')] }), count: 40 }] },
      defender: unit('Horde', [models({ name: 'Horde model', count: 30, toughness: 3, save: 6 })]),
      conditions: { ...shooting, halfRange: true },
    },
  },
  {
    name: 'D3 damage with critical wounds on 5+ (devastating) vs no save, FNP 6+',
    scenario: {
      attacker: { name: 'Wyches', firing: [{ weapon: weapon({ name: 'Blade', type: 'melee', attacks: dice('3'), skill: 3, strength: 4, ap: -1, damage: dice('D3'), abilities: [a.devastating] }), count: 5 }] },
      defender: unit('Cultists', [models({ name: 'Cultist', count: 10, wounds: 2, toughness: 4, save: 7, feelNoPain: 6 })]),
      conditions: { phase: 'melee' },
      modifiers: { critWound: 5 },
    },
  },
  {
    name: '2D6 damage (D6+D6) vs a Knight',
    scenario: {
      attacker: { name: 'Titan hunters', firing: [{ weapon: weapon({ name: 'Volcano lance', attacks: dice('D3'), strength: 20, ap: -5, damage: dice('2D6') }), count: 2 }] },
      defender: knight,
      conditions: shooting,
    },
  },
  {
    name: 'pistols and an improved BS with a worse save modifier, damage +1',
    scenario: {
      attacker: { name: 'Outlaws', firing: [{ weapon: weapon({ name: 'Pistol', skill: 4, strength: 4, ap: -1, abilities: [a.pistol] }), count: 6 }] },
      defender: unit('Marines', [models({ name: 'Marine', count: 5, wounds: 2, save: 3 })]),
      conditions: shooting,
      modifiers: { bs: 1, save: -1, damage: 1 },
    },
  },
  {
    name: 'unmodified 5+ required to hit (Firing Line) with lethal hits, 11e always take them',
    scenario: {
      attacker: { name: 'Breachers', firing: [{ weapon: weapon({ name: 'Pulse blaster', attacks: dice('2'), skill: 3, strength: 6, ap: -1, abilities: [a.lethal] }), count: 10 }] },
      defender: unit('Terminators', [models({ name: 'Terminator', count: 5, wounds: 3, toughness: 5, save: 2, invuln: 4 })]),
      conditions: shooting,
      modifiers: { hitOnlyOnUnmodified: 5, lethal: 'auto' },
    },
  },
  {
    name: 'the datasheet knobs in melee: +1 A (10e not to [EXTRA ATTACKS]), +1 S, Damage re-roll of any roll vs Terminators + Captain with melee-only saves',
    scenario: {
      attacker: {
        name: 'Bladeguard',
        firing: [
          { weapon: weapon({ name: 'Power sword', type: 'melee', attacks: dice('4'), skill: 3, strength: 5, ap: -2, damage: dice('D3') }), count: 4 },
          { weapon: weapon({ name: 'Mandibles', type: 'melee', attacks: dice('D3'), skill: 4, strength: 4, abilities: [a.extra] }), count: 4 },
        ],
      },
      defender: unit('Terminators + Captain', [
        models({ name: 'Terminator', count: 4, wounds: 3, toughness: 5, save: 2, invulnMelee: 3, invulnRanged: 5, keywords: ['INFANTRY'] }),
        models({ name: 'Captain', wounds: 6, toughness: 5, save: 2, invuln: 4, invulnMelee: 3, feelNoPainPsychic: 4, character: true, leader: true }),
      ]),
      conditions: { phase: 'melee', charged: true },
      modifiers: { attacks: 1, strength: 1, rerollDamage: 'any' },
    },
  },
  {
    name: 'psychic Devastating Wounds with D3 re-rolled on 1s vs a Knight with Feel No Pain against mortal wounds and psychic attacks',
    scenario: {
      attacker: { name: 'Psykers', firing: [{ weapon: weapon({ name: 'Witchfire', attacks: dice('D6'), skill: 3, strength: 10, ap: -2, damage: dice('D3'), abilities: [a.psychic, a.devastating, a.anti('VEHICLE', 4)] }), count: 3, modifiers: { rerollDamage: 'ones' } }] },
      defender: unit('Knight', [models({ name: 'Knight', wounds: 22, toughness: 12, save: 3, invuln: 5, feelNoPainMortal: 5, feelNoPainPsychic: 6 })], { keywords: ['VEHICLE', 'TITANIC'] }),
      conditions: shooting,
      mortalSources: [{ name: 'Grenade', dice: 6, successOn: 4, perSuccess: dice('1') }],
    },
  },
  {
    name: 'D3 mortal wounds on a 4+ after shooting (docs/rules.md §11), behind [PRECISION] Devastating snipers and [BLAST] frag, vs Intercessors led by a Captain',
    scenario: {
      attacker: {
        name: 'Scouts',
        firing: [
          { weapon: weapon({ name: 'Sniper', skill: 3, strength: 5, ap: -2, damage: dice('D3'), abilities: [a.precision, a.devastating] }), count: 3 },
          { weapon: weapon({ name: 'Frag', attacks: dice('D6'), skill: 3, strength: 4, damage: dice('1'), abilities: [a.blast()] }), count: 2 },
        ],
      },
      defender: intercessorsWithCaptain,
      conditions: shooting,
      mortalSources: [
        { name: 'Grenade', dice: 6, successOn: 4, perSuccess: dice('1') },
        { name: 'After shooting', dice: 1, successOn: 4, perSuccess: dice('D3'), timing: 'after' },
      ],
    },
  },
  {
    name: 'attacks −1 and toughness +1 with wounds only on unmodified 4+ vs 8 T3 grots led by two T4 characters (11e Toughness of the moment)',
    scenario: {
      attacker: { name: 'Hunters', firing: [{ weapon: weapon({ name: 'Flechette', attacks: dice('D3'), skill: 3, strength: 3, abilities: [a.anti('INFANTRY', 3), a.devastating] }), count: 10, modifiers: { toughness: 1 } }] },
      defender: gretchinWithTwoLeaders,
      conditions: shooting,
      modifiers: { attacks: -1, woundOnlyOnUnmodified: 4 },
    },
  },
];
