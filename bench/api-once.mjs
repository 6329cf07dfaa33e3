// One library call in a fresh process, for the first-call time of the API (bench/api.ts):
// `node bench/api-once.mjs strike-team meq half-range`. Loads the compiled library (npm run build), parses
// both profiles first (not timed: the call starts from profiles already parsed), then times the first
// calc and its JSON text, and prints { firstMs }.
import { calc, loadProfile } from '../dist/api/index.js';

const [attackerRef, defenderRef, options = ''] = process.argv.slice(2);
const parsed = (ref) => {
  const loaded = loadProfile(ref);
  if (!loaded.ok) throw new Error(loaded.issues.map((issue) => issue.message).join('\n'));
  return loaded.value;
};
const attacker = parsed(attackerRef);
const defender = parsed(defenderRef);
const started = performance.now();
const text = JSON.stringify(calc(attacker, defender, options));
const firstMs = performance.now() - started;
process.stdout.write(JSON.stringify({ firstMs, bytes: text.length }));
