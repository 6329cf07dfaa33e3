/** The matchup matrix: every unit of one side against every unit of the other, every cell a calc. */
export { assembleMatchup, computeRows, matrixPlans, runMatchup, type CellRows, type MatchupInput, type MatrixPlan } from './run.js';
export { parseSets, unitLayers, type UnitOptions } from './sets.js';
export { loadMatchupFile, type MatchupFile } from './file.js';
export { cellMetrics, rankValue } from './cell.js';
export { RANK_METRICS, type CellMetrics, type MatchupCell, type MatchupMatrix, type MatchupReport, type MatchupSide, type MatchupUnit, type Phase, type RankMetric, type SideKey } from '../report/index.js';
