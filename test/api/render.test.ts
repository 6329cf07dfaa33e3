/** The library's renderers as docs/api.md calls them: options may be left out; a wrong format is a clear error. */
import { describe, expect, it } from 'vitest';
import { calcReport, renderReport, renderSimulate, scenarioOptions, simulateReport } from '../../src/api/index.js';

describe('renderers called from the library', () => {
  const report = calcReport('strike-team', 'meq', scenarioOptions('half-range'));

  it('without options: plain text at 80 columns, as with { color: false }', () => {
    for (const format of ['table', 'markdown', 'csv', 'json'] as const) {
      expect(renderReport(report, format)).toBe(renderReport(report, format, { color: false }));
    }
    expect(renderReport(report, 'table')).not.toContain('\u001b[');
  });

  it('a format the report has not (a picture, a typo) names the formats there are', () => {
    expect(() => renderReport(report, 'svg' as never)).toThrow(
      'renderReport: no text format "svg"; the formats are table, json, markdown, csv (pictures are drawn by the CLI\'s -o, docs/formats.md)',
    );
    const simulated = simulateReport('strike-team', 'meq', scenarioOptions(''), { trials: 200 });
    expect(renderSimulate(simulated, 'table')).toMatch(/^Strike Team/);
    expect(() => renderSimulate(simulated, 'markdown' as never)).toThrow('renderSimulate: no text format "markdown"; the formats are table, json');
  });
});
