/**
 * JSON Schema (draft 2020-12) of `mathhammer calc --format json`, documented in docs/json.md and copied to
 * docs/schema/calc.schema.json (a test keeps the copy in step). It uses a small subset on purpose:
 * type, required, properties, additionalProperties: false, items, enum, minimum.
 */
import { SCHEMA_VERSION } from '../types.js';

export type JsonSchema = {
  readonly $schema?: string;
  readonly $id?: string;
  readonly title?: string;
  readonly description?: string;
  readonly type?: JsonType | readonly JsonType[];
  readonly required?: readonly string[];
  readonly properties?: { readonly [key: string]: JsonSchema };
  readonly additionalProperties?: false;
  readonly items?: JsonSchema;
  readonly enum?: readonly (string | number | boolean | null)[];
  readonly minimum?: number;
};

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** An object whose every property is required and no other is allowed. */
export function closedObject(description: string, properties: { readonly [key: string]: JsonSchema }): JsonSchema {
  return { type: 'object', description, required: Object.keys(properties), properties, additionalProperties: false };
}

const probability: JsonSchema = { type: 'number', minimum: 0 };
const rollTarget: JsonSchema = { type: 'integer', minimum: 1 };
const strings: JsonSchema = { type: 'array', items: { type: 'string' } };
const rerollPolicy: JsonSchema = { type: 'string', enum: ['none', 'ones', 'failed', 'noncrit'] };

const summary = (description: string): JsonSchema =>
  closedObject(description, {
    mean: { type: 'number', minimum: 0, description: 'Expected value.' },
    pmf: { type: 'array', items: probability, description: 'pmf[k] = P(value = k), k = 0, 1, 2, …' },
  });

const group: JsonSchema = closedObject('A model group as understood.', {
  name: { type: 'string' },
  models: { type: 'integer', minimum: 1 },
  T: { type: 'integer', minimum: 1 },
  W: { type: 'integer', minimum: 1 },
  Sv: { type: 'integer', minimum: 2, description: 'Save roll target; 7 = no armour save.' },
  invuln: { type: ['integer', 'null'], minimum: 2 },
  invulnRanged: { type: ['integer', 'null'], minimum: 2, description: 'Invulnerable save against ranged attacks only.' },
  invulnMelee: { type: ['integer', 'null'], minimum: 2, description: 'Invulnerable save against melee attacks only.' },
  fnp: { type: ['integer', 'null'], minimum: 2 },
  fnpMortal: { type: ['integer', 'null'], minimum: 2, description: 'Feel No Pain against mortal wounds only.' },
  fnpPsychic: { type: ['integer', 'null'], minimum: 2, description: 'Feel No Pain against psychic attacks only.' },
  character: { type: 'boolean' },
  leader: { type: 'boolean' },
  keywords: strings,
});

const unit = (description: string): JsonSchema =>
  closedObject(description, {
    name: { type: 'string' },
    source: { type: 'string', description: 'Profile file or bundled profile name.' },
    points: { type: ['number', 'null'], minimum: 0 },
    loadout: { type: ['string', 'null'] },
    models: { type: 'integer', minimum: 1 },
    groups: { type: ['array', 'null'], items: group },
  });

const modifiers = (description: string): JsonSchema => ({
  type: 'object',
  description,
  properties: {
    attacks: { type: 'integer' },
    strength: { type: 'integer' },
    toughness: { type: 'integer' },
    hit: { type: 'integer' },
    wound: { type: 'integer' },
    bs: { type: 'integer' },
    ap: { type: 'integer' },
    save: { type: 'integer' },
    critWoundAp: { type: 'integer', minimum: 0, description: 'AP improvement of an attack whose wound roll was a Critical Wound.' },
    critWoundApSet: { type: 'integer', description: 'The AP characteristic of an attack whose wound roll was a Critical Wound, set before the AP changes.' },
    damage: { type: 'integer' },
    critHit: rollTarget,
    critWound: rollTarget,
    successfulHitsCritical: { type: 'boolean', description: 'Every successful hit roll scores a Critical Hit.' },
    successfulWoundsCritical: { type: 'boolean', description: 'Every successful wound roll scores a Critical Wound.' },
    hitOnlyOnUnmodified: rollTarget,
    woundOnlyOnUnmodified: rollTarget,
    woundByStrength: {
      type: 'array',
      description: 'Wound-roll modifiers that hold only when the attack\'s Strength compares so with the target\'s Toughness.',
      items: {
        type: 'object',
        properties: { than: { type: 'string', enum: ['greater', 'at-least', 'less', 'at-most'] }, wound: { type: 'integer' } },
        required: ['than', 'wound'],
        additionalProperties: false,
      },
    },
    snapShotOn: rollTarget,
    rerollHits: rerollPolicy,
    rerollWounds: rerollPolicy,
    rerollSaves: rerollPolicy,
    rerollDamage: { type: 'string', enum: ['ones', 'any'] },
    lethal: { type: 'string', enum: ['auto', 'roll', 'best'] },
    ignoreHarmfulHitModifiers: { type: 'boolean' },
    abilities: strings,
  },
  additionalProperties: false,
});

const weapon: JsonSchema = closedObject('A weapon as understood, with its stage distributions.', {
  name: { type: 'string' },
  type: { type: 'string', enum: ['ranged', 'melee'] },
  count: { type: 'integer', minimum: 1 },
  carriedBy: strings,
  A: { type: 'string', description: 'Dice text, e.g. "2", "D6+1".' },
  skill: { type: ['integer', 'null'], minimum: 2, description: 'BS/WS roll target; null for N/A.' },
  S: { type: 'integer', minimum: 1 },
  AP: { type: 'integer', description: '0 or negative.' },
  D: { type: 'string', description: 'Dice text.' },
  abilities: strings,
  modifiers: modifiers('Modifiers for this weapon only, on top of the scenario modifiers.'),
  lethal: { type: ['string', 'null'], enum: ['auto', 'roll', null] },
  attacks: summary('Number of attacks.'),
  hits: summary('Hits, including extra hits from [SUSTAINED HITS].'),
  criticalHits: summary('Critical hits.'),
  wounds: summary('Wounds, including automatic wounds and critical wounds.'),
  criticalWounds: summary('Critical wounds.'),
  unsavedWounds: summary('Failed saves against the first model group.'),
  mortalWounds: summary('Mortal wounds from [DEVASTATING WOUNDS].'),
  damage: summary('Damage before allocation.'),
});

export const CALC_JSON_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'mathhammer calc report',
  ...closedObject('mathhammer calc --format json: the scenario as understood and its exact distributions.', {
    schemaVersion: { type: 'integer', enum: [SCHEMA_VERSION] },
    rules: { type: 'string', enum: ['10e', '11e'] },
    phase: { type: 'string', enum: ['shooting', 'melee'] },
    attacker: unit('The attacking unit.'),
    defender: unit('The target unit.'),
    conditions: strings,
    modifiers: modifiers('Modifiers for every weapon (the named effects included); only the keys that were set.'),
    capped: {
      type: 'array',
      description: "Modifiers beyond the edition's cap (hit and wound rolls ±1, a 10e save +1): as given in modifiers, and as the engine applies them; [] when none.",
      items: closedObject('A capped modifier.', {
        modifier: { type: 'string', enum: ['hit', 'wound', 'save'] },
        given: { type: 'integer' },
        applied: { type: 'integer' },
      }),
    },
    effects: {
      type: 'array',
      items: closedObject('A named effect applied.', {
        name: { type: 'string' },
        faction: { type: 'string' },
        source: { type: 'string', description: 'Detachment and stratagem type.' },
        cp: { type: ['integer', 'null'], minimum: 0, description: 'Command points; null when not a stratagem.' },
        side: { type: 'string', enum: ['attacker', 'defender'] },
        changes: strings,
      }),
    },
    unitRules: {
      type: 'array',
      description: "The rules of each unit in the attack (its profile's rules:) and what mathhammer did with each; [] when no unit has rules.",
      items: closedObject('One unit and its rules.', {
        unit: { type: 'string' },
        side: { type: 'string', enum: ['attacker', 'defender'] },
        rules: {
          type: 'array',
          items: closedObject('One rule, or one part of it (a rule with parts of several kinds has one entry each).', {
            name: { type: 'string' },
            origin: { type: 'string', enum: ['datasheet', 'wargear', 'enhancement', 'army rule', 'detachment rule', 'stratagem'] },
            status: {
              type: 'string',
              enum: ['applied', 'statline', 'inactive', 'available', 'not-modelled'],
              description: 'applied: it changed this attack; statline: what it gives is in the models\' characteristics; inactive: its condition does not hold in this attack; available: it applies when named with --effect; not-modelled: it changes the numbers in a way mathhammer does not model.',
            },
            changes: strings,
            why: { type: ['string', 'null'], description: 'Why it is inactive or not modelled.' },
            assumes: { ...strings, description: 'What naming it asserts: the condition mathhammer cannot check.' },
          }),
        },
      }),
    },
    mortalSources: {
      type: 'array',
      description: 'Mortal-wound sources (--mortals) in order, those that hurt the target resolved before the weapons, or after them when the name ends with "after the attacks" (timing=after); [] when none.',
      items: closedObject('A mortal-wound source.', {
        name: { type: 'string' },
        mortalWounds: summary('Mortal wounds inflicted on the target, before Feel No Pain (none when the dice are rolled for your own units).'),
        selfMortalWounds: {
          ...summary('Mortal wounds your own side suffers: the attacking unit (Crushing Impact), or all your units the dice are rolled for together (Acceptable Losses); null when the source has none.'),
          type: ['object', 'null'],
        },
        ownUnits: {
          ...closedObject('When the dice are rolled for your own units, one each (Acceptable Losses); null otherwise.', {
            units: { type: 'string', description: 'The keyword naming the units, e.g. "GENESTEALER CULTS".' },
            count: { type: 'integer', minimum: 1, description: 'How many units a die is rolled for.' },
            perUnit: summary('Mortal wounds one of them suffers.'),
            pAnyUnitHit: { ...probability, description: 'P(at least one of them suffers a mortal wound).' },
          }),
          type: ['object', 'null'],
        },
      }),
    },
    weapons: { type: 'array', items: weapon },
    damage: summary('Wounds the defender lost (excess damage and saved damage removed).'),
    modelsSlain: summary('Defender models destroyed.'),
    modelsSlainByGroup: {
      type: 'array',
      items: closedObject('Models destroyed in one model group, in allocation order.', {
        group: { type: ['string', 'null'] },
        mean: { type: 'number', minimum: 0 },
        pmf: { type: 'array', items: probability },
      }),
    },
    pWipe: probability,
    pBelowHalf: probability,
    pAtOrBelowHalf: probability,
    hazard: {
      type: ['object', 'null'],
      required: ['failedRolls', 'mortalWounds', 'modelsLost'],
      properties: {
        failedRolls: summary('Failed hazard rolls.'),
        mortalWounds: summary('Mortal wounds the attacker suffers.'),
        modelsLost: { ...summary('Attacker models destroyed; null when unknown.'), type: ['object', 'null'] },
      },
      additionalProperties: false,
    },
    battleShock: {
      type: ['object', 'null'],
      description: "Battle-shock after the attack; null when the defender's Ld is unknown.",
      required: ['pTest', 'pFail', 'forced'],
      properties: {
        pTest: { ...probability, description: 'P(the unit survives and must take a battle-shock test in its next Command phase).' },
        pFail: { ...probability, description: 'P(it must test and fails).' },
        forced: {
          type: ['object', 'null'],
          description: 'A test forced right after the attack (--forced-test); null when none.',
          required: ['name', 'modifier', 'pFail'],
          properties: {
            name: { type: 'string' },
            modifier: { type: 'integer', description: 'Added to the 2D6 roll.' },
            pFail: { ...probability, description: 'P(the unit survives and fails the test).' },
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
    commandReroll: {
      type: ['object', 'null'],
      description: 'The Command Re-roll used (--command-reroll); null when none.',
      required: ['roll', 'weapon'],
      properties: {
        roll: { type: 'string', enum: ['attacks', 'hit', 'wound', 'save', 'damage'] },
        weapon: { type: 'integer', minimum: 0, description: 'Index in weapons of the weapon whose die is re-rolled.' },
      },
      additionalProperties: false,
    },
    changeToSix: {
      type: ['object', 'null'],
      description: 'The die changed to an unmodified 6 (--change-to-six, or a rule that does it); null when none.',
      required: ['roll', 'weapon'],
      properties: {
        roll: { type: 'string', enum: ['hit', 'wound'] },
        weapon: { type: 'integer', minimum: 0, description: 'Index in weapons of the weapon whose die is changed.' },
      },
      additionalProperties: false,
    },
    warnings: { ...strings, description: 'Inputs not applied as given: named effects whose condition does not hold, flags the edition ignores, capped modifiers (the CLI also prints them on stderr; --strict makes them errors).' },
    notes: strings,
  }),
};
