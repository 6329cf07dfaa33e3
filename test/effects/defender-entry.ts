/** A defender's effect with one change, for the tests of the changes a unit's rule makes to the models attacked. */
import type { Change, EffectEntry } from '../../src/effects/index.js';

export function defenderEntry(name: string, change: Change, onlyModels?: readonly string[]): EffectEntry {
  return {
    id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    faction: 'Test',
    kind: 'enhancement',
    source: 'test',
    cp: null,
    editions: ['10e', '11e'],
    side: 'defender',
    requires: [],
    clauses: [{ change, ...(onlyModels === undefined ? {} : { only: { models: onlyModels } }) }],
    seed: { file: 'test', rule: name, text: '' },
  };
}
