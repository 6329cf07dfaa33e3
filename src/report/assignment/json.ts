/** The plan JSON contract (docs/json.md, "Plan"; schema in schema.ts): the report as plain data. */
import type { EditionId } from '../../rules/index.js';
import type { Phase } from '../matchup/types.js';
import type { MatchupSideJson } from '../matchup/json.js';
import { stringify } from '../json-text.js';
import { PLAN_SCHEMA_VERSION, type PlanGoalKind, type PlanReport } from './types.js';

/** With split fire, the weapon groups of an attack (docs/plan.md, "Split fire"). */
type WeaponsJson = { name: string; count: number }[];
type PairJson = { attacker: string; target: string; weapons?: WeaponsJson };

export type PlanJson = {
  schemaVersion: number;
  command: 'plan';
  rules: EditionId;
  phase: Phase;
  goal: { kind: PlanGoalKind; mustKill: string[]; description: string; tieBreak: string };
  sides: { mine: MatchupSideJson; theirs: MatchupSideJson };
  value: number;
  tieBreak: number;
  targets: {
    target: string;
    points: number | null;
    models: number;
    steps: { attacker: string; weapons?: WeaponsJson; modelsDestroyed: number; pDestroyedAfter: number }[];
    pDestroyed: number;
    expectedModels: number;
    expectedPoints: number | null;
    modelsDestroyedPmf: number[];
    value: number;
  }[];
  commandReroll: { roll: string; side: 'mine' | 'theirs'; attacker: string; weapons?: WeaponsJson; target: string; gain: number } | null;
  assignment: PairJson[];
  idle: { attacker: string; reason: string }[];
  runnersUp: { value: number; tieBreak: number; assignment: PairJson[] }[];
  search: { method: string; attackers: number; targets: number; weaponGroups?: number; plansTried: number; sequencesResolved: number; bound: number; gap: number };
  warnings: string[];
  problems: string[];
  notes: string[];
};

const side = (s: PlanReport['mine']): MatchupSideJson => ({ source: s.source, what: s.what, units: s.units.map((u) => ({ label: u.label, name: u.name, points: u.points })) });
const weaponsJson = (weapons: PlanReport['assignment'][number]['weapons']) => (weapons === undefined ? {} : { weapons: weapons.map((w) => ({ ...w })) });
const pairs = (assignment: PlanReport['assignment']): PairJson[] => assignment.map((p) => ({ attacker: p.attacker, target: p.target, ...weaponsJson(p.weapons) }));

function rerollJson(r: PlanReport['commandReroll']): PlanJson['commandReroll'] {
  return r === null ? null : { roll: r.roll, side: r.side, attacker: r.attacker, ...weaponsJson(r.weapons), target: r.target, gain: r.gain };
}

export function toPlanJson(report: PlanReport): PlanJson {
  return {
    schemaVersion: PLAN_SCHEMA_VERSION,
    command: 'plan',
    rules: report.rules,
    phase: report.phase,
    goal: { ...report.goal, mustKill: [...report.goal.mustKill] },
    sides: { mine: side(report.mine), theirs: side(report.theirs) },
    value: report.value,
    tieBreak: report.tieBreak,
    targets: report.targets.map((t) => ({ ...t, steps: t.steps.map((s) => ({ attacker: s.attacker, ...weaponsJson(s.weapons), modelsDestroyed: s.modelsDestroyed, pDestroyedAfter: s.pDestroyedAfter })), modelsDestroyedPmf: [...t.modelsDestroyedPmf] })),
    commandReroll: rerollJson(report.commandReroll),
    assignment: pairs(report.assignment),
    idle: report.idle.map((i) => ({ ...i })),
    runnersUp: report.runnersUp.map((r) => ({ value: r.value, tieBreak: r.tieBreak, assignment: pairs(r.assignment) })),
    search: { ...report.search },
    warnings: [...report.warnings],
    problems: [...report.problems],
    notes: [...report.notes],
  };
}

export function renderPlanJson(report: PlanReport): string {
  return `${stringify(toPlanJson(report))}\n`;
}
