/** Comparisons: columns (loadouts, --column, --set, --vary, comparison files) against defenders, every cell a calc. */
export { planColumns, profileLabel, MAX_COLUMNS, type ColumnPlan, type ColumnRequest, type ColumnsResult } from './columns.js';
export { loadComparison, type ComparisonFile, type FileColumn } from './file.js';
export { runComparison, type ComparisonInput } from './run.js';
export { checkComparisonFile } from './references.js';
