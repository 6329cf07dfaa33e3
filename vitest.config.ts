import { defineConfig } from 'vitest/config';

/**
 * Files that run a part in `npm test` and the whole in the thorough tier (test/support/thorough.ts): the
 * randomised and statistical ones small, the brute-force ones without their cases of seconds each (marked
 * `slow`).
 */
const PARTIAL = [
  'test/profile/fuzz.test.ts',
  'test/profile/hostile-yaml.test.ts',
  'test/rules/properties.test.ts',
  'test/rules/brute-force.test.ts',
  'test/rules/reachable-states.test.ts',
  'test/rules/monte-carlo.test.ts',
];

/**
 * `npm test` (`vitest run`): the quick tier a developer runs on every change, under ~90 s on a 2-core
 * machine. `npm run test:thorough` (`vitest run --mode thorough`): the long tiers — files named
 * `*.thorough.test.ts` (whole-grid brute force, huge inputs, the Monte Carlo grid, the packed package) and
 * the files above whole. CI runs both; nothing runs only by hand. Test files run in parallel on every
 * core (vitest's default here would leave one of two idle): the tests are CPU-bound.
 */
export default defineConfig(({ mode }) =>
  mode === 'thorough'
    ? { test: { include: ['test/**/*.thorough.test.ts', ...PARTIAL], maxWorkers: '100%', testTimeout: 3_600_000, hookTimeout: 600_000 } }
    : { test: { include: ['test/**/*.test.ts'], exclude: ['test/**/*.thorough.test.ts', '**/node_modules/**'], maxWorkers: '100%', testTimeout: 60_000 } },
);
