import { defineConfig } from 'vitest/config';

/** `npm run test:thorough`: the long tiers (vitest.config.ts says which files are in it). */
export default defineConfig({
  test: {
    include: ['test/**/*.thorough.test.ts'],
    testTimeout: 600_000,
  },
});
