/**
 * JSON Schema (draft 2020-12) of `mathhammer show --json`, documented in docs/json.md ("Show") and copied to
 * docs/schema/show.schema.json (a test keeps the copy in step). The same subset as calc/schema.ts.
 */
import { closedObject, type JsonSchema } from '../calc/schema.js';
import { SHOW_SCHEMA_VERSION } from './types.js';

const strings: JsonSchema = { type: 'array', items: { type: 'string' } };
const side: JsonSchema = { type: 'string', enum: ['attacker', 'defender'] };
/** A characteristic the profile may leave out. */
const characteristic = (description: string, minimum: number): JsonSchema => ({ type: ['integer', 'null'], minimum, description });
const roll = (description: string): JsonSchema => characteristic(description, 2);

const source = closedObject('Where a profile came from.', {
  kind: { type: 'string', enum: ['file', 'bundled', 'datasheet'], description: 'A profile file (or standard input), a bundled profile, or a datasheet of a data folder named with --data.' },
  reference: { type: 'string', description: 'As it was named: a path, a bundled name, a datasheet name.' },
  file: { type: ['string', 'null'], description: 'The profile file as messages name it ("profiles/strike-team.yaml", "<stdin>"); null for a datasheet.' },
  catalogue: { type: ['string', 'null'], description: "The data's catalogue file a datasheet is read from; null otherwise." },
});

const group = closedObject('A model group, after the loadouts.', {
  name: { type: 'string' },
  models: { type: 'integer', minimum: 1 },
  M: characteristic('Move, inches.', 0),
  T: characteristic('Toughness.', 1),
  Sv: characteristic('Save roll target; 7 = no armour save.', 2),
  W: characteristic('Wounds.', 1),
  Ld: roll('Leadership roll target.'),
  OC: characteristic('Objective Control.', 0),
  invuln: roll('Invulnerable save.'),
  invulnRanged: roll('Invulnerable save against ranged attacks only.'),
  invulnMelee: roll('Invulnerable save against melee attacks only.'),
  fnp: roll('Feel No Pain.'),
  fnpMortal: roll('Feel No Pain against mortal wounds only.'),
  fnpPsychic: roll('Feel No Pain against psychic attacks only.'),
  character: { type: 'boolean' },
  leader: { type: 'boolean', description: 'A model of an attached leader.' },
  unit: { type: 'string', description: "The profile it belongs to: the unit's or a leader's." },
  keywords: { ...strings, description: "Keywords of this model only, on top of the unit's." },
  weapons: {
    type: 'array',
    description: 'What each model carries.',
    items: closedObject('A weapon carried.', { name: { type: 'string' }, count: { type: 'integer', minimum: 1, description: 'Per model.' } }),
  },
});

const weapon = closedObject('One profile of a weapon of the unit (a weapon of several profiles has one entry each).', {
  name: { type: 'string' },
  profile: { type: ['string', 'null'], description: "The profile's name; null for a weapon of one profile." },
  defaultProfile: { type: 'boolean', description: 'The profile fired unless --profile picks another.' },
  range: { type: ['integer', 'string'], description: 'Inches, or "melee".' },
  type: { type: 'string', enum: ['ranged', 'melee'] },
  A: { type: 'string', description: 'Attacks (dice text).' },
  skill: { type: ['integer', 'null'], minimum: 2, description: 'BS or WS target; null for N/A.' },
  S: { type: 'integer', minimum: 1 },
  AP: { type: 'integer' },
  D: { type: 'string', description: 'Damage (dice text).' },
  abilities: { ...strings, description: 'Ability text.' },
  requires: { type: 'array', items: { type: 'string', enum: ['stationary', 'charged', 'half-range'] }, description: 'What it needs to fire.' },
  carried: { type: 'boolean', description: 'Carried by a model of the unit as shown; false: only a loadout gives it.' },
});

const clause = closedObject('One change a sentence of the rule makes, as read.', {
  side: { ...side, description: 'attacker: when the unit attacks; defender: when it is attacked.' },
  scope: { type: 'string', enum: ['unit', 'bearer', 'led'], description: "The unit, the rule's model (its bearer), or the unit its model leads (only while leading)." },
  reaches: { type: 'string', description: 'Which models or weapons it reaches, in words.' },
  models: { type: ['array', 'null'], items: { type: 'string' }, description: 'The models it reaches; null: the whole unit.' },
  weapons: { type: ['array', 'null'], items: { type: 'string' }, description: 'The weapons it reaches, when it names some; null: every weapon.' },
  changes: { ...strings, description: 'What it changes, in words.' },
  requires: { ...strings, description: 'Its conditions, in words; [] when none.' },
  trigger: { type: 'string', enum: ['always', 'named'], description: 'Applied whenever its conditions hold, or only when the rule is named with --effect.' },
  assumes: { ...strings, description: 'What naming the rule asserts.' },
  effect: { type: ['string', 'null'], description: "The name --effect takes for a named clause: the rule's, or one option's ('<rule>: <option>'); null when always." },
  statline: { type: 'boolean', description: "Already in the models' characteristics: listed, not applied again." },
  sentence: { type: 'string', description: 'The sentence it is read from.' },
});

const rule = closedObject("One rule of the unit's profiles (`rules:`), and what mathhammer does with it.", {
  name: { type: 'string' },
  origin: { type: 'string', enum: ['datasheet', 'wargear', 'enhancement', 'army rule', 'detachment rule', 'stratagem'] },
  unit: { type: 'string', description: "The profile it is written in: the unit's, or an attached leader's." },
  model: { type: ['string', 'null'], description: "The model it belongs to (its bearer); null: the whole unit's." },
  statline: { type: 'boolean', description: 'Marked statline: true in the profile.' },
  text: { type: 'string' },
  status: { type: 'string', enum: ['applied', 'by-name', 'not-modelled', 'statline', 'no-effect'] },
  catalogue: { type: ['string', 'null'], description: "mathhammer's named effect of the same name, which --effect applies instead of this reading; null when none." },
  clauses: { type: 'array', items: clause },
  unmodelled: {
    type: 'array',
    items: closedObject('A sentence that changes the numbers in a way not modelled.', {
      sentence: { type: 'string' },
      why: { type: 'string' },
      side: { type: ['string', 'null'], enum: ['attacker', 'defender', null], description: 'Whose attacks it is about, when it says.' },
    }),
  },
});

export const SHOW_JSON_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'mathhammer show report',
  ...closedObject('mathhammer show --json: one unit as its profile gives it, and what mathhammer does with each of its rules.', {
    schemaVersion: { type: 'integer', enum: [SHOW_SCHEMA_VERSION] },
    command: { type: 'string', enum: ['show'] },
    name: { type: 'string', description: "The unit's name, with its leaders'." },
    faction: { type: ['string', 'null'] },
    description: { type: ['string', 'null'] },
    source,
    leaders: { type: 'array', items: closedObject('An attached leader.', { name: { type: 'string' }, source }) },
    keywords: strings,
    points: { type: ['number', 'null'], minimum: 0, description: 'Points of the unit as shown; null when the profile does not say.' },
    sizes: {
      type: 'array',
      description: 'Points by unit size, when the profile has a table of them.',
      items: closedObject('One size.', { models: { type: 'integer', minimum: 1 }, points: { type: 'number', minimum: 0 } }),
    },
    loadout: { ...strings, description: 'The loadouts applied (--loadout), in order.' },
    models: { type: 'integer', minimum: 1 },
    groups: { type: 'array', items: group },
    weapons: { type: 'array', items: weapon },
    loadouts: {
      type: 'array',
      description: 'The loadouts the profile offers.',
      items: closedObject('One loadout.', { name: { type: 'string' }, description: { type: ['string', 'null'] }, max: { type: 'integer', minimum: 1 } }),
    },
    damageReduction: { type: ['integer', 'null'], minimum: 1 },
    halveDamage: { type: 'boolean' },
    stealth: { type: 'boolean' },
    effects: { ...strings, description: "Named effects of the profile's effects:." },
    rules: { type: 'array', items: rule },
    warnings: strings,
  }),
};
