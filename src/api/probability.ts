/**
 * `needed`'s target probability as the command line's `--p` takes it (sequence/goal.ts parseProbability): a
 * number, or a text like `0.9` or `90%`, above 0 and at most 1; anything else is a ScenarioError.
 */
import { ScenarioError } from '../plan/index.js';
import { parseProbability } from '../sequence/index.js';
import { shown } from './arguments.js';

export function probabilityOf(value: unknown): number {
  const p = typeof value === 'number' || typeof value === 'string' ? parseProbability(value) : null;
  if (p === null) throw new ScenarioError([`p: expected a probability above 0 and at most 1, like 0.9 or 90%, got ${shown(value)}`]);
  return p;
}
