import type { EditionRules } from './editions.js';
import type { AttackResult, Scenario } from './types.js';

/** Resolve a whole attack exactly. (Being written: see issue 2.) */
export function resolveAttack(scenario: Scenario, rules: EditionRules): AttackResult {
  void scenario;
  void rules;
  throw new Error('resolveAttack: not implemented yet');
}
