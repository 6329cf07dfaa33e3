/**
 * Hand-built CompareReports for the compare renderer tests. Each cell is a small exact model (n shots,
 * each an unsaved wound with probability p, Damage 1), not engine output, so the goldens move only when
 * the rendering does.
 */
import { fixedDice } from '../../src/prob/dice.js';
import type { ModelGroup, Summary, Weapon } from '../../src/rules/index.js';
import type { CalcReport, CompareColumn, CompareReport, UnitSummary } from '../../src/report/index.js';

function binomial(n: number, p: number): number[] {
  const out: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

function mapPmf(pmf: readonly number[], f: (k: number) => number): number[] {
  const out: number[] = [];
  pmf.forEach((p, k) => {
    const j = f(k);
    while (out.length <= j) out.push(0);
    out[j] = (out[j] ?? 0) + p;
  });
  return out;
}

function summary(pmf: readonly number[]): Summary {
  return { mean: pmf.reduce((s, p, k) => s + p * k, 0), pmf };
}

function tail(pmf: readonly number[], k: number): number {
  return pmf.slice(k).reduce((s, p) => s + p, 0);
}

const MARINE: ModelGroup = {
  name: 'Intercessor',
  count: 5,
  wounds: 2,
  toughness: 4,
  save: 3,
  character: false,
  leader: false,
  keywords: ['INFANTRY'],
};

const RHINO: ModelGroup = {
  name: 'Rhino',
  count: 1,
  wounds: 10,
  toughness: 9,
  save: 3,
  character: false,
  leader: false,
  keywords: ['VEHICLE'],
};

const MEQ: UnitSummary = { name: 'Intercessor Squad', source: 'meq', points: 80, models: 5, groups: [MARINE] };
const VEHICLE: UnitSummary = { name: 'Rhino', source: 'rhino', models: 1, groups: [RHINO] };

function weapon(name: string, attacks: number, extra: Partial<Weapon> = {}): Weapon {
  return { name, type: 'ranged', attacks: fixedDice(attacks), skill: 4, strength: 5, ap: 0, damage: fixedDice(1), abilities: [], ...extra };
}

type CellSpec = {
  readonly attacker: UnitSummary;
  readonly weapon: Weapon;
  readonly count: number;
  readonly shots: number;
  /** P(one shot is an unsaved wound). */
  readonly p: number;
  readonly conditions?: readonly string[];
  readonly hazard?: { readonly p: number; readonly modelsKnown: boolean };
  readonly notes?: readonly string[];
};

/** One cell: `shots` shots of Damage 1 at `defender` (10e), allocation as for models of equal W. */
function cell(spec: CellSpec, defender: UnitSummary): CalcReport {
  const group = defender.groups?.[0];
  if (group === undefined) throw new Error('fixture defender needs a group');
  const total = group.count * group.wounds;
  const unsaved = binomial(spec.shots, spec.p);
  const woundsLost = mapPmf(unsaved, (k) => Math.min(k, total));
  const slain = mapPmf(woundsLost, (k) => Math.floor(k / group.wounds));
  const zero = summary([1]);
  const hazard = spec.hazard;
  return {
    rules: '10e',
    phase: 'shooting',
    attacker: spec.attacker,
    defender,
    conditions: spec.conditions ?? [],
    modifiers: {},
    fired: [{ weapon: spec.weapon, count: spec.count, carriedBy: ['Trooper'] }],
    result: {
      edition: '10e',
      weapons: [
        {
          weapon: spec.weapon.name,
          count: spec.count,
          attacks: summary(mapPmf([1], () => spec.shots)),
          hits: summary(binomial(spec.shots, 1 / 2)),
          criticalHits: summary(binomial(spec.shots, 1 / 6)),
          wounds: summary(binomial(spec.shots, spec.p * 3)),
          criticalWounds: summary(binomial(spec.shots, 1 / 18)),
          unsavedWounds: summary(unsaved),
          mortalWounds: zero,
          damage: summary(unsaved),
        },
      ],
      woundsLost: summary(woundsLost),
      modelsDestroyed: summary(slain),
      modelsDestroyedByGroup: [summary(slain)],
      pWipe: tail(woundsLost, total),
      pBelowHalf: group.count === 1 ? tail(woundsLost, Math.floor(total / 2) + 1) : tail(slain, Math.floor(group.count / 2) + 1),
      pAtOrBelowHalf: group.count === 1 ? tail(woundsLost, Math.ceil(total / 2)) : tail(slain, Math.ceil(group.count / 2)),
      ...(hazard === undefined
        ? {}
        : {
            hazard: {
              failedRolls: summary(binomial(spec.count, hazard.p)),
              mortalWounds: summary(mapPmf(binomial(spec.count, hazard.p), (k) => 3 * k)),
              ...(hazard.modelsKnown ? { modelsLost: summary(binomial(spec.count, hazard.p)) } : {}),
            },
          }),
    },
    notes: spec.notes ?? [],
  };
}

function column(label: string, attacker: string, options: string[] = [], variant: string | null = null, base = label): CompareColumn {
  return { label, base, variant, attacker, options };
}

const STRIKE_TEAM: UnitSummary = { name: 'Strike Team', source: 'strike-team', points: 75, models: 10 };
const NOTE = 'Pulse pistol not fired: a model shoots either its pistols or its other ranged weapons';

/** Pulse rifles in and out of half range, and pulse carbines (columns labelled "carbines"), against five Marines (10e). */
export function strikeTeamRange(): CompareReport {
  const rifle = weapon('Pulse rifle', 1, { abilities: [{ kind: 'rapid-fire', x: fixedDice(1) }] });
  const carbine = weapon('Pulse carbine', 2);
  const specs: CellSpec[] = [
    { attacker: { ...STRIKE_TEAM, loadout: '10 pulse rifles' }, weapon: rifle, count: 10, shots: 10, p: 1 / 9, notes: [NOTE] },
    { attacker: { ...STRIKE_TEAM, loadout: '10 pulse rifles' }, weapon: rifle, count: 10, shots: 20, p: 1 / 9, conditions: ['half range'], notes: [NOTE] },
    { attacker: { ...STRIKE_TEAM, loadout: 'pulse-carbine-all' }, weapon: carbine, count: 10, shots: 20, p: 1 / 9, notes: [NOTE] },
    { attacker: { ...STRIKE_TEAM, loadout: 'pulse-carbine-all' }, weapon: carbine, count: 10, shots: 20, p: 1 / 9, conditions: ['half range'], notes: [NOTE] },
  ];
  return {
    columns: [
      column('default · no half-range', 'strike-team', ['--no-half-range'], 'no half-range', 'default'),
      column('default · half-range', 'strike-team', ['--half-range'], 'half-range', 'default'),
      column('carbines · no half-range', 'strike-team', ['--loadout', 'pulse-carbine-all', '--no-half-range'], 'no half-range', 'carbines'),
      column('carbines · half-range', 'strike-team', ['--loadout', 'pulse-carbine-all', '--half-range'], 'half-range', 'carbines'),
    ],
    defenders: [{ label: 'meq', source: 'meq' }],
    cells: [specs.map((spec) => cell(spec, MEQ))],
    vary: ['half-range'],
    atLeast: null,
  };
}

/** Three attackers (one with a hazardous weapon, one without points) against Marines and a Rhino. */
export function specialWeaponsMatrix(): CompareReport {
  const veterans: UnitSummary = { name: 'Veteran Squad', source: 'veterans', points: 100, loadout: 'plasma guns', models: 5 };
  const guards: UnitSummary = { name: 'Guard Squad', source: 'guards', models: 10 };
  const plasma = weapon('Plasma gun – supercharge', 1, { strength: 8, ap: -3, damage: fixedDice(2), abilities: [{ kind: 'hazardous' }] });
  const lasgun = weapon('Lasgun', 1, { strength: 3 });
  const specs: CellSpec[] = [
    { attacker: { ...STRIKE_TEAM, loadout: '10 pulse rifles' }, weapon: weapon('Pulse rifle', 1), count: 10, shots: 20, p: 1 / 9 },
    { attacker: veterans, weapon: plasma, count: 5, shots: 10, p: 1 / 4, hazard: { p: 1 / 6, modelsKnown: false } },
    { attacker: guards, weapon: lasgun, count: 10, shots: 20, p: 1 / 18 },
  ];
  return {
    columns: [column('strike-team', 'strike-team'), column('veterans', 'veterans', ['--profile', 'supercharge']), column('guards', 'guards')],
    defenders: [
      { label: 'meq', source: 'meq' },
      { label: 'rhino', source: 'rhino' },
    ],
    cells: [specs.map((spec) => cell(spec, MEQ)), specs.map((spec) => cell({ ...spec, p: spec.p / 3 }, VEHICLE))],
    vary: [],
    atLeast: null,
  };
}

/** The same matrix against the Rhino alone: "at least k wounds lost" rows and the hazard rows. */
export function specialWeaponsVsRhino(): CompareReport {
  const matrix = specialWeaponsMatrix();
  return { ...matrix, defenders: [matrix.defenders[1]!], cells: [matrix.cells[1]!] };
}

export const COMPARE_FIXTURES = {
  'compare-strike-team-range': strikeTeamRange,
  'compare-special-weapons-matrix': specialWeaponsMatrix,
  'compare-special-weapons-vs-rhino': specialWeaponsVsRhino,
} as const;
