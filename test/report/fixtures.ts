/**
 * Hand-built CalcReports for the renderer tests. The distributions are plausible, not engine output:
 * binomials and small exact sums, each pmf summing to 1, so the goldens never move when the engine does.
 */
import { fixedDice, parseDice, type Dice } from '../../src/prob/dice.js';
import type { ModelGroup, Summary, Weapon, WeaponResult } from '../../src/rules/index.js';
import type { CalcReport } from '../../src/report/index.js';

function dice(text: string): Dice {
  const parsed = parseDice(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

export function binomial(n: number, p: number): number[] {
  const out: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

function constant(n: number): number[] {
  return Array.from({ length: n + 1 }, (_, k) => (k === n ? 1 : 0));
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((pa, i) => b.forEach((pb, j) => (out[i + j] = (out[i + j] ?? 0) + pa * pb)));
  return out;
}

/** The distribution of f(X). */
function mapPmf(pmf: readonly number[], f: (k: number) => number): number[] {
  const out: number[] = [];
  pmf.forEach((p, k) => {
    const j = f(k);
    while (out.length <= j) out.push(0);
    out[j] = (out[j] ?? 0) + p;
  });
  return out;
}

/** Binomial thinning of a random count: each of N trials succeeds with probability p. */
function thin(count: readonly number[], p: number): number[] {
  const out = new Array<number>(count.length).fill(0);
  count.forEach((pn, n) => binomial(n, p).forEach((pk, k) => (out[k] = (out[k] ?? 0) + pn * pk)));
  return out;
}

function tail(pmf: readonly number[], k: number): number {
  return pmf.slice(k).reduce((s, p) => s + p, 0);
}

function summary(pmf: readonly number[]): Summary {
  return { mean: pmf.reduce((s, p, k) => s + p * k, 0), pmf };
}

function weaponResult(
  weapon: string,
  count: number,
  stages: Omit<WeaponResult, 'weapon' | 'count' | 'lethal'>,
  lethal?: 'auto' | 'roll',
): WeaponResult {
  return { weapon, count, ...(lethal === undefined ? {} : { lethal }), ...stages };
}

const ZERO: Summary = summary([1]);

const INTERCESSOR: ModelGroup = {
  name: 'Intercessor',
  count: 5,
  wounds: 2,
  toughness: 4,
  save: 3,
  character: false,
  leader: false,
  keywords: ['INFANTRY', 'IMPERIUM', 'TACTICUS', 'INTERCESSORS'],
};

const PULSE_RIFLE: Weapon = {
  name: 'Pulse rifle',
  type: 'ranged',
  attacks: fixedDice(1),
  skill: 4,
  strength: 5,
  ap: 0,
  damage: fixedDice(1),
  abilities: [{ kind: 'rapid-fire', x: fixedDice(1) }],
};

/** 10 pulse rifles at half range against five Intercessors (10e): 20 shots, 1/9 of them unsaved. */
export function strikeTeamVsMeq(): CalcReport {
  const unsaved = binomial(20, 1 / 9);
  const woundsLost = mapPmf(unsaved, (k) => Math.min(k, 10));
  const slain = mapPmf(woundsLost, (k) => Math.floor(k / 2));
  return {
    rules: '10e',
    phase: 'shooting',
    attacker: { name: 'Strike Team', source: 'strike-team', points: 75, loadout: '10 pulse rifles', models: 10 },
    defender: { name: 'Intercessor Squad', source: 'meq', points: 80, models: 5, groups: [INTERCESSOR] },
    conditions: ['half range'],
    modifiers: {},
    fired: [{ weapon: PULSE_RIFLE, count: 10, carriedBy: ['Shas’la', 'Shas’ui'] }],
    result: {
      edition: '10e',
      weapons: [
        weaponResult('Pulse rifle', 10, {
          attacks: summary(constant(20)),
          hits: summary(binomial(20, 1 / 2)),
          criticalHits: summary(binomial(20, 1 / 6)),
          wounds: summary(binomial(20, 1 / 3)),
          criticalWounds: summary(binomial(20, 1 / 18)),
          unsavedWounds: summary(unsaved),
          mortalWounds: ZERO,
          damage: summary(unsaved),
        }),
      ],
      woundsLost: summary(woundsLost),
      modelsDestroyed: summary(slain),
      modelsDestroyedByGroup: [summary(slain)],
      pWipe: tail(unsaved, 10),
      pBelowHalf: tail(slain, 3),
      pAtOrBelowHalf: tail(slain, 3),
    },
    notes: [],
  };
}

const TERMINATOR: ModelGroup = {
  name: 'Terminator',
  count: 4,
  wounds: 3,
  toughness: 5,
  save: 2,
  invuln: 4,
  character: false,
  leader: false,
  keywords: ['INFANTRY', 'TERMINATOR', 'IMPERIUM'],
};

const TERMINATOR_CAPTAIN: ModelGroup = {
  name: 'Captain in Terminator Armour',
  count: 1,
  wounds: 6,
  toughness: 5,
  save: 2,
  invuln: 4,
  feelNoPain: 6,
  character: true,
  leader: true,
  keywords: ['INFANTRY', 'CHARACTER', 'TERMINATOR', 'CAPTAIN', 'IMPERIUM'],
};

const STERNGUARD_BOLT_RIFLE: Weapon = {
  name: 'Sternguard bolt rifle',
  type: 'ranged',
  attacks: fixedDice(2),
  skill: 3,
  strength: 4,
  ap: -1,
  damage: fixedDice(1),
  abilities: [{ kind: 'assault' }, { kind: 'heavy' }, { kind: 'devastating-wounds' }],
};

const COMBI_WEAPON: Weapon = {
  name: 'Combi-weapon',
  type: 'ranged',
  attacks: fixedDice(1),
  skill: 4,
  strength: 4,
  ap: 0,
  damage: fixedDice(1),
  abilities: [
    { kind: 'anti', keyword: 'INFANTRY', threshold: 4 },
    { kind: 'devastating-wounds' },
    { kind: 'rapid-fire', x: fixedDice(1) },
  ],
};

const PLASMA_PISTOL: Weapon = {
  name: 'Plasma pistol – supercharge',
  type: 'ranged',
  attacks: fixedDice(1),
  skill: 3,
  strength: 8,
  ap: -3,
  damage: fixedDice(2),
  abilities: [{ kind: 'hazardous' }, { kind: 'pistol' }],
};

/** A mixed Sternguard squad against Terminators led by a Captain (11e): three weapons, hazard, notes. */
export function sternguardVsTerminators(): CalcReport {
  const rifleUnsaved = binomial(18, 0.06);
  const rifleMortal = binomial(18, 0.074);
  const combiUnsaved = binomial(2, 0.04);
  const combiMortal = binomial(2, 0.25);
  const pistolUnsaved = binomial(1, 0.19);
  const slain = binomial(5, 0.11);
  const byGroup = [binomial(4, 0.125), binomial(1, 0.03)];
  return {
    rules: '11e',
    phase: 'shooting',
    attacker: {
      name: 'Sternguard Veteran Squad',
      source: 'profiles/sternguard.yaml',
      points: 100,
      loadout: '9 Sternguard bolt rifles, 1 combi-weapon, 1 plasma pistol',
      models: 10,
    },
    defender: {
      name: 'Terminator Squad + Captain in Terminator Armour',
      source: 'profiles/terminators-captain.yaml',
      points: 270,
      models: 5,
      groups: [TERMINATOR, TERMINATOR_CAPTAIN],
    },
    conditions: ['half range', 'remained stationary'],
    modifiers: { rerollHits: 'ones', abilities: [{ kind: 'lethal-hits' }] },
    fired: [
      { weapon: STERNGUARD_BOLT_RIFLE, count: 9, carriedBy: ['Sternguard Veteran'] },
      { weapon: COMBI_WEAPON, count: 1, carriedBy: ['Sternguard Veteran Sergeant'] },
      {
        weapon: PLASMA_PISTOL,
        count: 1,
        carriedBy: ['Sternguard Veteran Sergeant'],
        modifiers: { hit: 1, abilities: [{ kind: 'sustained-hits', x: dice('D3') }] },
      },
    ],
    result: {
      edition: '11e',
      weapons: [
        weaponResult(
          'Sternguard bolt rifle',
          9,
          {
            attacks: summary(constant(18)),
            hits: summary(binomial(18, 0.8)),
            criticalHits: summary(binomial(18, 0.19)),
            wounds: summary(binomial(18, 0.4)),
            criticalWounds: summary(binomial(18, 0.074)),
            unsavedWounds: summary(rifleUnsaved),
            mortalWounds: summary(rifleMortal),
            damage: summary(convolve(rifleUnsaved, rifleMortal)),
          },
          'roll',
        ),
        weaponResult(
          'Combi-weapon',
          1,
          {
            attacks: summary(constant(2)),
            hits: summary(binomial(2, 0.58)),
            criticalHits: summary(binomial(2, 0.19)),
            wounds: summary(binomial(2, 0.39)),
            criticalWounds: summary(binomial(2, 0.25)),
            unsavedWounds: summary(combiUnsaved),
            mortalWounds: summary(combiMortal),
            damage: summary(convolve(combiUnsaved, combiMortal)),
          },
          'roll',
        ),
        weaponResult(
          'Plasma pistol – supercharge',
          1,
          {
            attacks: summary(constant(1)),
            hits: summary([0.1, 0.72, 0.1, 0.08]),
            criticalHits: summary(binomial(1, 0.17)),
            wounds: summary([0.16, 0.74, 0.06, 0.04]),
            criticalWounds: summary(binomial(1, 0.17)),
            unsavedWounds: summary(pistolUnsaved),
            mortalWounds: ZERO,
            damage: summary(mapPmf(pistolUnsaved, (k) => 2 * k)),
          },
          'auto',
        ),
      ],
      woundsLost: summary(binomial(18, 0.1)),
      modelsDestroyed: summary(slain),
      modelsDestroyedByGroup: byGroup.map(summary),
      pWipe: slain[5] ?? 0,
      pBelowHalf: tail(slain, 3),
      pAtOrBelowHalf: tail(slain, 3),
      hazard: {
        failedRolls: summary([2 / 3, 1 / 3]),
        mortalWounds: summary([2 / 3, 1 / 3]),
        modelsLost: summary([0.95, 0.05]),
      },
    },
    notes: [
      '11e [LETHAL HITS] is optional: each weapon shows the choice that deals more expected damage',
      'the Captain in Terminator Armour is a CHARACTER: attacks are allocated to him only after every Terminator is destroyed',
    ],
  };
}

const TERMAGANT: ModelGroup = {
  name: 'Termagant',
  count: 20,
  wounds: 1,
  toughness: 3,
  save: 5,
  character: false,
  leader: false,
  keywords: ['INFANTRY', 'GREAT DEVOURER', 'ENDLESS MULTITUDE', 'TERMAGANTS'],
};

const PYREBLASTER: Weapon = {
  name: 'Pyreblaster',
  type: 'ranged',
  attacks: dice('D6'),
  skill: null,
  strength: 5,
  ap: -1,
  damage: fixedDice(1),
  abilities: [{ kind: 'ignores-cover' }, { kind: 'torrent' }],
};

/** Three pyreblasters into twenty Termagants in cover (10e): 3D6 automatic hits; k = 19 is impossible. */
export function pyreblastersVsTermagants(): CalcReport {
  const d6 = [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6];
  const attacks = convolve(convolve(d6, d6), d6);
  const wounds = thin(attacks, 5 / 6);
  const unsaved = thin(attacks, 25 / 36);
  const slain = [...unsaved, 0, 0];
  return {
    rules: '10e',
    phase: 'shooting',
    attacker: { name: 'Infernus Squad', source: 'infernus', loadout: '3 pyreblasters', models: 5 },
    defender: { name: 'Termagants', source: 'termagants', points: 60, models: 20, groups: [TERMAGANT] },
    conditions: ['cover'],
    modifiers: { wound: 1 },
    fired: [{ weapon: PYREBLASTER, count: 3, carriedBy: ['Infernus Marine'] }],
    result: {
      edition: '10e',
      weapons: [
        weaponResult('Pyreblaster', 3, {
          attacks: summary(attacks),
          hits: summary(attacks),
          criticalHits: ZERO,
          wounds: summary(wounds),
          criticalWounds: summary(thin(attacks, 1 / 6)),
          unsavedWounds: summary(unsaved),
          mortalWounds: ZERO,
          damage: summary(unsaved),
        }),
      ],
      woundsLost: summary(slain),
      modelsDestroyed: summary(slain),
      modelsDestroyedByGroup: [summary(slain)],
      pWipe: 0,
      pBelowHalf: tail(slain, 11),
      pAtOrBelowHalf: tail(slain, 10),
    },
    notes: ['[TORRENT]: every attack hits automatically, so no hit roll modifiers apply'],
  };
}

const CHAOS_LORD: ModelGroup = {
  name: 'Chaos Lord',
  count: 1,
  wounds: 5,
  toughness: 4,
  save: 3,
  invuln: 4,
  character: true,
  leader: false,
  keywords: ['INFANTRY', 'CHARACTER', 'CHAOS', 'CHAOS LORD'],
};

const BOLT_SNIPER_RIFLE: Weapon = {
  name: 'Bolt sniper rifle',
  type: 'ranged',
  attacks: fixedDice(1),
  skill: 3,
  strength: 5,
  ap: -2,
  damage: dice('D3'),
  abilities: [{ kind: 'heavy' }, { kind: 'precision' }, { kind: 'devastating-wounds' }],
};

/**
 * The docs/json.md example: two bolt sniper rifles at a Chaos Lord (10e). Per shot: hit 2/3, wound 2/3;
 * a 6 to wound (1/9 per shot) is D3 mortal wounds; other wounds (1/3 per shot) are saved on 4+ (invuln).
 */
export function eliminatorsVsChaosLord(): CalcReport {
  const d3 = [0, 1 / 3, 1 / 3, 1 / 3];
  const perShotDamage = [13 / 18, ...d3.slice(1).map((p) => (p * 5) / 18)];
  const damage = convolve(perShotDamage, perShotDamage);
  const perShotMortal = [8 / 9, ...d3.slice(1).map((p) => p / 9)];
  const woundsLost = mapPmf(damage, (k) => Math.min(k, 5));
  const slain = mapPmf(woundsLost, (k) => (k >= 5 ? 1 : 0));
  return {
    rules: '10e',
    phase: 'shooting',
    attacker: { name: 'Eliminator Squad', source: 'eliminators', loadout: '2 bolt sniper rifles', models: 3 },
    defender: { name: 'Chaos Lord', source: 'chaos-lord', points: 90, models: 1, groups: [CHAOS_LORD] },
    conditions: [],
    modifiers: {},
    fired: [{ weapon: BOLT_SNIPER_RIFLE, count: 2, carriedBy: ['Eliminator'] }],
    result: {
      edition: '10e',
      weapons: [
        weaponResult('Bolt sniper rifle', 2, {
          attacks: summary(constant(2)),
          hits: summary(binomial(2, 2 / 3)),
          criticalHits: summary(binomial(2, 1 / 6)),
          wounds: summary(binomial(2, 4 / 9)),
          criticalWounds: summary(binomial(2, 1 / 9)),
          unsavedWounds: summary(binomial(2, 1 / 6)),
          mortalWounds: summary(convolve(perShotMortal, perShotMortal)),
          damage: summary(damage),
        }),
      ],
      woundsLost: summary(woundsLost),
      modelsDestroyed: summary(slain),
      modelsDestroyedByGroup: [summary(slain)],
      pWipe: slain[1] ?? 0,
      pBelowHalf: tail(woundsLost, 3),
      pAtOrBelowHalf: tail(woundsLost, 3),
    },
    notes: [],
  };
}

const MEDUSA_SIEGE_CANNON: Weapon = {
  name: 'Medusa siege cannon',
  type: 'ranged',
  attacks: dice('D6'),
  skill: 5,
  strength: 10,
  ap: -3,
  damage: fixedDice(3),
  abilities: [{ kind: 'blast', x: 1 }, { kind: 'heavy' }],
};

/**
 * Acceptable Losses (10e): a stationary Medusa Carriage Battery shells five Intercessors engaged with two
 * GENESTEALER CULTS units. D6+1 shots ([BLAST]), hit 4+ ([HEAVY]), wound 2+, save 6+: each shot is
 * unsaved with 1/2 · 5/6 · 5/6 = 25/72, and each unsaved D3 kills one W2 model. Afterwards one D6 per GSC
 * unit: 0 mortal wounds with 2/3, else D3+1 (2, 3, 4 with 1/9 each).
 */
export function medusaAcceptableLosses(): CalcReport {
  const attacks = [0, 0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6];
  const unsaved = thin(attacks, 25 / 72);
  const slain = mapPmf(unsaved, (k) => Math.min(k, 5));
  const perUnit = [2 / 3, 0, 1 / 9, 1 / 9, 1 / 9];
  return {
    rules: '10e',
    phase: 'shooting',
    attacker: { name: 'Medusa Carriage Battery', source: 'medusa-carriage-battery', points: 125, loadout: '1 Medusa siege cannon', models: 1 },
    defender: { name: 'Intercessor Squad', source: 'meq', points: 80, models: 5, groups: [INTERCESSOR] },
    conditions: ['remained stationary'],
    modifiers: {},
    fired: [{ weapon: MEDUSA_SIEGE_CANNON, count: 1, carriedBy: ['Medusa Carriage'] }],
    result: {
      edition: '10e',
      weapons: [
        weaponResult('Medusa siege cannon', 1, {
          attacks: summary(attacks),
          hits: summary(thin(attacks, 1 / 2)),
          criticalHits: summary(thin(attacks, 1 / 6)),
          wounds: summary(thin(attacks, 5 / 12)),
          criticalWounds: summary(thin(attacks, 1 / 12)),
          unsavedWounds: summary(unsaved),
          mortalWounds: ZERO,
          damage: summary(mapPmf(unsaved, (k) => 3 * k)),
        }),
      ],
      woundsLost: summary(mapPmf(slain, (k) => 2 * k)),
      modelsDestroyed: summary(slain),
      modelsDestroyedByGroup: [summary(slain)],
      pWipe: tail(unsaved, 5),
      pBelowHalf: tail(slain, 3),
      pAtOrBelowHalf: tail(slain, 3),
      mortalSources: [
        {
          name: 'Acceptable Losses (2 units)',
          mortalWounds: ZERO,
          selfMortalWounds: summary(convolve(perUnit, perUnit)),
          ownUnits: { units: 'GENESTEALER CULTS', count: 2, perUnit: summary(perUnit), pAnyUnitHit: 1 - (2 / 3) ** 2 },
        },
      ],
    },
    notes: [],
  };
}

export const FIXTURES = {
  'strike-team-vs-meq': strikeTeamVsMeq,
  'sternguard-vs-terminators': sternguardVsTerminators,
  'pyreblasters-vs-termagants': pyreblastersVsTermagants,
  'eliminators-vs-chaos-lord': eliminatorsVsChaosLord,
  'medusa-acceptable-losses': medusaAcceptableLosses,
} as const;
