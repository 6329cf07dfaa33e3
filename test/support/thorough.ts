/**
 * Quick or thorough: `npm test` runs the randomised tests (fuzz, properties, the Monte Carlo grid) at a
 * size that keeps the suite fast; `npm run fuzz` (vitest --mode thorough) runs them much bigger.
 */
export const THOROUGH = process.env['MODE'] === 'thorough';

/** `quick` in `npm test`, `thorough` in `npm run fuzz`. */
export function scaled<T>(quick: T, thorough: T): T {
  return THOROUGH ? thorough : quick;
}

/** A test's time limit: vitest's 60 s in `npm test`, an hour in `npm run fuzz`. */
export const TIMEOUT = scaled(60_000, 3_600_000);
