/**
 * Sequences too big for brute force (docs/rules.md §13): the exact resolveSequence against the
 * independent die-by-die simulator playing the same sequence, every pmf entry of every step (its weapons,
 * hazard and sources, the unit after it, what it alone did) within 4.5 standard errors (sim/compare.ts):
 * a case checks about a thousand entries, so at 4 one of them is beyond by chance in about one case in
 * sixteen (seen: one entry at z 4.3 whose 3 × 10^5 further trials agreed with the engine).
 */
import { describe, expect, it } from 'vitest';
import { SEQUENCES } from '../../bench/scenarios.js';
import { EDITIONS, resolveSequence } from '../../src/rules/index.js';
import { compareSequences } from '../../src/sim/compare-sequence.js';
import { simulateSequence } from '../../src/sim/monte-carlo.js';

const TRIALS = 20_000;
const SIGMAS = 4.5;

describe.each(['10e', '11e'] as const)('%s: resolveSequence agrees with the simulator', (edition) => {
  it.each(SEQUENCES.map((s) => [s.name, s.sequence] as const))('%s', (_, sequence) => {
    const exact = resolveSequence(sequence, EDITIONS[edition], { stepAlone: true });
    const simulated = simulateSequence(sequence, EDITIONS[edition], TRIALS, 20261201, { sideTrack: true });
    const comparison = compareSequences(exact, simulated, SIGMAS);
    const show = (c: { field: string; k?: number | null; exact: number; simulated: number; z: number }) =>
      `${c.field}${c.k === null || c.k === undefined ? '' : `[${c.k}]`}: exact ${c.exact}, simulated ${c.simulated} (z ${c.z.toFixed(1)})`;
    expect(comparison.outside.map(show)).toEqual([]);
    expect(comparison.meansOutside.map(show)).toEqual([]);
    expect(comparison.entries.length).toBeGreaterThan(100);
  });
});
