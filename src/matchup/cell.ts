/**
 * A cell's numbers from its calc report: the same definitions as compare's rows (docs/compare.md,
 * "Metrics"), so a matchup cell and a compare cell of the same case print the same values.
 */
import { pointsRemoved, type CalcReport, type CellMetrics, type MatchupCell, type RankMetric } from '../report/index.js';

export function cellMetrics(report: CalcReport): CellMetrics {
  const removed = pointsRemoved(report);
  const cost = report.attacker.points;
  return {
    damage: report.result.woundsLost.mean,
    models: report.result.modelsDestroyed.mean,
    pDestroyed: report.result.pWipe,
    pointsRemoved: removed,
    pointsPerPoint: removed === null || cost === undefined || cost <= 0 ? null : removed / cost,
  };
}

/** The value a cell is ranked by; null when it was not computed or the value is unknown. */
export function rankValue(cell: MatchupCell, by: RankMetric): number | null {
  if (!cell.ok) return null;
  const m = cell.metrics;
  switch (by) {
    case 'damage':
      return m.damage;
    case 'models':
      return m.models;
    case 'destroyed':
      return m.pDestroyed;
    case 'points':
      // Points removed are the models destroyed times the target's points per model: for one target the
      // two rank the attackers alike, so a target without points is ranked by its models destroyed.
      return m.pointsRemoved ?? m.models;
    case 'efficiency':
      return m.pointsPerPoint;
    default: {
      const unknown: never = by;
      throw new TypeError(`rankValue: unknown metric ${String(unknown)}`);
    }
  }
}

/** The share of the target destroyed, E[models destroyed] ÷ its models: comparable across targets. */
export function shareDestroyed(cell: MatchupCell): number | null {
  return cell.ok ? cell.metrics.models / Math.max(1, cell.report.defender.models) : null;
}
