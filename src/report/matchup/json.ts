/**
 * The matchup JSON contract (docs/json.md, "Matchup"; schema in schema.ts). A cell carries its numbers,
 * its models-destroyed distribution and its warnings, not its whole calc report: 2 × 13 × 13 × 2 calc
 * reports would be megabytes nobody reads. The library's matchupReport keeps every report.
 */
import type { EditionId } from '../../rules/index.js';
import { MATCHUP_SCHEMA_VERSION, type Phase, type SideKey, type MatchupCell, type MatchupReport, type MatchupSide, type RankMetric } from './types.js';
import { stringify } from '../json-text.js';

export type MatchupCellJson = {
  computed: boolean;
  damage: number | null;
  models: number | null;
  pDestroyed: number | null;
  pointsRemoved: number | null;
  pointsPerPoint: number | null;
  modelsDestroyedPmf: number[] | null;
  warnings: string[];
  reason: string | null;
};

export type MatchupSideJson = { source: string; what: string; units: { label: string; name: string; points: number | null }[] };

export type MatchupJson = {
  schemaVersion: number;
  command: 'matchup';
  rules: EditionId;
  rankedBy: RankMetric;
  sides: { mine: MatchupSideJson; theirs: MatchupSideJson };
  matrices: {
    phase: Phase;
    attackers: SideKey;
    defenders: SideKey;
    rowOrder: number[];
    columnOrder: number[];
    best: number[][];
    cells: MatchupCellJson[][];
  }[];
  problems: string[];
  notes: string[];
};

function sideJson(side: MatchupSide): MatchupSideJson {
  return { source: side.source, what: side.what, units: side.units.map((u) => ({ label: u.label, name: u.name, points: u.points })) };
}

function cellJson(cell: MatchupCell): MatchupCellJson {
  if (!cell.ok) {
    return { computed: false, damage: null, models: null, pDestroyed: null, pointsRemoved: null, pointsPerPoint: null, modelsDestroyedPmf: null, warnings: [], reason: cell.reason };
  }
  const m = cell.metrics;
  return {
    computed: true,
    damage: m.damage,
    models: m.models,
    pDestroyed: m.pDestroyed,
    pointsRemoved: m.pointsRemoved,
    pointsPerPoint: m.pointsPerPoint,
    modelsDestroyedPmf: [...cell.report.result.modelsDestroyed.pmf],
    warnings: (cell.report.warnings ?? []).map((w) => w.text),
    reason: null,
  };
}

export function toMatchupJson(report: MatchupReport): MatchupJson {
  return {
    schemaVersion: MATCHUP_SCHEMA_VERSION,
    command: 'matchup',
    rules: report.rules,
    rankedBy: report.by,
    sides: { mine: sideJson(report.mine), theirs: sideJson(report.theirs) },
    matrices: report.matrices.map((m) => ({
      phase: m.phase,
      attackers: m.attackers,
      defenders: m.defenders,
      rowOrder: [...m.rowOrder],
      columnOrder: [...m.columnOrder],
      best: m.best.map((b) => [...b]),
      cells: m.cells.map((row) => row.map(cellJson)),
    })),
    problems: [...report.problems],
    notes: [...report.notes],
  };
}

export function renderMatchupJson(report: MatchupReport): string {
  return `${stringify(toMatchupJson(report))}\n`;
}
