/**
 * The exact engine against the independent die-by-die simulator on a grid of realistic attacks
 * (grid-scenarios.ts), both editions, 10^5 trials each: every pmf entry of every distribution (per-weapon
 * stages, wounds lost, models destroyed, per group, hazard) and P(destroyed), P(half-strength) must lie
 * within 4 standard errors (src/sim/compare.ts: plus two trials' worth for rare entries), every mean too.
 *
 * A statistical tier: `npm run test:thorough` runs the whole grid (26 × 2) with three seeds (about 3 minutes
 * on one core); the quick tier's Monte Carlo checks are in monte-carlo.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { EDITIONS, resolveAttack } from '../../src/rules/index.js';
import { compareResults, type Comparison } from '../../src/sim/compare.js';
import { simulate } from '../../src/sim/monte-carlo.js';
import { scaled, TIMEOUT } from '../support/thorough.js';
import { GRID } from './grid-scenarios.js';

const TRIALS = 100_000;
const SEEDS = scaled([20261201], [20261201, 7, 99]);
const cases = GRID;

function explain(c: Comparison): string {
  const lines = c.outside.slice(0, 8).map((e) => `${e.field}[${e.k ?? '-'}]: exact ${e.exact}, simulated ${e.simulated} (${e.z.toFixed(1)} SE)`);
  lines.push(...c.meansOutside.slice(0, 8).map((m) => `mean ${m.field}: exact ${m.exact}, simulated ${m.simulated} (${m.z.toFixed(1)} SE)`));
  return lines.join('\n');
}

/**
 * An entry further out than 4 SE at 10^5 trials is checked again at 10^6 trials with another seed: a
 * real error of that size is then 12 SE out, a fluke (about one entry in 16,000, and the grid has tens of
 * thousands) is not. Only the entries that strayed are judged again.
 */
function confirmed(c: Comparison, again: () => Comparison): Comparison | null {
  if (c.agrees) return null;
  const second = again();
  const key = (field: string, k: number | null) => `${field}[${k ?? '-'}]`;
  const strayed = new Set(c.outside.map((e) => key(e.field, e.k)));
  const strayedMeans = new Set(c.meansOutside.map((m) => m.field));
  const outside = second.outside.filter((e) => strayed.has(key(e.field, e.k)));
  const meansOutside = second.meansOutside.filter((m) => strayedMeans.has(m.field));
  return outside.length === 0 && meansOutside.length === 0 ? null : { ...second, outside, meansOutside, agrees: false };
}

describe.each(['10e', '11e'] as const)(`%s: exact engine agrees with ${TRIALS.toLocaleString('en')} simulated attacks`, (edition) => {
  const rules = EDITIONS[edition];
  it.each(cases.map((c) => [c.name, c.scenario] as const))('%s', (_, scenario) => {
    const exact = resolveAttack(scenario, rules);
    for (const seed of SEEDS) {
      const first = compareResults(exact, simulate(scenario, rules, TRIALS, seed));
      const failure = confirmed(first, () => compareResults(exact, simulate(scenario, rules, 10 * TRIALS, seed + 1)));
      expect(failure, failure === null ? '' : `seed ${seed}, at 10^5:\n${explain(first)}\nstill outside at 10^6:\n${explain(failure)}`).toBeNull();
    }
  }, TIMEOUT);
});
