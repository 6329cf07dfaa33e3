import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  renderReport,
  SCHEMA_VERSION,
  toCalcJson,
  type CalcReport,
} from '../../src/report/index.js';
import { CALC_JSON_SCHEMA } from '../../src/report/schemas.js';
import { eliminatorsVsChaosLord, FIXTURES, sternguardVsTerminators, strikeTeamVsMeq } from './fixtures.js';
import { expectFileContent, GOLDEN_DIR, UPDATING } from './golden.js';
import { validate } from './mini-schema.js';

const ROOT = join(GOLDEN_DIR, '..', '..');

describe('JSON output', () => {
  it.each(Object.entries(FIXTURES))('%s parses and validates against the schema', (_name, build) => {
    const parsed: unknown = JSON.parse(renderReport(build(), 'json', { color: false }));
    expect(validate(CALC_JSON_SCHEMA, parsed)).toEqual([]);
  });

  it.each(Object.entries(FIXTURES))('%s: the text parses back to toCalcJson (no number is rounded)', (_name, build) => {
    const report = build();
    expect(JSON.parse(renderReport(report, 'json', { color: false }))).toEqual(toCalcJson(report));
  });

  it('is pretty-printed with two spaces and pmfs on one line', () => {
    const text = renderReport(strikeTeamVsMeq(), 'json', { color: false });
    expect(text.startsWith('{\n  "schemaVersion": 1,\n')).toBe(true);
    expect(text).toMatch(/\n {8}"pmf": \[0, 0, 0, [^\n]*, 1\]\n/);
  });

  it('maps the engine result to the documented names', () => {
    const report = sternguardVsTerminators();
    const json = toCalcJson(report);
    expect(json.schemaVersion).toBe(SCHEMA_VERSION);
    expect(json.damage).toEqual({ mean: report.result.woundsLost.mean, pmf: report.result.woundsLost.pmf });
    expect(json.modelsSlain.pmf).toEqual(report.result.modelsDestroyed.pmf);
    expect(json.modelsSlainByGroup.map((g) => g.group)).toEqual(['Terminator', 'Captain in Terminator Armour']);
    expect(json.weapons.map((w) => w.lethal)).toEqual(['roll', 'roll', 'auto']);
    expect(json.weapons[1]?.abilities).toEqual(['anti-infantry 4+', 'devastating wounds', 'rapid fire 1']);
    expect(json.weapons[2]?.modifiers).toEqual({ hit: 1, abilities: ['sustained hits D3'] });
    expect(json.modifiers).toEqual({ rerollHits: 'ones', abilities: ['lethal hits'] });
    expect(json.hazard?.modelsLost?.mean).toBeCloseTo(0.05, 12);
  });

  it('uses null for what is unknown or does not apply', () => {
    const base = strikeTeamVsMeq();
    const { points: _points, loadout: _loadout, groups: _groups, ...attacker } = base.attacker;
    const report: CalcReport = { ...base, attacker, defender: { ...base.defender, groups: [] } };
    const json = toCalcJson(report);
    expect(json.attacker.points).toBeNull();
    expect(json.attacker.loadout).toBeNull();
    expect(json.attacker.groups).toBeNull();
    expect(json.hazard).toBeNull();
    expect(json.weapons[0]?.lethal).toBeNull();
    expect(json.modelsSlainByGroup[0]?.group).toBeNull();
    expect(validate(CALC_JSON_SCHEMA, JSON.parse(renderReport(report, 'json', { color: false })))).toEqual([]);
  });

  it('hazard.modelsLost is null when the attacker characteristics are unknown', () => {
    const base = sternguardVsTerminators();
    const hazard = base.result.hazard;
    if (hazard === undefined) throw new Error('fixture has a hazard');
    const report: CalcReport = {
      ...base,
      result: { ...base.result, hazard: { failedRolls: hazard.failedRolls, mortalWounds: hazard.mortalWounds } },
    };
    const parsed = JSON.parse(renderReport(report, 'json', { color: false })) as { hazard: { modelsLost: unknown } };
    expect(parsed.hazard.modelsLost).toBeNull();
    expect(validate(CALC_JSON_SCHEMA, parsed)).toEqual([]);
  });
});

describe('the schema and its documentation', () => {
  it('docs/schema/calc.schema.json is the schema object', () => {
    expectFileContent(join(ROOT, 'docs', 'schema', 'calc.schema.json'), `${JSON.stringify(CALC_JSON_SCHEMA, null, 2)}\n`);
  });

  it('the example in docs/json.md is the output for the eliminators fixture', () => {
    const path = join(ROOT, 'docs', 'json.md');
    const doc = readFileSync(path, 'utf8');
    const block = /(<!-- example:start -->\n```json\n)([\s\S]*?)(```\n<!-- example:end -->)/;
    const match = block.exec(doc);
    if (match === null) throw new Error('docs/json.md has no example block');
    const actual = renderReport(eliminatorsVsChaosLord(), 'json', { color: false });
    if (UPDATING) {
      expectFileContent(path, doc.replace(block, (_m, open: string, _body, close: string) => `${open}${actual}${close}`));
    } else {
      expect(match[2], 'run UPDATE_GOLDEN=1 to refresh the docs/json.md example').toBe(actual);
    }
  });

  it('docs/json.md documents every property of the schema', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'json.md'), 'utf8');
    const names = new Set<string>();
    const collect = (schema: typeof CALC_JSON_SCHEMA): void => {
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        names.add(key);
        collect(child);
      }
      if (schema.items !== undefined) collect(schema.items);
    };
    collect(CALC_JSON_SCHEMA);
    for (const name of names) expect(doc, `docs/json.md should document \`${name}\``).toContain(`\`${name}\``);
  });
});

describe('the mini validator', () => {
  const schema = CALC_JSON_SCHEMA;
  const valid = (): Record<string, unknown> => JSON.parse(renderReport(strikeTeamVsMeq(), 'json', { color: false }));

  it('reports a missing required property', () => {
    const value = valid();
    delete value['pWipe'];
    expect(validate(schema, value)).toEqual(['$: missing required property "pWipe"']);
  });

  it('reports an unexpected property', () => {
    expect(validate(schema, { ...valid(), extra: 1 })).toEqual(['$: unexpected property "extra"']);
  });

  it('reports a wrong type, a value outside the enum and a value below the minimum', () => {
    expect(validate(schema, { ...valid(), notes: 'none' })).toEqual(['$.notes: expected array, got "none"']);
    expect(validate(schema, { ...valid(), rules: '9e' })).toEqual(['$.rules: expected one of ["10e","11e"], got "9e"']);
    expect(validate(schema, { ...valid(), pWipe: -0.5 })).toEqual(['$.pWipe: expected at least 0, got -0.5']);
  });

  it('checks array items and integers', () => {
    const value = valid() as { weapons: { count: number; attacks: { pmf: unknown[] } }[] };
    const weapon = value.weapons[0];
    if (weapon === undefined) throw new Error('fixture has a weapon');
    weapon.count = 2.5;
    weapon.attacks.pmf[0] = 'x';
    expect(validate(schema, value)).toEqual([
      '$.weapons[0].count: expected integer, got 2.5',
      '$.weapons[0].attacks.pmf[0]: expected number, got "x"',
    ]);
  });

  it('throws on a keyword it does not implement', () => {
    expect(() => validate({ type: 'string', pattern: 'x' } as never, 'a')).toThrow(/unsupported schema keyword "pattern"/);
  });
});
