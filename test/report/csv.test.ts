import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderReport, type CalcReport } from '../../src/report/index.js';
import { csvField } from '../../src/report/calc/csv.js';
import { FIXTURES, sternguardVsTerminators, strikeTeamVsMeq } from './fixtures.js';

/** A strict RFC 4180 reader: CRLF records, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i += 1;
      } else {
        field += ch;
        i += 1;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else {
      if (ch === '"' || ch === '\n' || ch === '\r') throw new Error(`bare ${JSON.stringify(ch)} at ${i}`);
      field += ch;
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('last record has no CRLF');
  return records;
}

describe('CSV output', () => {
  it.each(Object.entries(FIXTURES))('%s: every record has the six header fields', (_name, build) => {
    const records = parseCsv(renderReport(build(), 'csv', { color: false }));
    expect(records[0]).toEqual(['section', 'subject', 'quantity', 'statistic', 'k', 'value']);
    for (const record of records) expect(record).toHaveLength(6);
  });

  it.each(Object.entries(FIXTURES))('%s: every distribution sums to 1 and its mean row matches', (_name, build) => {
    const records = parseCsv(renderReport(build(), 'csv', { color: false })).slice(1);
    const sums = new Map<string, { total: number; mean: number; expected: number }>();
    for (const [section, subject, quantity, statistic, k, value] of records) {
      const key = `${section}|${subject}|${quantity}`;
      const entry = sums.get(key) ?? { total: 0, mean: 0, expected: Number.NaN };
      if (statistic === 'pmf') {
        entry.total += Number(value);
        entry.mean += Number(k) * Number(value);
      }
      if (statistic === 'mean') entry.expected = Number(value);
      sums.set(key, entry);
    }
    const distributions = [...sums.values()].filter((e) => !Number.isNaN(e.expected));
    expect(distributions.length).toBeGreaterThan(0);
    for (const e of distributions) {
      expect(e.total).toBeCloseTo(1, 12);
      expect(e.mean).toBeCloseTo(e.expected, 12);
    }
  });

  it('quotes fields with commas, quotes and line breaks, and round-trips them', () => {
    const base = strikeTeamVsMeq();
    const name = 'Pulse rifle, "overcharged"\nmk II';
    const report: CalcReport = {
      ...base,
      fired: base.fired.map((f) => ({ ...f, weapon: { ...f.weapon, name } })),
    };
    const records = parseCsv(renderReport(report, 'csv', { color: false }));
    expect(records.some((r) => r[0] === 'weapon' && r[1] === name)).toBe(true);
  });

  it('csvField guards text that a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-2)).toBe('-2');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
  });

  it('lists the modifiers by their JSON keys', () => {
    const records = parseCsv(renderReport(sternguardVsTerminators(), 'csv', { color: false }));
    expect(records).toContainEqual(['scenario', '', 'modifier rerollHits', 'text', '', 'ones']);
    expect(records).toContainEqual(['weapon', 'Plasma pistol – supercharge', 'modifier hit', 'value', '', '1']);
  });

  it('makes duplicate weapon names unique', () => {
    const base = strikeTeamVsMeq();
    const fired = base.fired[0];
    const result = base.result.weapons[0];
    if (fired === undefined || result === undefined) throw new Error('fixture has a weapon');
    const report: CalcReport = {
      ...base,
      fired: [fired, fired],
      result: { ...base.result, weapons: [result, result] },
    };
    const subjects = new Set(parseCsv(renderReport(report, 'csv', { color: false })).filter((r) => r[0] === 'weapon').map((r) => r[1]));
    expect([...subjects]).toEqual(['Pulse rifle', 'Pulse rifle (2)']);
  });
});

describe('docs/formats.md', () => {
  it('every line of the CSV excerpt is a line of the strike team output', () => {
    const doc = readFileSync(new URL('../../docs/formats.md', import.meta.url), 'utf8');
    const excerpt = /```csv\n([\s\S]*?)```/.exec(doc)?.[1];
    if (excerpt === undefined) throw new Error('docs/formats.md has no csv excerpt');
    const output = new Set(renderReport(strikeTeamVsMeq(), 'csv', { color: false }).split('\r\n'));
    for (const line of excerpt.trim().split('\n')) expect(output.has(line), line).toBe(true);
  });
});
