import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

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
  'test/rules/brute-force-mortals.test.ts',
  'test/rules/brute-force-knobs.test.ts',
  'test/rules/monte-carlo.test.ts',
];

/** Files that replace a module (vi.mock): each gets fresh modules, so the mock reaches no other file. */
const MOCKING = ['test/cli/error-boundary.test.ts', 'test/cli/png-unavailable.test.ts'];

/**
 * `npm test` (`vitest run`): the quick tier a developer runs on every change, under ~90 s on a 2-core
 * machine. `npm run test:thorough` (`vitest run --mode thorough`): the long tiers — files named
 * `*.thorough.test.ts` (whole-grid brute force, huge inputs, the Monte Carlo grid, the packed package) and
 * the files above whole. CI runs both; nothing runs only by hand.
 *
 * Speed: test files run on every core (vitest's default here would leave one of two idle), in worker
 * threads, and the files of a worker share the modules they import (isolate: false) — importing the
 * project afresh for each of a hundred files took more time than many of their tests. Tests keep no
 * state in modules that another file could see; the files that mock a module run isolated.
 */
export default defineConfig(({ mode }) => {
  const thorough = mode === 'thorough';
  const include = thorough ? ['test/**/*.thorough.test.ts', ...PARTIAL] : ['test/**/*.test.ts'];
  const exclude = thorough ? ['**/node_modules/**'] : ['test/**/*.thorough.test.ts', '**/node_modules/**'];
  // Set on each project: the tier (test/support/thorough.ts; the projects' tests do not see the mode).
  const common = {
    env: { TEST_TIER: thorough ? 'thorough' : 'quick' },
    testTimeout: thorough ? 3_600_000 : 60_000,
    ...(thorough ? { hookTimeout: 600_000 } : {}),
  };
  const shared: TestProjectInlineConfiguration = { extends: true, test: { name: 'shared', include, exclude: [...exclude, ...MOCKING], isolate: false, ...common } };
  const isolated: TestProjectInlineConfiguration = { extends: true, test: { name: 'isolated', include: MOCKING, isolate: true, ...common } };
  return { test: { pool: 'threads', maxWorkers: '100%', projects: thorough ? [shared] : [shared, isolated] } };
});
