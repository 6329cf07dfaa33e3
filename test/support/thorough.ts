/**
 * Quick or thorough: `npm test` runs the randomised tests (fuzz, properties) at a size that keeps the suite
 * fast and leaves out the brute-force cases marked `slow`; `npm run test:thorough` (vitest --mode thorough,
 * which vitest.config.ts passes to the tests as TEST_TIER) runs them whole, with the long tiers.
 * `npm run fuzz` runs just the randomised files at the thorough size.
 */
export const THOROUGH = process.env['TEST_TIER'] === 'thorough';

/** `quick` in `npm test`, `thorough` in `npm run test:thorough`. */
export function scaled<T>(quick: T, thorough: T): T {
  return THOROUGH ? thorough : quick;
}

/** A test's time limit: vitest's 60 s in `npm test`, an hour in the thorough tier. */
export const TIMEOUT = scaled(60_000, 3_600_000);
