/**
 * `npm run bench`: engine compute times for the standard scenarios (issue 2); the anchor tables of issue
 * 15 (side by side with icepool where present, growth in attacks, memory, a whole library call on parsed profiles); sequences
 * of attacks (issue 13); the CLI's cold-start wall time against bare `node -e 0` (issue 3), an 8 × 8
 * compare matrix (issue 4) and the instructions those runs take, the simulator against the exact engine
 * (issue 7), army data by name (issue 12), pictures (issue 16), the matchup matrix and the shooting plan (issue 28). Prints one Markdown table per part; never asserts.
 */
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { EDITIONS, resolveAttack, type Scenario } from '../src/rules/index.js';
import { anchorTable, growthTable } from './anchor.js';
import { apiBenchTable } from './api.js';
import { armyBenchTables } from './army.js';
import { coldStartTable, ownCopies } from './cold-start.js';
import { compareBenchTable } from './compare.js';
import { instructionsBenchTable } from './instructions.js';
import { matchupBenchTable } from './matchup.js';
import { picturesBenchTable } from './pictures.js';
import { planBenchTable } from './plan.js';
import { HUGE_SCENARIOS, precisionVolley, STANDARD_SCENARIOS } from './scenarios.js';
import { neededBenchTable, sequenceBenchTable } from './sequences.js';
import { simulatorBenchTable } from './simulator.js';
import { medianMs } from './timing.js';

const ROOT = join(import.meta.dirname, '..');

const time = (fn: () => void, options = { warmup: 3, runs: 15 }) => medianMs(fn, options);

const ms = (x: number) => `${x.toFixed(2)} ms`;

function engineTable(): string {
  const rows = [
    '| scenario | 10e | 11e | E[models destroyed] 11e |',
    '|---|---:|---:|---:|',
  ];
  const scenarios: { name: string; scenario: Scenario }[] = [
    ...STANDARD_SCENARIOS,
    ...[50, 100, 200, 400].map((n) => ({ name: `scaling: ${n} precision attacks vs 30 W1 + CHARACTER`, scenario: precisionVolley(n) })),
  ];
  for (const { name, scenario } of scenarios) {
    const tenth = time(() => resolveAttack(scenario, EDITIONS['10e']));
    const eleventh = time(() => resolveAttack(scenario, EDITIONS['11e']));
    const mean = resolveAttack(scenario, EDITIONS['11e']).modelsDestroyed.mean;
    rows.push(`| ${name} | ${ms(tenth)} | ${ms(eleventh)} | ${mean.toFixed(4)} |`);
  }
  return rows.join('\n');
}

/**
 * Huge but legal inputs (test/rules/huge-inputs.thorough.test.ts): median of three runs after one, in both editions
 * (10e never sorts saves, so its rows are the per-attack path), with the process's peak RSS so far.
 */
function hugeTable(): string {
  const rows = ['| scenario | 10e | 11e | E[models destroyed] 11e | peak RSS so far |', '|---|---:|---:|---:|---:|'];
  for (const { name, scenario } of HUGE_SCENARIOS) {
    const tenth = time(() => resolveAttack(scenario, EDITIONS['10e']), { warmup: 1, runs: 3 });
    const eleventh = time(() => resolveAttack(scenario, EDITIONS['11e']), { warmup: 1, runs: 3 });
    const mean = resolveAttack(scenario, EDITIONS['11e']).modelsDestroyed.mean;
    rows.push(`| ${name} | ${ms(tenth)} | ${ms(eleventh)} | ${mean.toFixed(4)} | ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB |`);
  }
  return rows.join('\n');
}

function cliTable(): string {
  const bin = join(ROOT, 'bin', 'mathhammer.cjs');
  if (!existsSync(join(ROOT, 'dist', 'cli', 'main.bundle.cjs'))) return '_CLI not built: run `npm run build` first._';
  const calc = [bin, 'calc', 'strike-team', 'meq', '--half-range'];
  const target = (t: number, bare: number) => (t / bare <= 2 ? '≤ 2 ✓' : '≤ 2 ✗');
  return coldStartTable(
    [
      { label: 'mathhammer calc strike-team meq --half-range', args: calc, target },
      { label: '… --json', args: [...calc, '--json'], target },
      { label: '… on copies of those profiles (their YAML parsed, as a player\'s own files are)', args: [bin, 'calc', ...ownCopies(ROOT, ['strike-team', 'meq']), '--half-range'], target },
    ],
    { runs: 21, warmup: false },
    ROOT,
  );
}

/** The parts of the benchmark, in order; `npm run bench -- anchor compare` runs only those named. */
const PARTS: readonly { readonly name: string; readonly title: string; readonly table: () => string | Promise<string> }[] = [
  { name: 'engine', title: 'Exact engine (median after warm-up)', table: engineTable },
  { name: 'huge', title: 'Huge inputs (median of 3 after one)', table: hugeTable },
  { name: 'anchor', title: 'Anchor: standard and icepool reference scenarios (issue 15)', table: anchorTable },
  { name: 'growth', title: 'Growth in the number of attacks (warm medians; each largest case run again alone for its memory)', table: growthTable },
  { name: 'api', title: 'A whole library call: profiles already parsed → plan → result → JSON (the CLI in process for context)', table: apiBenchTable },
  { name: 'sequences', title: 'Sequences: realistic units one after another (median of 9)', table: sequenceBenchTable },
  { name: 'needed', title: 'N copies of one attack: the `needed` curve, N = 1..20 in one sequence (median of 9)', table: neededBenchTable },
  { name: 'cli', title: 'CLI cold start (median of 21, taken in turns)', table: cliTable },
  { name: 'compare', title: 'Compare: 8 loadouts × 8 defenders (CLI wall time)', table: compareBenchTable },
  { name: 'instructions', title: 'Instructions of whole CLI runs, as callgrind counts them (where valgrind is installed)', table: instructionsBenchTable },
  { name: 'simulator', title: 'Monte Carlo simulator against the exact engine', table: simulatorBenchTable },
  { name: 'pictures', title: 'Pictures: SVG, PNG and HTML (CLI wall time)', table: picturesBenchTable },
  { name: 'army', title: 'Army data: catalogue parsing, units by name (cold and warm caches)', table: armyBenchTables },
  { name: 'matchup', title: 'Matchup: two 2,000-point lists, both phases, both directions (CLI wall time)', table: matchupBenchTable },
  { name: 'plan', title: 'Shooting plan: 15 × 15 units, and two 2,000-point lists (CLI wall time)', table: planBenchTable },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !PARTS.some((part) => part.name === name));
if (unknown.length > 0) {
  console.error(`bench: no part called ${unknown.join(', ')}; the parts: ${PARTS.map((part) => part.name).join(', ')}`);
  process.exit(2);
}
const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(`mathhammer benchmark — ${cpu}, ${cpus().length} cores, Node ${process.version}`);
for (const part of PARTS.filter((p) => asked.length === 0 || asked.includes(p.name))) {
  console.log(`\n## ${part.title}\n`);
  console.log(await part.table());
}
