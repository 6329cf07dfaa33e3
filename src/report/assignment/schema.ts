/**
 * JSON Schema (draft 2020-12) of `mathhammer plan --format json`, documented in docs/json.md ("Plan")
 * and copied to docs/schema/plan.schema.json (a test keeps the copy in step).
 */
import { closedObject, type JsonSchema } from '../calc/schema.js';
import { sideSchema } from '../matchup/schema.js';
import { PLAN_GOALS, PLAN_SCHEMA_VERSION } from './types.js';

const strings: JsonSchema = { type: 'array', items: { type: 'string' } };
const probability = (description: string): JsonSchema => ({ type: 'number', minimum: 0, description: `${description} 0..1.` });
const count = (description: string): JsonSchema => ({ type: 'integer', minimum: 0, description });
const nonNegative = (description: string): JsonSchema => ({ type: 'number', minimum: 0, description });

/** A closed object whose `optional` properties may be left out. */
function withOptional(schema: JsonSchema, optional: readonly string[]): JsonSchema {
  return { ...schema, required: (schema.required ?? []).filter((key) => !optional.includes(key)) };
}

const weapons: JsonSchema = {
  type: 'array',
  items: closedObject('A weapon group: the weapon and how many of the unit fire it.', { name: { type: 'string' }, count: count('Weapons of this name the unit fires.') }),
  description: 'Present with split fire (search.weaponGroups present): the weapon groups of the attacker in this attack.',
};

const assignment: JsonSchema = {
  type: 'array',
  items: withOptional(closedObject('One attacker and its target.', { attacker: { type: 'string' }, target: { type: 'string' }, weapons }), ['weapons']),
  description: 'Each assigned attacker (by label) and its target (by label); with split fire, one entry per unit and target, with the weapon groups of a unit of several (all of them when all go there).',
};

const target: JsonSchema = closedObject('A target with attackers, and its exact outcome.', {
  target: { type: 'string', description: "The target's label." },
  points: { type: ['integer', 'null'], minimum: 0, description: 'Its points; null when unknown.' },
  models: count('Its models.'),
  steps: {
    type: 'array',
    items: withOptional(closedObject('One attacker, in the order they attack.', {
      attacker: { type: 'string' },
      weapons: { ...weapons, description: 'Present with split fire when the attack is not all the weapons of the attacker: its weapon groups.' },
      modelsDestroyed: nonNegative('E[models this attack alone destroys], from the state the attacks before it left.'),
      pDestroyedAfter: probability('P(the target is destroyed) after this attack.'),
    }), ['weapons']),
  },
  pDestroyed: probability('P(every model destroyed) after all its attackers.'),
  expectedModels: nonNegative('E[models destroyed].'),
  expectedPoints: { type: ['number', 'null'], minimum: 0, description: 'points x expectedModels / models; null when points are unknown.' },
  modelsDestroyedPmf: { type: 'array', items: { type: 'number', minimum: 0 }, description: 'P(k models destroyed) for k = 0 ... models.' },
  value: nonNegative("This target's share of the goal's value."),
});

const commandReroll: JsonSchema = {
  ...withOptional(closedObject('', {
    roll: { type: 'string', enum: ['attacks', 'hit', 'wound', 'save', 'damage'] },
    side: { type: 'string', enum: ['mine', 'theirs'], description: "mine: the attacker's re-roll, on the step where it adds the most; theirs: the defender's save, on the step where it costs the plan the most." },
    attacker: { type: 'string', description: "The step's attacker (label)." },
    weapons: { ...weapons, description: 'Present with split fire when the step is not all the weapons of the attacker: its weapon groups.' },
    target: { type: 'string', description: "The step's target (label)." },
    gain: { type: 'number', description: "What the re-roll changes of the plan's value (negative for theirs); included in value." },
  }), ['weapons']),
  type: ['object', 'null'],
  description: 'The Command Re-roll, used once per phase on one step (docs/plan.md, "Command Re-roll"); null when the options give none or it changes no step of the plan.',
};

export const PLAN_JSON_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'mathhammer plan report',
  ...closedObject('mathhammer plan --format json: each attacking unit to one target, maximising a goal.', {
    schemaVersion: { type: 'integer', enum: [PLAN_SCHEMA_VERSION] },
    command: { type: 'string', enum: ['plan'] },
    rules: { type: 'string', enum: ['10e', '11e'] },
    phase: { type: 'string', enum: ['shooting', 'melee'] },
    goal: closedObject('What the plan maximises (docs/plan.md, "Goals").', {
      kind: { type: 'string', enum: [...PLAN_GOALS] },
      mustKill: { ...strings, description: 'The targets to destroy (labels) for must-kill; empty otherwise.' },
      description: { type: 'string', description: 'The goal in words: "expected points destroyed", "P(Knight destroyed)".' },
      tieBreak: { type: 'string', description: 'What decides between plans of equal value.' },
    }),
    sides: closedObject('The two armies.', { mine: sideSchema, theirs: sideSchema }),
    value: nonNegative("The goal's value of the plan: the sum of its targets' values."),
    tieBreak: nonNegative('The tie-break value of the plan.'),
    targets: { type: 'array', items: target, description: "Targets with attackers, in theirs' order." },
    commandReroll,
    assignment,
    idle: {
      type: 'array',
      items: closedObject('An attacker that can attack no target.', { attacker: { type: 'string' }, reason: { type: 'string' } }),
    },
    runnersUp: {
      type: 'array',
      items: closedObject('Another plan, next best first.', { value: nonNegative('Its value.'), tieBreak: nonNegative('Its tie-break value.'), assignment }),
    },
    search: withOptional(closedObject('How the plan was found (docs/plan.md, "How the plan is found").', {
      method: { type: 'string', enum: ['exhaustive', 'greedy + local search', 'units, then weapon groups'] },
      attackers: count('Attacking units.'),
      targets: count('Targets.'),
      weaponGroups: count('Present with split fire: the items assigned, each a weapon group of a unit (a unit of one group counts once).'),
      plansTried: count('Plans whose value was computed.'),
      sequencesResolved: count('Exact sequences resolved (each distinct group of attackers on a target, in each order tried).'),
      bound: nonNegative('An upper bound on the value of any plan (docs/plan.md, "The bound").'),
      gap: nonNegative('bound - value.'),
    }), ['weaponGroups']),
    warnings: { ...strings, description: "What the plan's attacks warn of, with the attacks each concerns." },
    problems: strings,
    notes: strings,
  }),
};
