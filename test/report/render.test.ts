import { describe, expect, it } from 'vitest';
import { renderReport, REPORT_FORMATS, type CalcReport } from '../../src/report/index.js';
import { FIXTURES, strikeTeamVsMeq, sternguardVsTerminators } from './fixtures.js';
import { expectGolden } from './golden.js';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const EXTENSIONS = { table: 'table.txt', markdown: 'md', csv: 'csv', json: 'json' } as const;

describe.each(Object.entries(FIXTURES))('%s', (name, build) => {
  it.each(REPORT_FORMATS)('renders %s like its golden file', (format) => {
    expectGolden(`${name}.${EXTENSIONS[format]}`, renderReport(build(), format, { color: false }));
  });

  it('every table line fits 80 columns, with and without colour', () => {
    for (const color of [false, true]) {
      const lines = renderReport(build(), 'table', { color }).replace(ANSI, '').split('\n');
      for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(80);
    }
  });

  it('every format ends with exactly one line break', () => {
    for (const format of REPORT_FORMATS) {
      const text = renderReport(build(), format, { color: false });
      expect(text).toMatch(/[^\r\n](\r?\n)$/);
    }
  });
});

describe('colour', () => {
  it('color: true puts ANSI codes in the table; the text without them is the plain table', () => {
    const coloured = renderReport(sternguardVsTerminators(), 'table', { color: true });
    expect(coloured).toMatch(ANSI);
    expect(coloured.replace(ANSI, '')).toBe(renderReport(sternguardVsTerminators(), 'table', { color: false }));
  });

  it('color: false gives no escape character in any format', () => {
    for (const format of REPORT_FORMATS) {
      expect(renderReport(sternguardVsTerminators(), format, { color: false })).not.toContain('\u001b');
    }
  });

  it('color: true changes only the table format', () => {
    for (const format of ['json', 'markdown', 'csv'] as const) {
      const report = strikeTeamVsMeq();
      expect(renderReport(report, format, { color: true })).toBe(renderReport(report, format, { color: false }));
    }
  });
});

describe('table layout', () => {
  it('a very long weapon and unit name still fits 80 columns', () => {
    const base = strikeTeamVsMeq();
    const long = 'Extraordinarily long-winded weapon name that goes on and on'.repeat(2);
    const report: CalcReport = {
      ...base,
      attacker: { ...base.attacker, name: 'A'.repeat(120) },
      defender: { ...base.defender, name: 'Very Long Defender Unit Name With Many Words Attached To A Leader Model' },
      fired: base.fired.map((f) => ({ ...f, weapon: { ...f.weapon, name: long } })),
      notes: ['x'.repeat(200)],
    };
    const text = renderReport(report, 'table', { color: false });
    for (const line of text.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);
    const words = text.split(/\s+/);
    for (const word of report.defender.name.split(' ')) expect(words).toContain(word);
    expect(text.replace(/\s+/g, '')).toContain('A'.repeat(120));
  });

  it('the first line names attacker, defender, edition and phase', () => {
    const first = renderReport(strikeTeamVsMeq(), 'table', { color: false }).split('\n').slice(0, 2).join(' ');
    expect(first).toContain('Strike Team (10 pulse rifles) → Intercessor Squad (5 models)');
    expect(first).toContain('10e rules');
    expect(first).toContain('shooting');
    expect(first).toContain('half range');
  });

  it('shows the 11e battle-shock probability (at or below half-strength) with its label', () => {
    const text = renderReport(sternguardVsTerminators(), 'table', { color: false });
    expect(text).toMatch(/P\(at or below half-strength\)\s+1\.1%\s+battle-shock test/);
  });
});

describe('renderReport errors', () => {
  it('throws a RangeError when fired weapons and weapon results do not correspond', () => {
    const report: CalcReport = { ...strikeTeamVsMeq(), fired: [] };
    for (const format of REPORT_FORMATS) {
      expect(() => renderReport(report, format, { color: false })).toThrow(
        /report.fired has 0 weapons but report.result.weapons has 1/,
      );
    }
  });
});
