/** The sequence and needed JSON Schemas: the docs' copies are current, and docs/json.md documents them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NEEDED_JSON_SCHEMA, SEQUENCE_JSON_SCHEMA } from '../../src/report/schemas.js';
import { expectFileContent } from '../report/golden.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('sequence and needed schemas', () => {
  it.each([
    ['sequence.schema.json', SEQUENCE_JSON_SCHEMA],
    ['needed.schema.json', NEEDED_JSON_SCHEMA],
  ] as const)('docs/schema/%s is the schema object', (file, schema) => {
    expectFileContent(join(ROOT, 'docs', 'schema', file), `${JSON.stringify(schema, null, 2)}\n`);
  });

  it.each([
    ['Sequence', SEQUENCE_JSON_SCHEMA, ['label', 'options', 'alone', 'stateDependent', 'final', 'steps']],
    ['Needed', NEEDED_JSON_SCHEMA, Object.keys(NEEDED_JSON_SCHEMA.properties ?? {}).filter((k) => k !== 'schemaVersion' && k !== 'command' && k !== 'rules')],
  ] as const)('docs/json.md (%s) documents the fields of its own', (heading, _schema, names) => {
    const doc = readFileSync(join(ROOT, 'docs', 'json.md'), 'utf8');
    const section = doc.slice(doc.indexOf(`## ${heading}`));
    for (const name of names) expect(section, `docs/json.md (${heading}) should document \`${name}\``).toContain(`\`${name}\``);
  });
});
