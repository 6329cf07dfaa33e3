import { defineConfig } from 'vitest/config';

/** Randomised files that run small in `npm test` and big in the thorough tier (test/support/thorough.ts). */
const SCALED = ['test/profile/fuzz.test.ts', 'test/profile/hostile-yaml.test.ts', 'test/rules/properties.test.ts'];

/**
 * `npm test` (`vitest run`): the quick tier a developer runs on every change, under ~90 s on a 2-core
 * machine. `npm run test:thorough` (`vitest run --mode thorough`): the long tiers — files named
 * `*.thorough.test.ts` (whole-grid brute force, huge inputs, the Monte Carlo grid, the packed package) and
 * the randomised files above at full size. CI runs both; nothing runs only by hand.
 */
export default defineConfig(({ mode }) =>
  mode === 'thorough'
    ? { test: { include: ['test/**/*.thorough.test.ts', ...SCALED], testTimeout: 3_600_000, hookTimeout: 600_000 } }
    : { test: { include: ['test/**/*.test.ts'], exclude: ['test/**/*.thorough.test.ts', '**/node_modules/**'], testTimeout: 60_000 } },
);
