import { describe, expect, it } from 'vitest';
import { renderReport, type CalcReport } from '../../src/report/index.js';
import { escapeMarkdown } from '../../src/report/calc/markdown.js';
import { FIXTURES, strikeTeamVsMeq } from './fixtures.js';

/** Splits a GFM table row into cells, honouring escaped pipes. */
function cells(line: string): string[] {
  return line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

describe('markdown output', () => {
  it.each(Object.entries(FIXTURES))('%s: every table row has as many cells as its header', (_name, build) => {
    const lines = renderReport(build(), 'markdown', { color: false }).split('\n');
    let width: number | null = null;
    for (const line of lines) {
      if (!line.startsWith('|')) {
        width = null;
        continue;
      }
      const n = cells(line).length;
      width ??= n;
      expect(n, line).toBe(width);
    }
  });

  it('escapes pipes and markdown syntax in names', () => {
    const base = strikeTeamVsMeq();
    const report: CalcReport = {
      ...base,
      fired: base.fired.map((f) => ({ ...f, weapon: { ...f.weapon, name: 'Gun | *big* _one_' } })),
    };
    const text = renderReport(report, 'markdown', { color: false });
    expect(text).toContain('10× Gun \\| \\*big\\* \\_one\\_');
  });

  it('escapeMarkdown turns line breaks into spaces', () => {
    expect(escapeMarkdown('a\nb')).toBe('a b');
  });
});
