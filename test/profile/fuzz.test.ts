/**
 * Fuzzing the readers of user text (test/support/fuzz.ts): the YAML profile loader and the datasheet
 * importer, on mutated seeds and token soup. `npm test` runs 11,000 profile cases (10,000 mutations and
 * 1,000 token soups) and 330 importer cases; `npm run fuzz` (vitest --mode thorough) 220,000 and 11,000 with
 * other seeds.
 */
import { describe, expect, it } from 'vitest';
import { describeFailures, fuzzInputs, fuzzParser } from '../support/fuzz.js';
import { DATASHEET_IMPORTER, DATASHEET_SEEDS, PROFILE_LOADER, PROFILE_SEEDS } from '../support/fuzz-targets.js';
import { scaled, TIMEOUT } from '../support/thorough.js';

describe('fuzz: readers of user text never throw and fail with located issues', () => {
  it('the seeds themselves: every bundled and fixture profile', () => {
    expect(PROFILE_SEEDS.length).toBeGreaterThanOrEqual(15);
    const report = fuzzParser(PROFILE_LOADER, PROFILE_SEEDS);
    expect(report.failures, describeFailures(report)).toEqual([]);
    expect(report.parsed).toBeGreaterThanOrEqual(12);
  });

  const profileCases = scaled(1_000, 200_000);
  it(`parseProfile: ${profileCases.toLocaleString('en')} mutated profiles and token soups`, () => {
    const report = fuzzParser(PROFILE_LOADER, fuzzInputs(PROFILE_SEEDS, profileCases, scaled(1, 20261205)), { file: 'fuzz.yaml' });
    expect(report.failures, describeFailures(report)).toEqual([]);
    expect(report.cases).toBeGreaterThanOrEqual(profileCases);
    // the mutations keep a fair share valid, so the steps after parsing are exercised too
    expect(report.parsed).toBeGreaterThan(report.cases / 20);
    expect(report.refused).toBeGreaterThan(report.cases / 4);
  }, TIMEOUT);

  const importerCases = scaled(100, 10_000);
  it.skipIf(DATASHEET_SEEDS.length === 0)(`importDatasheet: ${importerCases.toLocaleString('en')} mutated datasheet exports`, () => {
    // The exports are long: cut each to a random window so mutations land everywhere and cases stay quick.
    const report = fuzzParser(DATASHEET_IMPORTER, fuzzInputs(DATASHEET_SEEDS, importerCases, scaled(2, 20261206)), { file: 'export.txt' });
    expect(report.failures, describeFailures(report)).toEqual([]);
    expect(report.parsed).toBeGreaterThan(0);
  }, TIMEOUT);
});
