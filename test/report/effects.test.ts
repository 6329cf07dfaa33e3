/** The named effects applied, in every format: one line each, the same words, and JSON that fits the schema. */
import { describe, expect, it } from 'vitest';
import { renderCsv, renderJson, renderMarkdown, renderTable, type CalcReport } from '../../src/report/index.js';
import { CALC_JSON_SCHEMA } from '../../src/report/schemas.js';
import { strikeTeamVsMeq } from './fixtures.js';
import { validate } from './mini-schema.js';

function withEffects(): CalcReport {
  return {
    ...strikeTeamVsMeq(),
    effects: [
      { name: 'Point-Blank Ambush', faction: "T'au Empire", source: 'Kauyon – Battle Tactic Stratagem', cp: 1, side: 'attacker', changes: ['improve AP by 1'] },
      { name: 'Night Shield', faction: 'Drukhari', source: 'Skysplinter Assault – Wargear Stratagem', cp: 1, side: 'defender', changes: ['the target has a 4+ invulnerable save'] },
      { name: 'For the Greater Good', faction: "T'au Empire", source: 'T’au Empire army rule', cp: null, side: 'attacker', changes: ['improve BS/WS by 1', 'weapons have [IGNORES COVER]'] },
    ],
  };
}

describe('effects in the report', () => {
  it('table: one Effect line each, after the model groups', () => {
    const text = renderTable(withEffects(), { color: false });
    expect(text).toContain('\nEffect: Point-Blank Ambush (1CP): improve AP by 1\n');
    expect(text).toContain('\nEffect: Night Shield (defender, 1CP): the target has a 4+ invulnerable save\n');
    expect(text).toContain('\nEffect: For the Greater Good: improve BS/WS by 1, weapons have [IGNORES COVER]\n');
    expect(text.split('\n').every((line) => line.length <= 80)).toBe(true);
  });

  it('markdown, csv and json carry the same', () => {
    expect(renderMarkdown(withEffects())).toContain(
      '**Effects:** Point-Blank Ambush (1CP): improve AP by 1; Night Shield (defender, 1CP): the target has a 4+ invulnerable save; For the Greater Good: improve BS/WS by 1, weapons have \\[IGNORES COVER\\]',
    );
    expect(renderCsv(withEffects())).toContain('\r\neffect,Night Shield,effect,text,,"Night Shield (defender, 1CP): the target has a 4+ invulnerable save"\r\n');
    const json = JSON.parse(renderJson(withEffects())) as { effects: unknown[] };
    expect(json.effects).toEqual(withEffects().effects);
    expect(validate(CALC_JSON_SCHEMA, json)).toEqual([]);
  });

  it('no effects: JSON has an empty list, the other formats say nothing', () => {
    const report = strikeTeamVsMeq();
    expect((JSON.parse(renderJson(report)) as { effects: unknown[] }).effects).toEqual([]);
    expect(renderTable(report, { color: false })).not.toContain('Effect:');
    expect(renderMarkdown(report)).not.toContain('**Effects:**');
  });
});
