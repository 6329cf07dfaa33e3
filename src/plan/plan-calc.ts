/**
 * The one planner: loaded profiles and the scenario options to the engine's Scenario and the report around
 * it. Pure: callers load the profiles (./plan-scenario.ts from references) and run the engine.
 */
import { planFiring, type Issue, type Result, type Unit, type UnitProfile } from '../profile/index.js';
import { EFFECTS, applyEffects, type AppliedEffect, type EffectEntry, type Situation, type SituationFlag } from '../effects/index.js';
import type { CalcReport, EffectSummary, UnitSummary } from '../report/index.js';
import type { Conditions, DefenderUnit, FiringGroup, Modifiers, Scenario } from '../rules/index.js';
import type { ScenarioOptions } from './options/definitions.js';
import { isRuleName, profileEffects } from './options/effects.js';
import { attackRules, rulesReport } from './attack-rules.js';
import { resolveUnitOnce, toDefenderUnitOnce } from './unit-memo.js';
import { idleFlagWarnings } from './idle-flags.js';
import { noEffectWarnings } from './no-effect-warnings.js';
import { cappedModifiers, cappedWarning, effectWarning, forbiddenRerollWarnings, ignoredFlagWarnings, profileWarnings, usedTooEarlyWarning } from './warnings.js';

/** The battlefield facts effects test, each stated by a flag of the same name (--target-below-half…). */
export const SITUATION_FLAGS: readonly SituationFlag[] = [
  'guided', 'observer', 'markerlight', 'marked', 'targetBelowHalf', 'painToken', 'losingWager', 'within9', 'nearKroot',
  'trapObjective', 'overlappingFire', 'closest', 'beyondHatchway',
];

/** How each fact reads in the report's scenario line. */
const SITUATION_LABELS: Record<SituationFlag, string> = {
  guided: 'Guided (target Spotted)',
  observer: 'Observer (target Spotted)',
  markerlight: 'visible to a MARKERLIGHT unit',
  marked: 'marked by a MARKERLIGHT Observer',
  targetBelowHalf: 'target below half-strength',
  painToken: 'Pain token spent',
  losingWager: 'losing the wager',
  within9: 'within 9"',
  nearKroot: 'target near KROOT/VESPID',
  trapObjective: 'target near the Trap objective',
  overlappingFire: 'overlapping fire',
  closest: 'closest enemy unit',
  beyondHatchway: 'beyond the Hatchway',
};

export type Side = {
  readonly profile: UnitProfile;
  /** As the user named it: a path or a bundled profile name. */
  readonly source: string;
  readonly loadouts: readonly string[];
  readonly leaders: readonly UnitProfile[];
  /** Friendly units whose rules for other units (auras, markers) reach this one (--support). */
  readonly supporters?: readonly UnitProfile[];
};

export type CalcPlan = {
  readonly scenario: Scenario;
  /** The report without the engine's result. */
  readonly report: Omit<CalcReport, 'result'>;
};

/** Option combinations that make no sense, as usage errors. */
export function checkCombinations(options: ScenarioOptions): string[] {
  const problems: string[] = [];
  if (options.phase === 'melee') {
    for (const [flag, set] of [
      ['--overwatch', options.overwatch],
      ['--indirect', options.indirect],
      ['--pistols', options.pistols],
      ['--half-range', options.halfRange],
      ['--stationary', options.stationary],
      ['--moved-at-most-3', options.movedAtMost3],
    ] as const) {
      if (set === true) problems.push(`${flag} applies to shooting, not to --phase melee`);
    }
  }
  if (options.spotted === true && options.indirect !== true) problems.push('--spotted describes indirect fire: add --indirect');
  if (options.visible === true && options.indirect !== true) problems.push('--visible describes indirect fire (the other weapons see the target): add --indirect');
  // For the Greater Good: Guided units are the non-Observer units (seed tau-empire-strike-team).
  if (options.guided === true && options.observer === true) problems.push('--guided and --observer exclude each other: an Observer unit is not a Guided unit');
  if (firesNothing(options)) {
    if (options.weapons!.length > 1) problems.push('--weapons none fires no weapon: name no other weapon with it');
    if ((options.mortals ?? []).length === 0) problems.push('--weapons none fires no weapon: add a mortal-wound source (--mortals grenade) to compute something');
    if (options.commandReroll !== undefined) problems.push('--command-reroll re-rolls a die of the first weapon fired, and --weapons none fires no weapon');
    if (options.changeToSix !== undefined) problems.push('--change-to-six changes a die of the first weapon fired, and --weapons none fires no weapon');
  }
  return problems;
}

/** `--weapons none`: no weapon attacks (only the --mortals sources). */
export function firesNothing(options: ScenarioOptions): boolean {
  return (options.weapons ?? []).some((w) => w.trim().toLowerCase() === 'none');
}

export function conditionsOf(options: ScenarioOptions): Conditions {
  return {
    phase: options.phase,
    ...(options.halfRange === true ? { halfRange: true } : {}),
    ...(options.charged === true ? { charged: true } : {}),
    ...(options.stationary === true ? { stationary: true } : {}),
    ...(options.movedAtMost3 === true ? { movedAtMost3: true } : {}),
    ...(options.cover === true ? { cover: true } : {}),
    ...(options.indirect === true ? { indirect: true } : {}),
    ...(options.spotted === true ? { indirectSpotted: true } : {}),
    ...(options.overwatch === true ? { overwatch: true } : {}),
  };
}

/** Labels for the report's scenario line, in a fixed order. */
export function conditionLabels(options: ScenarioOptions, defender: DefenderUnit): string[] {
  const labels: string[] = [];
  if (options.halfRange === true) labels.push('half range');
  if (options.charged === true) labels.push('charged');
  if (options.stationary === true) labels.push('remained stationary');
  if (options.movedAtMost3 === true) labels.push('moved at most 3"');
  if (options.cover === true) labels.push('cover');
  if (options.indirect === true) {
    const facts = [options.spotted === true ? 'target spotted' : null, options.visible === true ? 'visible to the other weapons' : null].filter((f) => f !== null);
    labels.push(facts.length === 0 ? 'indirect fire' : `indirect fire (${facts.join(', ')})`);
  }
  if (options.overwatch === true) labels.push('overwatch');
  if (options.changeToSix !== undefined) labels.push(`a failed ${options.changeToSix} die changed to 6`);
  if (options.pistols === true) labels.push('pistols');
  if (defender.stealth === true) labels.push('stealth');
  if (defender.damageReduction !== undefined) labels.push(`-${defender.damageReduction} damage`);
  if (defender.halveDamage === true) labels.push('halve damage');
  if (defender.damageSet !== undefined) labels.push(`damage set to ${defender.damageSet}`);
  if (defender.battleShocked === true) labels.push('target battle-shocked');
  if (options.round !== undefined) labels.push(`battle round ${options.round}`);
  for (const flag of SITUATION_FLAGS) if (options[flag] === true) labels.push(SITUATION_LABELS[flag]);
  return labels;
}

export function situationOf(options: ScenarioOptions): Situation {
  const situation: { -readonly [K in keyof Situation]: Situation[K] } = {
    ...(options.round === undefined ? {} : { round: options.round }),
    ...(options.commandReroll === undefined ? {} : { commandReroll: options.commandReroll }),
    ...(options.changeToSix === undefined ? {} : { changeToSix: options.changeToSix }),
    ...(options.visible === true ? { visible: true } : {}),
  };
  for (const flag of SITUATION_FLAGS) if (options[flag] === true) situation[flag] = true;
  return situation;
}

function effectSummary({ entry, side, changes }: AppliedEffect): EffectSummary {
  return { name: entry.name, faction: entry.faction, source: entry.source, cp: entry.cp, side, changes: [...changes] };
}

/** `--command-reroll <roll>` is the Command Re-roll stratagem: named with the others, once. */
const COMMAND_REROLL = EFFECTS.find((e) => e.id === 'command-re-roll');

export function modifiersOf(options: ScenarioOptions): Modifiers {
  const m: { -readonly [K in keyof Modifiers]: Modifiers[K] } = {};
  if (options.attacks !== undefined && options.attacks !== 0) m.attacks = options.attacks;
  if (options.strength !== undefined && options.strength !== 0) m.strength = options.strength;
  if (options.toughness !== undefined && options.toughness !== 0) m.toughness = options.toughness;
  if (options.hit !== undefined && options.hit !== 0) m.hit = options.hit;
  if (options.wound !== undefined && options.wound !== 0) m.wound = options.wound;
  if (options.bs !== undefined && options.bs !== 0) m.bs = options.bs;
  if (options.ap !== undefined && options.ap !== 0) m.ap = options.ap;
  if (options.save !== undefined && options.save !== 0) m.save = options.save;
  if (options.damage !== undefined && options.damage !== 0) m.damage = options.damage;
  if (options.critHit !== undefined) m.critHit = options.critHit;
  if (options.critWound !== undefined) m.critWound = options.critWound;
  if (options.critWoundAp !== undefined && options.critWoundAp !== 0) m.critWoundAp = options.critWoundAp;
  if (options.rerollHits !== undefined) m.rerollHits = options.rerollHits;
  if (options.rerollWounds !== undefined) m.rerollWounds = options.rerollWounds;
  if (options.rerollSaves !== undefined) m.rerollSaves = options.rerollSaves;
  if (options.rerollDamage !== undefined && options.rerollDamage !== 'none') m.rerollDamage = options.rerollDamage;
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

/** Leaders named in the profile file itself (resolved by the loader) and on the command line. */
function profileLeaders(side: Side): UnitProfile[] {
  return [...side.profile.leaders.filter((l): l is UnitProfile => !('ref' in l)), ...side.leaders];
}

function sourceOf(side: Side): string {
  return [side.source, ...side.leaders.map((l) => l.file)].join(' + ');
}

export function planCalc(attackerSide: Side, defenderSide: Side, options: ScenarioOptions): Result<CalcPlan> {
  const issues: Issue[] = [];
  const attacker = resolveUnitOnce(attackerSide.profile, { loadouts: attackerSide.loadouts, leaders: attackerSide.leaders, source: attackerSide.source });
  const defenderUnit = resolveUnitOnce(defenderSide.profile, { loadouts: defenderSide.loadouts, leaders: defenderSide.leaders, source: defenderSide.source, option: '--defender-loadout' });
  if (!attacker.ok) issues.push(...attacker.issues);
  if (!defenderUnit.ok) issues.push(...defenderUnit.issues);
  if (!attacker.ok || !defenderUnit.ok) return { ok: false, issues };

  const defender = toDefenderUnitOnce(defenderUnit.value, {
    ...(options.damageReduction === undefined ? {} : { damageReduction: options.damageReduction }),
    ...(options.halveDamage === true ? { halveDamage: true } : {}),
    ...(options.stealth === true ? { stealth: true } : {}),
  });
  if (!defender.ok) return defender;
  const target: DefenderUnit = options.battleShocked === true ? { ...defender.value, battleShocked: true } : defender.value;

  const effectIssues: Issue[] = [];
  const choices = options.effect ?? [];
  const named = choices.filter((c): c is EffectEntry => !isRuleName(c));
  // A rule that helps only attacks made after its user's (Fields of Fire) never helps the unit whose profile uses it.
  const ownEffects = profileEffects([attackerSide.profile, ...profileLeaders(attackerSide)], 'attacker', effectIssues);
  const usedTooEarly = ownEffects.filter((e) => e.laterAttacksOnly !== undefined && !named.includes(e));
  const catalogue = [
    ...(options.commandReroll !== undefined && COMMAND_REROLL !== undefined && !named.includes(COMMAND_REROLL) ? [COMMAND_REROLL] : []),
    ...named,
    ...ownEffects.filter((e) => !usedTooEarly.includes(e)),
    ...profileEffects([defenderSide.profile, ...profileLeaders(defenderSide)], 'defender', effectIssues),
  ];
  const rules = attackRules(
    { name: attacker.value.name, profile: attackerSide.profile, leaders: profileLeaders(attackerSide), supporters: attackerSide.supporters ?? [] },
    { name: defenderUnit.value.name, profile: defenderSide.profile, leaders: profileLeaders(defenderSide), supporters: defenderSide.supporters ?? [] },
    choices,
    [...catalogue, ...usedTooEarly],
    { attacker: attacker.value.models.reduce((n, m) => n + m.count, 0), defender: defenderUnit.value.models.reduce((n, m) => n + m.count, 0) },
  );
  effectIssues.push(...rules.issues);
  if (effectIssues.length > 0) return { ok: false, issues: effectIssues };
  const effects = [...catalogue, ...rules.entries];
  const context = {
    edition: options.rules,
    situation: situationOf(options),
    attackerKeywords: [...attacker.value.keywords, ...attacker.value.models.flatMap((m) => m.keywords)],
    led: { attacker: attacker.value.models.some((m) => m.leader), target: defenderUnit.value.models.some((m) => m.leader) },
    attackerModels: attacker.value.models.reduce((n, m) => n + m.count, 0),
  };

  const baseConditions = conditionsOf(options);
  const baseModifiers = modifiersOf(options);
  const setup = (firing: FiringGroup[]): Scenario => ({
    attacker: { name: attacker.value.name, firing },
    defender: target,
    conditions: baseConditions,
    ...(Object.keys(baseModifiers).length === 0 ? {} : { modifiers: baseModifiers }),
    // docs/rules.md §10a: a die of the first weapon (a rule that reaches other weapons changes one of theirs)
    ...(options.changeToSix === undefined ? {} : { changeToSix: { roll: options.changeToSix } }),
  });
  // The weapons chosen (the best melee weapon especially) depend on what the effects change: plan them
  // against the effects' conditions and modifiers, then apply the effects to the planned attack.
  const preview = effects.length === 0 ? setup([]) : applyEffects(setup([]), effects, context).scenario;
  const nothing = firesNothing(options);
  const plan = nothing ? { ok: true as const, value: { fired: [], notes: [] } } : planFiring(attacker.value, preview.defender, {
    phase: options.phase,
    conditions: preview.conditions,
    modifiers: preview.modifiers ?? {},
    ...(options.weapons === undefined ? {} : { weapons: options.weapons }),
    ...(options.profile === undefined ? {} : { profiles: options.profile }),
    ...(options.pistols === undefined ? {} : { pistols: options.pistols }),
    ...(options.visible === true ? { visible: true } : {}),
    ...(rules.separate.length === 0 ? {} : { separate: rules.separate }),
  });
  if (!plan.ok) return plan;
  const planned = setup(plan.value.fired.map((f) => ({ weapon: f.weapon, count: f.count })));
  const outcome = applyEffects(planned, effects, { ...context, carriedBy: plan.value.fired.map((f) => f.carriedBy) });
  const unitRules = rulesReport(rules, outcome);
  const catalogueApplied = outcome.applied.filter((a) => !rules.entries.includes(a.entry));
  const modifiers = outcome.scenario.modifiers ?? {};

  const notes = [...plan.value.notes, ...outcome.notes];
  // The sources named with --mortals, then those the units' rules roll.
  const mortalSources = [...(options.mortals ?? []), ...(outcome.scenario.mortalSources ?? [])];
  const self = toDefenderUnitOnce(attacker.value);
  const hazardous = outcome.scenario.attacker.firing.some((f) => f.weapon.abilities.some((a) => a.kind === 'hazardous')) ||
    (modifiers.abilities ?? []).some((a) => a.kind === 'hazardous');
  if (!self.ok && hazardous) {
    notes.push(`hazardous losses not computed: the profile of ${attacker.value.name} does not give its models' T, Sv and W`);
  }
  const capped = cappedModifiers(modifiers, options.rules);
  const warnings = [
    ...profileWarnings([attackerSide.profile, ...profileLeaders(attackerSide), defenderSide.profile, ...profileLeaders(defenderSide)]),
    ...usedTooEarly.map((e) => usedTooEarlyWarning(e, attacker.value.name)),
    ...outcome.unapplied.filter((u) => !rules.entries.includes(u.entry)).map(effectWarning),
    ...unitRules.warnings,
    ...capped.map((c) => cappedWarning(c, options.rules)),
    ...ignoredFlagWarnings(options, defenderUnit.value.name, target.leadership !== undefined),
    ...forbiddenRerollWarnings(outcome.scenario, options.rules),
    ...noEffectWarnings(options, { ...outcome.scenario, ...(mortalSources.length === 0 ? {} : { mortalSources }) }, plan.value.meleeChoice === true),
    ...idleFlagWarnings(options, outcome.scenario, [...effects, ...usedTooEarly], attacker.value),
  ];

  const scenario: Scenario = {
    ...outcome.scenario,
    attacker: { ...outcome.scenario.attacker, ...(self.ok ? { self: self.value } : {}) },
    ...(mortalSources.length === 0 ? {} : { mortalSources }),
    ...(options.forcedTest === undefined ? {} : { forcedBattleShock: options.forcedTest }),
  };
  // Weapons an effect adds (DS8 Support Turret) come after the planned ones; no model list is known for them.
  const fired = scenario.attacker.firing.map((f, i) => ({ weapon: f.weapon, count: f.count, carriedBy: plan.value.fired[i]?.carriedBy ?? [] }));
  const shown: ScenarioOptions = {
    ...options,
    ...(scenario.conditions.cover === true ? { cover: true } : {}),
    ...(scenario.conditions.overwatch === true ? { overwatch: true } : {}),
  };
  const report: Omit<CalcReport, 'result'> = {
    rules: options.rules,
    phase: options.phase,
    attacker: summary(attacker.value, sourceOf(attackerSide), self.ok ? self.value : undefined),
    defender: summary(defenderUnit.value, sourceOf(defenderSide), scenario.defender),
    conditions: conditionLabels(shown, scenario.defender),
    modifiers,
    // The units' own rules are reported with the others of their unit (unitRules), not as named effects.
    ...(catalogueApplied.length === 0 ? {} : { effects: catalogueApplied.map(effectSummary) }),
    ...(unitRules.rules.length === 0 ? {} : { unitRules: unitRules.rules }),
    fired,
    notes,
    ...(warnings.length === 0 ? {} : { warnings }),
    ...(capped.length === 0 ? {} : { capped }),
  };
  return { ok: true, value: { scenario, report } };
}
