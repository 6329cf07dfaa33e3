/**
 * JSON Schemas (draft 2020-12) of `mathhammer sequence --format json` and `mathhammer needed --format json`,
 * documented in docs/json.md and copied to docs/schema/ (a test keeps the copies in step). Same subset as
 * calc/schema.ts; a step has the calc contract's properties (without its schemaVersion and defender).
 */
import { CALC_JSON_SCHEMA, type JsonSchema } from '../calc/schema.js';
import { NEEDED_SCHEMA_VERSION } from '../needed/types.js';
import { SEQUENCE_SCHEMA_VERSION } from './types.js';

function closedObject(description: string, properties: { readonly [key: string]: JsonSchema }): JsonSchema {
  return { type: 'object', description, required: Object.keys(properties), properties, additionalProperties: false };
}

const calc = CALC_JSON_SCHEMA.properties!;
const { schemaVersion: _version, defender: _defender, ...stepOfCalc } = calc;
const strings: JsonSchema = { type: 'array', items: { type: 'string' } };
const probability: JsonSchema = { type: 'number', minimum: 0 };

const step: JsonSchema = closedObject(
  "One step: its attack in the calc contract's words; damage, modelsSlain, modelsSlainByGroup, pWipe, pBelowHalf and pAtOrBelowHalf are the defender after this step (everything so far).",
  {
    label: { type: 'string', description: 'The step as named: its attacker, or a sequence file label.' },
    options: { ...strings, description: 'The step\'s own calc options as command-line words (beyond the common ones).' },
    ...stepOfCalc,
    alone: closedObject('What this step alone did, in expectation.', {
      damage: { type: 'number', minimum: 0, description: 'Expected wounds lost in this step.' },
      modelsSlain: { type: 'number', minimum: 0, description: 'Expected models destroyed in this step.' },
    }),
    stateDependent: {
      type: ['array', 'null'],
      description: 'When the step\'s effects depend on the target being Below Half-strength as it starts: each case, its probability and the effects applied; null otherwise.',
      items: closedObject('A case of the starting state.', {
        belowHalf: { type: 'boolean' },
        p: probability,
        effects: strings,
      }),
    },
  },
);

export const SEQUENCE_JSON_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'mathhammer sequence report',
  ...closedObject('mathhammer sequence --format json: each step in order against one defender, and the defender after the last.', {
    schemaVersion: { type: 'integer', enum: [SEQUENCE_SCHEMA_VERSION] },
    command: { type: 'string', enum: ['sequence'] },
    rules: calc['rules']!,
    defender: calc['defender']!,
    steps: { type: 'array', items: step },
    final: closedObject('The defender after the last step, and its battle-shock test (forced tests are in their steps).', {
      damage: calc['damage']!,
      modelsSlain: calc['modelsSlain']!,
      modelsSlainByGroup: calc['modelsSlainByGroup']!,
      pWipe: calc['pWipe']!,
      pBelowHalf: calc['pBelowHalf']!,
      pAtOrBelowHalf: calc['pAtOrBelowHalf']!,
      battleShock: calc['battleShock']!,
    }),
    notes: strings,
  }),
};

export const NEEDED_JSON_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'mathhammer needed report',
  ...closedObject('mathhammer needed --format json: the smallest N reaching the goal with the probability asked, and the curve N → P(goal).', {
    schemaVersion: { type: 'integer', enum: [NEEDED_SCHEMA_VERSION] },
    command: { type: 'string', enum: ['needed'] },
    rules: calc['rules']!,
    attacker: { type: 'string', description: 'Profile file, bundled or datasheet name.' },
    defender: { type: 'string', description: 'Profile file, bundled or datasheet name.' },
    goal: {
      type: 'object',
      description: '{ "kind": "destroyed" | "below-half" } or { "kind": "at-least" | "damage", "k": K }.',
      required: ['kind'],
      properties: { kind: { type: 'string', enum: ['destroyed', 'at-least', 'damage', 'below-half'] }, k: { type: 'integer', minimum: 1 } },
      additionalProperties: false,
    },
    target: { type: 'number', minimum: 0, description: 'The probability asked for.' },
    by: { type: 'string', enum: ['copies', 'models'] },
    answer: { type: ['integer', 'null'], minimum: 1, description: 'The smallest N whose P(goal) reaches the target; null when none up to the last N tried.' },
    curve: {
      type: 'array',
      items: closedObject('One N.', { n: { type: 'integer', minimum: 1 }, p: probability }),
    },
    notes: strings,
  }),
};
