// One engine call in a fresh process (bench/anchor.ts): `node bench/engine-once.mjs '<json>'` where the
// JSON is { scenario, rules } or { sequence, rules }. Loads the compiled engine (npm run build), times the
// first call, and prints { firstMs, mean, maxRssMiB } — the whole process is timed by the caller.
import { EDITIONS, resolveAttack, resolveSequence } from '../dist/rules/index.js';

const input = JSON.parse(process.argv[2]);
const rules = EDITIONS[input.rules];
const started = performance.now();
const result = input.sequence ? resolveSequence(input.sequence, rules) : resolveAttack(input.scenario, rules);
const firstMs = performance.now() - started;
const maxRssMiB = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify({ firstMs, mean: result.modelsDestroyed.mean, maxRssMiB }));
