/** The `data` commands' JSON schemas: copied to docs/schema, every property documented in docs/json.md ("Data"). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../src/report/calc/schema.js';
import { DATA_FETCH_JSON_SCHEMA, DATA_JSON_SCHEMA, DATA_UPDATE_JSON_SCHEMA } from '../../../src/report/schemas.js';
import { expectFileContent } from '../../report/golden.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCHEMAS = { 'data.schema.json': DATA_JSON_SCHEMA, 'data-fetch.schema.json': DATA_FETCH_JSON_SCHEMA, 'data-update.schema.json': DATA_UPDATE_JSON_SCHEMA };

function propertyNames(schema: JsonSchema, names = new Set<string>()): Set<string> {
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    names.add(key);
    propertyNames(child, names);
  }
  if (schema.items !== undefined) propertyNames(schema.items, names);
  return names;
}

describe('the data commands\' JSON schemas', () => {
  it.each(Object.entries(SCHEMAS))('docs/schema/%s is the schema object', (file, schema) => {
    expectFileContent(join(ROOT, 'docs', 'schema', file), `${JSON.stringify(schema, null, 2)}\n`);
  });

  it("docs/json.md's Data section documents every property", () => {
    const doc = readFileSync(join(ROOT, 'docs', 'json.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Data'));
    for (const schema of Object.values(SCHEMAS)) {
      for (const name of propertyNames(schema)) expect(section, `docs/json.md (Data) should document \`${name}\``).toContain(`\`${name}\``);
    }
  });
});
