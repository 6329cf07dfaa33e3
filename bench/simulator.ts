/**
 * What exactness costs, measured: the reference simulator (src/sim) on the standard scenarios against the
 * exact engine. For each scenario and edition: the engine's time; the simulator's time for 10^5 and 10^6
 * trials with its largest error (the largest |simulated − exact| over every pmf entry of every
 * distribution and the probabilities); and the ratio "simulator time for 1e-3 accuracy ÷ exact time",
 * where 1e-3 accuracy means every entry's standard error √(p(1 − p)/n) ≤ 1e-3, so n = max p(1 − p) / 10^-6
 * trials (up to 250,000), timed at the per-trial rate of the 10^6 run.
 *
 * `simulatorBenchTable()` returns one Markdown table; bench/run.ts prints it. The 10^6-trial runs dominate:
 * 3½ minutes in all for the four scenarios in both editions on a 2-core AMD EPYC (Node 20); pass
 * `{ trials: [10_000, 100_000] }` for a 20-second run.
 */
import { EDITIONS, resolveAttack, type EditionId, type Scenario } from '../src/rules/index.js';
import { compareResults } from '../src/sim/compare.js';
import { simulate } from '../src/sim/monte-carlo.js';
import { STANDARD_SCENARIOS } from './scenarios.js';
import { medianMs } from './timing.js';

export type SimulatorBenchOptions = {
  /** Trial counts to time (default 10^5 and 10^6); the last one sets the per-trial rate. */
  readonly trials?: readonly number[];
  readonly editions?: readonly EditionId[];
  readonly scenarios?: readonly { readonly name: string; readonly scenario: Scenario }[];
  /** Target standard error of every entry (default 1e-3). */
  readonly accuracy?: number;
  readonly seed?: number;
};

const median = (fn: () => void) => medianMs(fn, { warmup: 2, runs: 9 });

function duration(ms: number): string {
  if (ms < 1_000) return `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
  return `${(ms / 1_000).toFixed(1)} s`;
}

const exponent = (n: number): string => (Number.isInteger(Math.log10(n)) ? `10^${Math.log10(n)}` : n.toLocaleString('en'));

export function simulatorBenchTable(options: SimulatorBenchOptions = {}): string {
  const trialCounts = options.trials ?? [100_000, 1_000_000];
  const editions = options.editions ?? (['10e', '11e'] as const);
  const scenarios = options.scenarios ?? STANDARD_SCENARIOS;
  const accuracy = options.accuracy ?? 1e-3;
  const seed = options.seed ?? 20261208;
  const head = [
    'scenario',
    'rules',
    'exact',
    ...trialCounts.flatMap((n) => [`${exponent(n)} trials`, 'largest error']),
    `trials for SE ≤ ${accuracy}`,
    'simulator time',
    '÷ exact',
  ];
  const rows = [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i < 2 ? '---' : '---:')).join('|')}|`];
  for (const { name, scenario } of scenarios) {
    for (const edition of editions) {
      const rules = EDITIONS[edition];
      const exactMs = median(() => resolveAttack(scenario, rules));
      const exact = resolveAttack(scenario, rules);
      const cells: string[] = [];
      let perTrialMs = NaN;
      let needed = 0;
      for (const trials of trialCounts) {
        const t0 = performance.now();
        const simulated = simulate(scenario, rules, trials, seed);
        const ms = performance.now() - t0;
        perTrialMs = ms / trials;
        const c = compareResults(exact, simulated);
        cells.push(duration(ms), (c.largest === null ? 0 : Math.abs(c.largest.difference)).toFixed(4));
        // The worst entry's p(1 − p) fixes the trials every entry needs (the same for every run).
        needed = Math.ceil(Math.max(...c.entries.map((e) => e.exact * (1 - e.exact))) / (accuracy * accuracy));
      }
      const simulatorMs = needed * perTrialMs;
      rows.push(`| ${name} | ${edition} | ${duration(exactMs)} | ${cells.join(' | ')} | ${needed.toLocaleString('en')} | ${duration(simulatorMs)} | ${Math.round(simulatorMs / exactMs).toLocaleString('en')}× |`);
    }
  }
  return rows.join('\n');
}
