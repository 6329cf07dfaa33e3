/**
 * What copy-paste does to an export — Windows line endings, a byte order mark, curly or straight quotes
 * and dashes, blank lines, padded or extra trailing `|` cells, a block or a section pasted twice — changes
 * nothing in the imported profile but its line numbers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importDatasheet } from '../../src/profile/import/index.js';
import { parseProfile } from '../../src/profile/parse-profile.js';
import { importText, SEEDS, seedText } from './helpers.js';

/** The YAML without comments and line numbers (which move when lines are added). */
function body(yaml: string): string {
  return yaml
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\(line \d+\)/g, '(line N)');
}

function variants(text: string): Record<string, string> {
  const lines = text.split('\n');
  const end = lines.indexOf('DETACHMENT ABILITY') + 2;
  return {
    'Windows line endings': text.replace(/\n/g, '\r\n'),
    'old Mac line endings': text.replace(/\n/g, '\r'),
    'a byte order mark': `\uFEFF${text}`,
    'a blank line after every line': text.replace(/\n/g, '\n\n'),
    'straight quotes and hyphens': text.replace(/’/g, "'").replace(/–/g, '-'),
    'curly quotes and em dashes': text.replace(/'/g, '’').replace(/ – /g, ' — '),
    'extra trailing | cells': text.replace(/^(\|.*)$/gm, '$1 | |'),
    'padded cells and indented lines': text.replace(/\|/g, ' | ').replace(/^/gm, '  '),
    'non-breaking spaces': text.replace(/ \|/g, '\u00A0|'),
    'the datasheet pasted twice': [...lines.slice(0, end), ...lines.slice(0, end), ...lines.slice(end)].join('\n'),
    'the datasheet pasted again at the end': `${text}\n${lines.slice(0, end).join('\n')}`,
    'WARGEAR OPTIONS twice': text.replace(/(WARGEAR OPTIONS\n(?:.*\n)*?)(ABILITIES)/, '$1$1$2'),
    'the tables twice': text.replace(/((?:RANGED|MELEE) WEAPONS[^\n]*\n(?:\|[^\n]*\n)+)/g, '$1$1'),
  };
}

describe.each(SEEDS)('importDatasheet(%s) after copy-paste damage', (seed) => {
  const clean = importText(seedText(seed));
  it.each(Object.entries(variants(seedText(seed))))('with %s: the same profile', (_name, text) => {
    const imported = importText(text);
    expect(body(imported.yaml)).toBe(body(clean.yaml));
    expect(imported.warnings.length).toBe(clean.warnings.length);
  });
});

describe('importDatasheet never throws', () => {
  // Lines dropped, doubled, cut short or swapped: whatever comes out is a valid profile or issues with lines.
  const seeds = SEEDS.map((s) => seedText(s).split('\n').slice(0, 140));
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('double' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('cut' as const), at: fc.nat(), keep: fc.nat() }),
    fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
    fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.string({ maxLength: 40 }) }),
  );
  it('on seeds with random line edits: a valid profile, or issues naming the file', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: seeds.length - 1 }), fc.array(edit, { maxLength: 6 }), (which, edits) => {
        const lines = [...seeds[which]!];
        for (const e of edits) {
          const at = e.at % Math.max(1, lines.length);
          if (e.kind === 'drop') lines.splice(at, 1);
          else if (e.kind === 'double') lines.splice(at, 0, lines[at] ?? '');
          else if (e.kind === 'cut') lines[at] = (lines[at] ?? '').slice(0, e.keep % 60);
          else if (e.kind === 'swap') {
            const other = e.with % Math.max(1, lines.length);
            [lines[at], lines[other]] = [lines[other] ?? '', lines[at] ?? ''];
          } else lines.splice(at, 0, e.text);
        }
        const result = importDatasheet(lines.join('\n'), { file: 'fuzz.txt' });
        if (result.ok) {
          expect(parseProfile(result.value.yaml, 'fuzz.yaml').ok).toBe(true);
        } else {
          expect(result.issues.length).toBeGreaterThan(0);
          for (const issue of result.issues) expect(issue.file).toBe('fuzz.txt');
        }
      }),
      { numRuns: 150, seed: 5 },
    );
  });
});
