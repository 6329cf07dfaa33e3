/**
 * JSON Schemas (draft 2020-12) of `mathhammer data --json`, `data fetch --json` and `data update --json`,
 * documented in docs/json.md ("Data") and copied to docs/schema/data*.schema.json (a test keeps the copies
 * in step). The same subset as calc/schema.ts.
 */
import { closedObject, type JsonSchema } from '../calc/schema.js';
import { DATA_SCHEMA_VERSION } from './version.js';


const strings: JsonSchema = { type: 'array', items: { type: 'string' } };
const edition: JsonSchema = { type: 'string', enum: ['10e', '11e'] };
const nullableText = (description: string): JsonSchema => ({ type: ['string', 'null'], description });
const version: JsonSchema = { type: 'integer', enum: [DATA_SCHEMA_VERSION] };
const command = (name: string): JsonSchema => ({ type: 'string', enum: [name] });

const recordFields = {
  edition,
  source: { type: 'string', description: 'Where it was fetched from, as --from (or the default) named it; data update fetches from it again.' },
  method: { type: 'string', enum: ['git', 'archive', 'folder'], description: 'A shallow git clone, a .zip archive unpacked, or a folder of data files copied.' },
  commit: nullableText('The commit fetched (git; an archive whose comment names it); null when unknown.'),
  date: nullableText("The commit's date, ISO 8601 (git); null when unknown."),
  fetchedAt: { type: 'string', description: 'When it was fetched, ISO 8601.' },
} satisfies Record<string, JsonSchema>;

const record: JsonSchema = { ...closedObject('The record a fetched folder keeps of its source (.mathhammer-source.json), or null.', recordFields), type: ['object', 'null'] };

const setting: JsonSchema = {
  ...closedObject('The data-folder setting as it applies now (mathhammer config), or null when none applies.', {
    value: { type: 'string', description: 'The folder.' },
    source: { type: 'string', enum: ['flag', 'env', 'file', 'fetched', 'default'], description: 'Where it came from: fetched is the data of mathhammer data fetch.' },
    where: { type: 'string', description: 'The flag, variable, file or fetch it came from, in words.' },
  }),
  type: ['object', 'null'],
};

export const DATA_JSON_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'mathhammer data --json',
  ...closedObject('The fetched data of each edition, and the data folder units by name come from.', {
    schemaVersion: version,
    command: command('data'),
    folders: {
      type: 'array',
      description: 'One per edition, 10e then 11e.',
      items: closedObject("An edition's folder in the cache.", {
        edition,
        path: nullableText('Where its data is (or would go); null without a cache folder (no HOME).'),
        fetched: { type: 'boolean', description: 'Whether the folder holds data mathhammer data fetch brought (it has a record).' },
        problem: nullableText('What is wrong with a folder that is there: not BattleScribe data, or no record of a fetch; null when nothing is.'),
        record,
        catalogues: { type: 'integer', minimum: 0, description: 'Catalogue files in it.' },
        gameSystem: nullableText('Its game system file; null when none.'),
      }),
    },
    inUse: setting,
  }),
};

const fetched = closedObject('An edition fetched: where it is, its record, what it holds, what changed.', {
  path: { type: 'string', description: 'The folder the data is in now.' },
  ...recordFields,
  gameSystem: nullableText("The game system's name as the data gives it."),
  catalogues: { type: 'integer', minimum: 0 },
  datasheets: { type: 'integer', minimum: 0, description: 'Datasheets that can be named.' },
  missingLinks: { ...strings, description: 'Catalogues its files link that it lacks: their datasheets cannot be named.' },
  previous: {
    ...closedObject('The record of the data it replaced, or null on a first fetch.', { commit: recordFields.commit, date: recordFields.date, fetchedAt: recordFields.fetchedAt }),
    type: ['object', 'null'],
  },
  changes: {
    ...closedObject('What changed since the data it replaced, or null on a first fetch.', {
      files: closedObject('Game system and catalogue files, by name and content.', { added: strings, removed: strings, changed: strings }),
      datasheets: closedObject('Datasheets as "Name (Faction)".', { added: strings, removed: strings }),
    }),
    type: ['object', 'null'],
  },
});

export const DATA_FETCH_JSON_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'mathhammer data fetch --json',
  ...closedObject(fetched.description!, { schemaVersion: version, command: command('data fetch'), ...fetched.properties }),
};

export const DATA_UPDATE_JSON_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'mathhammer data update --json',
  ...closedObject('Each edition fetched again.', { schemaVersion: version, command: command('data update'), updated: { type: 'array', items: fetched, description: 'One per edition updated.' } }),
};
