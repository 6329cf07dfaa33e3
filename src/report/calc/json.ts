/**
 * The JSON contract (docs/json.md, schema in calc-schema.ts). Every key is always present; `null` means
 * "not known" or "does not apply". The exception is `modifiers`, which lists only the modifiers set.
 * Numbers are the engine's, unrounded.
 */
import type { ChangeToSixRoll, CommandRerollRoll, ModelGroup, Modifiers, Summary, Weapon } from '../../rules/index.js';
import { abilityText } from '../text/ability-text.js';
import { stringify } from '../json-text.js';
import { groupNames, pairWeapons } from './scenario.js';
import { SCHEMA_VERSION, type CalcReport, type RuleSummary, type UnitSummary } from '../types.js';

export type SummaryJson = { mean: number; pmf: number[] };

export type GroupJson = {
  name: string;
  models: number;
  T: number;
  W: number;
  Sv: number;
  invuln: number | null;
  /** Invulnerable save against ranged (melee) attacks only. */
  invulnRanged: number | null;
  invulnMelee: number | null;
  fnp: number | null;
  /** Feel No Pain against mortal wounds (psychic attacks) only. */
  fnpMortal: number | null;
  fnpPsychic: number | null;
  character: boolean;
  leader: boolean;
  keywords: string[];
};

export type UnitJson = {
  name: string;
  source: string;
  points: number | null;
  loadout: string | null;
  models: number;
  groups: GroupJson[] | null;
};

/** Modifiers as given: only the keys that were set; abilities as text. */
export type ModifiersJson = Omit<{ -readonly [K in keyof Modifiers]: Modifiers[K] }, 'abilities'> & {
  abilities?: string[];
};

export type WeaponJson = {
  name: string;
  type: Weapon['type'];
  count: number;
  carriedBy: string[];
  A: string;
  skill: number | null;
  S: number;
  AP: number;
  D: string;
  abilities: string[];
  modifiers: ModifiersJson;
  lethal: 'auto' | 'roll' | null;
  attacks: SummaryJson;
  hits: SummaryJson;
  criticalHits: SummaryJson;
  wounds: SummaryJson;
  criticalWounds: SummaryJson;
  unsavedWounds: SummaryJson;
  mortalWounds: SummaryJson;
  damage: SummaryJson;
};

export type HazardJson = {
  failedRolls: SummaryJson;
  mortalWounds: SummaryJson;
  modelsLost: SummaryJson | null;
};

/** A named effect applied (see EffectSummary). */
export type EffectJson = {
  name: string;
  faction: string;
  source: string;
  cp: number | null;
  side: 'attacker' | 'defender';
  changes: string[];
};

/** A mortal-wound source (--mortals). */
export type MortalSourceJson = {
  name: string;
  mortalWounds: SummaryJson;
  selfMortalWounds: SummaryJson | null;
  /** When its dice are rolled for your own units, one each (Acceptable Losses); else null. */
  ownUnits: { units: string; count: number; perUnit: SummaryJson; pAnyUnitHit: number } | null;
};

/** Battle-shock after the attack; null in CalcJson when the defender's Ld is unknown. */
export type BattleShockJson = {
  pTest: number;
  pFail: number;
  forced: { name: string; modifier: number; pFail: number } | null;
};

/** The Command Re-roll used: the roll and the index in `weapons` of the weapon whose die it is. */
export type CommandRerollJson = { roll: CommandRerollRoll; weapon: number };
export type ChangeToSixJson = { roll: ChangeToSixRoll; weapon: number };

export type CalcJson = {
  schemaVersion: number;
  rules: CalcReport['rules'];
  phase: CalcReport['phase'];
  attacker: UnitJson;
  defender: UnitJson;
  conditions: string[];
  modifiers: ModifiersJson;
  /** Modifiers beyond the edition's cap: as given, and as applied (docs/json.md). */
  capped: CappedJson[];
  effects: EffectJson[];
  /** The rules of each unit in the attack and what was done with each (docs/json.md, unitRules). */
  unitRules: UnitRulesJson[];
  mortalSources: MortalSourceJson[];
  weapons: WeaponJson[];
  damage: SummaryJson;
  modelsSlain: SummaryJson;
  modelsSlainByGroup: (SummaryJson & { group: string | null })[];
  pWipe: number;
  pBelowHalf: number;
  pAtOrBelowHalf: number;
  hazard: HazardJson | null;
  battleShock: BattleShockJson | null;
  commandReroll: CommandRerollJson | null;
  changeToSix: ChangeToSixJson | null;
  /** Inputs not applied as given: effects whose condition does not hold, ignored flags, capped modifiers. */
  warnings: string[];
  notes: string[];
};

export type RuleJson = {
  name: string;
  origin: string;
  status: RuleSummary['status'];
  changes: string[];
  why: string | null;
  assumes: string[];
};

export type UnitRulesJson = { unit: string; side: 'attacker' | 'defender'; rules: RuleJson[] };

export type CappedJson = { modifier: 'hit' | 'wound' | 'save'; given: number; applied: number };

function summaryJson(s: Summary): SummaryJson {
  return { mean: s.mean, pmf: [...s.pmf] };
}

function groupJson(g: ModelGroup): GroupJson {
  return {
    name: g.name,
    models: g.count,
    T: g.toughness,
    W: g.wounds,
    Sv: g.save,
    invuln: g.invuln ?? null,
    invulnRanged: g.invulnRanged ?? null,
    invulnMelee: g.invulnMelee ?? null,
    fnp: g.feelNoPain ?? null,
    fnpMortal: g.feelNoPainMortal ?? null,
    fnpPsychic: g.feelNoPainPsychic ?? null,
    character: g.character,
    leader: g.leader,
    keywords: [...g.keywords],
  };
}

function unitJson(u: UnitSummary): UnitJson {
  return {
    name: u.name,
    source: u.source,
    points: u.points ?? null,
    loadout: u.loadout ?? null,
    models: u.models,
    groups: u.groups === undefined ? null : u.groups.map(groupJson),
  };
}

function modifiersJson(m: Modifiers | undefined): ModifiersJson {
  if (m === undefined) return {};
  const { abilities, ...rest } = m;
  const out: ModifiersJson = { ...rest };
  if (abilities !== undefined) out.abilities = abilities.map(abilityText);
  return out;
}

/** The report as the plain object that `renderJson` prints. */
export function toCalcJson(report: CalcReport): CalcJson {
  const r = report.result;
  const names = groupNames(report);
  return {
    schemaVersion: SCHEMA_VERSION,
    rules: report.rules,
    phase: report.phase,
    attacker: unitJson(report.attacker),
    defender: unitJson(report.defender),
    conditions: [...report.conditions],
    modifiers: modifiersJson(report.modifiers),
    capped: (report.capped ?? []).map((c) => ({ ...c })),
    effects: (report.effects ?? []).map((e) => ({ name: e.name, faction: e.faction, source: e.source, cp: e.cp, side: e.side, changes: [...e.changes] })),
    unitRules: (report.unitRules ?? []).map((u) => ({
      unit: u.unit,
      side: u.side,
      rules: u.rules.map((r) => ({ name: r.name, origin: r.origin, status: r.status, changes: [...(r.changes ?? [])], why: r.why ?? null, assumes: [...(r.assumes ?? [])] })),
    })),
    mortalSources: (r.mortalSources ?? []).map((s) => ({
      name: s.name,
      mortalWounds: summaryJson(s.mortalWounds),
      selfMortalWounds: s.selfMortalWounds === undefined ? null : summaryJson(s.selfMortalWounds),
      ownUnits:
        s.ownUnits === undefined
          ? null
          : { units: s.ownUnits.units, count: s.ownUnits.count, perUnit: summaryJson(s.ownUnits.perUnit), pAnyUnitHit: s.ownUnits.pAnyUnitHit },
    })),
    weapons: pairWeapons(report).map(({ fired, result }) => ({
      name: fired.weapon.name,
      type: fired.weapon.type,
      count: fired.count,
      carriedBy: [...fired.carriedBy],
      A: fired.weapon.attacks.text,
      skill: fired.weapon.skill,
      S: fired.weapon.strength,
      AP: fired.weapon.ap,
      D: fired.weapon.damage.text,
      abilities: fired.weapon.abilities.map(abilityText),
      modifiers: modifiersJson(fired.modifiers),
      lethal: result.lethal ?? null,
      attacks: summaryJson(result.attacks),
      hits: summaryJson(result.hits),
      criticalHits: summaryJson(result.criticalHits),
      wounds: summaryJson(result.wounds),
      criticalWounds: summaryJson(result.criticalWounds),
      unsavedWounds: summaryJson(result.unsavedWounds),
      mortalWounds: summaryJson(result.mortalWounds),
      damage: summaryJson(result.damage),
    })),
    damage: summaryJson(r.woundsLost),
    modelsSlain: summaryJson(r.modelsDestroyed),
    modelsSlainByGroup: r.modelsDestroyedByGroup.map((s, i) => ({ group: names[i] ?? null, ...summaryJson(s) })),
    pWipe: r.pWipe,
    pBelowHalf: r.pBelowHalf,
    pAtOrBelowHalf: r.pAtOrBelowHalf,
    hazard:
      r.hazard === undefined
        ? null
        : {
            failedRolls: summaryJson(r.hazard.failedRolls),
            mortalWounds: summaryJson(r.hazard.mortalWounds),
            modelsLost: r.hazard.modelsLost === undefined ? null : summaryJson(r.hazard.modelsLost),
          },
    battleShock:
      r.battleShock === undefined
        ? null
        : {
            pTest: r.battleShock.pTest,
            pFail: r.battleShock.pFail,
            forced: r.battleShock.forced === undefined ? null : { ...r.battleShock.forced },
          },
    commandReroll: r.commandReroll === undefined ? null : { roll: r.commandReroll.roll, weapon: r.commandReroll.weapon ?? 0 },
    changeToSix: r.changeToSix === undefined ? null : { roll: r.changeToSix.roll, weapon: r.changeToSix.weapon ?? 0 },
    warnings: (report.warnings ?? []).map((w) => w.text),
    notes: [...report.notes],
  };
}

/** The JSON text: pretty-printed, two spaces, one trailing line break. */
export function renderJson(report: CalcReport): string {
  return `${stringify(toCalcJson(report))}\n`;
}
