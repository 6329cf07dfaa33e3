/**
 * JSON Schema (draft 2020-12) of `mathhammer compare --format json`, documented in docs/json.md and copied
 * to docs/schema/compare.schema.json (a test keeps the copy in step). Same subset as calc-schema.ts; each
 * cell is validated by the calc schema itself.
 */
import { CALC_JSON_SCHEMA, type JsonSchema } from '../calc/schema.js';
import { COMPARE_SCHEMA_VERSION } from './types.js';

function closedObject(description: string, properties: { readonly [key: string]: JsonSchema }): JsonSchema {
  return { type: 'object', description, required: Object.keys(properties), properties, additionalProperties: false };
}

const strings: JsonSchema = { type: 'array', items: { type: 'string' } };
const index: JsonSchema = { type: 'integer', minimum: 0 };
const { $schema: _schema, title: _title, ...calcCell } = CALC_JSON_SCHEMA;

const row: JsonSchema = closedObject('One metric: a value per column, as the table shows it.', {
  metric: {
    type: 'string',
    enum: [
      'damage',
      'modelsSlain',
      'pWipe',
      'atLeast',
      'pHalfStrength',
      'pBattleShockFail',
      'hazardFailedRolls',
      'hazardModelsLost',
      'ownMortalWounds',
      'points',
      'pointsRemoved',
      'modelsSlainPer100Points',
      'damagePer100Points',
      'pointsRemovedPer100Points',
    ],
  },
  k: { type: ['integer', 'null'], minimum: 1, description: 'The k of an atLeast row; null for the others.' },
  label: { type: 'string', description: 'The row label of the table.' },
  better: { type: ['string', 'null'], enum: ['higher', 'lower', null] },
  values: { type: 'array', items: { type: ['number', 'null'], minimum: 0 }, description: 'One per column; null when unknown.' },
  best: { type: 'array', items: index, description: 'Indices of the best columns; empty when none stands out.' },
});

export const COMPARE_JSON_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'mathhammer compare report',
  ...closedObject('mathhammer compare --format json: a calc report per column and defender, and the comparison rows.', {
    schemaVersion: { type: 'integer', enum: [COMPARE_SCHEMA_VERSION] },
    command: { type: 'string', enum: ['compare'] },
    columns: {
      type: 'array',
      items: closedObject('A column: an attacker with its own options.', {
        label: { type: 'string' },
        base: { type: 'string' },
        variant: { type: ['string', 'null'] },
        attacker: { type: 'string', description: 'Profile file or bundled profile name.' },
        options: { ...strings, description: 'calc options of this column beyond the common ones, as command-line words.' },
        steps: { type: ['array', 'null'], items: { type: 'string' }, description: 'A sequence column: its steps as `mathhammer sequence` takes them; null for a single attack.' },
      }),
    },
    vary: strings,
    results: {
      type: 'array',
      items: closedObject('One defender: the comparison rows and a calc report per column.', {
        defender: closedObject('The defender.', {
          label: { type: 'string' },
          source: { type: 'string', description: 'Profile file or bundled profile name.' },
        }),
        atLeastOf: { type: 'string', enum: ['modelsSlain', 'damage'] },
        rows: { type: 'array', items: row },
        cells: { type: 'array', items: calcCell },
      }),
    },
  }),
};
