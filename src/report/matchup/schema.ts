/**
 * JSON Schema (draft 2020-12) of `mathhammer matchup --format json`, documented in docs/json.md
 * ("Matchup") and copied to docs/schema/matchup.schema.json (a test keeps the copy in step).
 */
import { closedObject, type JsonSchema } from '../calc/schema.js';
import { MATCHUP_SCHEMA_VERSION, RANK_METRICS } from './types.js';

const strings: JsonSchema = { type: 'array', items: { type: 'string' } };
const index: JsonSchema = { type: 'integer', minimum: 0 };
const indices: JsonSchema = { type: 'array', items: index };
const side: JsonSchema = { type: 'string', enum: ['mine', 'theirs'] };
const known = (description: string): JsonSchema => ({ type: ['number', 'null'], minimum: 0, description });

export const sideSchema: JsonSchema = closedObject('One army.', {
  source: { type: 'string', description: 'The side as given: a file, a folder, or the names.' },
  what: { type: 'string', description: 'What it was read as: "army list (13 units, 10e data)", "folder of 3 profiles", "2 units by name".' },
  units: {
    type: 'array',
    items: closedObject('A unit, with any leader attached.', {
      label: { type: 'string', description: 'Unique within the side.' },
      name: { type: 'string', description: 'The datasheet or profile name, without leaders.' },
      points: { type: ['integer', 'null'], minimum: 0, description: 'With its leaders; null when unknown.' },
    }),
  },
});

const cell: JsonSchema = closedObject('One attacker against one target.', {
  computed: { type: 'boolean' },
  damage: known('Expected wounds lost; null when not computed.'),
  models: known('Expected models destroyed.'),
  pDestroyed: known('P(every model of the target destroyed), 0..1.'),
  pointsRemoved: known("The target's points x models destroyed / its models; null when its points are unknown."),
  pointsPerPoint: known("pointsRemoved / the attacker's points; null when either is unknown."),
  modelsDestroyedPmf: { type: ['array', 'null'], items: { type: 'number', minimum: 0 }, description: 'P(k models destroyed) for k = 0, 1, ...; null when not computed.' },
  warnings: strings,
  reason: { type: ['string', 'null'], description: 'Why the cell was not computed; null when it was.' },
});

export const MATCHUP_JSON_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'mathhammer matchup report',
  ...closedObject('mathhammer matchup --format json: every unit of one side against every unit of the other.', {
    schemaVersion: { type: 'integer', enum: [MATCHUP_SCHEMA_VERSION] },
    command: { type: 'string', enum: ['matchup'] },
    rules: { type: 'string', enum: ['10e', '11e'] },
    rankedBy: { type: 'string', enum: [...RANK_METRICS] },
    sides: closedObject('The two armies.', { mine: sideSchema, theirs: sideSchema }),
    matrices: {
      type: 'array',
      items: closedObject('One phase in one direction.', {
        phase: { type: 'string', enum: ['shooting', 'melee'] },
        attackers: side,
        defenders: side,
        rowOrder: { ...indices, description: 'Attacker indices, strongest first.' },
        columnOrder: { ...indices, description: 'Target indices, the most removable first.' },
        best: { type: 'array', items: indices, description: 'For each target: the best attackers by rankedBy.' },
        cells: { type: 'array', items: { type: 'array', items: cell }, description: "cells[attacker][target], in the order of each side's units." },
      }),
    },
    problems: strings,
    notes: strings,
  }),
};
