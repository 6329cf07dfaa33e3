import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_SCHEMA_VERSION,
  REPORT_FORMATS,
  renderCompare,
  toCalcJson,
  toCompareJson,
  type CompareReport,
} from '../../src/report/index.js';
import { COMPARE_JSON_SCHEMA, CALC_JSON_SCHEMA } from '../../src/report/schemas.js';
import { COMPARE_FIXTURES, specialWeaponsMatrix, strikeTeamRange } from './compare-fixtures.js';
import { expectFileContent, expectGolden, GOLDEN_DIR } from './golden.js';
import { validate } from './mini-schema.js';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const EXTENSIONS = { table: 'table.txt', markdown: 'md', csv: 'csv', json: 'json' } as const;
const ROOT = join(GOLDEN_DIR, '..', '..');

describe.each(Object.entries(COMPARE_FIXTURES))('%s', (name, build) => {
  it.each(REPORT_FORMATS)('renders %s like its golden file', (format) => {
    expectGolden(`${name}.${EXTENSIONS[format]}`, renderCompare(build(), format, { color: false }));
  });

  it('every table line fits 80 columns, with and without colour, chart included', () => {
    for (const color of [false, true]) {
      const lines = renderCompare(build(), 'table', { color, chart: true }).replace(ANSI, '').split('\n');
      for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(80);
    }
  });

  it('every format ends with exactly one line break', () => {
    for (const format of REPORT_FORMATS) expect(renderCompare(build(), format, { color: false })).toMatch(/[^\r\n](\r?\n)$/);
  });

  it('the JSON validates against the compare schema, and each cell against the calc schema', () => {
    const parsed = JSON.parse(renderCompare(build(), 'json', { color: false })) as { results: { cells: unknown[] }[] };
    expect(validate(COMPARE_JSON_SCHEMA, parsed)).toEqual([]);
    for (const cell of parsed.results.flatMap((r) => r.cells)) expect(validate(CALC_JSON_SCHEMA, cell)).toEqual([]);
  });

  it('the JSON text parses back to toCompareJson (nothing rounded)', () => {
    const report = build();
    expect(JSON.parse(renderCompare(report, 'json', { color: false }))).toEqual(toCompareJson(report));
  });
});

describe('the compare JSON contract', () => {
  it('each cell is the calc contract of that case', () => {
    const report = strikeTeamRange();
    const json = toCompareJson(report);
    expect(json.schemaVersion).toBe(COMPARE_SCHEMA_VERSION);
    expect(json.results[0]?.cells).toEqual(report.cells[0]?.map(toCalcJson));
  });

  it('rows carry one value per column and the best column indices', () => {
    const json = toCompareJson(strikeTeamRange());
    const damage = json.results[0]?.rows.find((r) => r.metric === 'damage');
    expect(damage?.values).toHaveLength(4);
    expect(damage?.best).toEqual([1, 2, 3]);
    expect(json.columns.map((c) => c.variant)).toEqual(['no half-range', 'half-range', 'no half-range', 'half-range']);
  });

  it('unknown values are null, not left out', () => {
    const json = toCompareJson(specialWeaponsMatrix());
    const rhino = json.results[1];
    expect(rhino?.atLeastOf).toBe('damage');
    expect(rhino?.rows.find((r) => r.metric === 'pointsRemoved')?.values).toEqual([null, null, null]);
    expect(rhino?.rows.find((r) => r.metric === 'points')?.values).toEqual([75, 100, null]);
    expect(rhino?.rows.find((r) => r.metric === 'hazardModelsLost')?.values).toEqual([0, null, 0]);
  });

  it('docs/schema/compare.schema.json is the schema object', () => {
    expectFileContent(join(ROOT, 'docs', 'schema', 'compare.schema.json'), `${JSON.stringify(COMPARE_JSON_SCHEMA, null, 2)}\n`);
  });
});

describe('highlighting the best value', () => {
  it('without colour, the best value of a row is marked * and the marker is explained', () => {
    const text = renderCompare(strikeTeamRange(), 'table', { color: false });
    expect(text).toMatch(/Expected wounds lost +│ +1\.11 +│ +2\.22\* │ +2\.22\* │ +2\.22\* │/);
    expect(text).toContain('* best in its row');
  });

  it('with colour, the best value is bold green and no * marker is printed', () => {
    const text = renderCompare(strikeTeamRange(), 'table', { color: true });
    expect(text).toContain('\u001b[1m\u001b[32m2.22\u001b[39m\u001b[22m');
    expect(text.replace(ANSI, '')).not.toContain('best in its row');
    expect(text.replace(ANSI, '')).not.toMatch(/\d\*/);
  });

  it('markdown bolds the best values', () => {
    expect(renderCompare(strikeTeamRange(), 'markdown', { color: false })).toContain('| Expected wounds lost | 1.11 | **2.22** | **2.22** | **2.22** |');
  });

  it('colour changes only the table format', () => {
    for (const format of ['json', 'markdown', 'csv'] as const) {
      expect(renderCompare(strikeTeamRange(), format, { color: true })).toBe(renderCompare(strikeTeamRange(), format, { color: false }));
    }
  });
});

describe('what is shown', () => {
  it('one defender: a chart by default; --no-chart leaves it out', () => {
    expect(renderCompare(strikeTeamRange(), 'table', { color: false })).toContain('P(at least k models destroyed), of 5');
    expect(renderCompare(strikeTeamRange(), 'table', { color: false, chart: false })).not.toContain('P(at least k models');
  });

  it('several defenders: a matrix per metric, models and damage by default, no chart unless asked', () => {
    const text = renderCompare(specialWeaponsMatrix(), 'table', { color: false });
    expect(text.match(/^Expected (models destroyed|wounds lost)$/gm)).toEqual(['Expected models destroyed', 'Expected wounds lost']);
    expect(text).not.toContain('P(at least k');
    expect(renderCompare(specialWeaponsMatrix(), 'table', { color: false, chart: true })).toContain('P(at least k wounds lost), of 10 wounds');
  });

  it('metrics select the rows of a single defender and the matrices of several', () => {
    const one = renderCompare(strikeTeamRange(), 'table', { color: false, metrics: ['damage', 'efficiency'] });
    expect(one).toContain('Wounds lost / 100 pts');
    expect(one).not.toContain('Expected models destroyed');
    const many = renderCompare(specialWeaponsMatrix(), 'markdown', { color: false, metrics: ['destroyed', 'hazard'] });
    expect(many.match(/^### .*$/gm)).toEqual(['### P(unit destroyed)', '### Hazardous rolls failed', '### Own models lost (hazard)']);
  });

  it('rows nobody can fill are left out of the text (no points, no hazard) but kept in JSON', () => {
    const report: CompareReport = strikeTeamRange();
    const text = renderCompare(report, 'table', { color: false });
    expect(text).not.toContain('Hazardous rolls failed');
    expect(text).toContain('Defender points removed');
    expect(toCompareJson(report).results[0]?.rows.map((r) => r.metric)).toContain('hazardFailedRolls');
  });
});

describe('the compare docs', () => {
  it('docs/json.md documents every property of the compare schema', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'json.md'), 'utf8');
    const section = doc.slice(doc.indexOf('\n## Compare'));
    const names = new Set<string>();
    const collect = (schema: typeof COMPARE_JSON_SCHEMA, skipCells: boolean): void => {
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        names.add(key);
        if (!(skipCells && key === 'cells')) collect(child, skipCells);
      }
      if (schema.items !== undefined) collect(schema.items, skipCells);
    };
    collect(COMPARE_JSON_SCHEMA, true);
    for (const name of names) expect(section, `docs/json.md (Compare) should document \`${name}\``).toContain(`\`${name}\``);
  });

  it('docs/json.md lists every metric of the rows', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'json.md'), 'utf8');
    const metrics = COMPARE_JSON_SCHEMA.properties?.['results']?.items?.properties?.['rows']?.items?.properties?.['metric']?.enum ?? [];
    expect(metrics.length).toBeGreaterThan(10);
    for (const metric of metrics) expect(doc).toContain(`\`${String(metric)}\``);
  });

  it('every line of the CSV excerpt in docs/formats.md is a line of the strike team comparison', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'formats.md'), 'utf8');
    const excerpt = /```csv\n([\s\S]*?)```/.exec(doc.slice(doc.indexOf('\n## compare')))?.[1];
    if (excerpt === undefined) throw new Error('docs/formats.md has no compare csv excerpt');
    const output = new Set(renderCompare(strikeTeamRange(), 'csv', { color: false }).split('\r\n'));
    for (const line of excerpt.trim().split('\n')) expect(output.has(line), line).toBe(true);
  });
});
