/**
 * Sequences of attacks (issue 13): the engine time of realistic 5-step sequences (target < 100 ms) and of
 * the `needed` curve, 20 copies of one attack (target < 1 s). Returns Markdown tables; never asserts.
 */
import { EDITIONS, resolveSequence, type EditionId, type Scenario } from '../src/rules/index.js';
import { SEQUENCES, STANDARD_SCENARIOS } from './scenarios.js';
import { medianMs } from './timing.js';

const EDITION_IDS: readonly EditionId[] = ['10e', '11e'];
const time = (fn: () => void) => medianMs(fn, { warmup: 2, runs: 9 });
const ms = (x: number) => `${x.toFixed(1)} ms`;

export function sequenceBenchTable(): string {
  const rows = ['| sequence | rules | engine | with each step alone | E[models destroyed] | target |', '|---|---|---:|---:|---:|---|'];
  for (const { name, sequence } of SEQUENCES) {
    for (const edition of EDITION_IDS) {
      const rules = EDITIONS[edition];
      const plain = time(() => resolveSequence(sequence, rules));
      const alone = time(() => resolveSequence(sequence, rules, { stepAlone: true }));
      const mean = resolveSequence(sequence, rules).modelsDestroyed.mean;
      rows.push(`| ${name} | ${edition} | ${ms(plain)} | ${ms(alone)} | ${mean.toFixed(3)} | ${plain < 100 ? '< 100 ms ✓' : '< 100 ms ✗'} |`);
    }
  }
  return rows.join('\n');
}

/** N → P(destroyed) for N = 1..20 copies of each standard scenario: one sequence of 20 identical steps. */
export function neededBenchTable(copies = 20): string {
  const rows = ['| attack, repeated | rules | 20 copies | P(destroyed) after 1, 5, 20 | target |', '|---|---|---:|---|---|'];
  for (const { name, scenario } of STANDARD_SCENARIOS) {
    for (const edition of EDITION_IDS) {
      const rules = EDITIONS[edition];
      const sequence = { defender: scenario.defender, steps: Array<Scenario>(copies).fill(scenario) };
      const elapsed = time(() => resolveSequence(sequence, rules));
      const curve = resolveSequence(sequence, rules).steps.map((s) => s.after.pWipe);
      const shown = [0, 4, copies - 1].map((n) => curve[n]!.toFixed(4)).join(', ');
      rows.push(`| ${name} | ${edition} | ${ms(elapsed)} | ${shown} | ${elapsed < 1000 ? '< 1 s ✓' : '< 1 s ✗'} |`);
    }
  }
  return rows.join('\n');
}
