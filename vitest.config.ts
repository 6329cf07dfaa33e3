import { defineConfig } from 'vitest/config';

/**
 * `npm test`: the quick tier a developer runs on every change (under ~90 s on a 2-core machine).
 * Files named `*.thorough.test.ts` hold the long randomised and statistical tiers: `npm run test:thorough`
 * (vitest.thorough.config.ts) runs them, and CI runs both.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.thorough.test.ts', '**/node_modules/**'],
    testTimeout: 60_000,
  },
});
