/** The whole characteristics grid against brute force (brute-force.test.ts runs every sixth case). */
import { describe, it } from 'vitest';
import { check, grid } from './brute-force-cases.js';

describe.each(['10e', '11e'] as const)('%s: engine = brute-force enumeration on the whole grid', (edition) => {
  it.each(grid.map((c) => [c.name, c] as const))('grid: %s', (_, c) => check(c, edition));
});
