/**
 * Every named effect on a small case: the engine on the scenario the effect produced agrees with the
 * brute-force enumeration of the reference resolver (≤ 1e-12), and the effect changed the result (so an
 * effect that silently does nothing fails).
 */
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { EFFECTS, applyEffects, type EffectEntry, type Situation } from '../../src/effects/index.js';
import {
  EDITIONS,
  resolveAttack,
  type AttackResult,
  type Conditions,
  type DefenderUnit,
  type EditionId,
  type FiringGroup,
  type Scenario,
  type Summary,
} from '../../src/rules/index.js';
import { expectAgreement } from '../support/agreement.js';
import { enumerateExact } from '../support/enumerate.js';

/** Any difference in what the attack does: a distribution entry or a stage mean. */
function differs(a: AttackResult, b: AttackResult): boolean {
  const pmfDiffers = (x: Summary, y: Summary): boolean =>
    Math.max(x.pmf.length, y.pmf.length) > 0 &&
    Array.from({ length: Math.max(x.pmf.length, y.pmf.length) }, (_, k) => Math.abs((x.pmf[k] ?? 0) - (y.pmf[k] ?? 0))).some((d) => d > 1e-9);
  if (a.weapons.length !== b.weapons.length) return true;
  if (pmfDiffers(a.woundsLost, b.woundsLost)) return true;
  return a.weapons.some((w, i) => (['hits', 'criticalHits', 'wounds', 'unsavedWounds', 'damage'] as const).some((k) => pmfDiffers(w[k], b.weapons[i]![k])));
}

type Case = {
  readonly firing: readonly FiringGroup[];
  readonly defender: DefenderUnit;
  readonly conditions?: Partial<Conditions>;
  readonly situation?: Situation;
  readonly attackerKeywords?: readonly string[];
  readonly editions?: readonly EditionId[];
};

const one = (overrides: Parameters<typeof weapon>[0], count = 2): FiringGroup[] => [{ weapon: weapon(overrides), count }];
const troopers = (save = 4, extra: Partial<DefenderUnit> = {}, wounds = 1): DefenderUnit =>
  unit('Troopers', [models({ name: 'Trooper', count: 2, wounds, toughness: 4, save })], extra);
const keyworded = (keywords: string[], save = 4, wounds = 1): DefenderUnit => troopers(save, { keywords }, wounds);

const TAU = ["T'AU EMPIRE", 'INFANTRY'];
const FIRE_WARRIORS = ["T'AU EMPIRE", 'INFANTRY', 'FIRE WARRIOR', 'MARKERLIGHT', 'STRIKE TEAM'];
const blade = (overrides: Partial<Parameters<typeof weapon>[0]> = {}) => one({ name: 'Blade', type: 'melee', skill: 4, ...overrides });

/** One small case per catalogue entry, in which every supported part of the effect applies. */
const CASES: Record<string, Case> = {
  'fire-overwatch': { firing: one({ name: 'Rifle', skill: 3 }), defender: troopers() },
  smokescreen: { firing: one({ name: 'Rifle', skill: 3 }), defender: keyworded(['INFANTRY', 'SMOKE']), editions: ['11e'] },
  'for-the-greater-good': {
    firing: one({ name: 'Rifle', skill: 4 }),
    defender: troopers(),
    conditions: { cover: true },
    situation: { guided: true, marked: true },
    attackerKeywords: TAU,
  },
  'suppression-volley': { firing: one({ name: 'Rifle', skill: 3 }), defender: troopers(), attackerKeywords: ['INFANTRY'] },
  'ds8-support-turret': {
    // A 0 keeps the enumeration small: the turret's two twin-linked attacks are the whole attack.
    firing: one({ name: 'Pulse rifle', attacks: dice('0'), skill: 4, strength: 5 }, 1),
    defender: troopers(7),
    conditions: { stationary: true },
    attackerKeywords: FIRE_WARRIORS,
  },
  'guided-fire': { firing: one({ name: 'Rifle', skill: 4, strength: 3 }), defender: troopers(), situation: { nearKroot: true }, attackerKeywords: TAU },
  'a-tempting-trap': { firing: one({ name: 'Rifle', skill: 3 }), defender: troopers(), situation: { round: 3, trapObjective: true }, attackerKeywords: TAU },
  'coordinate-to-engage': {
    firing: one({ name: 'Rifle', skill: 4 }),
    defender: troopers(),
    conditions: { cover: true },
    situation: { observer: true },
    attackerKeywords: FIRE_WARRIORS,
  },
  'point-blank-ambush': { firing: one({ name: 'Rifle', skill: 3 }), defender: troopers(4), situation: { round: 4, within9: true }, attackerKeywords: TAU },
  'pinpoint-counter-offensive': { firing: one({ name: 'Rifle', skill: 4 }, 1), defender: troopers(), attackerKeywords: TAU },
  'combat-debarkation': { firing: one({ name: 'Rifle', skill: 3 }, 1), defender: troopers(), situation: { closest: true }, attackerKeywords: TAU },
  'focused-fire': { firing: one({ name: 'Rifle', skill: 3 }), defender: troopers(4), situation: { round: 2 }, attackerKeywords: TAU },
  'counterfire-defence-systems': {
    firing: one({ name: 'Cannon', skill: 3, strength: 8, damage: dice('2') }),
    defender: keyworded(["T’AU EMPIRE", 'INFANTRY'], 5, 2),
  },
  'responsive-volley': { firing: one({ name: 'Rifle', skill: 6 }), defender: troopers(), situation: { beyondHatchway: true }, attackerKeywords: FIRE_WARRIORS },
  'pulse-barrage': { firing: one({ name: 'Rifle', skill: 3 }), defender: troopers(), conditions: { overwatch: true }, attackerKeywords: FIRE_WARRIORS },
  'firing-line': { firing: one({ name: 'Rifle', skill: 3 }), defender: troopers(), attackerKeywords: FIRE_WARRIORS },
  // Guided vs Spotted in cover: [SUSTAINED HITS 1], and the cover's worse BS (11e) is ignored.
  'patient-hunter': { firing: one({ name: 'Rifle', skill: 4 }, 1), defender: troopers(7), situation: { round: 5, guided: true }, conditions: { cover: true }, attackerKeywords: TAU },
  'killing-blow': { firing: one({ name: 'Rifle', skill: 4, strength: 3 }), defender: troopers(), situation: { round: 1, guided: true }, attackerKeywords: TAU },
  'markerlight-precision': { firing: one({ name: 'Rifle', skill: 4 }, 1), defender: troopers(7), attackerKeywords: FIRE_WARRIORS },
  'connoisseurs-of-pain': { firing: one({ name: 'Rifle', skill: 3, ap: -1 }), defender: keyworded(['DRUKHARI', 'INFANTRY'], 4) },
  'taken-alive': { firing: blade(), defender: troopers(), conditions: { phase: 'melee' }, attackerKeywords: ['DRUKHARI'] },
  'fighting-shadows': { firing: one({ name: 'Rifle', skill: 3 }), defender: keyworded(['DRUKHARI', 'INFANTRY']) },
  'murderers-circus': { firing: blade({ skill: 3 }), defender: keyworded(['HARLEQUINS', 'INFANTRY']), conditions: { phase: 'melee' } },
  'instinctive-spite': {
    firing: one({ name: 'Rifle', skill: 4 }),
    defender: troopers(),
    situation: { targetBelowHalf: true, painToken: true },
    attackerKeywords: ['DRUKHARI'],
  },
  'dark-harvest': { firing: blade({ strength: 3 }), defender: troopers(), conditions: { phase: 'melee' }, attackerKeywords: ['DRUKHARI'] },
  'malicious-frenzy-lethal-hits': { firing: one({ name: 'Rifle', skill: 4, strength: 3 }), defender: troopers(), attackerKeywords: ['HARLEQUINS'] },
  'malicious-frenzy-sustained-hits': { firing: one({ name: 'Rifle', skill: 4 }, 1), defender: troopers(7), attackerKeywords: ['DRUKHARI'] },
  'deadly-debut': {
    firing: blade({ strength: 3 }),
    defender: troopers(4),
    conditions: { phase: 'melee', charged: true },
    attackerKeywords: ['DRUKHARI', 'WYCHES'],
  },
  'night-shield': { firing: one({ name: 'Lance', skill: 3, strength: 8, ap: -3 }), defender: keyworded(['DRUKHARI', 'VEHICLE'], 3) },
  'callous-competition': { firing: one({ name: 'Rifle', skill: 4 }, 1), defender: troopers(), situation: { losingWager: true }, attackerKeywords: ['DRUKHARI'] },
  'hallucinogen-grenades': { firing: one({ name: 'Rifle', skill: 3 }), defender: keyworded(['AELDARI', 'INFANTRY']) },
  'integrated-tactics': { firing: one({ name: 'Rifle', skill: 4 }), defender: troopers(), situation: { overlappingFire: true }, attackerKeywords: ['GENESTEALER CULTS'] },
  'symbiotic-destruction': { firing: one({ name: 'Rifle', skill: 3 }), defender: troopers(), attackerKeywords: ['ASTRA MILITARUM'] },
  'born-soldiers': { firing: one({ name: 'Lasgun', skill: 4, strength: 3 }), defender: troopers(), attackerKeywords: ['REGIMENT'] },
  'fields-of-fire': { firing: one({ name: 'Rifle', skill: 3 }), defender: troopers(4), attackerKeywords: ['SQUADRON'] },
  'command-re-roll': { firing: one({ name: 'Rifle', skill: 4 }), defender: troopers(), situation: { commandReroll: 'hit' } },
};

/** Command Re-roll on the other rolls it can pick a die of. */
const COMMAND_REROLLS: readonly (readonly [string, Case])[] = [
  ['wound', { firing: one({ name: 'Rifle', skill: 3, strength: 3 }, 1), defender: troopers(), situation: { commandReroll: 'wound' } }],
  ['save', { firing: one({ name: 'Rifle', skill: 3 }), defender: troopers(3), situation: { commandReroll: 'save' } }],
  ['damage', { firing: one({ name: 'Cannon', skill: 3, damage: dice('D3') }, 1), defender: troopers(7, {}, 3), situation: { commandReroll: 'damage' } }],
  ['attacks', { firing: one({ name: 'Flamer', attacks: dice('D3'), skill: null, strength: 8, abilities: [{ kind: 'torrent' }] }, 1), defender: troopers(7), situation: { commandReroll: 'attacks' } }],
];

function scenarioOf(c: Case): Scenario {
  return { attacker: { name: 'Attacker', firing: c.firing }, defender: c.defender, conditions: { phase: 'shooting', ...c.conditions } };
}

function entry(id: string): EffectEntry {
  const found = EFFECTS.find((e) => e.id === id);
  if (found === undefined) throw new Error(`no effect ${id}`);
  return found;
}

describe('the effects catalogue and its brute-force cases', () => {
  it('has one case per effect, and ids are unique', () => {
    const ids = EFFECTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(CASES).sort()).toEqual([...ids].sort());
  });
});

const runs = [...Object.entries(CASES), ...COMMAND_REROLLS.map(([roll, c]) => [`command-re-roll`, c, roll] as const)].flatMap(([id, c, roll]) =>
  (c.editions ?? entry(id).editions).map((edition) => [`${edition}: ${entry(id).name}${roll === undefined ? '' : ` (${roll})`}`, id, edition, c] as const),
);

describe('every effect: engine = brute force on the changed scenario, and the effect changes the result', () => {
  it.each(runs)('%s', (_title, id, edition, c) => {
    const base = scenarioOf(c);
    const outcome = applyEffects(base, [entry(id)], { edition, situation: c.situation ?? {}, attackerKeywords: c.attackerKeywords ?? [] });
    expect(outcome.notes.filter((n) => n.includes('not applied') || n.includes('not supported'))).toEqual([]);
    expect(outcome.applied.map((a) => a.entry.id)).toEqual([id]);
    const rules = EDITIONS[edition];
    const engine = resolveAttack(outcome.scenario, rules);
    expectAgreement(engine, enumerateExact(outcome.scenario, rules, { sideTrack: false, maxPaths: 400_000 }).float, false);
    expect(differs(engine, resolveAttack(base, rules)), 'the effect changed nothing').toBe(true);
  });
});
