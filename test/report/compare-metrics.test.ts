import { describe, expect, it } from 'vitest';
import { bestOf, defenderMetrics, interestingK, pAtLeast, rowShown } from '../../src/report/index.js';
import { specialWeaponsMatrix, strikeTeamRange } from './compare-fixtures.js';

describe('bestOf', () => {
  it('bestOf([1, 3, 2], higher) is the index of 3', () => {
    expect(bestOf([1, 3, 2], 'higher')).toEqual([1]);
  });

  it('bestOf([1, 3, 2], lower) is the index of 1', () => {
    expect(bestOf([1, 3, 2], 'lower')).toEqual([0]);
  });

  it('ties within float noise are all best', () => {
    expect(bestOf([0.1 + 0.2, 0.3, 0.1], 'higher')).toEqual([0, 1]);
  });

  it('nothing stands out when all values are equal, fewer than two are known, or there is no direction', () => {
    expect(bestOf([2, 2, 2], 'higher')).toEqual([]);
    expect(bestOf([null, 2, null], 'higher')).toEqual([]);
    expect(bestOf([1, 2], null)).toEqual([]);
  });

  it('unknown values are never best', () => {
    expect(bestOf([null, 1, 2], 'lower')).toEqual([1]);
  });
});

describe('defenderMetrics', () => {
  const report = strikeTeamRange();
  const cells = report.cells[0]!;
  const rows = defenderMetrics(cells, null).rows;
  const values = (key: string) => rows.find((r) => r.key === key)?.values;

  it('reads expected wounds lost, models destroyed and P(unit destroyed) from each cell', () => {
    expect(values('damage')).toEqual(cells.map((c) => c.result.woundsLost.mean));
    expect(values('modelsSlain')).toEqual(cells.map((c) => c.result.modelsDestroyed.mean));
    expect(values('pWipe')).toEqual(cells.map((c) => c.result.pWipe));
  });

  it('P(at least k) is the tail of the models-destroyed pmf', () => {
    const pmf = cells[1]!.result.modelsDestroyed.pmf;
    expect(pAtLeast(cells[1]!, 2)).toBeCloseTo(pmf.slice(2).reduce((s, p) => s + p, 0), 15);
    expect(pAtLeast(cells[1]!, 0)).toBe(1);
    expect(pAtLeast(cells[1]!, 99)).toBe(0);
  });

  it('points efficiency: per 100 points of the attacker; points removed in proportion to models destroyed', () => {
    const first = cells[0]!;
    const slain = first.result.modelsDestroyed.mean;
    expect(values('modelsSlainPer100Points')?.[0]).toBeCloseTo((slain / 75) * 100, 12);
    expect(values('damagePer100Points')?.[0]).toBeCloseTo((first.result.woundsLost.mean / 75) * 100, 12);
    expect(values('pointsRemoved')?.[0]).toBeCloseTo((80 * slain) / 5, 12);
    expect(values('pointsRemovedPer100Points')?.[0]).toBeCloseTo((((80 * slain) / 5) / 75) * 100, 12);
  });

  it('in 10e the half-strength row is Below Half-strength', () => {
    expect(rows.find((r) => r.key === 'pHalfStrength')?.label).toBe('P(below half-strength)');
    expect(values('pHalfStrength')).toEqual(cells.map((c) => c.result.pBelowHalf));
  });

  it('the user k replace the chosen ones', () => {
    const chosen = defenderMetrics(cells, [1, 4]).rows.filter((r) => r.key === 'atLeast').map((r) => r.k);
    expect(chosen).toEqual([1, 4]);
  });

  it('against a single model, "at least k" counts wounds lost, and hazard rows are never marked best', () => {
    const matrix = specialWeaponsMatrix();
    const rhino = defenderMetrics(matrix.cells[1]!, null);
    expect(rhino.atLeastOf).toBe('damage');
    expect(rhino.maxK).toBe(10);
    expect(rhino.rows.find((r) => r.key === 'hazardFailedRolls')?.best).toEqual([]);
  });

  it('mortal wounds on own units: the sum of the sources\' self mortal wounds, 0 without, a cost never marked best nor shown when all 0', () => {
    expect(values('ownMortalWounds')).toEqual(cells.map(() => 0));
    expect(rowShown(rows.find((r) => r.key === 'ownMortalWounds')!)).toBe(false);
    const summary = (mean: number) => ({ mean, pmf: [1] });
    const withCost = { ...cells[1]!, result: { ...cells[1]!.result, mortalSources: [
      { name: 'Crushing Impact (T10)', mortalWounds: summary(1), selfMortalWounds: summary(5 / 3) },
      { name: 'Acceptable Losses (2 units)', mortalWounds: summary(0), selfMortalWounds: summary(2) },
    ] } };
    const row = defenderMetrics([cells[0]!, withCost], null).rows.find((r) => r.key === 'ownMortalWounds')!;
    expect(row.values[0]).toBe(0);
    expect(row.values[1]).toBeCloseTo(5 / 3 + 2, 15);
    expect(row.best).toEqual([]);
    expect(rowShown(row)).toBe(true);
  });
});

describe('interestingK', () => {
  it('keeps the k some column reaches with at least 0.5% and not every column is sure of', () => {
    const cells = strikeTeamRange().cells[0]!;
    const ks = interestingK(cells, 4, 5);
    for (const k of ks) expect(Math.max(...cells.map((c) => pAtLeast(c, k)))).toBeGreaterThanOrEqual(0.005);
    expect(ks[0]).toBe(1);
  });

  it('spreads at most `max` k evenly, keeping the first and the last', () => {
    const cells = specialWeaponsMatrix().cells[1]!;
    const all = interestingK(cells, 10, 100);
    const some = interestingK(cells, 10, 3);
    expect(some).toHaveLength(Math.min(3, all.length));
    expect(some[0]).toBe(all[0]);
    expect(some.at(-1)).toBe(all.at(-1));
  });
});
