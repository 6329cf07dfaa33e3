/**
 * `mathhammer show`'s renderers: the table (golden files, at 80 columns, fitted to other widths, coloured
 * only when asked) and the JSON contract (golden, valid against its schema, the schema's copy in docs/ and
 * every property documented in docs/json.md's "Show").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { showUnit } from '../../src/api/show.js';
import { renderShow, type ShowJson } from '../../src/report/index.js';
import { SHOW_JSON_SCHEMA, type JsonSchema } from '../../src/report/schemas.js';
import { textWidth } from '../../src/report/text/wrap.js';
import { expectFileContent, expectGolden } from './golden.js';
import { validate } from './mini-schema.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const cwd = join(ROOT, 'test', 'fixtures', 'profiles');

const CASES: Record<string, () => ShowJson> = {
  'show-assault-squad': () => showUnit('show/assault-squad.yaml', 'loadout melta-rifle', { cwd }),
  'show-vigilators-champion': () => showUnit('rules/vigilators.yaml', { leader: ['rules/champion.yaml'] }, { cwd }),
  'show-strike-team': () => showUnit('strike-team', {}, { cwd }),
};

const ESC = '\u001b[';

describe('show: the table', () => {
  it.each(Object.keys(CASES))('%s at 80 columns is its golden file', (name) => {
    expectGolden(`${name}.table.txt`, renderShow(CASES[name]!(), 'table'));
  });

  it.each([60, 100, 140])('every line fits %i columns, and no colour unless asked', (width) => {
    for (const build of Object.values(CASES)) {
      const text = renderShow(build(), 'table', { color: false, width });
      for (const line of text.split('\n')) expect(textWidth(line), line).toBeLessThanOrEqual(width);
      expect(text).not.toContain(ESC);
    }
  });

  it('in colour, the same text with colour codes (each closed)', () => {
    const json = CASES['show-vigilators-champion']!();
    const coloured = renderShow(json, 'table', { color: true });
    expect(coloured).toContain(ESC);
    expect(coloured.replace(/\u001b\[[0-9;]*m/g, '')).toBe(renderShow(json, 'table'));
  });
});

describe('show: the JSON contract', () => {
  it.each(Object.keys(CASES))('%s is its golden file, and valid against the schema', (name) => {
    const text = renderShow(CASES[name]!(), 'json');
    expectGolden(`${name}.json`, text);
    expect(validate(SHOW_JSON_SCHEMA, JSON.parse(text))).toEqual([]);
  });

  it('docs/schema/show.schema.json is the schema object', () => {
    expectFileContent(join(ROOT, 'docs', 'schema', 'show.schema.json'), `${JSON.stringify(SHOW_JSON_SCHEMA, null, 2)}\n`);
  });

  it("docs/json.md's Show section documents every property of the schema", () => {
    const doc = readFileSync(join(ROOT, 'docs', 'json.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Show'));
    const names = new Set<string>();
    const collect = (schema: JsonSchema): void => {
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        names.add(key);
        collect(child);
      }
      if (schema.items !== undefined) collect(schema.items);
    };
    collect(SHOW_JSON_SCHEMA);
    for (const name of names) expect(section, `docs/json.md (Show) should document \`${name}\``).toContain(`\`${name}\``);
  });
});
