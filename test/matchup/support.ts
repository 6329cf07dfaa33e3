/** What the matchup tests share: a cell checked against calc of the same case. */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { calcReport, importArmy, ScenarioError, type MatchupCell, type MatchupReport, type UnitProfile } from '../../src/api/index.js';
import { scenarioOptions } from '../../src/api/options.js';

/** The profiles of a roster or list as importArmy gives them, in order (the matchup reads them so). */
export function importedProfiles(path: string, data: string, cache?: string): UnitProfile[] {
  const imported = importArmy(readFileSync(path), { file: path, data, ...(cache === undefined ? {} : { cache }) });
  if (!imported.ok) throw new Error(imported.issues.map((i) => i.message).join('\n'));
  return imported.value.units.map((u) => u.profile);
}

/**
 * Cell (matrix m, attacker a, target d) equals calc of those units with `options` and the matrix's
 * phase: the same result and warnings, or the same refusal.
 */
export function expectCellIsCalc(report: MatchupReport, m: number, a: number, d: number, units: { mine: readonly (string | UnitProfile)[]; theirs: readonly (string | UnitProfile)[] }, options: string): void {
  const matrix = report.matrices[m]!;
  const cell: MatchupCell = matrix.cells[a]![d]!;
  let expected: ReturnType<typeof calcReport>;
  try {
    expected = calcReport(units[matrix.attackers][a]!, units[matrix.defenders][d]!, scenarioOptions(`${options} phase ${matrix.phase}`));
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw error;
    expect(cell.ok, `${matrix.phase} ${a} vs ${d}: calc refuses it`).toBe(false);
    if (!cell.ok) expect(cell.reason).toBe([...error.problems, ...error.issues.map((i) => i.message)].join('; '));
    return;
  }
  if (!cell.ok) throw new Error(`${matrix.phase} ${a} vs ${d}: not computed: ${cell.reason}`);
  expect(cell.report.result).toEqual(expected.result);
  expect(cell.report.warnings).toEqual(expected.warnings);
  expect(cell.metrics.models).toBe(expected.result.modelsDestroyed.mean);
}
