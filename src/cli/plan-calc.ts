/**
 * From loaded profiles and the calc options to the engine's Scenario and the report around it. Pure:
 * the calc command does the loading, the engine call and the printing.
 */
import {
  planFiring,
  resolveUnit,
  toDefenderUnit,
  type Issue,
  type ProfileChoice,
  type Result,
  type Unit,
  type UnitProfile,
} from '../profile/index.js';
import type { CalcReport, UnitSummary } from '../report/index.js';
import type {
  Conditions,
  DefenderUnit,
  EditionId,
  LethalPolicy,
  Modifiers,
  RerollPolicy,
  Scenario,
  WeaponAbility,
} from '../rules/index.js';

export type CalcOptions = {
  readonly rules: EditionId;
  readonly phase: 'shooting' | 'melee';
  readonly weapons?: readonly string[];
  readonly profiles?: readonly ProfileChoice[];
  readonly pistols?: boolean;
  readonly halfRange?: boolean;
  readonly charged?: boolean;
  readonly stationary?: boolean;
  readonly cover?: boolean;
  readonly indirect?: boolean;
  readonly spotted?: boolean;
  readonly overwatch?: boolean;
  readonly hit?: number;
  readonly wound?: number;
  readonly bs?: number;
  readonly ap?: number;
  readonly save?: number;
  readonly damage?: number;
  readonly critHit?: number;
  readonly critWound?: number;
  readonly rerollHits?: RerollPolicy;
  readonly rerollWounds?: RerollPolicy;
  readonly rerollSaves?: RerollPolicy;
  readonly lethal?: LethalPolicy;
  readonly grant?: readonly WeaponAbility[];
  readonly damageReduction?: number;
  readonly halveDamage?: boolean;
  readonly stealth?: boolean;
};

export type Side = {
  readonly profile: UnitProfile;
  /** As the user named it: a path or a bundled profile name. */
  readonly source: string;
  readonly loadouts: readonly string[];
  readonly leaders: readonly UnitProfile[];
};

export type CalcPlan = {
  readonly scenario: Scenario;
  /** The report without the engine's result. */
  readonly report: Omit<CalcReport, 'result'>;
};

/** Option combinations that make no sense, as usage errors. */
export function checkCombinations(options: CalcOptions): string[] {
  const problems: string[] = [];
  if (options.phase === 'melee') {
    for (const [flag, set] of [
      ['--overwatch', options.overwatch],
      ['--indirect', options.indirect],
      ['--pistols', options.pistols],
      ['--half-range', options.halfRange],
      ['--stationary', options.stationary],
    ] as const) {
      if (set === true) problems.push(`${flag} applies to shooting, not to --phase melee`);
    }
  }
  if (options.spotted === true && options.indirect !== true) problems.push('--spotted describes indirect fire: add --indirect');
  return problems;
}

export function conditionsOf(options: CalcOptions): Conditions {
  return {
    phase: options.phase,
    ...(options.halfRange === true ? { halfRange: true } : {}),
    ...(options.charged === true ? { charged: true } : {}),
    ...(options.stationary === true ? { stationary: true } : {}),
    ...(options.cover === true ? { cover: true } : {}),
    ...(options.indirect === true ? { indirect: true } : {}),
    ...(options.spotted === true ? { indirectSpotted: true } : {}),
    ...(options.overwatch === true ? { overwatch: true } : {}),
  };
}

/** Labels for the report's scenario line, in a fixed order. */
export function conditionLabels(options: CalcOptions, defender: DefenderUnit): string[] {
  const labels: string[] = [];
  if (options.halfRange === true) labels.push('half range');
  if (options.charged === true) labels.push('charged');
  if (options.stationary === true) labels.push('remained stationary');
  if (options.cover === true) labels.push('cover');
  if (options.indirect === true) labels.push(options.spotted === true ? 'indirect fire (target spotted)' : 'indirect fire');
  if (options.overwatch === true) labels.push('overwatch');
  if (options.pistols === true) labels.push('pistols');
  if (defender.stealth === true) labels.push('stealth');
  if (defender.damageReduction !== undefined) labels.push(`-${defender.damageReduction} damage`);
  if (defender.halveDamage === true) labels.push('halve damage');
  return labels;
}

export function modifiersOf(options: CalcOptions): Modifiers {
  const m: { -readonly [K in keyof Modifiers]: Modifiers[K] } = {};
  if (options.hit !== undefined && options.hit !== 0) m.hit = options.hit;
  if (options.wound !== undefined && options.wound !== 0) m.wound = options.wound;
  if (options.bs !== undefined && options.bs !== 0) m.bs = options.bs;
  if (options.ap !== undefined && options.ap !== 0) m.ap = options.ap;
  if (options.save !== undefined && options.save !== 0) m.save = options.save;
  if (options.damage !== undefined && options.damage !== 0) m.damage = options.damage;
  if (options.critHit !== undefined) m.critHit = options.critHit;
  if (options.critWound !== undefined) m.critWound = options.critWound;
  if (options.rerollHits !== undefined) m.rerollHits = options.rerollHits;
  if (options.rerollWounds !== undefined) m.rerollWounds = options.rerollWounds;
  if (options.rerollSaves !== undefined) m.rerollSaves = options.rerollSaves;
  if (options.lethal !== undefined) m.lethal = options.lethal;
  if (options.grant !== undefined && options.grant.length > 0) m.abilities = [...options.grant];
  return m;
}

function summary(unit: Unit, source: string, groups: DefenderUnit | undefined): UnitSummary {
  return {
    name: unit.name,
    source,
    ...(unit.points === undefined ? {} : { points: unit.points }),
    ...(unit.loadouts.length === 0 ? {} : { loadout: unit.loadouts.join(' + ') }),
    models: unit.models.reduce((n, m) => n + m.count, 0),
    ...(groups === undefined ? {} : { groups: groups.groups }),
  };
}

function sourceOf(side: Side): string {
  return [side.source, ...side.leaders.map((l) => l.file)].join(' + ');
}

export function planCalc(attackerSide: Side, defenderSide: Side, options: CalcOptions): Result<CalcPlan> {
  const issues: Issue[] = [];
  const attacker = resolveUnit(attackerSide.profile, { loadouts: attackerSide.loadouts, leaders: attackerSide.leaders, source: attackerSide.source });
  const defenderUnit = resolveUnit(defenderSide.profile, { loadouts: defenderSide.loadouts, leaders: defenderSide.leaders, source: defenderSide.source });
  if (!attacker.ok) issues.push(...attacker.issues);
  if (!defenderUnit.ok) issues.push(...defenderUnit.issues);
  if (!attacker.ok || !defenderUnit.ok) return { ok: false, issues };

  const defender = toDefenderUnit(defenderUnit.value, {
    ...(options.damageReduction === undefined ? {} : { damageReduction: options.damageReduction }),
    ...(options.halveDamage === true ? { halveDamage: true } : {}),
    ...(options.stealth === true ? { stealth: true } : {}),
  });
  if (!defender.ok) return defender;

  const conditions = conditionsOf(options);
  const modifiers = modifiersOf(options);
  const plan = planFiring(attacker.value, defender.value, {
    phase: options.phase,
    conditions,
    modifiers,
    ...(options.weapons === undefined ? {} : { weapons: options.weapons }),
    ...(options.profiles === undefined ? {} : { profiles: options.profiles }),
    ...(options.pistols === undefined ? {} : { pistols: options.pistols }),
  });
  if (!plan.ok) return plan;

  const notes = [...plan.value.notes];
  const self = toDefenderUnit(attacker.value);
  const hazardous = plan.value.fired.some((f) => f.weapon.abilities.some((a) => a.kind === 'hazardous')) ||
    (modifiers.abilities ?? []).some((a) => a.kind === 'hazardous');
  if (!self.ok && hazardous) {
    notes.push(`hazardous losses not computed: the profile of ${attacker.value.name} does not give its models' T, Sv and W`);
  }
  if (options.rules === '10e' && options.lethal !== undefined) notes.push('--lethal has no effect in 10e: [LETHAL HITS] is mandatory');

  const scenario: Scenario = {
    attacker: {
      name: attacker.value.name,
      firing: plan.value.fired.map((f) => ({ weapon: f.weapon, count: f.count })),
      ...(self.ok ? { self: self.value } : {}),
    },
    defender: defender.value,
    conditions,
    ...(Object.keys(modifiers).length === 0 ? {} : { modifiers }),
  };
  const report: Omit<CalcReport, 'result'> = {
    rules: options.rules,
    phase: options.phase,
    attacker: summary(attacker.value, sourceOf(attackerSide), self.ok ? self.value : undefined),
    defender: summary(defenderUnit.value, sourceOf(defenderSide), defender.value),
    conditions: conditionLabels(options, defender.value),
    modifiers,
    fired: plan.value.fired.map((f) => ({ weapon: f.weapon, count: f.count, carriedBy: f.carriedBy })),
    notes,
  };
  return { ok: true, value: { scenario, report } };
}
