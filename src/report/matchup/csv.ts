/**
 * A matchup as RFC 4180 CSV, one cell a row (a spreadsheet pivots it back into any matrix):
 *
 *     phase,attacker side,attacker,attacker points,target,target points,damage,models,p destroyed,points removed,points per point,best,reason
 *
 * Numbers at full precision, empty when unknown or not computed (the reason says why); `best` is 1 for the
 * best attacker of that target by the ranking metric. CRLF line ends.
 */
import { csvField } from '../calc/csv.js';
import type { MatchupCell, MatchupReport } from './types.js';

export const MATCHUP_CSV_HEADER = [
  'phase', 'attacker side', 'attacker', 'attacker points', 'target', 'target points', 'damage', 'models', 'p destroyed', 'points removed', 'points per point', 'best', 'reason',
] as const;

function numbers(cell: MatchupCell): (number | string)[] {
  if (!cell.ok) return ['', '', '', '', ''];
  const m = cell.metrics;
  return [m.damage, m.models, m.pDestroyed, m.pointsRemoved ?? '', m.pointsPerPoint ?? ''];
}

export function renderMatchupCsv(report: MatchupReport): string {
  const rows: (number | string)[][] = [[...MATCHUP_CSV_HEADER]];
  for (const matrix of report.matrices) {
    const from = report[matrix.attackers];
    const to = report[matrix.defenders];
    for (const a of matrix.rowOrder) {
      for (const d of matrix.columnOrder) {
        const cell = matrix.cells[a]![d]!;
        const attacker = from.units[a]!;
        const target = to.units[d]!;
        rows.push([matrix.phase, from.key, attacker.label, attacker.points ?? '', target.label, target.points ?? '', ...numbers(cell), matrix.best[d]!.includes(a) ? 1 : 0, cell.ok ? '' : cell.reason]);
      }
    }
  }
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
