/**
 * Issue 15's two closest engine targets, timed alone for quick iteration (`npx tsx bench/engine-targets.ts`):
 * the mixed unit in 10e and 11e at 100–3,000 attacks, and the small icepool scenarios (a, and the standard
 * pulse rifles) warm in process, as the anchor table times them.
 */
import { warmMs as time } from './anchor.js';
import { GROWTH } from './growth.js';
import { ICEPOOL_SCENARIOS } from './icepool-scenarios.js';
import { STANDARD_SCENARIOS } from './scenarios.js';

const show = (x: number) => (x < 10 ? x.toFixed(3) : x.toFixed(1)) + ' ms';

const only = process.argv[2];
if (only !== 'small') {
  const mixed = GROWTH.find((g) => g.name.startsWith('mixed'))!;
  for (const n of mixed.sizes) {
    const s = mixed.scenario(n);
    console.log(`mixed ${n}: 10e ${show(time(s, '10e'))}, 11e ${show(time(s, '11e'))}`);
  }
}
if (only !== 'mixed') {
  for (const { name, scenario } of [...STANDARD_SCENARIOS.slice(0, 1), ...ICEPOOL_SCENARIOS]) {
    console.log(`${name}: 11e ${show(time(scenario, '11e'))}`);
  }
}
