// The CLI's main in a fresh process, for the first-call time of a whole command in process (bench/api.ts):
// `node bench/main-once.mjs calc strike-team meq --json`. Loads the compiled CLI (npm run build), times
// main's first call (its module loading excluded) and prints { firstMs }.
import { main } from '../dist/cli/main.js';

const io = { stdout: () => {}, stderr: () => {}, isTTY: false, env: {} };
const started = performance.now();
const code = await main(process.argv.slice(2), io);
const firstMs = performance.now() - started;
process.stdout.write(JSON.stringify({ firstMs, code }));
